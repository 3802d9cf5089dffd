import CommandKitLite
import CommandKitTestSupport
import Testing

private typealias SourceLocation = CommandKitLite.SourceLocation

/// Scene files keep where each command's, control's and key handler's `shortcut` is (SPEC
/// §23); the audit's findings point there (`FindingSourceTests`).
@Suite("Scene-file positions and finding sources")
struct SceneFilePositionTests {
  static func load() throws -> App { try PositionFixture.load() }

  @Test(
    "A command's shortcutLocation is its shortcut value, else the command's opening brace",
    arguments: [
      ("a.one", 3, 64),  // after "Café": 4 characters, 5 bytes
      ("edit.undo", 4, 3),
      ("b.two", 7, 16),
    ])
  func commandPositions(id: String, line: Int, column: Int) throws {
    let command = try #require(try Self.load().commands.first { $0.id == id })
    #expect(
      command.shortcutLocation == SourceLocation(file: "pos.json", line: line, column: column))
    #expect(command.sourceLocation == nil)
  }

  @Test("Controls and key handlers keep their shortcut's position")
  func controlPositions() throws {
    let app = try Self.load()
    let node = try #require(app.templates.first?.root.children.first)
    #expect(
      node.controls.map(\.shortcutLocation) == [
        SourceLocation(file: "pos.json", line: 12, column: 47),
        SourceLocation(file: "pos.json", line: 13, column: 65),
      ])
    #expect(
      node.keyHandlers.map(\.shortcutLocation) == [
        SourceLocation(file: "pos.json", line: 11, column: 44)
      ])
  }

  @Test("A document decoded from a value (no bytes) has no positions")
  func noPositionsWithoutBytes() throws {
    let value = try JSONParser().parse(PositionFixture.scene)
    let app = try SceneFile.decode(value).app
    #expect(app.commands.allSatisfy { $0.shortcutLocation == nil })
  }
}
