import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// The audit and a command the app disables (``Command/isDisabled``, scene file
/// `"disabled": true`): `unreachable` never fires for it (it is disabled on purpose, not a
/// requirement nobody meets); one with a shortcut is an `info` at most ("never enabled, so
/// its shortcut is dead"); a heading or label without a shortcut gives nothing; and no
/// other rule counts it as enabled.
@Suite("Audit of disabled commands")
struct DisabledCommandAuditTests {
  static func disabled(
    _ id: String, _ title: String, shortcut: String? = nil, requires: String? = nil,
    menu: String = "Edit"
  ) -> Command {
    var command = AuditFixture.command(
      id, title, shortcut: shortcut, requires: requires, menu: menu)
    command.isDisabled = true
    return command
  }

  @Test("A disabled command is never unreachable: a heading without a shortcut gives nothing")
  func headingGivesNothing() throws {
    let app = try AuditFixture.app(
      commands: [Self.disabled("format.paragraph", "Paragraph", menu: "Format")],
      templates: [AuditFixture.notesWindow()])
    #expect(app.audit().findings.filter { $0.commands == ["format.paragraph"] }.isEmpty)
  }

  @Test("A disabled command with a shortcut is one info: its shortcut is dead")
  func deadShortcutIsInfo() throws {
    // It requires a key nothing publishes, too: that is no defect of a disabled command.
    let app = try AuditFixture.app(
      commands: [
        Self.disabled(
          "vc.commit", "Commit…", shortcut: "ctrl+opt+cmd+c", requires: "nobody", menu: "Source")
      ],
      templates: [AuditFixture.notesWindow()])
    let findings = app.audit().findings.filter { $0.commands == ["vc.commit"] }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.kind == .unreachable)
    #expect(finding.severity == .info)
    #expect(finding.message.contains("never enabled, so its shortcut ctrl+opt+cmd+c is dead"))
    #expect(!finding.message.contains("publish"))
  }

  @Test("Two commands on one key, one disabled, are not ambiguous")
  func notAmbiguous() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("view.actualSize", "Actual Size", shortcut: "cmd+0", menu: "View"),
        Self.disabled("window.activity", "Activity", shortcut: "cmd+0", menu: "Window"),
      ],
      templates: [AuditFixture.notesWindow()])
    let report = app.audit()
    #expect(!report.findings.contains { $0.kind == .ambiguous })
    // The key means one thing: a duplicate is an info at most.
    #expect(!report.findings.contains { $0.kind == .duplicate && $0.severity != .info })
  }

  @Test("A disabled command takes no text key: no steals-text-key, swallowed or option-only")
  func takesNoTextKey() throws {
    let app = try AuditFixture.app(
      commands: [
        Self.disabled("file.closeTab", "Close Tab", shortcut: "cmd+delete", menu: "File"),
        Self.disabled("view.next", "Next", shortcut: "n", menu: "View"),
        Self.disabled("view.reload", "Reload", shortcut: "opt+r", menu: "View"),
      ],
      templates: [AuditFixture.notesWindow()])
    let kinds = Set(app.audit().findings.filter { $0.severity != .info }.map(\.kind))
    #expect(kinds.isEmpty, "\(kinds)")
  }

  @Test("A finding about a disabled command alone is an info at most (a hard reservation too)")
  func reservedIsInfo() throws {
    // A scene file may declare ⌘Space: the shortcut is dropped at load and reported.
    let app = try SceneFile.decode(
      """
      {"app": "A", "platform": "macOS", "commands": [
        {"id": "x.spot", "title": "Spot", "menu": "View", "shortcut": "cmd+space",
         "disabled": true},
        {"id": "x.look", "title": "Look", "menu": "View", "shortcut": "cmd+space"}],
       "templates": {"main": {"root": {"id": "root", "focusable": true}}}}
      """
    ).app
    let findings = app.audit().findings
    let spot = findings.filter { $0.commands == ["x.spot"] }
    #expect(spot.contains { $0.kind == .reserved })
    #expect(spot.allSatisfy { $0.severity == .info })
    // The same key on an enabled command stays an error.
    #expect(findings.contains { $0.commands == ["x.look"] && $0.severity == .error })
  }

  @Test("A control that runs a disabled command is never live: it shadows nothing")
  func controlIsNotLive() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("field").textInput(),
        ViewNode("send", role: "button").control(
          Control("Send", shortcut: Fixtures.shortcut("cmd+return"), command: "mail.send")),
      ])
    let app = try AuditFixture.app(
      commands: [
        Self.disabled("mail.send", "Send", shortcut: "cmd+return", menu: "Message"),
        AuditFixture.command("mail.reply", "Reply", shortcut: "cmd+return", menu: "Message"),
      ],
      templates: [WindowTemplate("main", root: root)])
    let report = app.audit()
    #expect(!report.findings.contains { $0.kind == .shadowed || $0.kind == .ambiguous })
  }

  @Test("A disabled Copy gives no key to a text input: the Edit items are missing")
  func disabledCopyIsMissing() throws {
    var items = AuditFixture.editItems(except: ["edit.copy"])
    items.append(Self.disabled("edit.copy", "Copy", shortcut: "cmd+c"))
    let app = try AuditFixture.bareApp(commands: items, templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .missingEditCommands).first)
    #expect(finding.shortcut == Fixtures.shortcut("cmd+c"))
  }

  @Test("The corpus's reproduction: a label and placeholders give no warning")
  func corpusReproduction() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Data/RealApps/AuditDefects/unreachable-no-action/scene.json")
    let app = try SceneFile.load(contentsOf: url).app
    let findings = app.audit().findings
    #expect(!findings.contains { $0.severity != .info }, "\(findings.map(\.line))")
    #expect(
      findings.filter { $0.kind == .unreachable }.map(\.commands) == [["sourceControl.commit"]])
  }
}
