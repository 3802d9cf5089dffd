/// A key that, combined with ``EventModifiers``, forms a ``KeyboardShortcut``.
///
/// As in SwiftUI, a key equivalent is one character; named keys such as ``return`` or
/// ``upArrow`` use the same special scalars SwiftUI and AppKit use.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key produces.
  public let character: Character

  /// Creates a key equivalent from a character.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates a key equivalent from a character literal.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  init(_ named: NamedKey) {
    self.character = Character(named.scalar)
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
