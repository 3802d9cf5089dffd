import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Swallowed shortcut rule")
struct SwallowedShortcutRuleTests {
  @Test("A plain-key command enabled only under a text input is swallowed")
  func onlyInTextInput() throws {
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("doc.play", "Play", shortcut: "space", requires: "document")],
      templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .swallowed).first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["doc.play"])
    #expect(finding.contexts == ["main/editor"])
    #expect(finding.message.hasSuffix("add cmd or ctrl to its shortcut"))
  }

  static let notSwallowed: [(String, String?)] = [
    ("cmd+y", "document"),  // has cmd
    ("escape", "document"),  // escape passes text inputs
    ("space", "item"),  // enabled in main/list, no text input there
    ("space", nil),  // always enabled
  ]

  @Test("Not swallowed", arguments: notSwallowed)
  func notSwallowedCases(_ shortcut: String, _ requires: String?) throws {
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("doc.play", "Play", shortcut: shortcut, requires: requires)],
      templates: [AuditFixture.notesWindow()])
    #expect(AuditFixture.findings(app, .swallowed).isEmpty)
  }

  @Test("A text input ancestor swallows too")
  func textInputAncestor() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("field", children: [ViewNode("inner").focusable().focusedValue(named: "k", 1)])
          .textInput()
      ])
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("c.x", "X", shortcut: "x", requires: "k")],
      templates: [WindowTemplate("w", root: root)])
    #expect(AuditFixture.findings(app, .swallowed).first?.contexts == ["w/inner"])
  }
}
