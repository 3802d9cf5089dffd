import CommandKitLite
import Testing

@Suite struct WindowTests {
  @Test("Windows opened without an id take the template name, then NAME-2, NAME-3")
  func windowIDs() throws {
    var app = try Builders.app()
    #expect(try app.open("doc") == "doc")
    #expect(try app.open("doc") == "doc-2")
    #expect(try app.open("doc") == "doc-3")
    #expect(try app.open("doc", id: "mine") == "mine")
    #expect(throws: CommandKitError.duplicateWindow("mine")) { try app.open("doc", id: "mine") }
  }

  @Test("A template whose tree repeats an id is refused, naming the id; the app is unchanged")
  func duplicateNodeIDs() throws {
    var app = try Builders.app()
    let before = app.templates.map(\.name)
    let root = ViewNode(
      "root", children: [ViewNode("list"), ViewNode("pane", children: [ViewNode("list")])])
    #expect(throws: CommandKitError.duplicateNodeID("list", template: "twice")) {
      try app.addTemplate(WindowTemplate("twice", root: root))
    }
    #expect(app.templates.map(\.name) == before)
    #expect(app.template(named: "twice") == nil)
  }

  @Test("A new window opens at the front and becomes key; the others turn inactive")
  func openMakesKey() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    #expect(app.windows.map(\.id) == ["w2", "w1"])
    #expect(app.keyWindowID == "w2")
    #expect(app.mainWindowID == "w2")
    #expect(app.windows.map(\.phase) == [.active, .inactive])
  }

  @Test("Each window gets its own copy of the tree and state; nothing is shared")
  func noSharedState() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.setValue(
      JSONValue.string("changed"), named: "outer", at: .node(Builders.path("w1/root")))
    try app.focus(Builders.path("w1/c"))
    #expect(app.window("w2")?.node("root")?.values[name: "outer"] as? JSONValue == "root")
    #expect(app.window("w2")?.focusedPath?.node == "a")
  }

  @Test("A panel can be key but never main: the document behind stays main")
  func panelKeyNotMain() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("panel", id: "p")
    #expect(app.keyWindowID == "p")
    #expect(app.mainWindowID == "w1")
    #expect(app.window("w1")?.phase == .inactive)
  }

  @Test("Main is the front-most window or document when a panel is key")
  func mainIsFrontMost() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("win", id: "w2")
    try app.open("panel", id: "p")
    #expect(app.mainWindowID == "w2")
    try app.makeKey("w1")
    #expect(app.mainWindowID == "w1")
    try app.makeKey("p")
    #expect(app.mainWindowID == "w1")
  }

  @Test("Closing the key window hands key to the front-most remaining visible window")
  func closeHandsOnKey() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.open("doc", id: "w3")
    try app.minimize("w2")
    try app.close("w3")
    #expect(app.keyWindowID == "w1")
    try app.close("w1")
    #expect(app.keyWindowID == nil)
    #expect(app.mainWindowID == nil)
    #expect(app.window("w2")?.phase == .background)
  }

  @Test("Minimizing the key window hands key on; minimized windows are background")
  func minimize() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.minimize("w2")
    #expect(app.keyWindowID == "w1")
    #expect(app.window("w2")?.phase == .background)
    #expect(throws: CommandKitError.minimized("w2")) { try app.makeKey("w2") }
    try app.unminimize("w2")
    #expect(app.keyWindowID == "w2")
    #expect(app.windows.first?.id == "w2")
    #expect(throws: CommandKitError.notMinimized("w2")) { try app.unminimize("w2") }
  }

  @Test("key W brings W to the front and makes it key")
  func makeKey() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.makeKey("w1")
    #expect(app.windows.map(\.id) == ["w1", "w2"])
    #expect(app.keyWindowID == "w1")
    #expect(throws: CommandKitError.self) { try app.makeKey("nope") }
  }

  @Test("A sheet is key and blocks its parent; key on the parent goes to the sheet")
  func sheets() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.presentSheet("sheet", on: "w1", id: "s")
    #expect(app.keyWindowID == "s")
    #expect(app.window("s")?.kind == .sheet)
    #expect(app.isBlocked("w1"))
    #expect(app.mainWindowID == "w1")
    try app.makeKey("w2")
    #expect(app.keyWindowID == "w2")
    try app.makeKey("w1")
    #expect(app.keyWindowID == "s")
    #expect(app.windows.map(\.id).prefix(2) == ["s", "w1"])
    #expect(throws: CommandKitError.blocked(window: "w1", by: "s")) {
      try app.focus(Builders.path("w1/a"))
    }
    try app.dismiss("s")
    #expect(app.keyWindowID == "w1")
    #expect(!app.isBlocked("w1"))
  }

  @Test("Dismissing a window that shows a sheet dismisses the sheet; a plain window refuses")
  func dismissByParent() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.presentSheet("sheet", on: "w1", id: "s")
    try app.dismiss("w1")
    #expect(app.window("s") == nil)
    #expect(throws: CommandKitError.notModal("w1")) { try app.dismiss("w1") }
  }

  @Test("Closing a window closes its sheets")
  func closeParentClosesSheet() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.presentSheet("sheet", on: "w1", id: "s")
    try app.close("w1")
    #expect(app.windows.isEmpty)
    #expect(app.keyWindowID == nil)
  }

  @Test("An app-modal alert is key and blocks every other window")
  func alerts() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("panel", id: "p")
    try app.showAlert("alert", id: "a")
    #expect(app.keyWindowID == "a")
    #expect(app.isBlocked("w1") && app.isBlocked("p"))
    #expect(!app.isBlocked("a"))
    #expect(throws: CommandKitError.blocked(window: "w1", by: "a")) { try app.makeKey("w1") }
    #expect(try app.open("alert") == "alert")
    try app.dismiss("alert")
    try app.dismiss("a")
    #expect(app.keyWindowID == "p")
  }

  @Test("A presentation-only window never becomes key")
  func presentationOnly() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.connectExternalDisplay()
    let show = try #require(app.windows.first { $0.template == "show" })
    #expect(show.phase == .inactive)
    #expect(show.display == .external)
    #expect(throws: CommandKitError.presentationOnly(show.id)) { try app.makeKey(show.id) }
    #expect(app.keyWindowID == "w1")
  }

  @Test("With every window in the background no window is key")
  func allBackground() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.minimize("w1")
    #expect(app.keyWindowID == nil)
    #expect(app.windows.allSatisfy { $0.phase == .background })
  }

  @Test("Opening a sheet template as a window is refused with a hint")
  func sheetTemplateNeedsParent() throws {
    var app = try Builders.app()
    #expect(throws: CommandKitError.self) { try app.open("sheet") }
    #expect(throws: CommandKitError.unknownTemplate("dco", suggestion: "doc")) {
      try app.open("dco")
    }
  }

  @Test(
    "Phases: key active, visible inactive, minimized background", arguments: WindowKind.allCases)
  func atMostOneKey(kind: WindowKind) throws {
    var app = App(name: "K")
    try app.addTemplate(WindowTemplate("t", kind: kind, root: ViewNode("n").focusable()))
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: ViewNode("n").focusable()))
    try app.open("doc", id: "d")
    if kind == .sheet { try app.presentSheet("t", on: "d") } else { try app.open("t") }
    #expect(app.windows.filter { $0.phase == .active }.count == 1)
    #expect(app.keyWindow?.phase == .active)
    if let main = app.mainWindow { #expect(main.kind.canBeMain) }
  }
}
