/// The keys that have a name instead of a printable character.
///
/// Every table about a named key (its canonical name, its glyph, the spellings the parser
/// accepts and its `KeyEquivalent` scalar) is an exhaustive `switch` over this enum, so a
/// new case does not compile until all of them handle it.
///
/// Sources for the set of keys (SPEC §19: every key AppKit and UIKit name):
/// - AppKit's `NSEvent` function-key constants (`NSUpArrowFunctionKey` 0xF700 …
///   `NSF35FunctionKey` 0xF726, `NSInsertFunctionKey` 0xF727, `NSHelpFunctionKey` 0xF746,
///   `NSClearLineFunctionKey` 0xF739) and `NSText`'s `NSEnterCharacter` (0x03, the
///   keypad's Enter key, as opposed to Return, 0x0D).
/// - UIKit's `UIKeyCommand` input constants (`UIKeyCommand.inputUpArrow`, `inputF1` …
///   `inputF12`, `inputHome`, `inputEnd`, `inputPageUp`, `inputDelete` …), which use the
///   same private-use scalars; UIKit has no Insert, Help or keypad constants.
/// - SwiftUI's `KeyEquivalent` constants (`.upArrow`, `.clear`, `.deleteForward` …).
/// - Keypad keys: AppKit reports them as the ordinary character plus
///   `NSEvent.ModifierFlags.numericPad` (UIKit: `UIKeyModifierFlags.numericPad`), so no
///   Apple constant names a keypad key on its own. A `KeyEquivalent` is one character, so
///   the simulator gives each keypad key (except Enter, which has `NSEnterCharacter`) a
///   private-use scalar that no `NSEvent` constant uses (0xF790 …, past the last constant,
///   `NSModeSwitchFunctionKey` 0xF747). The sources are silent on this; it is our choice.
package enum NamedKey: CaseIterable, Hashable, Sendable {
  case `return`, escape, tab, space, delete, forwardDelete
  case up, down, left, right, home, end, pageUp, pageDown, clear
  case help, insert
  case keypadDigit(Int)  // keypad0 ... keypad9
  case keypadEnter, keypadPlus, keypadMinus, keypadMultiply, keypadDivide, keypadEquals
  case keypadDecimal, keypadClear
  case function(Int)  // f1 ... f35

  /// The function keys AppKit names: `NSF1FunctionKey` … `NSF35FunctionKey`.
  static let functionNumbers = 1...35

  package static let allCases: [NamedKey] =
    [
      .return, .escape, .tab, .space, .delete, .forwardDelete, .up, .down, .left, .right,
      .home, .end, .pageUp, .pageDown, .clear, .help, .insert,
    ]
    + (0...9).map { .keypadDigit($0) }
    + [
      .keypadEnter, .keypadPlus, .keypadMinus, .keypadMultiply, .keypadDivide,
      .keypadEquals, .keypadDecimal, .keypadClear,
    ]
    + functionNumbers.map { .function($0) }

  /// The canonical name used in shortcut notation (SPEC §4, §19).
  var name: String {
    switch self {
    case .return: "return"
    case .escape: "escape"
    case .tab: "tab"
    case .space: "space"
    case .delete: "delete"
    case .forwardDelete: "forwarddelete"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .clear: "clear"
    case .help: "help"
    case .insert: "insert"
    case .keypadDigit(let n): "keypad\(n)"
    case .keypadEnter: "keypadenter"
    case .keypadPlus: "keypad+"
    case .keypadMinus: "keypad-"
    case .keypadMultiply: "keypad*"
    case .keypadDivide: "keypad/"
    case .keypadEquals: "keypad="
    case .keypadDecimal: "keypad."
    case .keypadClear: "keypadclear"
    case .function(let n): "f\(n)"
    }
  }

  /// The glyph Apple's menus show for the key.
  ///
  /// Apple's menu glyphs (Carbon `MenuKeyGlyphs.h`, drawn by AppKit menus): ⌤ is the Enter
  /// glyph (`kMenuEnterGlyph`), ⌧ the Clear glyph (`kMenuClearGlyph`). Apple's Help glyph
  /// (`kMenuHelpGlyph`, a circled question mark) has no Unicode character, and Mac
  /// keyboards have no Insert key, so both are spelled out, as `Space` and `F1` are.
  /// Apple's menus show a keypad key like the main key (the numeric-pad flag is not
  /// drawn); the sources are silent on a keypad glyph, so the simulator prefixes `Keypad `
  /// (as macOS's Keyboard Shortcuts settings describe such keys) to keep ⌘1 and ⌘ keypad 1
  /// apart in audits.
  var glyph: String {
    switch self {
    case .return: "↩"
    case .escape: "⎋"
    case .tab: "⇥"
    case .space: "Space"
    case .delete: "⌫"
    case .forwardDelete: "⌦"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "↖"
    case .end: "↘"
    case .pageUp: "⇞"
    case .pageDown: "⇟"
    case .clear: "⌧"
    case .help: "Help"
    case .insert: "Insert"
    case .keypadDigit(let n): "Keypad \(n)"
    case .keypadEnter: "⌤"
    case .keypadPlus: "Keypad +"
    case .keypadMinus: "Keypad -"
    case .keypadMultiply: "Keypad *"
    case .keypadDivide: "Keypad /"
    case .keypadEquals: "Keypad ="
    case .keypadDecimal: "Keypad ."
    case .keypadClear: "Keypad ⌧"
    case .function(let n): "F\(n)"
    }
  }

  /// Other spellings the parser accepts (matched case-insensitively).
  ///
  /// `enter` stays an alias of `return` (SPEC §4); the keypad's Enter key is `keypadenter`.
  var aliases: [String] {
    switch self {
    case .return: ["enter", "ret", "↩", "⏎", "↵"]
    case .escape: ["esc", "⎋"]
    case .tab: ["⇥"]
    case .space: ["spacebar", "␣", " "]
    case .delete: ["backspace", "⌫"]
    case .forwardDelete: ["deleteforward", "fwddelete", "forward_delete", "⌦"]
    case .up: ["uparrow", "arrowup", "↑"]
    case .down: ["downarrow", "arrowdown", "↓"]
    case .left: ["leftarrow", "arrowleft", "←"]
    case .right: ["rightarrow", "arrowright", "→"]
    case .home: ["↖"]
    case .end: ["↘"]
    case .pageUp: ["pgup", "page_up", "⇞"]
    case .pageDown: ["pgdn", "pgdown", "page_down", "⇟"]
    case .clear: ["⌧"]
    case .help: ["helpkey"]
    case .insert: ["ins"]
    case .keypadDigit(let n): Self.keypadAliases("\(n)")
    case .keypadEnter: Self.keypadAliases("enter") + ["⌤"]
    case .keypadPlus: Self.keypadAliases("plus")
    case .keypadMinus: Self.keypadAliases("minus")
    case .keypadMultiply: Self.keypadAliases("multiply") + Self.keypadAliases("*")
    case .keypadDivide: Self.keypadAliases("divide") + Self.keypadAliases("/")
    case .keypadEquals: Self.keypadAliases("equals") + Self.keypadAliases("=")
    case .keypadDecimal: Self.keypadAliases("decimal") + Self.keypadAliases(".")
    case .keypadClear: Self.keypadAliases("clear")
    case .function: []
    }
  }

  /// `numpad`/`kp` spellings of a keypad key (`numpad5`, `kp5`), plus `keypad` + `suffix`
  /// where that is not already the canonical name.
  private static func keypadAliases(_ suffix: String) -> [String] {
    ["keypad" + suffix, "numpad" + suffix, "kp" + suffix]
  }

  /// The scalar the key's `KeyEquivalent` uses: SwiftUI's and AppKit's where they have one
  /// (see the type's documentation for the sources), a private-use scalar we chose for
  /// keypad keys.
  var scalar: Unicode.Scalar {
    let value: UInt32 =
      switch self {
      case .return: 0x0D  // NSCarriageReturnCharacter
      case .escape: 0x1B
      case .tab: 0x09
      case .space: 0x20
      case .delete: 0x08  // NSBackspaceCharacter, as SwiftUI's KeyEquivalent.delete
      case .forwardDelete: 0xF728  // NSDeleteFunctionKey
      case .up: 0xF700
      case .down: 0xF701
      case .left: 0xF702
      case .right: 0xF703
      case .home: 0xF729
      case .end: 0xF72B
      case .pageUp: 0xF72C
      case .pageDown: 0xF72D
      case .clear: 0xF739  // NSClearLineFunctionKey
      case .help: 0xF746  // NSHelpFunctionKey
      case .insert: 0xF727  // NSInsertFunctionKey
      case .keypadDigit(let n): 0xF790 + UInt32(n)  // our choice: 0xF790 ... 0xF799
      case .keypadEnter: 0x03  // NSEnterCharacter
      case .keypadPlus: 0xF79A
      case .keypadMinus: 0xF79B
      case .keypadMultiply: 0xF79C
      case .keypadDivide: 0xF79D
      case .keypadEquals: 0xF79E
      case .keypadDecimal: 0xF79F
      case .keypadClear: 0xF7A0
      case .function(let n): 0xF704 + UInt32(n - 1)  // NSF1FunctionKey ... NSF35FunctionKey
      }
    // Every value above is a valid scalar; the fallback only satisfies the type checker.
    return Unicode.Scalar(value) ?? " "
  }

  /// Looks a spelling up among names and aliases, ignoring case.
  static func named(_ spelling: String) -> NamedKey? {
    lookup[spelling.lowercased()]
  }

  /// The named key whose scalar is `scalar`, if any.
  static func withScalar(_ scalar: Unicode.Scalar) -> NamedKey? {
    byScalar[scalar]
  }

  private static let lookup: [String: NamedKey] = {
    var table: [String: NamedKey] = [:]
    for key in allCases {
      table[key.name] = key
      for alias in key.aliases { table[alias.lowercased()] = key }
    }
    return table
  }()

  private static let byScalar: [Unicode.Scalar: NamedKey] = Dictionary(
    allCases.map { ($0.scalar, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every canonical name, for "did you mean" suggestions and completion.
  static let canonicalNames: [String] = allCases.map(\.name)
}
