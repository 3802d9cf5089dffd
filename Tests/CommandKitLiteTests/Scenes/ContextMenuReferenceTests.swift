import CommandKitLite
import Testing

/// A context menu names registered commands, checked the same way in Swift as in a scene
/// file (issue 19): `addTemplate` refuses an unknown id, naming the template, node and id.
@Suite struct ContextMenuReferenceTests {
  private static func template(naming id: String) -> WindowTemplate {
    WindowTemplate(
      "main",
      root: ViewNode("list", role: "list").focusable().selectable(items: ["a"])
        .contextMenu(ContextMenu(empty: [id])))
  }

  @Test("A context menu naming an unregistered command is refused; the app is unchanged")
  func unknownIDRefused() throws {
    var app = App(name: "Notes")
    try app.register(Command(id: "file.open", title: "Open", menu: "File"))
    let error = CommandKitError.unknownCommandInContextMenu(
      "file.opne", template: "main", node: "list", suggestion: "file.open")
    #expect(throws: error) { try app.addTemplate(Self.template(naming: "file.opne")) }
    #expect(app.templates.isEmpty)
    #expect(error.code == "unknown-command")
    #expect(error.description.contains("context menu names command 'file.opne'"))
    #expect(error.description.contains("did you mean 'file.open'?"))
  }

  @Test("With nothing close, the error says to register commands first")
  func hintWithoutSuggestion() {
    var app = App(name: "Notes")
    #expect(throws: CommandKitError.self) { try app.addTemplate(Self.template(naming: "zzz")) }
    let error = CommandKitError.unknownCommandInContextMenu(
      "zzz", template: "main", node: "list", suggestion: nil)
    #expect(error.description.hasSuffix("register commands before the templates that name them"))
  }

  @Test("Registered first, the command shows in the context menu")
  func registeredFirstWorks() throws {
    var app = App(name: "Notes")
    try app.register(Command(id: "file.new", title: "New", menu: "File"))
    try app.addTemplate(Self.template(naming: "file.new"))
    try app.open("main", id: "w1")
    let menu = try app.contextMenu(for: NodePath(window: "w1", node: "list"))
    #expect(menu.items.map(\.id) == ["file.new"])
  }
}
