import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Duplicate shortcut rule")
struct DuplicateShortcutRuleTests {
  @Test("Commands sharing a shortcut but never enabled together are a warning")
  func neverTogether() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("list.open", "Open Item", shortcut: "cmd+r", requires: "item"),
        AuditFixture.command("doc.run", "Run", shortcut: "cmd+r", requires: "document"),
      ],
      templates: [AuditFixture.notesWindow()])
    let findings = AuditFixture.findings(app, .duplicate)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.commands == ["list.open", "doc.run"])
    // One witness per meaning: where each command is enabled (SPEC §20).
    #expect(findings.first?.contexts == ["main/editor", "main/list"])
    #expect(findings.first?.message.hasSuffix("give each its own shortcut") == true)
    #expect(AuditFixture.findings(app, .ambiguous).isEmpty)
  }

  @Test("Different shortcuts are not duplicates")
  func distinctShortcuts() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("list.open", "Open Item", shortcut: "cmd+r", requires: "item"),
        AuditFixture.command("doc.run", "Run", shortcut: "shift+cmd+r", requires: "document"),
      ],
      templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .duplicate).isEmpty)
  }
}
