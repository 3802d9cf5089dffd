import CommandKitLite
import Testing

private typealias SourceLocation = CommandKitLite.SourceLocation

/// Scene files keep where each command's, control's and key handler's `shortcut` is, and
/// audit findings point there or at the imported source (SPEC §22, §23).
@Suite("Scene-file positions and finding sources")
struct SceneFilePositionTests {
  /// Line 3 holds `Café` (non-ASCII) before the shortcut, to check that columns count
  /// characters, not bytes.
  static let scene = """
    {"app": "Positions", "platform": "macOS", "defaultCommands": false,
     "commands": [
      {"id": "a.one", "title": "Café", "menu": "Edit", "shortcut": "cmd+k"},
      {"id": "edit.undo", "title": "Undo", "menu": "Edit",
       "group": "undoRedo"},
      {"id": "b.two", "title": "Two", "menu": "Edit",
       "shortcut": "cmd+k"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
      {"id": "list", "focusable": true,
       "keys": [{"action": "peek", "shortcut": "cmd+retrun"}],
       "controls": [{"title": "Send", "shortcut": "cmd+return", "action": "send"},
                    {"title": "Post", "action": "post", "shortcut": "cmd+return"}]}
     ]}}}}
    """

  static func load() throws -> App {
    try SceneFile.decode(Array(scene.utf8), file: "pos.json").app
  }

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

  @Test("Findings point at the scene file's offending shortcut, in JSON and text")
  func findingSources() throws {
    let report = try Self.load().audit()
    func source(_ kind: Finding.Kind) -> CommandKitLite.SourceLocation? {
      report.findings.first { $0.kind == kind }?.source
    }
    // Ambiguous commands: the first command in menu order; controls: the first control.
    let ambiguous = report.findings.filter { $0.kind == .ambiguous }.compactMap(\.source)
    #expect(ambiguous.contains(SourceLocation(file: "pos.json", line: 3, column: 64)))
    #expect(ambiguous.contains(SourceLocation(file: "pos.json", line: 12, column: 47)))
    #expect(source(.missingStandard) == SourceLocation(file: "pos.json", line: 4, column: 3))
    #expect(source(.invalid) == SourceLocation(file: "pos.json", line: 11, column: 44))
    let finding = try #require(report.findings.first { $0.kind == .invalid })
    #expect(finding.line.hasPrefix("pos.json:11:44: error: [invalid] "))
    #expect(
      finding.json.objectValue?["source"] == ["file": "pos.json", "line": 11, "column": 44])
  }

  @Test("An imported command's source wins over its place in the scene file")
  func importedSourceWins() throws {
    var commands = try Self.load().declaredCommands
    commands[0].sourceLocation = SourceLocation(file: "App/Menus.swift", line: 40, column: 9)
    var app = App(name: "Imported", platform: .macOS)
    try app.register(commands)
    let finding = try #require(app.audit().findings.first { $0.kind == .ambiguous })
    #expect(finding.source == SourceLocation(file: "App/Menus.swift", line: 40, column: 9))
  }

  @Test("A document decoded from a value (no bytes) has no positions")
  func noPositionsWithoutBytes() throws {
    let value = try JSONParser().parse(Self.scene)
    let app = try SceneFile.decode(value).app
    #expect(app.commands.allSatisfy { $0.shortcutLocation == nil })
  }
}
