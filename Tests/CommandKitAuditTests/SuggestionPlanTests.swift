import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// Issue 25, item 5: suggestions made as one plan, so that no two findings suggest the same
/// free key; each still valid (SPEC §20).
@Suite("Suggestions as one plan")
struct SuggestionPlanTests {
  /// Every suggestion of `report`, checking the message ends with it.
  static func suggestions(_ report: AuditReport) -> [KeyboardShortcut] {
    report.findings.compactMap { finding in
      guard let suggestion = finding.suggestion else { return nil }
      #expect(finding.message.contains(suggestion.description), "\(finding.line)")
      return suggestion
    }
  }

  @Test("Findings whose searches meet the same free key get different ones")
  func noKeySuggestedTwice() throws {
    // Space and ⌥Space cannot carry ⌘, so both fall back to a letter of "Quick …": alone,
    // both would be offered the same first free letter.
    let app = try AuditFixture.bareApp(
      commands: [
        AuditFixture.command("x.look", "Quick Look", shortcut: "opt+space"),
        AuditFixture.command("x.peek", "Quick Peek", shortcut: "opt+shift+space"),
        AuditFixture.command("x.pin", "Pin", shortcut: "cmd+p"),
        AuditFixture.command("x.print", "Pin Note", shortcut: "shift+cmd+p"),
      ], templates: [AuditFixture.notesWindow()])
    let suggested = Self.suggestions(ShortcutAudit(app: app).run())
    #expect(suggested.count >= 3)
    #expect(Set(suggested).count == suggested.count, "\(suggested)")
    let used = Set(app.commandsInMenuOrder.compactMap(\.shortcut))
    for suggestion in suggested {
      #expect(!used.contains(suggestion))
      #expect(ShortcutTables.reservation(of: suggestion, on: .macOS) == nil)
    }
  }

  @Test("Layout fixes are planned with the rest")
  func layoutFixes() throws {
    var slash = AuditFixture.command("x.comment", "Comment", shortcut: "cmd+/")
    slash.shortcut = slash.shortcut?.localized(.custom)
    var bracket = AuditFixture.command("x.indent", "Indent", shortcut: "cmd+]")
    bracket.shortcut = bracket.shortcut?.localized(.custom)
    var tilde = AuditFixture.command("x.tilde", "Tilde", shortcut: "cmd+ñ")
    tilde.shortcut = tilde.shortcut?.localized(.custom)
    let app = try AuditFixture.bareApp(commands: [slash, bracket, tilde])
    var audit = ShortcutAudit(app: app)
    audit.layouts = ["de", "fr"].compactMap(KeyboardLayout.named)
    let suggested = Self.suggestions(audit.run())
    #expect(!suggested.isEmpty)
    #expect(Set(suggested).count == suggested.count, "\(suggested)")
  }
}
