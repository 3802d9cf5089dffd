import CommandKitLite
import Testing

@Suite struct AccessibilityTests {
  func app() throws -> App {
    var app = App(name: "A")
    app.magicTap = NamedAction("playPause")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().accessibilityAction(named: "Delete").accessibilityAction(
          named: "Pin"
        )
        .accessibilityMagicTap("listTap"),
        ViewNode("editor").focusable().accessibilityEscape("endEditing"),
        ViewNode("hiddenThing").focusable().hidden(),
      ]
    ).accessibilityAction(named: "Delete").accessibilityAction(named: "Share")
    try app.addTemplate(WindowTemplate("main", root: root, escape: NamedAction("closeWindow")))
    try app.addTemplate(WindowTemplate("panel", kind: .panel, root: ViewNode("p").focusable()))
    try app.addTemplate(
      WindowTemplate(
        "show", kind: .externalDisplay,
        root: ViewNode("stage", children: [ViewNode("slide").accessibilityAction(named: "Next")]),
        presentationOnly: true))
    try app.open("main", id: "w")
    return app
  }

  @Test("The cursor follows keyboard focus")
  func cursorFollowsFocus() throws {
    var app = try app()
    #expect(app.accessibilityCursor?.description == "w/list")
    try app.focus(Builders.path("w/editor"))
    #expect(app.accessibilityCursor?.description == "w/editor")
  }

  @Test(
    "Actions are the chain's, innermost first; an inner action hides an outer one of the same name")
  func actionsInnermostFirst() throws {
    let app = try app()
    let actions = app.accessibilityActions()
    #expect(actions.map(\.name) == ["Delete", "Pin", "Share"])
    #expect(actions.map(\.provider.description) == ["w/list", "w/list", "w/root"])
    #expect(app.performAccessibilityAction("Share").provider?.description == "w/root")
    #expect(app.performAccessibilityAction("Nope").outcome == .unavailable)
  }

  @Test("a11y focus moves the cursor anywhere visible; a focus or key change puts it back")
  func cursorOverride() throws {
    var app = try app()
    try app.moveAccessibilityCursor(to: Builders.path("w/root"))
    #expect(app.accessibilityCursor?.description == "w/root")
    #expect(app.accessibilityActions().map(\.name) == ["Delete", "Share"])
    try app.focus(Builders.path("w/editor"))
    #expect(app.accessibilityCursor?.description == "w/editor")
    try app.moveAccessibilityCursor(to: Builders.path("w/root"))
    try app.open("panel", id: "p")
    #expect(app.accessibilityCursor?.description == "p/p")
    #expect(throws: CommandKitError.self) {
      try app.moveAccessibilityCursor(to: Builders.path("w/hiddenThing"))
    }
  }

  @Test("The cursor cannot enter a blocked window")
  func blockedWindow() throws {
    var app = try app()
    try app.addTemplate(WindowTemplate("sheet", kind: .sheet, root: ViewNode("ok").focusable()))
    try app.presentSheet("sheet", on: "w", id: "s")
    #expect(throws: CommandKitError.blocked(window: "w", by: "s")) {
      try app.moveAccessibilityCursor(to: Builders.path("w/list"))
    }
  }

  @Test("Escape bubbles up the chain, then to the window, then the app")
  func escapeBubbles() throws {
    var app = try app()
    #expect(app.accessibilityEscape().provider?.description == "scene:w")
    try app.focus(Builders.path("w/editor"))
    let result = app.accessibilityEscape()
    #expect(result.outcome == .performed)
    #expect(result.provider?.description == "w/editor")
    #expect(result.handler == "endEditing")
  }

  @Test("Magic tap bubbles to the app, and is unavailable when no one handles it")
  func magicTapBubbles() throws {
    var app = try app()
    #expect(app.accessibilityMagicTap().provider?.description == "w/list")
    try app.focus(Builders.path("w/editor"))
    #expect(app.accessibilityMagicTap().provider == .app)
    app.magicTap = nil
    #expect(app.accessibilityMagicTap().outcome == .unavailable)
  }

  @Test("A presentation-only window exposes one element; resolution walks the cursor's own window")
  func presentationOnly() throws {
    var app = try app()
    try app.setValue(JSONValue.string("w"), named: "k", at: .node(Builders.path("w/list")))
    try app.connectExternalDisplay()
    try app.moveAccessibilityCursor(to: Builders.path("show/slide"))
    #expect(app.accessibilityCursor?.description == "show/stage")
    #expect(app.resolveAtAccessibilityCursor("k") == nil)
    try app.moveAccessibilityCursor(to: Builders.path("w/list"))
    #expect(app.resolveAtAccessibilityCursor("k")?.provider.description == "w/list")
  }
}
