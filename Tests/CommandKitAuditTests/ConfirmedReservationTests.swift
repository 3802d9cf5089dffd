import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §20, "confirmed reservations only", and the research table's 2026-12-01 change:
/// ⌥⌘/ (font smoothing) is gone; the Touch Bar screenshots are off by default, so
/// conventional; ⌘` and ⇧⌘` are conventional (an app's own menu item on them wins);
/// reservations the table marks unconfirmed are not used, unless the project found a source
/// (iPadOS ⇧⌘Tab: brave-ios issue 4928).
@Suite("Confirmed reservations only")
struct ConfirmedReservationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let shortcut: String
    let platform: Platform
    let severity: Severity?
    /// Registered on a platform that accepts it (a hard reservation is refused at
    /// registration), then audited as `platform`.
    var registeredOn: Platform {
      if platform == .macOS { return .iOS }
      return shortcut.hasPrefix("fn+") || platform == .visionOS ? .macOS : .visionOS
    }
    var testDescription: String { "\(shortcut) on \(platform)" }
  }

  static let cases: [Case] = [
    .init(shortcut: "opt+cmd+/", platform: .macOS, severity: nil),
    .init(shortcut: "shift+cmd+6", platform: .macOS, severity: .warning),
    .init(shortcut: "ctrl+shift+cmd+6", platform: .macOS, severity: .warning),
    .init(shortcut: "cmd+`", platform: .macOS, severity: .warning),
    .init(shortcut: "shift+cmd+`", platform: .macOS, severity: .warning),
    .init(shortcut: "shift+cmd+5", platform: .macOS, severity: .error),
    // Unconfirmed in the research table; a reproduced user report confirms it (brave-ios
    // issue 4928), so the generator keeps it.
    .init(shortcut: "shift+cmd+tab", platform: .iPadOS, severity: .error),
    .init(shortcut: "ctrl+space", platform: .iPadOS, severity: nil),
    .init(shortcut: "cmd+h", platform: .visionOS, severity: nil),
    .init(shortcut: "cmd+tab", platform: .iOS, severity: nil),
    .init(shortcut: "cmd+space", platform: .iOS, severity: .error),
    .init(shortcut: "fn+e", platform: .iPadOS, severity: .error),
  ]

  @Test("A reservation counts only where the table confirms it", arguments: cases)
  func reservation(_ c: Case) throws {
    let app = try AuditFixture.bareApp(
      platform: c.registeredOn,
      commands: [AuditFixture.command("x.tool", "Tool Palette", shortcut: c.shortcut)])
    let findings = AuditFixture.findings(app, .reserved, platform: c.platform)
    #expect(findings.map(\.severity) == (c.severity.map { [$0] } ?? []), "\(findings.map(\.line))")
  }

  @Test("The message of an off-by-default Touch Bar reservation names it")
  func touchBar() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("x.export", "Export Slide", shortcut: "shift+cmd+6")
    ])
    let finding = try #require(AuditFixture.findings(app, .reserved).first)
    #expect(finding.message.contains("Touch Bar"))
    #expect(finding.contexts == ["app"])
  }
}
