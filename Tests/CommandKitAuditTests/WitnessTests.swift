import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §20, "every warning has a witness": a context (template, focus) where the defect
/// happens; where there is none, the finding is at most an `info`. Escape and Tab on menu
/// commands are at most `info`.
@Suite("Every warning has a witness")
struct WitnessTests {
  /// `main` (sidebar publishing `folder`, list publishing `item`, a text editor publishing
  /// `document`) and `viewer`, a window with no text input.
  static func app(_ commands: [Command]) throws -> App {
    let viewer = WindowTemplate(
      "viewer", kind: .window,
      root: ViewNode("canvas", role: "image").focusable().focusedValue(named: "image", "i1"))
    return try AuditFixture.bareApp(
      commands: commands + AuditFixture.editItems(),
      templates: [AuditFixture.notesWindow(), viewer])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let command: Command
    let kind: Finding.Kind
    let severity: Severity?
    let contexts: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "option-only enabled with the editor focused: a warning there",
      command: AuditFixture.command("x.star", "Star", shortcut: "opt+s"),
      kind: .optionOnly, severity: .warning, contexts: ["main/editor"]),
    .init(
      name: "option-only enabled only on the list, no text input in its chain: an info",
      command: AuditFixture.command("x.star", "Star", shortcut: "opt+s", requires: "item"),
      kind: .optionOnly, severity: .info, contexts: []),
    .init(
      name: "option-only enabled only in the viewer, which has no text input: an info",
      command: AuditFixture.command("x.star", "Star", shortcut: "opt+s", requires: "image"),
      kind: .optionOnly, severity: .info, contexts: []),
    .init(
      name: "a conventional reservation names where the command is enabled",
      command: AuditFixture.command(
        "x.first", "First Folder", shortcut: "ctrl+1", requires: "folder"),
      kind: .reserved, severity: .warning, contexts: ["main/sidebar"]),
    .init(
      name: "a conventional reservation on a command enabled nowhere is an info",
      command: AuditFixture.command(
        "x.first", "First Folder", shortcut: "ctrl+1", requires: "nothing"),
      kind: .reserved, severity: .info, contexts: []),
    .init(
      name: "a core shortcut on another role names where it is enabled",
      command: AuditFixture.command("x.pin", "Pin", shortcut: "cmd+p", requires: "item"),
      kind: .nonstandard, severity: .warning, contexts: ["main/list"]),
    .init(
      name: "a core shortcut on a command enabled nowhere is an info",
      command: AuditFixture.command("x.pin", "Pin", shortcut: "cmd+p", requires: "nothing"),
      kind: .nonstandard, severity: .info, contexts: []),
    .init(
      name: "a menu command on Escape that leaves a mode is an info at most",
      command: AuditFixture.command("x.outline", "Toggle Outline Mode", shortcut: "escape"),
      kind: .reserved, severity: .info, contexts: []),
    .init(
      name: "a menu command on Escape that exits is the convention itself",
      command: AuditFixture.command("x.exit", "Exit Focus Mode", shortcut: "escape"),
      kind: .reserved, severity: nil, contexts: []),
    .init(
      name: "a menu command on Tab is an info at most",
      command: AuditFixture.command("x.indent", "Indent Row", shortcut: "tab", requires: "item"),
      kind: .reserved, severity: .info, contexts: []),
    .init(
      name: "a menu command on Escape is no nonstandard warning",
      command: AuditFixture.command("x.outline", "Toggle Outline Mode", shortcut: "escape"),
      kind: .nonstandard, severity: .info, contexts: []),
  ]

  @Test("Severity follows the evidence", arguments: cases)
  func evidence(_ c: Case) throws {
    let app = try Self.app([c.command])
    let report = ShortcutAudit(app: app).run()
    let found = report.findings.filter { $0.kind == c.kind || $0.related.contains(c.kind) }
      .filter { $0.commands == [c.command.id] }
    #expect(found.map(\.severity) == (c.severity.map { [$0] } ?? []), "\(found.map(\.line))")
    if let finding = found.first, finding.kind == c.kind {
      #expect(finding.contexts == c.contexts)
    }
  }

  @Test("Every warning of the example apps names at least one witness")
  func warningsHaveWitnesses() throws {
    let apps = [try Fixtures.notes(), try ShortcutAuditTests.messyApp()]
    for app in apps {
      for finding in app.audit().findings where finding.severity == .warning {
        #expect(!finding.contexts.isEmpty, "\(finding.line)")
      }
    }
  }

  @Test("An unreachable command's witnesses are every context, where it is dead")
  func unreachableWitnesses() throws {
    let app = try AuditFixture.bareApp(
      commands: [
        AuditFixture.command(
          "note.share", "Share", shortcut: "shift+cmd+u", requires: "shareService")
      ],
      templates: [
        WindowTemplate(
          "main", kind: .window,
          root: ViewNode(
            "root", children: [ViewNode("list").focusable(), ViewNode("field").textInput()])),
        WindowTemplate("inspector", kind: .panel, root: ViewNode("pane").focusable()),
      ])
    let finding = try #require(AuditFixture.findings(app, .unreachable).first)
    #expect(finding.severity == .warning)
    #expect(finding.contexts == ["inspector/pane", "main/field", "main/list"])
  }

  @Test("A duplicate names one context per meaning; with one meaning enabled it is an info")
  func duplicateWitnesses() throws {
    let both = try Self.app([
      AuditFixture.command("folder.rename", "Rename Folder", shortcut: "cmd+r", requires: "folder"),
      AuditFixture.command("note.rename", "Rename Note", shortcut: "cmd+r", requires: "item"),
    ])
    let warning = try #require(AuditFixture.findings(both, .duplicate).first)
    #expect(warning.severity == .warning)
    #expect(warning.contexts == ["main/list", "main/sidebar"])
    let one = try Self.app([
      AuditFixture.command("folder.rename", "Rename Folder", shortcut: "cmd+r", requires: "folder"),
      AuditFixture.command("note.rename", "Rename Note", shortcut: "cmd+r", requires: "nothing"),
    ])
    let info = try #require(AuditFixture.findings(one, .duplicate).first)
    #expect(info.severity == .info)
    #expect(info.contexts == ["main/sidebar"])
    #expect(info.message.contains("only \"Rename Folder\" is ever enabled"))
  }
}
