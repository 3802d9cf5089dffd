import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Fallback-only rule (swiftui semantics)")
struct FallbackOnlyRuleTests {
  /// A document window whose list publishes `selection`, and an inspector panel that
  /// publishes `inspected` but not `selection`.
  static func app(appValues: [(String, JSONValue)] = []) throws -> App {
    let main = WindowTemplate(
      "main", kind: .document,
      root: ViewNode("list", role: "list").focusable().selectable(items: ["n1", "n2"]))
    let panel = WindowTemplate(
      "inspector", kind: .panel,
      root: ViewNode(
        "form", role: "form",
        children: [
          ViewNode("name", role: "textField").focusable().focusedValue(named: "inspected", "n1")
        ]))
    return try AuditFixture.app(
      commands: [
        AuditFixture.command(
          "note.delete", "Delete Note", shortcut: "cmd+backspace", requires: "selection",
          enabledIf: .nonEmpty),
        AuditFixture.command("inspector.reset", "Reset", requires: "inspected"),
        AuditFixture.command("file.new", "New", shortcut: "cmd+n"),
      ],
      templates: [main, panel], appValues: appValues)
  }

  @Test("swiftui: a command the panel only gets from the main window is dead there")
  func fallbackOnly() throws {
    let app = try Self.app()
    let findings = ShortcutAudit(app: app, semantics: .swiftui).run().findings.filter {
      $0.kind == .fallbackOnly
    }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["note.delete"])
    #expect(finding.contexts == ["inspector/name"])
    #expect(finding.message.contains("only through the main window's \"selection\""))
  }

  @Test(
    "No fallback-only under platform semantics, or when the app publishes the value",
    arguments: [
      (ResolutionSemantics.platform, false), (.swiftui, true),
    ])
  func notReported(_ semantics: ResolutionSemantics, _ appPublishes: Bool) throws {
    let app = try Self.app(appValues: appPublishes ? [("selection", ["n1"])] : [])
    let report = ShortcutAudit(app: app, semantics: semantics).run()
    #expect(!report.findings.contains { $0.kind == .fallbackOnly })
  }

  @Test("The semantics default to the app's own", arguments: ResolutionSemantics.allCases)
  func defaultSemantics(_ semantics: ResolutionSemantics) throws {
    var app = try Self.app()
    app.setSemantics(semantics)
    let kinds = app.audit().findings.map(\.kind)
    #expect(kinds.contains(.fallbackOnly) == (semantics == .swiftui))
    #expect(!app.audit(semantics: .platform).findings.contains { $0.kind == .fallbackOnly })
  }

  @Test("swiftui: panel × main pairs enable nothing, so they make no ambiguity")
  func noPairAmbiguity() throws {
    let main = WindowTemplate(
      "main", kind: .window, root: ViewNode("list").focusable().focusedValue(named: "a", "x"))
    let panel = WindowTemplate(
      "palette", kind: .panel, root: ViewNode("field").focusable().focusedValue(named: "b", "y"))
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("x.one", "One", shortcut: "cmd+j", requires: "a"),
        AuditFixture.command("x.two", "Two", shortcut: "cmd+j", requires: "b"),
      ],
      templates: [main, panel])
    #expect(AuditFixture.findings(app, .ambiguous).count == 1)
    let swiftui = ShortcutAudit(app: app, semantics: .swiftui).run().findings
    #expect(!swiftui.contains { $0.kind == .ambiguous })
    #expect(swiftui.contains { $0.kind == .duplicate })
  }
}
