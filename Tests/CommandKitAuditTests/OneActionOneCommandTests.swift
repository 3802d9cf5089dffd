import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §20, "one action, one command": items that send the same action (the same
/// Interface Builder selector, the same scene-file `action`) or have the same `effect` are
/// one command shown in two places, never `ambiguous` or `duplicate` with each other.
@Suite("One action, one command")
struct OneActionOneCommandTests {
  static func command(
    _ id: String, _ shortcut: String, sends: String? = nil, effect: CommandEffect? = nil,
    requires: String? = nil, menu: String = "Edit"
  ) -> Command {
    var command = AuditFixture.command(
      id, id, shortcut: shortcut, requires: requires, menu: menu, effect: effect)
    command.sends = sends
    return command
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let commands: [Command]
    let kinds: [Finding.Kind]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "two items sending paste: on ⌘K, both enabled, are one command",
      commands: [
        command("a.paste", "cmd+k", sends: "paste:"),
        command("b.paste", "cmd+k", sends: "paste:", menu: "Tools"),
      ], kinds: []),
    Case(
      name: "two items sending one action, never enabled together, are no duplicate",
      commands: [
        command("a.show", "cmd+k", sends: "showInspector:", requires: "folder"),
        command("b.show", "cmd+k", sends: "showInspector:", requires: "document"),
      ], kinds: []),
    Case(
      name: "two items with one effect are one command",
      commands: [
        command("a.open", "cmd+k", effect: .open(template: "main")),
        command("b.open", "cmd+k", effect: .open(template: "main"), menu: "Window"),
      ], kinds: []),
    Case(
      name: "imported first-responder items requiring one selector are one command",
      commands: [
        AuditFixture.command("a.paste", "Paste Item", shortcut: "cmd+k", requires: "paste:"),
        AuditFixture.command(
          "b.paste", "Paste Here", shortcut: "cmd+k", requires: "paste:", menu: "Tools"),
      ], kinds: []),
    Case(
      name: "items sending different actions on one key are ambiguous",
      commands: [
        command("a.paste", "cmd+k", sends: "paste:"),
        command("b.link", "cmd+k", sends: "insertLink:"),
      ], kinds: [.ambiguous]),
    Case(
      name: "different effects are different commands",
      commands: [
        command("a.open", "cmd+k", effect: .open(template: "main")),
        command("b.close", "cmd+k", effect: .close),
      ], kinds: [.ambiguous]),
    Case(
      name: "a third item acting otherwise still conflicts with the pair",
      commands: [
        command("a.paste", "cmd+k", sends: "paste:"),
        command("b.paste", "cmd+k", sends: "paste:"),
        command("c.link", "cmd+k", sends: "insertLink:"),
      ], kinds: [.ambiguous]),
    Case(
      name: "never co-enabled items sending different actions are duplicates",
      commands: [
        command("a.rename", "cmd+k", sends: "renameFolder:", requires: "folder"),
        command("b.rename", "cmd+k", sends: "renameNote:", requires: "item"),
      ], kinds: [.duplicate]),
  ]

  @Test("Commands on one shortcut conflict only when they act differently", arguments: cases)
  func commandPairs(_ c: Case) throws {
    let app = try AuditFixture.bareApp(
      commands: c.commands, templates: [AuditFixture.notesWindow()])
    let findings = ShortcutAudit(app: app).run().findings.filter {
      $0.kind == .ambiguous || $0.kind == .duplicate
    }
    #expect(findings.map(\.kind) == c.kinds, "\(findings.map(\.line))")
  }

  @Test("A control that sends a menu item's action is that item: it shadows nothing")
  func controlSendingTheItemsAction() throws {
    let shortcut = Fixtures.shortcut("cmd+return")
    func app(action: String) throws -> App {
      let bar = ViewNode("bar", role: "toolbar")
        .control(Control("Send", shortcut: shortcut, action: action))
      let root = ViewNode("root", children: [ViewNode("body").focusable(), bar])
      return try AuditFixture.bareApp(
        commands: [
          Self.command("mail.send", "cmd+return", sends: "sendMessage:", menu: "Message")
        ],
        templates: [WindowTemplate("compose", kind: .window, root: root)])
    }
    #expect(AuditFixture.findings(try app(action: "sendMessage:"), .shadowed).isEmpty)
    let other = AuditFixture.findings(try app(action: "post"), .shadowed)
    #expect(other.map(\.commands) == [["mail.send"]])
  }

  /// Two controls of one window on one key that send one action are one command, even
  /// when one of them is titled like a menu command on that key (Rockxy's footer minus
  /// button and More ▸ Delete, both `viewModel.removeSelectedRules`, thirty-fifth held-out
  /// batch): neither `ambiguous` nor `duplicate` with each other.
  @Test(
    "Controls of one window sending one action are one command",
    arguments: [
      ("removeSelectedRules", [Finding.Kind]()),
      ("removeAllRules", [Finding.Kind.ambiguous]),
    ])
  func controlsSendingOneAction(_ second: String, _ kinds: [Finding.Kind]) throws {
    let shortcut = Fixtures.shortcut("cmd+delete")
    let footer = ViewNode("footer")
      .control(Control("Button", shortcut: shortcut, action: "removeSelectedRules"))
    let more = ViewNode("more").control(Control("Delete", shortcut: shortcut, action: second))
    let root = ViewNode("root", children: [ViewNode("table").focusable(), footer, more])
    let app = try AuditFixture.bareApp(
      commands: [
        AuditFixture.command("flow.delete", "Delete", shortcut: "cmd+delete", menu: "Flow")
      ],
      templates: [WindowTemplate("rules", kind: .window, root: root)])
    let findings = ShortcutAudit(app: app).run().findings.filter {
      $0.kind == .ambiguous || $0.kind == .duplicate
    }
    #expect(findings.map(\.kind) == kinds, "\(findings.map(\.line))")
  }

  /// The platform's File ▸ Close (SPEC §14) closes the key window: the same effect as a
  /// scene file's `{"close": "key"}` (``Command``'s `platformEffect`, read by the audit as
  /// that effect), so an app's own item with that effect on ⌘W is Close shown twice.
  @Test(
    "An item closing the key window on ⌘W is the default File ▸ Close shown twice",
    arguments: [
      (CommandEffect.close, [Finding.Kind]()),
      (CommandEffect.dismiss, [Finding.Kind.ambiguous]),
      (nil, [Finding.Kind.ambiguous]),
    ] as [(CommandEffect?, [Finding.Kind])])
  func defaultCloseEffect(_ effect: CommandEffect?, _ kinds: [Finding.Kind]) throws {
    let own = AuditFixture.command(
      "window.closeWindow", "Close Window", shortcut: "cmd+w", menu: "Window", effect: effect)
    let app = try AuditFixture.app(commands: [own], templates: [AuditFixture.notesWindow()])
    let findings = ShortcutAudit(app: app).run().findings.filter {
      ($0.kind == .ambiguous || $0.kind == .duplicate) && $0.commands.contains("file.close")
    }
    #expect(findings.map(\.kind) == kinds, "\(findings.map(\.line))")
  }
}
