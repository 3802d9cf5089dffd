import Testing

@testable import CommandKitLite

/// SPEC §21: the generated layout tables, how shortcuts are typed on them, and the facts the
/// issue pins (each checked against the generated table and CLDR's Mac data).
@Suite struct KeyboardLayoutTests {
  struct TypingCase: CustomTestStringConvertible, Sendable {
    let layout: String
    let shortcut: String
    let localization: KeyboardShortcut.Localization
    let kind: ShortcutTyping.Kind
    /// The keys pressed, named as the layout names them; `nil` when none.
    let keys: String?
    var testDescription: String { "\(shortcut) \(localization) on \(layout)" }
  }

  static let typingCases: [TypingCase] = [
    // de: / is Shift+7, [ is Option+5 (issue 16; CLDR de opt E05 `[`).
    .init(
      layout: "de", shortcut: "cmd+/", localization: .custom, kind: .typed, keys: "shift+cmd+7"),
    .init(layout: "de", shortcut: "cmd+[", localization: .custom, kind: .typed, keys: "opt+cmd+5"),
    .init(
      layout: "de", shortcut: "cmd+/", localization: .automatic, kind: .remapped,
      keys: "shift+cmd+7"),
    .init(
      layout: "de", shortcut: "cmd+[", localization: .automatic, kind: .remapped, keys: "opt+cmd+5"),
    // ⌘? on de is ⇧⌘ß: no modifier beyond the US layout's Shift (SPEC §21).
    .init(
      layout: "de", shortcut: "cmd+?", localization: .automatic, kind: .typed, keys: "shift+cmd+ß"),
    // ñ needs the dead tilde on de: no single key press types it.
    .init(layout: "de", shortcut: "cmd+ñ", localization: .custom, kind: .unreachable, keys: nil),
    .init(layout: "de", shortcut: "cmd+z", localization: .custom, kind: .typed, keys: "cmd+z"),
    // fr: the digits need Shift, so ⌘3 is ⇧⌘3, on the key that types `"`.
    .init(
      layout: "fr", shortcut: "cmd+3", localization: .custom, kind: .typed, keys: "shift+cmd+\""),
    .init(
      layout: "fr", shortcut: "cmd+3", localization: .automatic, kind: .remapped,
      keys: "shift+cmd+\""),
    .init(layout: "fr", shortcut: "cmd+a", localization: .automatic, kind: .typed, keys: "cmd+a"),
    // `#` is written Shift+3 in the notation (SPEC §19), but a shortcut written `cmd+#` keeps
    // its character: # is Option+3 on uk (see theUKHashIsOptionThree), so a custom ⌘# is
    // ⌥⌘3 there; written `shift+cmd+3` it is the 3 key with Shift.
    .init(
      layout: "uk", shortcut: "cmd+#", localization: .custom, kind: .typed, keys: "opt+cmd+3"),
    .init(
      layout: "uk", shortcut: "shift+cmd+3", localization: .custom, kind: .typed,
      keys: "shift+cmd+3"),
    .init(
      layout: "ch-de", shortcut: "cmd+|", localization: .custom, kind: .typed, keys: "opt+cmd+7"),
    .init(layout: "se", shortcut: "cmd+[", localization: .custom, kind: .typed, keys: "opt+cmd+8"),
    .init(
      layout: "it", shortcut: "cmd+[", localization: .custom, kind: .typed, keys: "opt+shift+cmd+("),
    .init(layout: "us", shortcut: "cmd+/", localization: .custom, kind: .typed, keys: "cmd+/"),
    .init(
      layout: "us", shortcut: "cmd+left", localization: .automatic, kind: .typed, keys: "cmd+left"),
  ]

  @Test(arguments: typingCases)
  func shortcutsAreTypedAsTheLayoutRequires(_ example: TypingCase) throws {
    let layout = try #require(KeyboardLayout.named(example.layout))
    let shortcut = try KeyboardShortcut(parsing: example.shortcut).localized(example.localization)
    let typing = layout.typing(shortcut)
    #expect(typing.kind == example.kind)
    #expect(typing.keys == example.keys)
  }

  @Test func theUKHashIsOptionThree() throws {
    let uk = try #require(KeyboardLayout.named("uk"))
    #expect(uk.keyPress(typing: "#") == KeyPress(key: "3", modifiers: .option))
  }

  @Test func deadKeysAreUnreachableAndNamed() throws {
    let de = try #require(KeyboardLayout.named("de"))
    #expect(!de.canType("ñ"))
    #expect(de.deadKey(showing: "^") == KeyPress(key: "`", modifiers: []))
    let typing = de.typing(KeyboardShortcut("´", modifiers: .command, localization: .custom))
    #expect(typing.kind == .unreachable)
    #expect(typing.deadKey != nil)
  }

  /// Every character every layout types round-trips: its key press types it back.
  @Test(arguments: KeyboardLayout.all)
  func everyReachableCharacterRoundTrips(_ layout: KeyboardLayout) {
    #expect(layout.strokes.count > 100)
    for (character, press) in layout.strokes {
      #expect(layout.character(for: press) == character, "\(character) on \(layout.id)")
    }
  }

  /// Every layout has the 48 keys of the ISO keyboard, each typing a character or a dead
  /// key unshifted.
  @Test(arguments: KeyboardLayout.all)
  func everyLayoutHasEveryKey(_ layout: KeyboardLayout) {
    #expect(layout.keys.count == 48)
    for (key, cells) in layout.keys {
      #expect(cells.count == 4)
      #expect(cells[0] != .nothing, "\(key) on \(layout.id)")
    }
  }

  struct SpotCheck: CustomTestStringConvertible, Sendable {
    let layout: String
    let character: Character
    let key: Character
    let modifiers: EventModifiers
    var testDescription: String { "\(character) on \(layout)" }
  }

  /// Spot checks against the second source, Unicode CLDR's keyboards/osx data (values read
  /// from de-, fr-, de-CH-, fr-CH-, en-GB-, it-, sv- and en-t-k0-osx.xml).
  static let spotChecks: [SpotCheck] = [
    .init(layout: "de", character: "@", key: "l", modifiers: .option),
    .init(layout: "de", character: "{", key: "8", modifiers: .option),
    .init(layout: "de", character: "\\", key: "7", modifiers: [.shift, .option]),
    .init(layout: "de", character: "~", key: "n", modifiers: .option),
    .init(layout: "de", character: "y", key: "z", modifiers: []),
    .init(layout: "fr", character: "@", key: "`", modifiers: []),
    .init(layout: "fr", character: "[", key: "5", modifiers: [.shift, .option]),
    .init(layout: "fr", character: "|", key: "l", modifiers: [.shift, .option]),
    .init(layout: "fr", character: "q", key: "a", modifiers: []),
    .init(layout: "ch-de", character: "[", key: "5", modifiers: .option),
    .init(layout: "ch-fr", character: "è", key: "[", modifiers: []),
    .init(layout: "ch-fr", character: "§", key: "[", modifiers: .option),
    .init(layout: "uk", character: "€", key: "2", modifiers: .option),
    .init(layout: "uk", character: "£", key: "3", modifiers: .shift),
    .init(layout: "it", character: "{", key: "4", modifiers: .option),
    .init(layout: "it", character: "z", key: "w", modifiers: []),
    // CLDR's Swedish has @ on Option and the key right of Ä (xkb: Option+2, see the table).
    .init(layout: "se", character: "@", key: "\\", modifiers: .option),
    .init(layout: "se", character: "€", key: "4", modifiers: .shift),
    .init(layout: "us", character: "ß", key: "s", modifiers: .option),
  ]

  @Test(arguments: spotChecks)
  func tablesAgreeWithCLDR(_ check: SpotCheck) throws {
    let layout = try #require(KeyboardLayout.named(check.layout))
    #expect(
      layout.character(for: KeyPress(key: check.key, modifiers: check.modifiers)) == check.character
    )
  }

  @Test func layoutsAreNamedCaseInsensitivelyAndUnknownOnesAreNil() {
    #expect(KeyboardLayout.named("DE")?.id == "de")
    #expect(KeyboardLayout.named("es") == nil)
    #expect(KeyboardLayout.ids == ["us", "de", "fr", "ch-de", "ch-fr", "uk", "it", "se"])
  }

  @Test(arguments: [
    ("cmd+[", "cmd+]"), ("cmd+]", "cmd+["), ("cmd+{", "cmd+}"), ("cmd+<", "cmd+>"),
    ("shift+cmd+9", "shift+cmd+0"), ("cmd+left", "cmd+right"), ("cmd+a", "cmd+a"),
  ])
  func mirroringSwapsBracketsAndArrows(_ written: String, _ mirrored: String) throws {
    #expect(try KeyboardShortcut(parsing: written).mirrored == KeyboardShortcut(parsing: mirrored))
  }

  /// The localization fills the key's padding: a shortcut, a dictionary key on the press
  /// path, is no bigger than before SPEC §21.
  @Test func aShortcutStaysThirtyTwoBytes() {
    #expect(MemoryLayout<KeyboardShortcut>.size <= 32)
  }

  @Test func localizationIsNotPartOfEquality() {
    let custom = KeyboardShortcut("/", localization: .custom)
    #expect(custom == KeyboardShortcut("/"))
    #expect(custom.localization == .custom)
    #expect(KeyboardShortcut("/").localization == .automatic)
  }
}
