import CommandKitAudit
import CommandKitLite
import Testing

/// A text input with a find bar answers the Find items (SPEC §15), in the audit as at run
/// time: a command on ⌘G collides with Find Next only where such an input is focused.
@Suite("Find items in the audit")
struct FindBarAuditTests {
  static func app(findBar: Bool) throws -> App {
    var app = App(name: "Fixture", platform: .macOS)
    app.addCommandSets([.textEditing])
    var search = ViewNode("search", role: "textField").textInput()
    if findBar { search = search.findBar() }
    try app.addTemplate(
      WindowTemplate(
        "main",
        root: ViewNode("root", children: [ViewNode("list", role: "list").focusable(), search])))
    let findNext = try #require(app.command("edit.findNext")?.shortcut)
    try app.register([
      Command(id: "x.next", title: "Next Match", menu: "Tools", shortcut: findNext)
    ])
    return app
  }

  @Test("Find Next collides only where a find-bar input is focused", arguments: [true, false])
  func findNextCollision(findBar: Bool) throws {
    var app = try Self.app(findBar: findBar)
    let contexts = app.audit().findings
      .filter { $0.kind == .ambiguous && $0.commands.contains("edit.findNext") }
      .flatMap(\.contexts)
    #expect(contexts == (findBar ? ["main/search"] : []))
    // The run-time answer agrees: Find Next is enabled in the field only with a find bar.
    let window = try app.open("main")
    try app.focus(NodePath(window: window, node: "search"))
    #expect((app.validate("edit.findNext")?.isEnabled ?? false) == findBar)
  }
}
