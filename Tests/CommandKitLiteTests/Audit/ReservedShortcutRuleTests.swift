import CommandKitLite
import Testing

struct ReservationCase: Sendable, CustomTestStringConvertible {
  let shortcut: String
  let registeredOn: Platform
  let auditedOn: Platform
  let severity: Severity?
  var testDescription: String { "\(shortcut) on \(auditedOn)" }
}

@Suite("Reserved shortcut rule")
struct ReservedShortcutRuleTests {
  static let cases: [ReservationCase] = [
    .init(shortcut: "cmd+h", registeredOn: .macOS, auditedOn: .macOS, severity: .warning),
    .init(shortcut: "cmd+h", registeredOn: .macOS, auditedOn: .iPadOS, severity: .error),
    .init(shortcut: "opt+cmd+d", registeredOn: .iOS, auditedOn: .macOS, severity: .error),
    .init(shortcut: "opt+cmd+d", registeredOn: .iOS, auditedOn: .iPadOS, severity: .error),
    .init(shortcut: "fn+e", registeredOn: .macOS, auditedOn: .macOS, severity: .warning),
    .init(shortcut: "fn+e", registeredOn: .macOS, auditedOn: .iPadOS, severity: .error),
    .init(shortcut: "fn+j", registeredOn: .macOS, auditedOn: .macOS, severity: nil),
    .init(shortcut: "fn+j", registeredOn: .macOS, auditedOn: .visionOS, severity: .error),
    .init(shortcut: "cmd+k", registeredOn: .macOS, auditedOn: .iPadOS, severity: nil),
  ]

  @Test("Platform decides hard (error) or conventional (warning)", arguments: cases)
  func severityPerPlatform(_ c: ReservationCase) throws {
    let app = try AuditFixture.app(
      platform: c.registeredOn,
      commands: [AuditFixture.command("custom.thing", "Thing", shortcut: c.shortcut)])
    let findings = AuditFixture.findings(app, .reserved, platform: c.auditedOn)
    #expect(findings.map(\.severity) == (c.severity.map { [$0] } ?? []))
    if let finding = findings.first {
      #expect(finding.commands == ["custom.thing"])
      #expect(finding.shortcut == Fixtures.shortcut(c.shortcut))
      #expect(finding.message.hasPrefix("\"Thing\" uses \(Fixtures.shortcut(c.shortcut))"))
      #expect(finding.message.contains("choose another shortcut"))
    }
  }

  @Test("The standard command owning a conventional shortcut is not reported")
  func standardOwnerIsExempt() throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("app.quit", "Quit", shortcut: "cmd+q", menu: "App"),
      AuditFixture.command("app.hide", "Hide", shortcut: "cmd+h", menu: "App"),
      AuditFixture.command("custom.quitNow", "Quit Now", shortcut: "cmd+m", menu: "App"),
    ])
    let findings = AuditFixture.findings(app, .reserved)
    #expect(findings.map(\.commands) == [["custom.quitNow"]])
    #expect(findings.first?.severity == .warning)
  }

  @Test("A local handler on a conventional shortcut is a warning naming its node")
  func localHandler() throws {
    let app = try AuditFixture.app(
      commands: [], templates: [AuditFixture.notesWindow(listHandlers: [("cmd+h", "hideRow")])])
    let finding = try #require(AuditFixture.findings(app, .reserved).first)
    #expect(finding.severity == .warning)
    #expect(finding.commands.isEmpty)
    #expect(finding.contexts == ["main/list"])
    #expect(finding.message.hasPrefix("the local handler \"hideRow\" on main/list uses cmd+h"))
    #expect(AuditFixture.findings(app, .reserved, platform: .iPadOS).first?.severity == .error)
  }

  @Test("A reserved shortcut dropped at load is an error")
  func rejectedAtLoad() throws {
    var command = AuditFixture.command("custom.search", "Search")
    let shortcut = Fixtures.shortcut("cmd+space")
    command.rejectedShortcut = RejectedShortcut(
      text: "cmd+space",
      reason: .reserved(shortcut, Reservation(use: "Spotlight", strength: .hard)))
    let app = try AuditFixture.app(commands: [command])
    let finding = try #require(AuditFixture.findings(app, .reserved).first)
    #expect(finding.severity == .error)
    #expect(finding.shortcut == shortcut)
    #expect(finding.message.contains("dropped at load"))
  }
}
