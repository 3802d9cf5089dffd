import CommandKitLite
import Testing

@Suite("Nonstandard shortcut rule")
struct NonstandardShortcutRuleTests {
  @Test("A standard shortcut on another command is a warning")
  func standardShortcutElsewhere() throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("item.clone", "Clone", shortcut: "cmd+c")
    ])
    let finding = try #require(AuditFixture.findings(app, .nonstandard).first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["item.clone"])
    #expect(finding.message.hasPrefix("cmd+c is the standard shortcut for Copy (edit.copy)"))
  }

  @Test("The standard command itself is fine, and so is a shared standard shortcut")
  func standardOwner() throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("edit.copy", "Copy", shortcut: "cmd+c"),
      AuditFixture.command("format.showFonts", "Show Fonts", shortcut: "cmd+t", menu: "Format"),
    ])
    #expect(AuditFixture.findings(app, .nonstandard).isEmpty)
  }

  @Test("Standards follow the platform: cmd+m is standard on macOS only")
  func platformStandards() throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("x.mark", "Mark", shortcut: "cmd+m")
    ])
    #expect(AuditFixture.findings(app, .nonstandard, platform: .macOS).count == 1)
    #expect(AuditFixture.findings(app, .nonstandard, platform: .iPadOS).isEmpty)
  }
}
