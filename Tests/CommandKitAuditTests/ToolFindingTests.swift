import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// Issue 25, item 5: findings that carry what a tool needs. Control findings name the
/// control (title, window) and point at its source; `missing-edit-commands` carries its
/// witness, shortcut and source; a control and a menu command on one defect make one
/// finding.
@Suite("Findings carry what a tool needs")
struct ToolFindingTests {
  static let sendSource = SourceLocation(file: "Compose.swift", line: 12, column: 9)

  /// `compose`: a text `body` and a `bar` holding `controls`.
  static func compose(_ controls: [Control], name: String = "compose") -> WindowTemplate {
    var bar = ViewNode("bar", role: "toolbar")
    for control in controls { bar = bar.control(control) }
    let root = ViewNode(
      "root", children: [ViewNode("body", role: "textEditor").textInput().focusable(), bar])
    return WindowTemplate(name, kind: .window, root: root)
  }

  static func send(_ shortcut: String, command: String? = nil) -> Control {
    var control =
      command.map { Control("Send", shortcut: Fixtures.shortcut(shortcut), command: $0) }
      ?? Control("Send", shortcut: Fixtures.shortcut(shortcut), action: "send")
    control.sourceLocation = sendSource
    return control
  }

  @Test("A control finding names the control's title, window and node, and its source")
  func controlReference() throws {
    let app = try AuditFixture.app(
      commands: [], templates: [Self.compose([Self.send("ctrl+k")])])
    let finding = try #require(AuditFixture.findings(app, .stealsTextKey).first)
    #expect(
      finding.controls == [
        Finding.ControlReference(
          title: "Send", window: "compose", node: "compose/bar", source: Self.sendSource)
      ])
    #expect(finding.source == Self.sendSource)
    let json = try #require(finding.json.objectValue?["controls"]?.arrayValue?.first?.objectValue)
    #expect(json["title"] == .string("Send"))
    #expect(json["window"] == .string("compose"))
    #expect(json["node"] == .string("compose/bar"))
    #expect(json["source"]?.objectValue?["line"] == .number(12))
  }

  @Test("Each control-conflict kind names its controls")
  func conflictsNameControls() throws {
    let shortcut = Fixtures.shortcut("cmd+return")
    let app = try AuditFixture.app(
      commands: [],
      templates: [
        Self.compose([
          Control("Send", shortcut: shortcut, action: "send"),
          Control("Post", shortcut: shortcut, action: "post"),
          Control("OK", role: .default, action: "ok"),
          Control("Done", role: .default, action: "done"),
        ])
      ])
    for kind in [Finding.Kind.ambiguous, .defaultButtons] {
      let finding = try #require(AuditFixture.findings(app, kind).first, "\(kind)")
      #expect(finding.controls.count == 2, "\(kind)")
      #expect(finding.controls.allSatisfy { $0.window == "compose" }, "\(kind)")
    }
  }

  @Test("A control and the menu command it runs, on one key, make one finding")
  func oneDefectOneFinding() throws {
    let app = try AuditFixture.app(
      commands: AuditFixture.editItems() + [
        AuditFixture.command("mail.send", "Send", shortcut: "ctrl+k", menu: "Message")
      ],
      templates: [Self.compose([Self.send("ctrl+k", command: "mail.send")])])
    let findings = ShortcutAudit(app: app).run().findings.filter {
      $0.kind == .stealsTextKey || $0.related.contains(.stealsTextKey)
    }
    #expect(findings.count == 1, "\(findings.map(\.line))")
    let finding = try #require(findings.first)
    #expect(finding.commands == ["mail.send"])
    #expect(finding.controls.map(\.title) == ["Send"])
  }

  @Test("A control that sends a menu item's action, on its key, makes one finding with it")
  func oneActionOneFinding() throws {
    var item = AuditFixture.command("menu.link", "Insert Link", shortcut: "ctrl+k", menu: "Format")
    item.sends = "insertLink:"
    var button = Control("Link", shortcut: Fixtures.shortcut("ctrl+k"), action: "insertLink:")
    button.sourceLocation = Self.sendSource
    let app = try AuditFixture.app(
      commands: AuditFixture.editItems() + [item], templates: [Self.compose([button])])
    let report = ShortcutAudit(app: app).run()
    let findings = report.findings.filter {
      $0.kind == .stealsTextKey || $0.related.contains(.stealsTextKey)
    }
    #expect(findings.count == 1, "\(findings.map(\.line))")
    #expect(findings.first?.commands == ["menu.link"])
    #expect(findings.first?.controls.map(\.title) == ["Link"])
    #expect(report.findings.filter { $0.kind == .shadowed }.isEmpty)
  }

  @Test("Two panels' cancel buttons are not one window's (no default-buttons)")
  func templatesKeptApart() throws {
    func panel(_ name: String) -> WindowTemplate {
      let root = ViewNode(
        "root",
        children: [
          ViewNode("field").focusable(),
          ViewNode("buttons").control(Control("Cancel", role: .cancel, action: "cancel")),
        ])
      return WindowTemplate(name, kind: .panel, root: root)
    }
    let app = try AuditFixture.bareApp(commands: [], templates: [panel("find"), panel("goTo")])
    #expect(AuditFixture.findings(app, .defaultButtons).isEmpty)
    #expect(AuditFixture.findings(app, .ambiguous).isEmpty)
  }

  struct EditCase: Sendable, CustomTestStringConvertible {
    let name: String
    let skipped: Set<String>
    let shortcut: String
    var testDescription: String { name }
  }

  static let editCases: [EditCase] = [
    .init(name: "Cut missing: ⌘X", skipped: ["edit.cut"], shortcut: "cmd+x"),
    .init(
      name: "Paste and Undo missing: ⌘V first", skipped: ["edit.paste", "edit.undo"],
      shortcut: "cmd+v"),
    .init(name: "Undo missing: ⌘Z", skipped: ["edit.undo"], shortcut: "cmd+z"),
  ]

  @Test("missing-edit-commands carries its witness, shortcut and source", arguments: editCases)
  func missingEditCommands(_ c: EditCase) throws {
    var items = AuditFixture.editItems(except: c.skipped)
    let editSource = SourceLocation(file: "MainMenu.xib", line: 40, column: 5)
    for index in items.indices { items[index].sourceLocation = editSource }
    let app = try AuditFixture.bareApp(
      commands: items, templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .missingEditCommands).first)
    #expect(finding.contexts == ["main/editor"])
    #expect(finding.shortcut == Fixtures.shortcut(c.shortcut))
    #expect(finding.source == editSource)
    #expect(finding.json.objectValue?["shortcut"] == .string(c.shortcut))
  }

  @Test("missing-edit-commands points at the command that replaced the group")
  func pointsAtReplacement() throws {
    var replacement = AuditFixture.command("x.paste", "Paste Special", shortcut: "ctrl+cmd+v")
    replacement.group = .pasteboard
    replacement.placement = .replacing
    let declared = SourceLocation(file: "Commands.swift", line: 7, column: 5)
    replacement.sourceLocation = declared
    let app = try AuditFixture.app(
      commands: [replacement], templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .missingEditCommands).first)
    #expect(finding.source == declared)
    #expect(finding.shortcut == Fixtures.shortcut("cmd+x"))
  }

  @Test("An item counts by its selector: a copy: item with another id is Copy")
  func editItemBySelector() throws {
    var copy = AuditFixture.command("menu.item3", "Copy Text", shortcut: "cmd+c")
    copy.sends = "copy:"
    let app = try AuditFixture.bareApp(
      commands: AuditFixture.editItems(except: ["edit.copy"]) + [copy],
      templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .missingEditCommands).isEmpty)
  }
}
