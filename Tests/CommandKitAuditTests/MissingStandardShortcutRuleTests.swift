import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Missing standard shortcut rule")
struct MissingStandardShortcutRuleTests {
  static let cases: [(String?, Bool)] = [
    (nil, true), ("shift+cmd+c", true), ("cmd+c", false),
  ]

  @Test("edit.copy without cmd+c is an info naming the standard shortcut", arguments: cases)
  func copy(_ shortcut: String?, _ reported: Bool) throws {
    // A declared edit.copy replaces the platform's Copy; without a shortcut it would keep
    // the default ⌘C (SPEC §14), so it drops it as `"shortcut": null` does.
    var copy = AuditFixture.command("edit.copy", "Copy", shortcut: shortcut)
    copy.dropsDefaultShortcut = shortcut == nil
    let app = try AuditFixture.app(commands: [copy])
    let findings = AuditFixture.findings(app, .missingStandard)
    #expect(findings.count == (reported ? 1 : 0))
    if let finding = findings.first {
      #expect(finding.severity == .info)
      #expect(finding.shortcut == Fixtures.shortcut("cmd+c"))
      #expect(finding.commands == ["edit.copy"])
      #expect(
        finding.message.hasSuffix(shortcut == nil ? "give it the standard cmd+c" : "use cmd+c"))
      #expect(finding.json.objectValue?["kind"] == "missing-standard")
    }
  }

  @Test("The platform's own defaults are never reported missing or nonstandard (SPEC §14)")
  func defaultsAreQuiet() throws {
    let app = try AuditFixture.app(commands: [])
    #expect(app.commands.contains { $0.isPlatformDefault })
    #expect(app.audit().findings.isEmpty)
  }

  @Test("A standard command of another platform is not expected")
  func otherPlatform() throws {
    var quit = AuditFixture.command("app.quit", "Quit", menu: "App")
    quit.dropsDefaultShortcut = true
    let app = try AuditFixture.app(commands: [quit])
    #expect(AuditFixture.findings(app, .missingStandard, platform: .macOS).count == 1)
    #expect(AuditFixture.findings(app, .missingStandard, platform: .iPadOS).isEmpty)
  }
}
