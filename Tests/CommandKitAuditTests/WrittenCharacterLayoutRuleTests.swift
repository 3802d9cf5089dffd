import Testing

@testable import CommandKitAudit
@testable import CommandKitLite

/// SPEC §21 with §19: `--layouts` audits a shortcut written with a digit-row shifted character
/// (`cmd+&`, stored as `shift+cmd+7`) by the character the app wrote.
@Suite struct WrittenCharacterLayoutRuleTests {
  struct RuleCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Command id, shortcut, localization.
    let commands: [(String, String, KeyboardShortcut.Localization)]
    let layout: String
    let kind: Finding.Kind
    /// The keys of the one finding expected, named as the layout names them; `nil`: none.
    let keys: String?
    var testDescription: String { name }
  }

  static let cases: [RuleCase] = [
    // On fr ! is the unshifted 8 key: ⌃⌥⌘! is ⌃⌥⌘8, Invert colors.
    .init(
      name: "a custom ctrl+opt+cmd+! on fr is Invert colors",
      commands: [("bang", "ctrl+opt+cmd+!", .custom)], layout: "fr", kind: .layoutCollision,
      keys: "ctrl+opt+cmd+!"),
    // On de & is ⇧6: a custom ⌘& and a ⇧⌘6 are one key press.
    .init(
      name: "a custom cmd+& and shift+cmd+6 collide on de",
      commands: [("amp", "cmd+&", .custom), ("six", "shift+cmd+6", .custom)], layout: "de",
      kind: .layoutCollision, keys: "shift+cmd+6"),
    // On de @ needs ⌥: an automatic ⌘@ is remapped.
    .init(
      name: "an automatic cmd+@ on de is remapped", commands: [("at", "cmd+@", .automatic)],
      layout: "de", kind: .layoutRemapped, keys: "opt+cmd+l"),
    // On fr & needs nothing: an automatic ⌘& is typed as written, not remapped.
    .init(
      name: "an automatic cmd+& on fr is not remapped", commands: [("amp", "cmd+&", .automatic)],
      layout: "fr", kind: .layoutRemapped, keys: nil),
    // On fr ^ is a dead key.
    .init(
      name: "a custom cmd+^ on fr is unreachable", commands: [("hat", "cmd+^", .custom)],
      layout: "fr", kind: .layoutUnreachable, keys: nil),
    // Written as Shift and the digit, the digit's key, as before: ⇧⌘7 is ⌘/ on de.
    .init(
      name: "a custom shift+cmd+7 and cmd+/ collide on de",
      commands: [("seven", "shift+cmd+7", .custom), ("slash", "cmd+/", .custom)], layout: "de",
      kind: .layoutCollision, keys: "shift+cmd+7"),
  ]

  /// SPEC §21: "`layout-collision` (error): two shortcuts, or a shortcut and a reserved one,
  /// become the same key presses …; `layout-unreachable` (error): no single key press types
  /// it …; `layout-remapped` (info): an `automatic` shortcut that the system will remap on
  /// that layout."
  @Test(arguments: cases)
  func layoutRulesUseTheWrittenCharacter(_ example: RuleCase) throws {
    let commands = try example.commands.map { id, shortcut, localization in
      Command(
        id: id, title: id, menu: "Edit",
        shortcut: try KeyboardShortcut(parsing: shortcut).localized(localization))
    }
    let app = try AuditFixture.app(commands: commands)
    let layout = try #require(KeyboardLayout.named(example.layout))
    let found = app.audit(layouts: [layout]).findings.filter { $0.kind == example.kind }
    if example.kind == .layoutUnreachable {
      #expect(found.count == 1)
      #expect(found.first?.message.contains("^") == true)
    } else if let keys = example.keys {
      #expect(found.count == 1)
      #expect(found.first?.keys == keys)
    } else {
      #expect(found.isEmpty)
    }
  }

  /// SPEC §21 on `us`: nothing changes; `cmd+&` is ⇧⌘7 there.
  @Test func onTheUSLayoutNothingChanges() throws {
    let commands = [
      Command(
        id: "amp", title: "Amp", menu: "Edit",
        shortcut: try KeyboardShortcut(parsing: "cmd+&").localized(.custom)),
      Command(
        id: "seven", title: "Seven", menu: "Edit",
        shortcut: try KeyboardShortcut(parsing: "opt+shift+cmd+7").localized(.custom)),
    ]
    let app = try AuditFixture.app(commands: commands)
    let layoutKinds: Set<Finding.Kind> = [.layoutCollision, .layoutUnreachable, .layoutRemapped]
    let found = app.audit(layouts: [KeyboardLayout.us]).findings
    #expect(!found.contains { layoutKinds.contains($0.kind) })
  }
}
