import Testing

@testable import CommandKitAudit
@testable import CommandKitLite

/// SPEC §21: the audit's per-layout findings (`--layouts`).
@Suite struct LayoutRuleTests {
  static func command(
    _ id: String, _ shortcut: String, _ localization: KeyboardShortcut.Localization = .automatic
  ) throws -> Command {
    Command(
      id: id, title: id, menu: "Edit",
      shortcut: try KeyboardShortcut(parsing: shortcut).localized(localization))
  }

  static func findings(
    _ commands: [Command], layouts: [String], kind: Finding.Kind
  ) throws -> [Finding] {
    let app = try AuditFixture.app(commands: commands)
    let report = app.audit(layouts: try layouts.map { try #require(KeyboardLayout.named($0)) })
    return report.findings.filter { $0.kind == kind }
  }

  @Test func aCustomFrenchThreeCollidesWithTheScreenshot() throws {
    let found = try Self.findings(
      [try Self.command("three", "cmd+3", .custom)], layouts: ["fr"], kind: .layoutCollision)
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.layout == "fr")
    #expect(finding.keys == "shift+cmd+\"")
    #expect(finding.message.contains("Screenshot"))
    #expect(finding.message.contains("instead"))
  }

  @Test func anAutomaticFrenchThreeIsRemappedNotACollision() throws {
    let commands = [try Self.command("three", "cmd+3")]
    #expect(try Self.findings(commands, layouts: ["fr"], kind: .layoutCollision).isEmpty)
    let remapped = try Self.findings(commands, layouts: ["fr"], kind: .layoutRemapped)
    #expect(remapped.count == 1)
    #expect(remapped.first?.severity == .info)
  }

  @Test func aCustomEnyeIsUnreachableOnGerman() throws {
    let found = try Self.findings(
      [try Self.command("enye", "cmd+ñ", .custom)], layouts: ["de"], kind: .layoutUnreachable)
    let finding = try #require(found.first)
    #expect(finding.severity == .error)
    #expect(finding.layout == "de")
    #expect(finding.message.contains("ñ"))
  }

  @Test func twoShortcutsOnOneGermanKeyPressCollide() throws {
    let commands = [
      try Self.command("slash", "ctrl+cmd+/", .custom),
      try Self.command("seven", "ctrl+shift+cmd+7"),
    ]
    let found = try Self.findings(commands, layouts: ["de"], kind: .layoutCollision)
    #expect(found.count == 1)
    #expect(found.first?.commands == ["slash", "seven"])
    #expect(found.first?.keys == "ctrl+shift+cmd+7")
  }

  @Test(arguments: [("cmd+/", "de", "shift+cmd+7"), ("cmd+[", "de", "opt+cmd+5")])
  func automaticShortcutsNeedingAnExtraModifierAreRemapped(
    _ shortcut: String, _ layout: String, _ keys: String
  ) throws {
    let found = try Self.findings(
      [try Self.command("c", shortcut)], layouts: [layout], kind: .layoutRemapped)
    #expect(found.first?.keys == keys)
  }

  /// The suggested fix is typed in one press and free on every requested layout.
  @Test func theFixIsFreeOnEveryRequestedLayout() throws {
    let commands = [
      try Self.command("three", "cmd+3", .custom), try Self.command("a", "cmd+d"),
      try Self.command("b", "cmd+e"),
    ]
    let app = try AuditFixture.app(commands: commands)
    let layouts = KeyboardLayout.all
    let report = app.audit(layouts: layouts)
    let finding = try #require(report.findings.first { $0.kind == .layoutCollision })
    let suggestion = try #require(finding.message.split(separator: " ").firstIndex(of: "use"))
    let words = finding.message.split(separator: " ")
    let fix = try KeyboardShortcut(parsing: String(words[suggestion + 1]))
    #expect(fix != (try KeyboardShortcut(parsing: "cmd+d")))
    for layout in layouts {
      let typing = layout.typing(fix.localized(.custom))
      #expect(typing.kind == .typed, "\(layout.id)")
    }
  }

  /// One run over every layout: findings for each, and none without `--layouts`.
  @Test func anAuditOverEveryLayoutAtOnce() throws {
    let commands = [
      try Self.command("comment", "cmd+/"), try Self.command("three", "cmd+3", .custom),
      try Self.command("back", "cmd+["), try Self.command("enye", "cmd+ñ", .custom),
    ]
    let app = try AuditFixture.app(commands: commands)
    let report = app.audit(layouts: KeyboardLayout.all)
    let layoutKinds: Set<Finding.Kind> = [.layoutCollision, .layoutUnreachable, .layoutRemapped]
    let layoutFindings = report.findings.filter { layoutKinds.contains($0.kind) }
    let layouts = Set(layoutFindings.compactMap(\.layout))
    #expect(layouts.isSuperset(of: ["de", "fr", "ch-de", "ch-fr", "it", "se"]))
    #expect(layoutFindings.contains { $0.kind == .layoutCollision && $0.layout == "fr" })
    #expect(layoutFindings.contains { $0.kind == .layoutUnreachable && $0.layout == "de" })
    #expect(!layoutFindings.contains { $0.layout == "us" && $0.kind == .layoutRemapped })
    #expect(app.audit().findings.allSatisfy { !layoutKinds.contains($0.kind) })
  }
}
