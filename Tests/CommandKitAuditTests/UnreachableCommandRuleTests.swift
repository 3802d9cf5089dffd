import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Unreachable command rule")
struct UnreachableCommandRuleTests {
  @Test("A required key nobody publishes is a warning with a suggestion")
  func unpublishedKey() throws {
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("doc.pin", "Pin", shortcut: "cmd+p", requires: "documnt")],
      templates: [AuditFixture.notesWindow()])
    let finding = try #require(AuditFixture.findings(app, .unreachable).first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["doc.pin"])
    #expect(finding.message.hasSuffix("did you mean \"document\"?"))
  }

  static let reachable: [(String, EnablementRule)] = [
    ("document", .present),  // node value
    ("selection", .nonEmpty),  // selectable node with items
    ("store", .present),  // app value
    ("mode", .present),  // template scene value
    ("inspecting", .true),  // node scene value, true
  ]

  @Test("Keys published somewhere are reachable", arguments: reachable)
  func reachableKeys(_ key: String, _ rule: EnablementRule) throws {
    var window = AuditFixture.notesWindow()
    window.sceneValues = FocusedValues(JSONObject([("mode", "edit")]))
    window.root.children[0].sceneValues = FocusedValues(JSONObject([("inspecting", true)]))
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("x.y", "Y", requires: key, enabledIf: rule)],
      templates: [window], appValues: [("store", "s")])
    #expect(AuditFixture.findings(app, .unreachable).isEmpty)
  }

  @Test("A Boolean that is never true and never toggled is unreachable for enabledIf true")
  func neverTrue() throws {
    let window = WindowTemplate(
      "w", root: ViewNode("a").focusable(), sceneValues: FocusedValues(JSONObject([("on", false)])))
    let command = AuditFixture.command("x.go", "Go", requires: "on", enabledIf: .true)
    let app = try AuditFixture.app(commands: [command], templates: [window])
    #expect(AuditFixture.findings(app, .unreachable).count == 1)
    let toggling = try AuditFixture.app(
      commands: [command, AuditFixture.command("x.flip", "Flip", effect: .toggle(key: "on"))],
      templates: [window])
    #expect(AuditFixture.findings(toggling, .unreachable).isEmpty)
  }

  @Test("Hidden publishers count unless excluded")
  func hiddenPublisher() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("a").focusable(),
        ViewNode("secret").focusable().hidden().focusedValue(named: "k", 1),
      ])
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("x.k", "K", requires: "k")],
      templates: [WindowTemplate("w", root: root)])
    #expect(AuditFixture.findings(app, .unreachable).isEmpty)
    #expect(AuditFixture.findings(app, .unreachable, hiddenNodes: .excluded).count == 1)
  }
}
