import Foundation

/// A key that, combined with ``EventModifiers``, forms a ``KeyboardShortcut``.
///
/// As in SwiftUI, a key equivalent is one character; named keys such as ``return`` or
/// ``upArrow`` use the same special scalars SwiftUI and AppKit use. Any single Unicode
/// character can be a key (`ß`, `é`, `🙂`); see ``KeyboardShortcut`` for how upper-case
/// letters and shifted punctuation are normalised.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key produces.
  public let character: Character
  /// The scalar value plus one of the character's canonical composition (NFC) when that is
  /// a single scalar (letters, digits, punctuation, every named key, `ß`, `é`, most emoji),
  /// else 0. Two characters are equal (canonically equivalent) exactly when their NFC forms
  /// are, so two nonzero codes are equal exactly when the keys are: `==` can compare codes
  /// instead of characters, and a dictionary probe that meets another key then costs an
  /// integer comparison, not a Unicode one. ASCII and private-use scalars (every named key)
  /// are their own NFC form and get their code without normalising.
  let code: UInt32

  /// Creates a key equivalent from a character.
  public init(_ character: Character) {
    self.character = character
    self.code = Self.code(of: character)
  }

  private static func code(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      let value = scalar.value
      // No decomposition and no other character composes to these: fast path.
      if value < 0x80 || (0xE000...0xF8FF).contains(value) { return value + 1 }
    }
    let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
    guard let scalar = composed.first,
      composed.index(after: composed.startIndex) == composed.endIndex
    else { return 0 }
    return scalar.value + 1
  }

  /// Equal when the characters are (canonical equivalence, as `Character` compares).
  public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
    // Two coded keys are equal exactly when their codes are (the Kelvin sign's code is
    // "K"'s); an uncoded key (no single-scalar NFC) equals no coded one, but comparing the
    // characters is the definition, so those take the slow path.
    if lhs.code != 0, rhs.code != 0 { return lhs.code == rhs.code }
    return lhs.character == rhs.character
  }

  /// Hashes the character, so that equal keys hash alike whatever their codes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
  }

  /// Creates a key equivalent from a character literal.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  package init(_ named: NamedKey) {
    self.init(Character(named.scalar))
  }

  /// The named key this equivalent stands for, if it is one.
  package var namedKey: NamedKey? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
    else { return nil }
    return NamedKey.withScalar(scalar)
  }

  /// The canonical spelling in shortcut notation: a key name, `plus` for `+` (which joins
  /// the parts of a shortcut, SPEC §19), or the character itself.
  public var name: String {
    if code == 0x2B + 1 { return "plus" }
    return namedKey?.name ?? String(character)
  }

  /// The glyph shown in menus: a symbol for named keys, otherwise the character, upper-cased
  /// as Apple's menus show letters (⌘Z) where the upper-case form is one character that
  /// lower-cases back to this one.
  ///
  /// So `ß` shows as `ß`, not `SS` (its upper-case form is two letters), and Greek final
  /// sigma `ς` as `ς`, not `Σ` (which lower-cases to `σ`, another key): a glyph never makes
  /// two different keys look alike.
  public var glyph: String {
    if let named = namedKey { return named.glyph }
    let text = String(character)
    let upper = text.uppercased()
    guard upper != text, upper.count == 1, upper.lowercased() == text else { return text }
    return upper
  }

  /// Up arrow (↑).
  public static let upArrow = KeyEquivalent(NamedKey.up)
  /// Down arrow (↓).
  public static let downArrow = KeyEquivalent(NamedKey.down)
  /// Left arrow (←).
  public static let leftArrow = KeyEquivalent(NamedKey.left)
  /// Right arrow (→).
  public static let rightArrow = KeyEquivalent(NamedKey.right)
  /// Clear (⌧).
  public static let clear = KeyEquivalent(NamedKey.clear)
  /// Delete, the backspace key (⌫).
  public static let delete = KeyEquivalent(NamedKey.delete)
  /// Forward delete (⌦).
  public static let deleteForward = KeyEquivalent(NamedKey.forwardDelete)
  /// End (↘).
  public static let end = KeyEquivalent(NamedKey.end)
  /// Escape (⎋).
  public static let escape = KeyEquivalent(NamedKey.escape)
  /// Home (↖).
  public static let home = KeyEquivalent(NamedKey.home)
  /// Page down (⇟).
  public static let pageDown = KeyEquivalent(NamedKey.pageDown)
  /// Page up (⇞).
  public static let pageUp = KeyEquivalent(NamedKey.pageUp)
  /// Return (↩).
  public static let `return` = KeyEquivalent(NamedKey.return)
  /// Space.
  public static let space = KeyEquivalent(NamedKey.space)
  /// Tab (⇥).
  public static let tab = KeyEquivalent(NamedKey.tab)

  /// The canonical name of every key that has one (`return`, `keypad+`, `f35`, `plus` …):
  /// the named keys of SPEC §4 and §19, then `plus`, for completion and help. Other keys
  /// are written as their character.
  public static let names: [String] = KeyboardShortcut.keyNames

  /// Help (`NSHelpFunctionKey`).
  public static let help = KeyEquivalent(NamedKey.help)
  /// Insert (`NSInsertFunctionKey`).
  public static let insert = KeyEquivalent(NamedKey.insert)
  /// The keypad's Enter key (⌤, `NSEnterCharacter`), not Return.
  public static let keypadEnter = KeyEquivalent(NamedKey.keypadEnter)
  /// The keypad's Clear key.
  public static let keypadClear = KeyEquivalent(NamedKey.keypadClear)

  /// The function key F`number`, for `number` in 1...35 (AppKit's `NSF1FunctionKey` …
  /// `NSF35FunctionKey`); `nil` outside that range.
  public static func function(_ number: Int) -> KeyEquivalent? {
    NamedKey.functionNumbers.contains(number) ? KeyEquivalent(NamedKey.function(number)) : nil
  }

  /// The keypad key that types `character` (`0`…`9`, `+ - * / = .`, and the Enter key for
  /// `"\r"` or `"\u{3}"`), or `nil` when the keypad has no such key.
  public static func keypad(_ character: Character) -> KeyEquivalent? {
    let named: NamedKey? =
      switch character {
      case "+": .keypadPlus
      case "-": .keypadMinus
      case "*": .keypadMultiply
      case "/": .keypadDivide
      case "=": .keypadEquals
      case ".": .keypadDecimal
      case "\r", "\u{3}": .keypadEnter
      default:
        character.wholeNumberValue.flatMap {
          (0...9).contains($0) && character.isASCII ? .keypadDigit($0) : nil
        }
      }
    return named.map(KeyEquivalent.init)
  }
}
