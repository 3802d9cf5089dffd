import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Ambiguous shortcut rule")
struct AmbiguousShortcutRuleTests {
  @Test("Two commands enabled together in a context are an error witnessed by it")
  func enabledTogether() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("item.duplicate", "Duplicate", shortcut: "cmd+d", requires: "item"),
        AuditFixture.command("item.bookmark", "Bookmark", shortcut: "cmd+d", requires: "selection"),
      ],
      templates: [AuditFixture.notesWindow()])
    let findings = AuditFixture.findings(app, .ambiguous)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .error)
    #expect(finding.commands == ["item.duplicate", "item.bookmark"])
    #expect(finding.contexts == ["main/list"])
    #expect(
      finding.line
        == "error: [ambiguous] ⌘D (cmd+d) — \"Duplicate\" and \"Bookmark\" are both enabled in main/list; give one of them another shortcut (e.g. shift+cmd+d for \"Bookmark\")"
    )
    // The key runs Duplicate, first in menu order: Bookmark is the one it never reaches.
    #expect(finding.suggestion == Fixtures.shortcut("shift+cmd+d"))
    #expect(AuditFixture.findings(app, .duplicate).isEmpty)
  }

  @Test("Always-enabled commands collide in every context, named up to a limit")
  func alwaysEnabled() throws {
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("a.one", "One", shortcut: "cmd+j"),
        AuditFixture.command("a.two", "Two", shortcut: "cmd+j"),
        AuditFixture.command("a.three", "Three", shortcut: "cmd+j", requires: "document"),
      ],
      templates: [AuditFixture.notesWindow()])
    let findings = AuditFixture.findings(app, .ambiguous)
    #expect(findings.map(\.commands) == [["a.one", "a.two"], ["a.one", "a.two", "a.three"]])
    #expect(findings[0].contexts == ["main/list", "main/sidebar"])
    #expect(findings[1].contexts == ["main/editor"])
    #expect(findings[1].message.contains("are all enabled in main/editor"))
    // Each conflict suggests a key for its last command in menu order, and no key twice.
    #expect(findings[0].message.hasSuffix("for \"Two\")"))
    #expect(findings[1].message.contains("give all but one of them another shortcut (e.g. "))
    #expect(findings[1].message.hasSuffix("for \"Three\")"))
    let suggestions = findings.compactMap(\.suggestion)
    #expect(suggestions.count == 2 && Set(suggestions).count == 2)
    #expect(!suggestions.contains(Fixtures.shortcut("cmd+j")))
  }

  @Test("Many witnesses are capped and counted in the message")
  func manyWitnesses() throws {
    let children = (0..<20).map { ViewNode("n\($0)").focusable().focusedValue(named: "k", 1) }
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("a.one", "One", shortcut: "cmd+j", requires: "k"),
        AuditFixture.command("a.two", "Two", shortcut: "cmd+j", requires: "k"),
      ],
      templates: [WindowTemplate("w", root: ViewNode("root", children: children))])
    let finding = try #require(AuditFixture.findings(app, .ambiguous).first)
    #expect(finding.contexts.count == ShortcutAudit.witnessLimit)
    #expect(finding.contexts == finding.contexts.sorted())
    #expect(finding.message.contains("w/n0, w/n1, w/n10 and 17 more"))
  }

  @Test("nonEmpty and true count what can happen at run time")
  func runTimeEnablement() throws {
    let list = ViewNode("list").focusable().selectable(items: ["a"])  // empty, can fill
    let locked = ViewNode("locked").focusable().selectable(items: [])  // can never fill
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command(
          "e.delete", "Delete", shortcut: "cmd+k", requires: "selection",
          enabledIf: .nonEmpty),
        AuditFixture.command("e.go", "Go", shortcut: "cmd+k", requires: "ready", enabledIf: .true),
        AuditFixture.command(
          "e.toggle", "Toggle Ready", requires: "ready",
          effect: .toggle(key: "ready")),
      ],
      templates: [
        WindowTemplate(
          "w", root: ViewNode("root", children: [list, locked]),
          sceneValues: FocusedValues(JSONObject([("ready", false)])))
      ])
    let finding = try #require(AuditFixture.findings(app, .ambiguous).first)
    #expect(finding.contexts == ["w/list"])
  }
}
