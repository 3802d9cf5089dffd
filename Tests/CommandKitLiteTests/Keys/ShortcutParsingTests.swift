import CommandKitLite
import Testing

struct ShortcutCase: Sendable, CustomTestStringConvertible {
  let input: String
  let canonical: String
  let glyphs: String
  var testDescription: String { input }
}

@Suite struct ShortcutParsingTests {
  static let cases: [ShortcutCase] = [
    .init(input: "cmd+shift+z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "shift+cmd+z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "Cmd-Shift-Z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "command+shift+z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "⇧⌘Z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "⌘⇧z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "cmd+Z", canonical: "shift+cmd+z", glyphs: "⇧⌘Z"),
    .init(input: "Z", canonical: "shift+z", glyphs: "⇧Z"),
    .init(input: "ctrl+cmd+f", canonical: "ctrl+cmd+f", glyphs: "⌃⌘F"),
    .init(input: "control+command+f", canonical: "ctrl+cmd+f", glyphs: "⌃⌘F"),
    .init(input: "option+cmd+p", canonical: "opt+cmd+p", glyphs: "⌥⌘P"),
    .init(input: "alt+cmd+p", canonical: "opt+cmd+p", glyphs: "⌥⌘P"),
    .init(input: "opt+cmd+p", canonical: "opt+cmd+p", glyphs: "⌥⌘P"),
    .init(input: "cmd+opt+ctrl+shift+k", canonical: "ctrl+opt+shift+cmd+k", glyphs: "⌃⌥⇧⌘K"),
    .init(input: "delete", canonical: "delete", glyphs: "⌫"),
    .init(input: "⌫", canonical: "delete", glyphs: "⌫"),
    .init(input: "backspace", canonical: "delete", glyphs: "⌫"),
    .init(input: "forwarddelete", canonical: "forwarddelete", glyphs: "⌦"),
    .init(input: "⌦", canonical: "forwarddelete", glyphs: "⌦"),
    .init(input: "return", canonical: "return", glyphs: "↩"),
    .init(input: "Return", canonical: "return", glyphs: "↩"),
    .init(input: "enter", canonical: "return", glyphs: "↩"),
    .init(input: "esc", canonical: "escape", glyphs: "⎋"),
    .init(input: "escape", canonical: "escape", glyphs: "⎋"),
    .init(input: "tab", canonical: "tab", glyphs: "⇥"),
    .init(input: "shift+tab", canonical: "shift+tab", glyphs: "⇧⇥"),
    .init(input: "space", canonical: "space", glyphs: "Space"),
    .init(input: "cmd+space", canonical: "cmd+space", glyphs: "⌘Space"),
    .init(input: "up", canonical: "up", glyphs: "↑"),
    .init(input: "down", canonical: "down", glyphs: "↓"),
    .init(input: "left", canonical: "left", glyphs: "←"),
    .init(input: "right", canonical: "right", glyphs: "→"),
    .init(input: "home", canonical: "home", glyphs: "↖"),
    .init(input: "end", canonical: "end", glyphs: "↘"),
    .init(input: "pageup", canonical: "pageup", glyphs: "⇞"),
    .init(input: "pagedown", canonical: "pagedown", glyphs: "⇟"),
    .init(input: "clear", canonical: "clear", glyphs: "⌧"),
    .init(input: "f1", canonical: "f1", glyphs: "F1"),
    .init(input: "F12", canonical: "f12", glyphs: "F12"),
    .init(input: "ctrl+f20", canonical: "ctrl+f20", glyphs: "⌃F20"),
    .init(input: "cmd+,", canonical: "cmd+,", glyphs: "⌘,"),
    .init(input: "cmd+-", canonical: "cmd+-", glyphs: "⌘-"),
    .init(input: "Cmd--", canonical: "cmd+-", glyphs: "⌘-"),
    .init(input: "cmd+=", canonical: "cmd+=", glyphs: "⌘="),
    .init(input: "cmd+?", canonical: "cmd+?", glyphs: "⌘?"),
    .init(input: "cmd+`", canonical: "cmd+`", glyphs: "⌘`"),
    .init(input: "⌘-", canonical: "cmd+-", glyphs: "⌘-"),
    .init(input: "fn+e", canonical: "fn+e", glyphs: "🌐E"),
    .init(input: "ctrl+fn+left", canonical: "ctrl+fn+left", glyphs: "⌃🌐←"),
    .init(input: "  cmd+n  ", canonical: "cmd+n", glyphs: "⌘N"),
    .init(input: "CMD+N", canonical: "shift+cmd+n", glyphs: "⇧⌘N"),
    .init(input: "a", canonical: "a", glyphs: "A"),
  ]

  @Test("Parses every accepted spelling to the canonical form and glyphs", arguments: cases)
  func parses(_ c: ShortcutCase) throws {
    let shortcut = try KeyboardShortcut(parsing: c.input)
    #expect(shortcut.description == c.canonical)
    #expect(shortcut.glyphs == c.glyphs)
  }

  @Test("The canonical form parses back to the same shortcut", arguments: cases)
  func roundTrips(_ c: ShortcutCase) throws {
    let shortcut = try KeyboardShortcut(parsing: c.input)
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    let input: String
    let problem: ShortcutParseError.Problem
    let mentions: String
    var testDescription: String { input }
  }

  static let badCases: [BadCase] = [
    .init(input: "", problem: .empty, mentions: "Empty shortcut"),
    .init(input: "cmd+", problem: .missingKey, mentions: "Missing key in 'cmd+'"),
    .init(input: "⌘", problem: .missingKey, mentions: "Missing key"),
    .init(
      input: "cmd+retrun", problem: .unknownKey("retrun", suggestion: "return"),
      mentions: "Unknown key 'retrun' in 'cmd+retrun'. Did you mean 'return'?"),
    .init(
      input: "cmnd+z", problem: .unknownModifier("cmnd", suggestion: "cmd"),
      mentions: "Unknown modifier 'cmnd' in 'cmnd+z'. Did you mean 'cmd'?"),
    .init(input: "cmd+cmd+z", problem: .duplicateModifier("cmd"), mentions: "appears twice"),
    .init(input: "cmd++", problem: .plusKey, mentions: "cmd+="),
    .init(
      input: "cmd+abc", problem: .unknownKey("abc", suggestion: nil), mentions: "Unknown key 'abc'"),
    .init(
      input: "hyper+x", problem: .unknownModifier("hyper", suggestion: nil),
      mentions: "Use ctrl, opt, shift, cmd or fn"),
    .init(
      input: "f36", problem: .unknownKey("f36", suggestion: "f3"), mentions: "Unknown key 'f36'"),
  ]

  @Test("Bad shortcuts name the bad token and the fix", arguments: badCases)
  func rejects(_ c: BadCase) {
    #expect(throws: ShortcutParseError(input: c.input, problem: c.problem)) {
      try KeyboardShortcut(parsing: c.input)
    }
    let message = ShortcutParseError(input: c.input, problem: c.problem).description
    #expect(message.contains(c.mentions))
  }

  @Test("An upper-case key equivalent means shift plus the letter, as in SwiftUI")
  func upperCaseMeansShift() {
    #expect(KeyboardShortcut("A") == KeyboardShortcut("a", modifiers: [.command, .shift]))
    #expect(KeyboardShortcut("a").modifiers == .command)
  }

  @Test("Named keys use SwiftUI's KeyEquivalent scalars")
  func namedKeyScalars() {
    #expect(KeyEquivalent.upArrow.character.unicodeScalars.first?.value == 0xF700)
    #expect(KeyEquivalent.delete.character.unicodeScalars.first?.value == 0x08)
    #expect(KeyEquivalent.deleteForward.character.unicodeScalars.first?.value == 0xF728)
    #expect(KeyEquivalent.return.character.unicodeScalars.first?.value == 0x0D)
    #expect(KeyEquivalent.function(1)?.name == "f1")
    #expect(KeyEquivalent.function(35)?.name == "f35")
    #expect(KeyEquivalent.function(36) == nil)
  }

  @Test("Shortcuts with cmd or ctrl are commands; others can be typed")
  func commandModifier() throws {
    #expect(try KeyboardShortcut(parsing: "cmd+x").hasCommandModifier)
    #expect(try KeyboardShortcut(parsing: "ctrl+x").hasCommandModifier)
    #expect(try !KeyboardShortcut(parsing: "opt+x").hasCommandModifier)
    #expect(try !KeyboardShortcut(parsing: "delete").hasCommandModifier)
  }
}

/// `KeyEquivalent` compares keys as `Character` does, with a fast path for ASCII and
/// private-use scalars; these pin the semantics the fast path must keep.
@Suite struct KeyEquivalentEqualityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let lhs: Character
    let rhs: Character
    let equal: Bool
    var testDescription: String {
      "\(lhs.unicodeScalars.map { String($0.value, radix: 16) }) vs \(rhs.unicodeScalars.map { String($0.value, radix: 16) })"
    }
  }

  static let cases: [Case] = [
    Case(lhs: "k", rhs: "k", equal: true),
    Case(lhs: "k", rhs: "j", equal: false),
    Case(lhs: "K", rhs: "\u{212A}", equal: true),  // Kelvin sign is canonically "K"
    // Canonically ASCII without being ASCII: one side has a scalar code, the other not.
    Case(lhs: ";", rhs: "\u{37E}", equal: true),  // Greek question mark
    Case(lhs: "`", rhs: "\u{1FEF}", equal: true),  // Greek varia
    Case(lhs: "🙂", rhs: "🙂", equal: true),
    Case(lhs: "\u{C5}", rhs: "A\u{30A}", equal: true),  // precomposed and combining Å
    Case(lhs: "\u{C5}", rhs: "\u{212B}", equal: true),  // Ångström sign
    Case(lhs: "\u{F700}", rhs: "\u{F700}", equal: true),  // up arrow
    Case(lhs: "\u{F700}", rhs: "\u{F701}", equal: false),
    Case(lhs: "\r\n", rhs: "\n", equal: false),
    Case(lhs: "é", rhs: "e", equal: false),
  ]

  @Test(
    "Keys are equal exactly when their characters are, and equal keys hash alike", arguments: cases)
  func equality(_ item: Case) {
    let lhs = KeyEquivalent(item.lhs)
    let rhs = KeyEquivalent(item.rhs)
    #expect((lhs == rhs) == item.equal)
    #expect((lhs == rhs) == (item.lhs == item.rhs))
    if item.equal { #expect(lhs.hashValue == rhs.hashValue) }
    let shortcuts: Set = [
      KeyboardShortcut(lhs, modifiers: .control), KeyboardShortcut(rhs, modifiers: .control),
    ]
    #expect(shortcuts.count == (item.equal ? 1 : 2))
  }
}
