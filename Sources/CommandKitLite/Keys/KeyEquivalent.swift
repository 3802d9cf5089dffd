/// A key that, combined with ``EventModifiers``, forms a ``KeyboardShortcut``.
///
/// As in SwiftUI, a key equivalent is one character; named keys such as ``return`` or
/// ``upArrow`` use the same special scalars SwiftUI and AppKit use.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key produces.
  public let character: Character
  /// The character's scalar value plus one when it is a single ASCII or private-use scalar
  /// (letters, digits, punctuation and every named key), else 0. No other character is
  /// canonically equivalent to two different such scalars, so `==` can compare codes
  /// instead of characters: a dictionary probe that meets another key then costs an
  /// integer comparison, not a Unicode one.
  let code: UInt32

  /// Creates a key equivalent from a character.
  public init(_ character: Character) {
    self.character = character
    self.code = Self.code(of: character)
  }

  private static func code(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return 0 }
    let value = scalar.value
    return value < 0x80 || (0xE000...0xF8FF).contains(value) ? value + 1 : 0
  }

  /// Equal when the characters are (canonical equivalence, as `Character` compares).
  public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
    // Two coded keys are equal exactly when their codes are; a coded key can still equal
    // an uncoded one (the Kelvin sign is canonically "K"), so those compare characters.
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

  init(_ named: NamedKey) {
    self.init(Character(named.scalar))
  }

  /// The named key this equivalent stands for, if it is one.
  var namedKey: NamedKey? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
    else { return nil }
    return NamedKey.withScalar(scalar)
  }

  /// The canonical spelling in shortcut notation: a key name or the lowercase character.
  public var name: String {
    namedKey?.name ?? String(character)
  }

  /// The glyph shown in menus: a symbol for named keys, the upper-case letter otherwise.
  public var glyph: String {
    namedKey?.glyph ?? String(character).uppercased()
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

  /// The function key F`number`, for `number` in 1...20; `nil` outside that range.
  public static func function(_ number: Int) -> KeyEquivalent? {
    (1...20).contains(number) ? KeyEquivalent(NamedKey.function(number)) : nil
  }
}
