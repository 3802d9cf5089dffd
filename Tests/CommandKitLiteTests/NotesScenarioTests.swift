import CommandKitLite
import CommandKitTestSupport
import Testing

/// The shared example transcript (notes.script), step by step through the library.
@Suite struct NotesScenarioTests {
  @Test("The example transcript's decisions come out of the library")
  func transcript() throws {
    var app = try Fixtures.notes()
    #expect(app.keyWindowID == "w1")
    #expect(app.mainWindowID == "w1")
    let selection = try #require(app.resolve(SelectionKey.self))
    #expect(selection.value == ["n1"])
    #expect(selection.provider.description == "w1/list")

    var result = app.press(Fixtures.shortcut("delete"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "edit.delete")
    #expect(result.provider?.description == "w1/list")

    try app.focus(NodePath(window: "w1", node: "editor"))
    result = app.press(Fixtures.shortcut("delete"))
    #expect(result.kind == .consumed)
    #expect(result.node?.description == "w1/editor")

    result = app.press(Fixtures.shortcut("cmd+n"))
    #expect(result.kind == .performed)
    #expect(result.provider == .app)

    let menus = app.validatedMenuBar()
    #expect(menus.map(\.title) == ["Notes", "File", "Edit", "View", "Note", "Window", "Help"])
    #expect(app.validatedMenu("View")?.items[0].title == "Hide Sidebar")
    // With the editor (a text input) focused, Edit ▸ Delete is its own delete (SPEC §15),
    // and so are the platform's Copy and the other Edit items (SPEC §14).
    let edit = try #require(app.validatedMenu("Edit")?.items)
    for id in ["edit.delete", "edit.copy", "edit.undo", "edit.selectAll"] {
      let item = try #require(edit.first { $0.id == id })
      #expect(item.isEnabled == true)
      #expect(item.provider?.description == "w1/editor")
    }

    try app.focus(NodePath(window: "w1", node: "list"))
    let inspector = try app.open("inspector")
    #expect(inspector == "inspector")
    #expect(app.keyWindowID == "inspector")
    #expect(app.mainWindowID == "w1")
    #expect(app.windows.map(\.phase) == [.active, .inactive])
    #expect(app.resolve("selection")?.provider.description == "w1/list")

    result = app.press(Fixtures.shortcut("opt+cmd+p"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "note.pin")
    let why = app.why(Fixtures.shortcut("opt+cmd+p"))
    #expect(why.steps.map(\.step) == ["reserved", "profile", "menu note.pin"])

    let chain = app.focusChain
    #expect(chain.map(\.provider.description) == ["inspector/form", "scene:inspector"])

    let menu = try app.contextMenu(for: NodePath(window: "w1", node: "list"))
    #expect(menu.items.map(\.id) == ["note.pin", "edit.delete"])
    #expect(menu.items.allSatisfy { $0.isEnabled })

    #expect(app.accessibilityCursor?.description == "inspector/form")
    #expect(app.accessibilityActions().isEmpty)

    result = app.press(Fixtures.shortcut("cmd+space"))
    #expect(result.kind == .reserved)
    #expect(result.reservation?.use == "Show/hide Spotlight search")

    #expect(throws: CommandKitError.self) { try app.focus(NodePath(window: "w1", node: "nowhere")) }
  }
}
