import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Control conflicts: ambiguous, duplicate and shadowed")
struct ControlConflictRuleTests {
  /// `compose`: a window whose root holds `body` (focusable) and a `bar` with `controls`.
  static func compose(
    _ controls: [Control], kind: WindowKind = .window, bodyValues: [(String, JSONValue)] = []
  ) -> WindowTemplate {
    var body = ViewNode("body", role: "textEditor").focusable()
    for (name, value) in bodyValues { body = body.focusedValue(named: name, value) }
    var bar = ViewNode("bar", role: "toolbar")
    for control in controls { bar = bar.control(control) }
    return WindowTemplate(
      "compose", kind: kind, root: ViewNode("root", children: [body, bar]))
  }

  struct PairCase: Sendable, CustomTestStringConvertible {
    let name: String
    let controls: [Control]
    let kind: Finding.Kind?
    var testDescription: String { name }
  }

  static let pairs: [PairCase] = [
    PairCase(
      name: "two action controls on cmd+return are ambiguous",
      controls: [
        Control("Send", shortcut: Fixtures.shortcut("cmd+return"), action: "send"),
        Control("Post", shortcut: Fixtures.shortcut("cmd+return"), action: "post"),
      ], kind: .ambiguous),
    PairCase(
      name: "controls running never co-enabled commands are duplicates",
      controls: [
        Control("Send", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.send"),
        Control("Save", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.saveDraft"),
      ], kind: .duplicate),
    PairCase(
      name: "controls running one command are no conflict",
      controls: [
        Control("Send", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.send"),
        Control("Send Now", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.send"),
      ], kind: nil),
    PairCase(
      name: "an action control and a live command control are ambiguous",
      controls: [
        Control("Send", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.send"),
        Control("Post", shortcut: Fixtures.shortcut("cmd+return"), action: "post"),
      ], kind: .ambiguous),
  ]

  /// `mail.send` requires `draft` (published by the body); `mail.saveDraft` requires
  /// `outbox`, which only the app publishes as `false` with `true` required, so never.
  static func mailApp(_ template: WindowTemplate, platform: Platform = .macOS) throws -> App {
    try AuditFixture.app(
      platform: platform,
      commands: [
        AuditFixture.command("mail.send", "Send", requires: "draft", menu: "Message"),
        AuditFixture.command(
          "mail.saveDraft", "Save Draft", requires: "outbox", enabledIf: .true, menu: "Message"),
      ],
      templates: [template], appValues: [("outbox", .string("none"))])
  }

  @Test("Two controls of one window on one shortcut", arguments: pairs)
  func controlPairs(_ pair: PairCase) throws {
    let app = try Self.mailApp(Self.compose(pair.controls, bodyValues: [("draft", "d1")]))
    let findings = ShortcutAudit(app: app).run().findings.filter {
      $0.kind == .ambiguous || $0.kind == .duplicate
    }
    #expect(findings.map(\.kind) == (pair.kind.map { [$0] } ?? []))
    guard let finding = findings.first else { return }
    #expect(finding.shortcut == Fixtures.shortcut("cmd+return"))
    #expect(finding.severity == (pair.kind == .ambiguous ? .error : .warning))
    #expect(finding.message.contains("the control \"Send\" on compose/bar"))
    if pair.kind == .ambiguous { #expect(finding.contexts == ["compose/body"]) }
  }

  @Test("A default button's Return and keypad Enter make one finding, not two")
  func roleShortcutsReportOnce() throws {
    let app = try Self.mailApp(
      Self.compose([
        Control("OK", role: .default, action: "confirm"),
        Control("Apply", role: .default, action: "apply"),
      ]))
    // Two default buttons are `default-buttons` (SPEC §20), not `ambiguous`.
    #expect(AuditFixture.findings(app, .ambiguous).isEmpty)
    let findings = AuditFixture.findings(app, .defaultButtons)
    #expect(findings.map(\.shortcut) == [KeyboardShortcut(.return, modifiers: [])])
    #expect(findings.first?.severity == .warning)
  }

  @Test(
    "A control hides a menu command on its shortcut wherever both are live",
    arguments: [Platform.macOS, .iPadOS])
  func controlShadowsCommand(_ platform: Platform) throws {
    let app = try AuditFixture.app(
      platform: platform,
      commands: [
        AuditFixture.command(
          "mail.send", "Send", shortcut: "shift+cmd+d", requires: "draft", menu: "Message")
      ],
      templates: [
        Self.compose(
          [Control("Post", shortcut: Fixtures.shortcut("shift+cmd+d"), action: "post")],
          bodyValues: [("draft", "d1")])
      ])
    let findings = AuditFixture.findings(app, .shadowed)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.commands == ["mail.send"])
    #expect(finding.contexts == ["compose/body"])
    #expect(finding.message.hasPrefix("the control \"Post\" on compose/bar takes shift+cmd+d"))
  }

  @Test("A control that runs the menu command it shares a shortcut with hides nothing")
  func controlRunningTheCommand() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command(
          "mail.send", "Send", shortcut: "shift+cmd+d", requires: "draft", menu: "Message")
      ],
      templates: [
        Self.compose(
          [Control("Send", shortcut: Fixtures.shortcut("shift+cmd+d"), command: "mail.send")],
          bodyValues: [("draft", "d1")])
      ])
    #expect(AuditFixture.findings(app, .shadowed).isEmpty)
  }

  @Test("A control hides nothing where the menu command is disabled")
  func disabledCommandNotShadowed() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command(
          "mail.send", "Send", shortcut: "shift+cmd+d", requires: "draft", menu: "Message")
      ],
      templates: [
        Self.compose([Control("Post", shortcut: Fixtures.shortcut("shift+cmd+d"), action: "post")])
      ])
    #expect(AuditFixture.findings(app, .shadowed).isEmpty)
  }

  @Test(
    "A main window's control is also live with a panel key, unless it is key-window-only",
    arguments: [false, true])
  func mainWindowControlWithPanelKey(_ keyWindowOnly: Bool) throws {
    let panel = WindowTemplate(
      "inspector", kind: .panel, root: ViewNode("fields", role: "form").focusable())
    let control = Control("Post", shortcut: Fixtures.shortcut("shift+cmd+d"), action: "post")
      .keyWindowOnly(keyWindowOnly)
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("mail.send", "Send", shortcut: "shift+cmd+d")],
      templates: [Self.compose([control]), panel])
    let contexts = AuditFixture.findings(app, .shadowed).first?.contexts
    #expect(
      contexts
        == (keyWindowOnly ? ["compose/body"] : ["compose/body", "inspector/fields+compose/body"]))
  }

  @Test(
    "A hidden control counts unless hidden nodes are excluded",
    arguments: [(HiddenNodePolicy.included, 1), (.excluded, 0)])
  func hiddenControl(_ policy: HiddenNodePolicy, _ count: Int) throws {
    let hidden = ViewNode("more", role: "group").hidden()
      .control(Control("Post", shortcut: Fixtures.shortcut("shift+cmd+d"), action: "post"))
    let root = ViewNode("root", children: [ViewNode("body").focusable(), hidden])
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("mail.send", "Send", shortcut: "shift+cmd+d")],
      templates: [WindowTemplate("compose", root: root)])
    #expect(AuditFixture.findings(app, .shadowed, hiddenNodes: policy).count == count)
  }
}
