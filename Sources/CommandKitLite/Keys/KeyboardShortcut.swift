/// A key combined with modifiers, as in SwiftUI:
/// `KeyboardShortcut("z", modifiers: [.command, .shift])`.
///
/// Shortcuts are normalised when created, so `==` and hashing work on the canonical form:
/// an upper-case letter means shift plus that letter (`"Z"` is `shift+z`, as SwiftUI's
/// `KeyEquivalent("Z")` is ⇧Z), and shifted punctuation is one shortcut with its shift+key
/// spelling on the US layout, written as the shifted character (`shift+cmd+/` is `cmd+?`,
/// `shift+cmd+=` is `cmd+plus`); see SPEC §19 and `ShortcutNormalization`.
///
/// Notation (``description``) is `ctrl opt shift cmd fn` in that order, then the key, joined
/// by `+` (`shift+cmd+z`); display (``glyphs``) uses `⌃⌥⇧⌘` (`⇧⌘Z`). Parse any of the
/// spellings in SPEC §4 with ``init(parsing:)``.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public let key: KeyEquivalent
  // Declared between the key and the modifiers, it fills the key's padding, so a
  // shortcut stays 32 bytes (a dictionary key on the press path).
  /// How the shortcut is typed on other layouts and mirrored in right-to-left ones (SPEC
  /// §21); `automatic` unless given. Not part of equality: two shortcuts are equal when they
  /// are the same key press as written.
  public internal(set) var localization: Localization = .automatic
  /// The ASCII byte of ``writtenCharacter``, 0 when none: one byte, in the same padding.
  let writtenByte: UInt8
  /// The modifiers.
  public let modifiers: EventModifiers

  /// Creates a shortcut; like SwiftUI, the modifiers default to Command.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    (self.key, self.modifiers, self.writtenByte) = ShortcutNormalization.normalize(
      key, modifiers)
  }

  /// The digit-row shifted character the shortcut was written with (`&` for `cmd+&`, as
  /// SwiftUI's `KeyEquivalent("&")`), or `nil`.
  ///
  /// Normalisation stores such a character as Shift and its digit on the US layout
  /// (`cmd+&` is `shift+cmd+7`, SPEC §19), which is the same key press there but not on
  /// other layouts: on `fr` `&` is the unshifted 1 key, on `de` `@` is ⌥L. The character is
  /// kept so that typing the shortcut on a layout (``KeyboardLayout/typing(_:)``: the key a
  /// `custom` shortcut is pressed with, whether an `automatic` one is remapped) uses the
  /// character the app wrote, as it does for `/` or `[` (SPEC §21). `nil` for every other
  /// shortcut, and for one written as Shift and the digit (`shift+cmd+7` means the 7 key).
  /// Like ``localization``, not part of equality, hashing or ``description``: `cmd+&` and
  /// `shift+cmd+7` are one shortcut and show alike; ``writtenDescription`` spells it as
  /// written.
  public var writtenCharacter: Character? {
    writtenByte == 0 ? nil : Character(Unicode.Scalar(writtenByte))
  }

  /// The notation as the shortcut was written: `cmd+&` for a shortcut written with a
  /// digit-row shifted character (see ``writtenCharacter``), else ``description``. Scene
  /// files and saved sessions write this, so that the character survives a reload.
  public var writtenDescription: String {
    guard let written = writtenCharacter else { return description }
    return (modifiers.subtracting(.shift).names + [String(written)]).joined(separator: "+")
  }

  /// Equal when the keys and the modifiers are; the modifiers, an integer, are compared
  /// first.
  public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
    lhs.modifiers == rhs.modifiers && lhs.key == rhs.key
  }

  /// Hashes the key and the modifiers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(modifiers)
  }

  /// Return with no modifiers, SwiftUI's default-button shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifiers, SwiftUI's cancel-button shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The canonical notation, such as `shift+cmd+z` or `delete`.
  public var description: String {
    (modifiers.names + [key.name]).joined(separator: "+")
  }

  /// Apple's glyph display, such as `⇧⌘Z` or `⌫`.
  public var glyphs: String {
    modifiers.glyphs + key.glyph
  }

  /// Whether the shortcut has Command or Control, the modifiers that make it a command
  /// rather than typing (a focused text input eats the others; SPEC §4 step 3).
  public var hasCommandModifier: Bool {
    !modifiers.isDisjoint(with: [.command, .control])
  }
}
