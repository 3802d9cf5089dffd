import Testing

@testable import CommandKitLite

/// SPEC §19: every key AppKit and UIKit name can be written, any single character is a key,
/// and shifted punctuation is one shortcut with its shift+key spelling on the US layout.
@Suite struct KeyNotationTests {
  // MARK: New named keys

  static let namedCases: [ShortcutCase] =
    (0...9).map {
      .init(input: "cmd+keypad\($0)", canonical: "cmd+keypad\($0)", glyphs: "⌘Keypad \($0)")
    }
    + [
      .init(input: "keypadenter", canonical: "keypadenter", glyphs: "⌤"),
      .init(input: "cmd+⌤", canonical: "cmd+keypadenter", glyphs: "⌘⌤"),
      .init(input: "numpadenter", canonical: "keypadenter", glyphs: "⌤"),
      .init(input: "cmd+keypad+", canonical: "cmd+keypad+", glyphs: "⌘Keypad +"),
      .init(input: "Cmd-Keypad+", canonical: "cmd+keypad+", glyphs: "⌘Keypad +"),
      .init(input: "cmd+keypadplus", canonical: "cmd+keypad+", glyphs: "⌘Keypad +"),
      .init(input: "cmd+keypad-", canonical: "cmd+keypad-", glyphs: "⌘Keypad -"),
      .init(input: "cmd-keypad-", canonical: "cmd+keypad-", glyphs: "⌘Keypad -"),
      .init(input: "⌘keypad-", canonical: "cmd+keypad-", glyphs: "⌘Keypad -"),
      .init(input: "ctrl+keypad*", canonical: "ctrl+keypad*", glyphs: "⌃Keypad *"),
      .init(input: "keypad/", canonical: "keypad/", glyphs: "Keypad /"),
      .init(input: "opt+keypad=", canonical: "opt+keypad=", glyphs: "⌥Keypad ="),
      .init(input: "keypad.", canonical: "keypad.", glyphs: "Keypad ."),
      .init(input: "kp5", canonical: "keypad5", glyphs: "Keypad 5"),
      .init(input: "cmd+keypadclear", canonical: "cmd+keypadclear", glyphs: "⌘Keypad ⌧"),
      .init(input: "help", canonical: "help", glyphs: "Help"),
      .init(input: "cmd+Help", canonical: "cmd+help", glyphs: "⌘Help"),
      .init(input: "insert", canonical: "insert", glyphs: "Insert"),
      .init(input: "shift+ins", canonical: "shift+insert", glyphs: "⇧Insert"),
      .init(input: "f21", canonical: "f21", glyphs: "F21"),
      .init(input: "ctrl+F35", canonical: "ctrl+f35", glyphs: "⌃F35"),
      .init(input: "cmd+plus", canonical: "cmd+plus", glyphs: "⌘+"),
      .init(input: "cmd+Plus", canonical: "cmd+plus", glyphs: "⌘+"),
      // `enter` stays Return (SPEC §4); the keypad's key is `keypadenter`.
      .init(input: "enter", canonical: "return", glyphs: "↩"),
      .init(input: "clear", canonical: "clear", glyphs: "⌧"),
    ]

  @Test("New key names parse to their canonical name and glyph", arguments: namedCases)
  func namedKeys(_ c: ShortcutCase) throws {
    let shortcut = try KeyboardShortcut(parsing: c.input)
    #expect(shortcut.description == c.canonical)
    #expect(shortcut.glyphs == c.glyphs)
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  @Test(
    "Every key name parses, round-trips, is its own key and has an integer code",
    arguments: KeyEquivalent.names)
  func everyName(_ name: String) throws {
    let shortcut = try KeyboardShortcut(parsing: "ctrl+" + name)
    #expect(shortcut.key.name == name)
    #expect(shortcut.modifiers == .control)
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
    #expect(ShortcutCodeTable.code(of: shortcut) != nil)
    // No other name is the same key.
    let others = try KeyEquivalent.names.filter { $0 != name }.map {
      try KeyboardShortcut(parsing: "ctrl+" + $0)
    }
    #expect(!others.contains(shortcut))
    #expect(!others.contains { $0.glyphs == shortcut.glyphs })
  }

  @Test("The name tables are exhaustive and distinct")
  func nameTables() {
    #expect(NamedKey.allCases.count == 17 + 10 + 8 + 35)
    #expect(Set(NamedKey.allCases.map(\.scalar)).count == NamedKey.allCases.count)
    #expect(Set(NamedKey.allCases.map(\.glyph)).count == NamedKey.allCases.count)
    for key in NamedKey.allCases {
      #expect(NamedKey.named(key.name) == key)
      for alias in key.aliases { #expect(NamedKey.named(alias) == key, "\(alias)") }
      #expect(NamedKey.withScalar(key.scalar) == key)
    }
  }

  @Test("Apple's scalars for the new keys")
  func scalars() {
    #expect(KeyEquivalent.help.character.unicodeScalars.first?.value == 0xF746)
    #expect(KeyEquivalent.insert.character.unicodeScalars.first?.value == 0xF727)
    #expect(KeyEquivalent.keypadEnter.character.unicodeScalars.first?.value == 0x03)
    #expect(KeyEquivalent.function(35)?.character.unicodeScalars.first?.value == 0xF726)
    #expect(KeyEquivalent.keypad("7")?.name == "keypad7")
    #expect(KeyEquivalent.keypad("+")?.name == "keypad+")
    #expect(KeyEquivalent.keypad("\r") == .keypadEnter)
    #expect(KeyEquivalent.keypad("a") == nil)
    #expect(KeyEquivalent.keypad("٣") == nil)  // Arabic-Indic three: not a keypad key
  }

  // MARK: Shifted punctuation

  struct ShiftedPair: Sendable, CustomTestStringConvertible {
    let base: Character
    let shifted: Character
    var testDescription: String { "\(base) \(shifted)" }
    var isDigit: Bool { base.isASCII && base.isNumber }
    /// The shifted character's spelling in notation.
    var shiftedName: String { shifted == "+" ? "plus" : String(shifted) }
  }

  static let pairs: [ShiftedPair] = zip("`1234567890-=[]\\;',./", "~!@#$%^&*()_+{}|:\"<>?")
    .map { ShiftedPair(base: $0, shifted: $1) }

  @Test("Shifted punctuation and its shift+key spelling are one shortcut", arguments: pairs)
  func shiftedPairs(_ pair: ShiftedPair) throws {
    let withShift = try KeyboardShortcut(parsing: "shift+cmd+\(pair.base)")
    let shifted = try KeyboardShortcut(parsing: "cmd+\(pair.shiftedName)")
    let both = try KeyboardShortcut(parsing: "shift+cmd+\(pair.shiftedName)")
    #expect(withShift == shifted)
    #expect(both == shifted)
    #expect(withShift.hashValue == shifted.hashValue)
    #expect(Set([withShift, shifted, both]).count == 1)
    #expect(ShortcutCodeTable.code(of: withShift) == ShortcutCodeTable.code(of: shifted))
    #expect(KeyboardShortcut(KeyEquivalent(pair.base), modifiers: [.shift, .command]) == shifted)
    #expect(KeyboardShortcut(KeyEquivalent(pair.shifted)) == shifted)
    if pair.isDigit {
      // Digits are not shifted characters: ⇧⌘3 stays shift+cmd+3, and cmd+# is the same.
      #expect(shifted.description == "shift+cmd+\(pair.base)")
      #expect(shifted.glyphs == "⇧⌘\(pair.base)")
    } else {
      #expect(shifted.description == "cmd+\(pair.shiftedName)")
      #expect(shifted.glyphs == "⌘\(pair.shifted)")
      // The unshifted key alone stays its own shortcut (cmd+= is Zoom In, not cmd+plus).
      #expect(try KeyboardShortcut(parsing: "cmd+\(pair.base)") != shifted)
      #expect(try KeyboardShortcut(parsing: "cmd+\(pair.base)").description == "cmd+\(pair.base)")
    }
    #expect(try KeyboardShortcut(parsing: shifted.description) == shifted)
  }

  struct Equality: Sendable, CustomTestStringConvertible {
    let lhs: String
    let rhs: String
    let equal: Bool
    var testDescription: String { "\(lhs) \(equal ? "==" : "!=") \(rhs)" }
  }

  static let equalities: [Equality] = [
    .init(lhs: "shift+cmd+/", rhs: "cmd+?", equal: true),
    .init(lhs: "shift+cmd+[", rhs: "cmd+{", equal: true),
    .init(lhs: "shift+cmd+=", rhs: "cmd+plus", equal: true),
    .init(lhs: "⇧⌘/", rhs: "⌘?", equal: true),
    .init(lhs: "cmd+=", rhs: "cmd+plus", equal: false),
    .init(lhs: "shift+cmd+d", rhs: "cmd+D", equal: true),
    .init(lhs: "shift+cmd+3", rhs: "cmd+#", equal: true),
    .init(lhs: "shift+cmd+3", rhs: "cmd+3", equal: false),
    .init(lhs: "cmd+keypad+", rhs: "cmd+plus", equal: false),
    .init(lhs: "cmd+keypad1", rhs: "cmd+1", equal: false),
    .init(lhs: "keypadenter", rhs: "return", equal: false),
    .init(lhs: "keypadclear", rhs: "clear", equal: false),
    .init(lhs: "help", rhs: "insert", equal: false),
    .init(lhs: "shift+cmd+keypad/", rhs: "cmd+keypad/", equal: false),
  ]

  @Test(
    "Spellings of one press are equal and hash alike; other keys are not",
    arguments: equalities)
  func equality(_ c: Equality) throws {
    let lhs = try KeyboardShortcut(parsing: c.lhs)
    let rhs = try KeyboardShortcut(parsing: c.rhs)
    #expect((lhs == rhs) == c.equal)
    #expect((lhs.description == rhs.description) == c.equal)
    if c.equal { #expect(lhs.hashValue == rhs.hashValue) }
  }

  // MARK: Unicode

  static let unicodeCases: [ShortcutCase] = [
    // ß upper-cases to "SS": shown as itself, never as two letters.
    .init(input: "cmd+ß", canonical: "cmd+ß", glyphs: "⌘ß"),
    // ẞ lower-cases to ß, which does not upper-case back: its own key, no shift.
    .init(input: "cmd+ẞ", canonical: "cmd+ẞ", glyphs: "⌘ẞ"),
    // İ lower-cases to i + U+0307, not one scalar: its own key.
    .init(input: "cmd+İ", canonical: "cmd+İ", glyphs: "⌘İ"),
    .init(input: "cmd+ı", canonical: "cmd+ı", glyphs: "⌘ı"),
    // Final sigma is its own key and does not show as Σ (that is σ's glyph).
    .init(input: "cmd+ς", canonical: "cmd+ς", glyphs: "⌘ς"),
    .init(input: "cmd+σ", canonical: "cmd+σ", glyphs: "⌘Σ"),
    .init(input: "cmd+Σ", canonical: "shift+cmd+σ", glyphs: "⇧⌘Σ"),
    .init(input: "opt+é", canonical: "opt+é", glyphs: "⌥É"),
    .init(input: "opt+É", canonical: "opt+shift+é", glyphs: "⌥⇧É"),
    // A combining sequence is stored composed.
    .init(input: "opt+e\u{301}", canonical: "opt+é", glyphs: "⌥É"),
    .init(input: "opt+E\u{301}", canonical: "opt+shift+é", glyphs: "⌥⇧É"),
    .init(input: "cmd+\u{212A}", canonical: "shift+cmd+k", glyphs: "⇧⌘K"),  // Kelvin sign
    .init(input: "cmd+ǅ", canonical: "cmd+ǅ", glyphs: "⌘ǅ"),  // title case: no shift
    .init(input: "cmd+🙂", canonical: "cmd+🙂", glyphs: "⌘🙂"),
    .init(input: "cmd+👍🏽", canonical: "cmd+👍🏽", glyphs: "⌘👍🏽"),
    .init(input: "ctrl+ñ", canonical: "ctrl+ñ", glyphs: "⌃Ñ"),
    .init(input: "cmd+ø", canonical: "cmd+ø", glyphs: "⌘Ø"),
    .init(input: "cmd+§", canonical: "cmd+§", glyphs: "⌘§"),
  ]

  @Test(
    "Any single character is a key; upper case means shift only when it round-trips",
    arguments: unicodeCases)
  func unicode(_ c: ShortcutCase) throws {
    let shortcut = try KeyboardShortcut(parsing: c.input)
    #expect(shortcut.description == c.canonical)
    #expect(shortcut.glyphs == c.glyphs)
    let again = try KeyboardShortcut(parsing: shortcut.description)
    #expect(again == shortcut)
    #expect(again.hashValue == shortcut.hashValue)
  }

  @Test("Composed and decomposed spellings of one character are one key with one code")
  func composedAndDecomposed() throws {
    let composed = try KeyboardShortcut(parsing: "opt+é")
    let decomposed = try KeyboardShortcut(parsing: "opt+e\u{301}")
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(ShortcutCodeTable.code(of: composed) != nil)
    #expect(ShortcutCodeTable.code(of: composed) == ShortcutCodeTable.code(of: decomposed))
    #expect(ShortcutCodeTable.code(of: try KeyboardShortcut(parsing: "cmd+ß")) != nil)
    // A multi-scalar emoji has no single-scalar composition: it is looked up by hashing.
    #expect(ShortcutCodeTable.code(of: try KeyboardShortcut(parsing: "cmd+👍🏽")) == nil)
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let input: String
    let mentions: String
    var testDescription: String { input }
  }

  static let badCases: [BadCase] = [
    .init(input: "cmd++", mentions: "Write the + key as 'plus'"),
    .init(input: "cmd+keypad", mentions: "Unknown key 'keypad' in 'cmd+keypad'."),
    .init(input: "cmd+keypda1", mentions: "Did you mean 'keypad1'?"),
    .init(input: "cmd+pluss", mentions: "Did you mean 'plus'?"),
    .init(input: "cmd+f36", mentions: "Unknown key 'f36'"),
    .init(input: "keypad+x", mentions: "Unknown modifier 'keypad'"),
  ]

  @Test("Bad key names name the input and the fix", arguments: badCases)
  func rejects(_ c: BadCase) {
    #expect { try KeyboardShortcut(parsing: c.input) } throws: { error in
      String(describing: error).contains(c.mentions)
    }
  }
}
