import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Text-system rules: missing-edit-commands, steals-text-key, option-only")
struct TextSystemRuleTests {
  @Test(
    "A text input without the Edit items: error on macOS, warning elsewhere",
    arguments: [(Platform.macOS, Severity.error), (.iPadOS, .warning)])
  func missingEditCommands(_ platform: Platform, _ severity: Severity) throws {
    let app = try AuditFixture.bareApp(
      platform: platform, commands: AuditFixture.editItems(except: ["edit.selectAll"]),
      templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .missingEditCommands).first)
    #expect(finding.severity == severity)
    #expect(finding.contexts == ["main/editor"])
    #expect(finding.message.contains("Select All (edit.selectAll)"))
    #expect(!finding.message.contains("Cut"))
  }

  @Test("All Edit items present, or no text input: no missing-edit-commands")
  func editCommandsPresent() throws {
    let full = try AuditFixture.bareApp(
      commands: AuditFixture.editItems(), templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(full, .missingEditCommands).isEmpty)
    let noText = try AuditFixture.bareApp(
      commands: [],
      templates: [WindowTemplate("main", kind: .window, root: ViewNode("list").focusable())])
    #expect(AuditFixture.findings(noText, .missingEditCommands).isEmpty)
  }

  @Test(
    "A command on a key the text system binds, enabled in a text input, steals it on macOS",
    arguments: [
      ("cmd+left", true), ("shift+cmd+right", true), ("cmd+delete", true), ("ctrl+a", true),
      ("ctrl+y", true), ("ctrl+g", false), ("cmd+j", false), ("opt+cmd+left", false),
    ])
  func stealsTextKey(_ shortcut: String, _ steals: Bool) throws {
    let app = try AuditFixture.bareApp(
      commands: [AuditFixture.command("x.go", "Go", shortcut: shortcut)]
        + AuditFixture.editItems(),
      templates: [AuditFixture.notesWindow()])
    let findings = AuditFixture.findings(app, .stealsTextKey)
    #expect(findings.isEmpty != steals)
    if steals { #expect(findings.first?.contexts == ["main/editor"]) }
    #expect(AuditFixture.findings(app, .stealsTextKey, platform: .iPadOS).isEmpty)
  }

  // The real-app corpus (CotEditor, Vienna): Edit ▸ Delete on ⌘⌫ sends `delete:` to the
  // text view itself, so the text does the editing and nothing is taken from it.
  @Test("An editing command the text input answers itself steals nothing; narrowed away, it does")
  func answeredByTheText() throws {
    let delete = AuditFixture.command("edit.delete", "Delete", shortcut: "cmd+delete")
    let app = try AuditFixture.bareApp(
      commands: [delete] + AuditFixture.editItems(), templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .stealsTextKey).isEmpty)
    // An input that answers only Copy does not answer Delete: the menu item takes ⌘⌫ from
    // it wherever Delete is enabled by what it requires.
    let narrowed = WindowTemplate(
      "main", kind: .window,
      root: ViewNode(
        "root",
        children: [
          ViewNode("editor").textInput().textCommands(["edit.copy"])
            .focusedValue(named: "item", "n1")
        ]))
    let requiring = AuditFixture.command(
      "edit.delete", "Delete", shortcut: "cmd+delete", requires: "item")
    let stolen = try AuditFixture.bareApp(
      commands: [requiring] + AuditFixture.editItems(), templates: [narrowed])
    #expect(AuditFixture.findings(stolen, .stealsTextKey).map(\.contexts) == [["main/editor"]])
  }

  @Test("A command enabled only away from text steals nothing")
  func enabledAwayFromText() throws {
    let app = try AuditFixture.bareApp(
      commands: [AuditFixture.command("x.go", "Go", shortcut: "cmd+left", requires: "item")]
        + AuditFixture.editItems(),
      templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .stealsTextKey).isEmpty)
  }

  @Test(
    "An ⌥-only shortcut types a character, or with an arrow or ⌫ edits, in every text input (macOS)",
    arguments: [
      ("opt+e", true), ("opt+shift+2", true), ("opt+space", true), ("opt+return", false),
      // ⌥← moves by word (SPEC §20 names it among the text-editing conventions).
      ("opt+left", true), ("opt+delete", true), ("opt+cmd+e", false), ("shift+e", false),
      ("opt+tab", false),
    ])
  func optionOnly(_ shortcut: String, _ reported: Bool) throws {
    let app = try AuditFixture.bareApp(
      commands: [AuditFixture.command("x.star", "Star", shortcut: shortcut)]
        + AuditFixture.editItems(),
      templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .optionOnly).isEmpty != reported)
    #expect(AuditFixture.findings(app, .optionOnly, platform: .iPadOS).isEmpty)
  }
}
