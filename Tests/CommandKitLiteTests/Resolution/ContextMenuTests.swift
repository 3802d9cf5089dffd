import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite struct ContextMenuTests {
  @Test("Selection size picks the list: empty, single then multiple, multiple")
  func listsBySelection() throws {
    var app = try Fixtures.notes()
    let list = Builders.path("w1/list")
    #expect(try app.contextMenu(for: list).items.map(\.id) == ["note.pin", "edit.delete"])
    try app.select(["n1", "n2"], in: list)
    #expect(try app.contextMenu(for: list).items.map(\.id) == ["edit.delete"])
    try app.select([], in: list)
    let empty = try app.contextMenu(for: list)
    #expect(empty.items.map(\.id) == ["file.newNote"])
    #expect(empty.selection.isEmpty)
  }

  @Test("Entries are validated as if the node had focus, without moving focus")
  func validatedAtNode() throws {
    var app = try Fixtures.notes()
    try app.focus(Builders.path("w1/editor"))
    let menu = try app.contextMenu(for: Builders.path("w1/list"))
    #expect(menu.items.allSatisfy { $0.isEnabled })
    #expect(app.focusedPath?.node == "editor")
    #expect(app.validate("note.pin")?.isEnabled == false)
  }

  @Test("Only selectable nodes have a context menu")
  func onlySelectable() throws {
    let app = try Fixtures.notes()
    #expect(throws: CommandKitError.notSelectable(Builders.path("w1/editor"))) {
      try app.contextMenu(for: Builders.path("w1/editor"))
    }
  }

  @Test("A selection outside the node's items is an error and changes nothing")
  func itemsEnforced() throws {
    var app = try Fixtures.notes()
    #expect(
      throws: CommandKitError.notInItems(
        Builders.path("w1/list"), ids: ["zz"], items: ["n1", "n2", "n3"])
    ) {
      try app.select(["n2", "zz"], in: Builders.path("w1/list"))
    }
    #expect(try app.selection(of: Builders.path("w1/list")) == ["n1"])
  }

  @Test("Selections keep their order and publish as the focused value selection")
  func selectionOrder() throws {
    var app = try Fixtures.notes()
    try app.select(["n3", "n1", "n3"], in: Builders.path("w1/list"))
    #expect(try app.selection(of: Builders.path("w1/list")) == ["n3", "n1"])
    #expect(app.resolve("selection")?.value as? JSONValue == ["n3", "n1"])
  }
}
