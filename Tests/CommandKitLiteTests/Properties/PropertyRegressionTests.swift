import CommandKitLite
import Testing

/// Bugs the random tests found, pinned as plain tests (seed in each comment).
@Suite struct PropertyRegressionTests {
  static func app() throws -> App {
    var app = App(name: "R")
    try app.addTemplate(
      WindowTemplate(
        "doc", kind: .document,
        root: ViewNode(
          "root",
          children: [
            ViewNode("a").focusable(), ViewNode("b").focusable().accessibilityAction(named: "B"),
          ])))
    try app.addTemplate(WindowTemplate("alert", kind: .alert, root: ViewNode("ok").focusable()))
    try app.addTemplate(WindowTemplate("sheet", kind: .sheet, root: ViewNode("field").focusable()))
    try app.addTemplate(
      WindowTemplate(
        "stage", kind: .externalDisplay, root: ViewNode("slide"), presentationOnly: true))
    try app.open("doc", id: "w1")
    return app
  }

  // Seed 13224247867174464868: a sheet on an alert was key yet blocked by that alert.
  @Test("An alert takes no sheet")
  func noSheetOnAlert() throws {
    var app = try Self.app()
    let alert = try app.showAlert("alert")
    #expect(throws: CommandKitError.self) { try app.presentSheet("sheet", on: alert) }
    #expect(app.keyWindowID == alert)
  }

  // Seed 14323396657235961534 (before the fix): a presentation-only template shown as an
  // alert became the key window.
  @Test("A presentation-only template cannot be shown as an alert")
  func presentationOnlyAlert() throws {
    var app = try Self.app()
    #expect(throws: CommandKitError.self) { try app.showAlert("stage") }
    #expect(app.keyWindowID == "w1")
  }

  // Seed 3899776037843694631: after `a11y focus`, focus moving away and back brought the
  // old cursor back; SPEC §6 puts the cursor on focus after any focus change.
  @Test("Focus going away and back leaves the cursor on focus")
  func cursorDoesNotComeBack() throws {
    var app = try Self.app()
    try app.focus(NodePath(window: "w1", node: "a"))
    try app.moveAccessibilityCursor(to: NodePath(window: "w1", node: "b"))
    #expect(app.accessibilityCursor == NodePath(window: "w1", node: "b"))
    try app.focus(NodePath(window: "w1", node: "b"))
    try app.focus(NodePath(window: "w1", node: "a"))
    #expect(app.accessibilityCursor == NodePath(window: "w1", node: "a"))
    #expect(app.accessibilityActions().isEmpty)
  }
}

extension PropertyRegressionTests {
  // Session round-trip seed 3899776037843694631: a `selection` value published by a node
  // that is not selectable was dropped when the window's state was saved (display
  // disconnect, session save), so it was gone after reconnecting or restoring.
  @Test("A non-selectable node's 'selection' value survives display disconnect and connect")
  func selectionValueOfPlainNodeSurvives() throws {
    var app = App(name: "R")
    try app.addTemplate(WindowTemplate("main", root: ViewNode("root").focusable()))
    try app.addTemplate(
      WindowTemplate(
        "stage", kind: .externalDisplay,
        root: ViewNode("slide").focusable().focusedValue(named: "selection", ["template"])))
    try app.open("main", id: "w1")
    try app.connectExternalDisplay()
    let slide = NodePath(window: "stage", node: "slide")
    try app.setValue(JSONValue.array(["x"]), named: "selection", at: .node(slide))
    try app.disconnectExternalDisplay()
    try app.connectExternalDisplay()
    #expect(app.window("stage")?.node("slide")?.values.json["selection"] == ["x"])
  }
}

extension PropertyRegressionTests {
  // Window model seed 8141798514240637160 (400 runs): `sheet t4 t3` presented a
  // presentation-only template as a sheet; the sheet could not be key, so `key t4` made a
  // third window key. A sheet becomes key (SPEC §1, §2) and a presentation-only window
  // never does, so the template is refused, as it is for an alert.
  @Test("A presentation-only template cannot be presented as a sheet")
  func presentationOnlySheet() throws {
    var app = try Self.app()
    let before = app.windows.map(\.id)
    #expect(throws: CommandKitError.self) { try app.presentSheet("stage", on: "w1") }
    #expect(app.windows.map(\.id) == before)
    #expect(app.keyWindowID == "w1")
  }
}
