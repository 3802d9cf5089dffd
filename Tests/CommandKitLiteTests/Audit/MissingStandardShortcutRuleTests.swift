import CommandKitLite
import Testing

@Suite("Missing standard shortcut rule")
struct MissingStandardShortcutRuleTests {
  static let cases: [(String?, Bool)] = [
    (nil, true), ("shift+cmd+c", true), ("cmd+c", false),
  ]

  @Test("edit.copy without cmd+c is an info naming the standard shortcut", arguments: cases)
  func copy(_ shortcut: String?, _ reported: Bool) throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("edit.copy", "Copy", shortcut: shortcut)
    ])
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

  @Test("A standard command of another platform is not expected")
  func otherPlatform() throws {
    let app = try AuditFixture.app(commands: [AuditFixture.command("app.quit", "Quit", menu: "App")]
    )
    #expect(AuditFixture.findings(app, .missingStandard, platform: .macOS).count == 1)
    #expect(AuditFixture.findings(app, .missingStandard, platform: .iPadOS).isEmpty)
  }
}
