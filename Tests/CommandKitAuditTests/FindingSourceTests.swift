import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

private typealias SourceLocation = CommandKitLite.SourceLocation

/// Audit findings point at the scene file's offending shortcut or at the imported source
/// (SPEC §22, §23).
@Suite("Finding sources")
struct FindingSourceTests {
  static func load() throws -> App { try PositionFixture.load() }

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
}
