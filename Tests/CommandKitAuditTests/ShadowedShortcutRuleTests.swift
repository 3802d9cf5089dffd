import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Shadowed shortcut rule")
struct ShadowedShortcutRuleTests {
  @Test("On iPadOS a local handler hides a menu command with its shortcut")
  func handlerHidesCommand() throws {
    let app = try AuditFixture.app(
      platform: .iPadOS,
      commands: [
        AuditFixture.command("item.up", "Move Up", shortcut: "opt+cmd+up", requires: "item")
      ],
      templates: [AuditFixture.notesWindow(listHandlers: [("opt+cmd+up", "moveRowUp")])])
    let findings = AuditFixture.findings(app, .shadowed)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["item.up"])
    #expect(finding.contexts == ["main/list"])
    #expect(finding.message.hasPrefix("the local handler \"moveRowUp\" on main/list takes the key"))
  }

  @Test("Witnesses are the focusable nodes under the handler's node")
  func containerHandler() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("a").focusable(), ViewNode("group", children: [ViewNode("b").focusable()]),
      ]
    ).onKeyPress(Fixtures.shortcut("cmd+k"), action: "clear")
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("c.clear", "Clear", shortcut: "cmd+k")],
      templates: [WindowTemplate("w", root: root)])
    #expect(AuditFixture.findings(app, .shadowed).first?.contexts == ["w/a", "w/b"])
  }

  @Test("A handler no focus can reach shadows nothing")
  func unreachableHandler() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("label").onKeyPress(Fixtures.shortcut("cmd+k"), action: "clear"),
        ViewNode("field").focusable(),
      ])
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("c.clear", "Clear", shortcut: "cmd+k")],
      templates: [WindowTemplate("w", root: root)])
    #expect(AuditFixture.findings(app, .shadowed).isEmpty)
  }
}
