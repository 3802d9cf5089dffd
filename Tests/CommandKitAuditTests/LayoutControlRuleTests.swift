import Testing

@testable import CommandKitAudit
@testable import CommandKitLite

/// SPEC §21 with §16: controls' own shortcuts are localized like commands', so the layout
/// rules check them too; local `keys` and a role's implied keys are not.
@Suite struct LayoutControlRuleTests {
  /// A scene with the given commands and, in template `main`, node `side` with `controls`,
  /// node `list` with local `keys`; template `panel` (a panel) with `panelControls`.
  static func app(
    commands: String = "", controls: String, keys: String = "", panelControls: String = ""
  ) throws -> App {
    let scene = """
      {"app": "Loc", "platform": "macOS", "defaultCommands": false,
       "commands": [\(commands)],
       "templates": {
        "main": {"kind": "window", "root": {"id": "root", "children": [
          {"id": "side", "focusable": true, "controls": [\(controls)]},
          {"id": "list", "focusable": true, "keys": [\(keys)]}]}},
        "panel": {"kind": "panel", "root": {"id": "tools", "focusable": true,
          "controls": [\(panelControls)]}}}}
      """
    return try SceneFile.decode(Array(scene.utf8), file: "loc.json").app
  }

  static func findings(_ app: App, _ layouts: [String], _ kinds: Set<Finding.Kind>) throws
    -> [Finding]
  {
    let report = app.audit(layouts: try layouts.map { try #require(KeyboardLayout.named($0)) })
    return report.findings.filter { kinds.contains($0.kind) }
  }

  static let layoutKinds: Set<Finding.Kind> = [
    .layoutCollision, .layoutUnreachable, .layoutRemapped,
  ]

  @Test func aCustomControlOnFrenchThreeIsTheScreenshot() throws {
    let app = try Self.app(
      controls:
        #"{"title": "Send", "shortcut": "cmd+3", "localization": "custom", "action": "send"}"#
    )
    let found = try Self.findings(app, ["fr"], [.layoutCollision])
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.keys == "shift+cmd+\"")
    #expect(finding.contexts == ["main/side"])
    #expect(finding.commands.isEmpty)
    #expect(finding.message.contains(#"the control "Send" on main/side (custom cmd+3)"#))
    #expect(finding.message.contains("Screenshot"))
    // On us the same control is typed as written: nothing to report.
    #expect(try Self.findings(app, ["us"], Self.layoutKinds).isEmpty)
  }

  @Test func aControlAndACommandOnOneGermanKeyPressCollide() throws {
    let app = try Self.app(
      commands: #"{"id": "seven", "title": "Seven", "menu": "Edit", "shortcut": "shift+cmd+7"}"#,
      controls: #"{"title": "Ask", "shortcut": "cmd+/", "localization": "custom", "action": "ask"}"#
    )
    let found = try Self.findings(app, ["de"], [.layoutCollision])
    #expect(found.count == 1)
    #expect(found.first?.commands == ["seven"])
    #expect(found.first?.contexts == ["main/side"])
    #expect(found.first?.keys == "shift+cmd+7")
    #expect(
      found.first?.message.contains(#"the control "Ask" on main/side (custom cmd+/)"#) == true)
  }

  @Test(arguments: [(false, 0), (true, 1)])
  func controlsCollideOnlyWithinOneTemplate(sameTemplate: Bool, expected: Int) throws {
    let slash = #"{"title": "Ask", "shortcut": "cmd+/", "localization": "custom", "action": "ask"}"#
    let seven = #"{"title": "Seven", "shortcut": "shift+cmd+7", "action": "seven"}"#
    let app =
      sameTemplate
      ? try Self.app(controls: slash + ", " + seven)
      : try Self.app(controls: slash, panelControls: seven)
    #expect(try Self.findings(app, ["de"], [.layoutCollision]).count == expected)
  }

  @Test func aControlOnItsOwnCommandsShortcutIsReportedOnce() throws {
    let app = try Self.app(
      commands:
        #"{"id": "three", "title": "Three", "menu": "Edit", "shortcut": "cmd+3", "localization": "custom"}"#,
      controls:
        #"{"title": "Three", "shortcut": "cmd+3", "localization": "custom", "command": "three"}"#)
    let found = try Self.findings(app, ["fr"], [.layoutCollision])
    #expect(found.count == 1)
    #expect(found.first?.commands == ["three"])
    #expect(found.first?.contexts.isEmpty == true)
  }

  @Test func unreachableAndRemappedControls() throws {
    let app = try Self.app(
      controls: """
        {"title": "Enye", "shortcut": "cmd+ñ", "localization": "custom", "action": "enye"},
        {"title": "Back", "shortcut": "cmd+[", "action": "back"}
        """)
    let unreachable = try Self.findings(app, ["de"], [.layoutUnreachable])
    #expect(unreachable.map(\.contexts) == [["main/side"]])
    #expect(unreachable.first?.message.contains(#"the control "Enye""#) == true)
    let remapped = try Self.findings(app, ["de"], [.layoutRemapped])
    #expect(remapped.count == 1)
    #expect(remapped.first?.keys == "opt+cmd+5")
    #expect(remapped.first?.message.contains("the control answers to a key") == true)
  }

  @Test func localKeysAndRoleKeysAreNotChecked() throws {
    // ⌘ñ as a local key, and a cancel button's implied ⌘. (Shift plus the , key on fr).
    let app = try Self.app(
      controls: #"{"title": "Cancel", "role": "cancel", "action": "dismiss"}"#,
      keys: #"{"shortcut": "cmd+ñ", "action": "enye"}"#)
    #expect(
      KeyboardLayout.named("fr")?.typing(KeyboardShortcut(".", modifiers: .command)).kind
        == .remapped)
    #expect(try Self.findings(app, ["de", "fr"], Self.layoutKinds).isEmpty)
  }
}
