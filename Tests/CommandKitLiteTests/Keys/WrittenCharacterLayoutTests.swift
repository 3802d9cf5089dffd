import Testing

@testable import CommandKitLite

/// SPEC §19 and §21: a shortcut written with a digit-row shifted character (`cmd+&`, stored as
/// `shift+cmd+7`) remembers that character, and is typed on other layouts as that character;
/// on `us` nothing changes.
@Suite struct WrittenCharacterLayoutTests {
  struct TypingCase: CustomTestStringConvertible, Sendable {
    let layout: String
    let shortcut: String
    let localization: KeyboardShortcut.Localization
    let kind: ShortcutTyping.Kind
    /// The keys pressed, named as the layout names them.
    let keys: String?
    var testDescription: String { "\(shortcut) \(localization) on \(layout)" }
  }

  static let typingCases: [TypingCase] = [
    // & is the unshifted 1 key on AZERTY.
    .init(layout: "fr", shortcut: "cmd+&", localization: .custom, kind: .typed, keys: "cmd+&"),
    // @ is ⌥L on the Mac German layout (⇧2 types ").
    .init(
      layout: "de", shortcut: "cmd+@", localization: .custom, kind: .typed, keys: "opt+cmd+l"),
    .init(
      layout: "de", shortcut: "cmd+@", localization: .automatic, kind: .remapped,
      keys: "opt+cmd+l"),
    // # is Shift and the @ key on fr, Option and 3 on uk.
    .init(
      layout: "fr", shortcut: "cmd+#", localization: .custom, kind: .typed, keys: "shift+cmd+@"),
    .init(
      layout: "uk", shortcut: "cmd+#", localization: .custom, kind: .typed, keys: "opt+cmd+3"),
    // ( and ) are unshifted keys on fr, ⇧8 and ⇧9 on de.
    .init(layout: "fr", shortcut: "cmd+(", localization: .custom, kind: .typed, keys: "cmd+("),
    .init(layout: "fr", shortcut: "cmd+)", localization: .custom, kind: .typed, keys: "cmd+)"),
    .init(
      layout: "de", shortcut: "cmd+(", localization: .custom, kind: .typed, keys: "shift+cmd+8"),
    .init(
      layout: "de", shortcut: "cmd+)", localization: .custom, kind: .typed, keys: "shift+cmd+9"),
    // Reachable without an extra modifier: typed, not remapped.
    .init(layout: "fr", shortcut: "cmd+&", localization: .automatic, kind: .typed, keys: "cmd+&"),
    .init(
      layout: "de", shortcut: "cmd+&", localization: .automatic, kind: .typed, keys: "shift+cmd+6"),
    // ^ is a dead key on fr.
    .init(layout: "fr", shortcut: "cmd+^", localization: .custom, kind: .unreachable, keys: nil),
    // Written as Shift and the digit, it is the digit's key, as before.
    .init(
      layout: "fr", shortcut: "shift+cmd+7", localization: .custom, kind: .typed,
      keys: "shift+cmd+è"),
    .init(
      layout: "fr", shortcut: "shift+cmd+7", localization: .automatic, kind: .remapped,
      keys: "shift+cmd+è"),
    .init(
      layout: "de", shortcut: "shift+cmd+2", localization: .custom, kind: .typed,
      keys: "shift+cmd+2"),
    // On us nothing changes.
    .init(
      layout: "us", shortcut: "cmd+&", localization: .custom, kind: .typed, keys: "shift+cmd+7"),
    .init(
      layout: "us", shortcut: "cmd+@", localization: .automatic, kind: .typed,
      keys: "shift+cmd+2"),
  ]

  /// SPEC §21: "With `custom` the shortcut is typed as the layout requires … With `automatic`
  /// the system remaps shortcuts that are unreachable or need an extra modifier on that
  /// layout" — for the character the app wrote.
  @Test(arguments: typingCases)
  func theWrittenCharacterIsTypedOnTheLayout(_ example: TypingCase) throws {
    let layout = try #require(KeyboardLayout.named(example.layout))
    let shortcut = try KeyboardShortcut(parsing: example.shortcut).localized(example.localization)
    let typing = layout.typing(shortcut)
    #expect(typing.kind == example.kind)
    #expect(typing.keys == example.keys)
  }

  /// SPEC §19: "Shifted punctuation and its shift+key spelling are one shortcut on the US
  /// layout … Letters and digits are not shifted characters: … ⇧⌘3 stays `shift+cmd+3`."
  @Test(arguments: [
    ("cmd+&", "shift+cmd+7", "&"), ("cmd+#", "shift+cmd+3", "#"), ("cmd+@", "shift+cmd+2", "@"),
    ("ctrl+cmd+(", "ctrl+shift+cmd+9", "("), ("shift+cmd+)", "shift+cmd+0", ")"),
  ])
  func equalityHashAndDisplayAreUnchanged(
    _ written: String, _ shifted: String, _ character: Character
  ) throws {
    let one = try KeyboardShortcut(parsing: written)
    let other = try KeyboardShortcut(parsing: shifted)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(one.description == shifted)
    #expect(one.glyphs == other.glyphs)
    #expect(Set([one, other]).count == 1)
    #expect(one.writtenCharacter == character)
    #expect(other.writtenCharacter == nil)
    #expect(try KeyboardShortcut(parsing: one.writtenDescription).writtenCharacter == character)
    #expect(other.writtenDescription == shifted)
    #expect(KeyboardLayout.us.typing(one).press == KeyboardLayout.us.typing(other).press)
    // As SwiftUI's `KeyEquivalent`: the initialisers keep the character too.
    let key = KeyboardShortcut(KeyEquivalent(character), modifiers: other.modifiers)
    #expect(key.writtenCharacter == character)
    #expect(key.localized(.custom).writtenCharacter == character)
    #expect(MemoryLayout<KeyboardShortcut>.size <= 32)
  }

  /// SPEC §21: right to left mirrors `( )` in `automatic` shortcuts; the image of `cmd+(` is
  /// `cmd+)`, written so.
  @Test func theMirrorImageKeepsTheWrittenCharacter() throws {
    let mirrored = try KeyboardShortcut(parsing: "cmd+(").mirrored
    #expect(mirrored == (try KeyboardShortcut(parsing: "shift+cmd+0")))
    #expect(mirrored.writtenCharacter == ")")
    #expect(try KeyboardShortcut(parsing: "shift+cmd+9").mirrored.writtenCharacter == nil)
  }

  static let scene = """
    {"app": "Written", "platform": "macOS", "defaultCommands": false,
     "commands": [
      {"id": "amp", "title": "Amp", "menu": "Edit", "shortcut": "cmd+&", "localization": "custom"},
      {"id": "at", "title": "At", "menu": "Edit", "shortcut": "cmd+@", "localization": "custom"},
      {"id": "atAuto", "title": "At Auto", "menu": "Edit", "shortcut": "ctrl+cmd+@"},
      {"id": "seven", "title": "Seven", "menu": "Edit", "shortcut": "ctrl+shift+cmd+7",
       "localization": "custom"}
     ],
     "templates": {"main": {"root": {"id": "root", "children": [{"id": "list", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """

  static func app(layout: String) throws -> App {
    var app = try SceneFile.decode(scene).app
    app.layout = try #require(KeyboardLayout.named(layout))
    return app
  }

  struct PressCase: CustomTestStringConvertible, Sendable {
    let layout: String
    let keys: String
    let command: String?
    var testDescription: String { "\(keys) on \(layout)" }
  }

  static let pressCases: [PressCase] = [
    // A custom ⌘& on fr is the unshifted 1 key; ⇧⌘è types ⌘7.
    .init(layout: "fr", keys: "cmd+&", command: "amp"),
    .init(layout: "fr", keys: "shift+cmd+è", command: nil),
    // A custom ⌘@ on de is ⌥⌘L, not ⇧⌘2 (which types ").
    .init(layout: "de", keys: "opt+cmd+l", command: "at"),
    .init(layout: "de", keys: "shift+cmd+2", command: nil),
    // An automatic ⌘@ keeps its US spelling where the system remaps it.
    .init(layout: "de", keys: "ctrl+cmd+@", command: "atAuto"),
    // Written as Shift and the 7 key: the 7 key, as before; never the & key on fr.
    .init(layout: "de", keys: "ctrl+shift+cmd+7", command: "seven"),
    .init(layout: "fr", keys: "ctrl+cmd+&", command: nil),
    // On us both spellings press the one shortcut.
    .init(layout: "us", keys: "cmd+&", command: "amp"),
    .init(layout: "us", keys: "shift+cmd+7", command: "amp"),
    .init(layout: "us", keys: "shift+cmd+2", command: "at"),
  ]

  /// SPEC §21: "`press` then takes the keys as typed on that layout … ⌥⌘5 on `de` types ⌘[,
  /// the shortcut of a `custom` ⌘[ command" — and ⌘& on `fr` the shortcut of a `custom` ⌘&.
  @Test(arguments: pressCases)
  func pressesReachTheWrittenCharacter(_ example: PressCase) throws {
    var app = try Self.app(layout: example.layout)
    #expect(try app.why(keys: example.keys).performedCommand == example.command)
    #expect(try app.press(keys: example.keys).performedCommand == example.command)
  }

  /// SPEC §21: the simulator "reports that the shortcut will be remapped (and so shown
  /// differently from the app's docs)": an automatic ⌘@ on `de` needs ⌥.
  @Test func anAutomaticAtOnGermanIsToldRemapped() throws {
    let app = try Self.app(layout: "de")
    let steps = try app.why(keys: "ctrl+cmd+@").steps
    #expect(steps.contains { $0.step == "remapped" && $0.result.contains("ctrl+cmd+@") })
  }

  /// SPEC §21: "An `automatic` shortcut the layout types without an extra modifier is
  /// pressed as typed there" — a ⌘& bound in the shell is ⌘ and the & key on `fr`.
  @Test func aBoundShortcutKeepsItsCharacter() throws {
    var app = try Self.app(layout: "fr")
    try app.bind(try KeyboardShortcut(parsing: "ctrl+opt+cmd+&"), to: "seven")
    #expect(try app.press(keys: "ctrl+opt+cmd+&").performedCommand == "seven")
  }

  /// SPEC §19: "`cmd+?` and `shift+cmd+/` … press, bind and audit as the same key"; a
  /// remembered press answers each spelling with the shortcut as it was written.
  @Test func aRememberedPressRepeatsTheSpellingPressed() throws {
    var app = try Self.app(layout: "us")
    let written = try KeyboardShortcut(parsing: "cmd+&")
    for _ in 0..<3 { #expect(app.press(written).performedCommand == "amp") }
    let shifted = app.press(try KeyboardShortcut(parsing: "shift+cmd+7"))
    #expect(shifted.performedCommand == "amp")
    #expect(shifted.shortcut.writtenCharacter == nil)
    #expect(app.press(written).shortcut.writtenCharacter == "&")
  }

  /// SPEC §9 with §21: a scene file that writes `cmd+&` saves it so, and loads back with
  /// the character; `shift+cmd+7` stays the 7 key.
  @Test func sceneFilesKeepTheWrittenCharacter() throws {
    let app = try Self.app(layout: "us")
    let text = SceneFile.encode(app)
    #expect(text.contains("\"cmd+&\""))
    #expect(text.contains("\"ctrl+shift+cmd+7\""))
    let again = try SceneFile.decode(text).app
    #expect(again.effectiveShortcut(of: "amp")?.writtenCharacter == "&")
    #expect(again.effectiveShortcut(of: "amp")?.localization == .custom)
    #expect(again.effectiveShortcut(of: "seven")?.writtenCharacter == nil)
  }
}
