import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

/// SPEC §15: a focused text input answers the standard editing commands as their first
/// responder, ahead of any published value, while those commands are in the menu bar.
@Suite struct TextResponderTests {
  let s = Fixtures.shortcut
  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  func app(log: Log = Log(), commands: [Command]? = nil) throws -> App {
    var app = App(name: "Text")
    try app.register(
      commands ?? [
        Command(
          id: "edit.copy", title: "Copy", menu: "Edit", shortcut: s("cmd+c"),
          requires: "selection", enabledIf: .nonEmpty,
          action: CommandAction { _ in log.add("copy selection") }),
        Command(
          id: "edit.paste", title: "Paste", menu: "Edit", shortcut: s("cmd+v"),
          requires: "pasteTarget"),
        Command(id: "edit.find", title: "Find…", menu: "Edit", shortcut: s("cmd+f")),
      ])
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().selectable(items: ["a"], selection: ["a"]),
        ViewNode("field").textInput(),
        ViewNode("copyOnly").textInput().textCommands(["edit.copy"]),
        ViewNode("search").textInput().findBar(),
      ])
    try app.addTemplate(WindowTemplate("main", root: root, focus: "field"))
    try app.open("main", id: "w")
    return app
  }

  @Test("⌘C in a text field is the field's own Copy, not the list's")
  func fieldCopies() throws {
    let log = Log()
    var app = try app(log: log)
    let result = app.press(s("cmd+c"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "edit.copy")
    #expect(result.provider?.description == "w/field")
    // The field does the editing: the app's own Copy action does not run.
    #expect(log.all.isEmpty)
    try app.focus(NodePath(window: "w", node: "list"))
    #expect(app.press(s("cmd+c")).provider?.description == "w/list")
    #expect(log.all == ["copy selection"])
  }

  @Test("The menu shows the editing items enabled by the text input, with the reason")
  func menuValidation() throws {
    let app = try app()
    let paste = try #require(app.validate("edit.paste"))
    #expect(paste.isEnabled)
    #expect(paste.provider?.description == "w/field")
    #expect(paste.reason == "enabled: the text input w/field answers it")
  }

  @Test("textCommands narrows what a text input answers")
  func narrowed() throws {
    var app = try app()
    try app.focus(NodePath(window: "w", node: "copyOnly"))
    #expect(app.press(s("cmd+c")).provider?.description == "w/copyOnly")
    #expect(app.press(s("cmd+v")).kind == .disabled)
  }

  @Test("The Find items need a find bar")
  func findBar() throws {
    var app = try app()
    #expect(app.validate("edit.find")?.provider == nil)
    try app.focus(NodePath(window: "w", node: "search"))
    #expect(app.validate("edit.find")?.provider?.description == "w/search")
  }

  @Test("With only the platform's Copy, ⌘C in a text field is the text input's (SPEC §14, §15)")
  func platformCopy() throws {
    var app = try app(commands: [
      Command(id: "file.new", title: "New", menu: "File", shortcut: s("cmd+n"))
    ])
    let result = app.press(s("cmd+c"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "edit.copy")
    #expect(result.provider == .node(NodePath(window: "w", node: "field")))
    // Outside a text input the platform's Copy has no responder: disabled.
    try app.focus(NodePath(window: "w", node: "list"))
    #expect(app.press(s("cmd+c")).kind == .disabled)
  }

  @Test("Without Copy in the menu bar, ⌘C in a text field is dead", arguments: [true, false])
  func strippedEditMenu(removedGroup: Bool) throws {
    var app = try app(commands: [
      Command(id: "file.new", title: "New", menu: "File", shortcut: s("cmd+n"))
    ])
    if removedGroup {
      app.removeDefaultGroups([.pasteboard])
    } else {
      app.setDefaultCommandOptions(.none)
    }
    #expect(app.command("edit.copy") == nil)
    #expect(app.press(s("cmd+c")).kind == .unhandled)
  }

  @Test("A context menu's editing items resolve from the node it is opened on")
  func contextMenu() throws {
    var app = App(name: "Ctx")
    try app.register(
      Command(
        id: "edit.copy", title: "Copy", menu: "Edit", requires: "selection", enabledIf: .nonEmpty))
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().selectable(items: ["a"], selection: ["a"])
          .contextMenu(ContextMenu(single: ["edit.copy"])),
        ViewNode("field").textInput(),
      ])
    try app.addTemplate(WindowTemplate("main", root: root, focus: "field"))
    try app.open("main", id: "w")
    let menu = try app.contextMenu(for: NodePath(window: "w", node: "list"))
    #expect(menu.items.map(\.isEnabled) == [true])
  }
}
