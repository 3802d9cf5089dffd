import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
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
    // ⌘H is a core standard shortcut: `nonstandard` weighs it (SPEC §20), not `reserved`.
    .init(shortcut: "cmd+h", registeredOn: .macOS, auditedOn: .macOS, severity: nil),
    // Off by default on macOS (Switch to Desktop 1): conventional, a warning (§13).
    .init(shortcut: "ctrl+1", registeredOn: .macOS, auditedOn: .macOS, severity: .warning),
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
      AuditFixture.command("custom.desktop", "Desktop", shortcut: "ctrl+2", menu: "App"),
    ])
    let findings = AuditFixture.findings(app, .reserved)
    #expect(findings.map(\.commands) == [["custom.desktop"]])
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

  @Test("A text-editing convention is reported only where a text input is in the chain")
  func textConventionNeedsText() throws {
    let listOnly = try AuditFixture.app(
      commands: [],
      templates: [
        WindowTemplate(
          "main", kind: .window,
          root: ViewNode("list", role: "list").focusable().onKeyPress(
            Fixtures.shortcut("cmd+left"), action: "collapse"))
      ])
    #expect(AuditFixture.findings(listOnly, .reserved).isEmpty)
    let withText = try AuditFixture.app(
      commands: [],
      templates: [
        WindowTemplate(
          "main", kind: .window,
          root: ViewNode("field", role: "textField").textInput().onKeyPress(
            Fixtures.shortcut("cmd+left"), action: "collapse"))
      ])
    #expect(AuditFixture.findings(withText, .reserved).map(\.contexts) == [["main/field"]])
  }

  @Test(
    "Escape that cancels and Tab that moves focus are the convention itself",
    arguments: [
      ("escape", "cancelSheet", false), ("escape", "dismiss", false),
      ("escape", "clearAll", false), ("escape", "archive", true), ("tab", "focusNext", false),
      ("shift+tab", "selectPreviousKeyView", false), ("tab", "indent", true),
    ])
  func conventionalHandlers(_ shortcut: String, _ action: String, _ reported: Bool) throws {
    let app = try AuditFixture.app(
      commands: [],
      templates: [
        WindowTemplate(
          "sheet", kind: .sheet,
          root: ViewNode("form", role: "form").focusable().onKeyPress(
            Fixtures.shortcut(shortcut), action: action))
      ])
    #expect(AuditFixture.findings(app, .reserved).isEmpty != reported)
  }

  @Test("--platform P re-checks a shortcut the file's platform dropped, naming P's reservation")
  func auditAsAnotherPlatform() throws {
    let scene = try SceneFile.decode(
      """
      {"app": "Mac", "platform": "macOS", "commands": [
        {"id": "x.grab", "title": "Grab", "menu": "X", "shortcut": "shift+cmd+3"},
        {"id": "x.space", "title": "Spaces", "menu": "X", "shortcut": "ctrl+up"},
        {"id": "x.other", "title": "Other", "menu": "X", "shortcut": "ctrl+up"}]}
      """)
    // macOS: both dropped at load, reported as dropped with macOS's reservations.
    let mac = AuditFixture.findings(scene.app, .reserved, platform: .macOS)
    #expect(mac.map(\.severity) == [.error, .error, .error])
    // iPadOS reserves ⇧⌘3 too (its own "Screenshot"); ⌃↑ is free there, so the two
    // commands have it again and collide.
    let pad = ShortcutAudit(app: scene.app, platform: .iPadOS).run().findings
    let grab = try #require(pad.first { $0.commands == ["x.grab"] })
    #expect(grab.kind == .reserved)
    #expect(grab.message.contains("iPadOS reserves for \"Screenshot\""))
    #expect(!pad.contains { $0.message.contains("Mission Control") })
    #expect(pad.contains { $0.kind == .ambiguous && $0.commands == ["x.space", "x.other"] })
  }
}
