import Foundation

/// How ``KeyboardShortcut`` normalises its key and modifiers in `init`, so that spellings of
/// the same key press are one shortcut: equal, hashed alike, shown and written alike.
///
/// The rules (SPEC §19):
/// - **Shifted punctuation** is one shortcut with its shift+key spelling on the US layout,
///   and the canonical spelling is the shifted character without `shift` (`shift+cmd+/` is
///   `cmd+?`, `shift+cmd+=` is `cmd+plus`), as AppKit's key equivalents do: "The modifier
///   keys necessary to type a key equivalent are factored in … on ANSI keyboards `}`
///   becomes ⌘⇧]" (NSMenuItem `keyEquivalent`; SwiftUI `KeyEquivalent`), and as the HIG
///   writes them ("write ⌘?, not ⇧⌘/"). `shift` with a shifted character is implied, so
///   `shift+cmd+?` is `cmd+?` too.
/// - **Letters and digits are not shifted characters**: an upper-case letter means shift
///   plus the letter (SwiftUI: `KeyEquivalent("A")` is ⌘⇧A), and a digit's shifted
///   character means shift plus the digit (`cmd+#` is `shift+cmd+3`, the screenshot), so
///   ⇧⌘D stays `shift+cmd+d` and ⇧⌘3 stays `shift+cmd+3`. The character written is kept
///   apart, outside equality, for other layouts (``KeyboardShortcut/writtenCharacter``).
/// - The US layout's shift map is `~!@#$%^&*()_+{}|:"<>?` over `` `1234567890-=[]\;',./ ``.
///   Other layouts are SPEC §21's business; this is the notation's canonical form.
/// - **Other characters**: an upper-case character means shift plus its lower-case form
///   only where that form is a single scalar that upper-cases back to the character (Σ is
///   ⇧σ, the Kelvin sign is ⇧k). Otherwise the character is its own key: `ẞ` (capital sharp
///   s, whose lower case `ß` upper-cases to `SS`; German keyboards type `?` with ⇧ß), `İ`
///   (whose lower case is `i` plus a combining dot, not one scalar), title-case `ǅ`. Keys are
///   stored in their canonical composition (NFC), so `e` + U+0301 is written `é`. The
///   sources are silent on these cases; this is our choice, made so that no key is
///   upper-cased into two letters and no two keys display alike.
enum ShortcutNormalization {
  /// The US layout's unshifted keys and, at the same offsets, their shifted characters.
  static let usUnshifted: [UInt8] = Array("`1234567890-=[]\\;',./".utf8)
  static let usShifted: [UInt8] = Array("~!@#$%^&*()_+{}|:\"<>?".utf8)

  /// For each ASCII byte: the canonical byte when shift is not held (low 8 bits) and
  /// whether the canonical shortcut has shift (bit 8), then the same when shift is held
  /// (bits 16-24). One table read on the press path.
  static let asciiTable: [UInt32] = (0..<128).map { byte in
    let value = UInt8(byte)
    return UInt32(entry(value, shiftHeld: false)) | UInt32(entry(value, shiftHeld: true)) << 16
  }

  private static func entry(_ byte: UInt8, shiftHeld: Bool) -> UInt16 {
    let shift: UInt16 = 1 << 8
    if (0x41...0x5A).contains(byte) { return UInt16(byte + 0x20) | shift }  // A-Z
    if let index = usShifted.firstIndex(of: byte) {
      let base = usUnshifted[index]
      // A digit's shifted character is shift plus the digit; other shifted punctuation is
      // itself, with shift implied.
      return (0x30...0x39).contains(base) ? UInt16(base) | shift : UInt16(byte)
    }
    guard shiftHeld else { return UInt16(byte) }
    if let index = usUnshifted.firstIndex(of: byte), !(0x30...0x39).contains(byte) {
      return UInt16(usShifted[index])
    }
    return UInt16(byte) | shift
  }

  /// The canonical key and modifiers for `key` pressed with `modifiers`, and the byte of
  /// the digit-row shifted character it was written with when normalisation made that Shift
  /// and the digit (`&` for `cmd+&`; 0 otherwise: see ``KeyboardShortcut/writtenCharacter``).
  @inline(__always)
  static func normalize(_ key: KeyEquivalent, _ modifiers: EventModifiers)
    -> (KeyEquivalent, EventModifiers, UInt8)
  {
    let code = key.code
    if code != 0, code <= 0x80 {
      let byte = Int(code - 1)
      let held = modifiers.contains(.shift)
      let entry = asciiTable[byte] >> (held ? 16 : 0)
      let canonical = UInt8(truncatingIfNeeded: entry)
      let withShift = entry & (1 << 8) != 0
      let newModifiers = withShift ? modifiers.union(.shift) : modifiers.subtracting(.shift)
      if Int(canonical) == byte { return (key, newModifiers, 0) }
      // A digit-row shifted character became Shift and its digit: remember the character.
      let written = (0x30...0x39).contains(canonical) ? UInt8(byte) : 0
      return (KeyEquivalent(Character(Unicode.Scalar(canonical))), newModifiers, written)
    }
    // Private-use scalars are named keys: nothing to normalise.
    if code > 0xE000, code <= 0xF8FF + 1 { return (key, modifiers, 0) }
    let (unicodeKey, unicodeModifiers) = normalizeUnicode(key, modifiers)
    return (unicodeKey, unicodeModifiers, 0)
  }

  /// The rules for characters beyond ASCII (see the type's documentation).
  private static func normalizeUnicode(_ key: KeyEquivalent, _ modifiers: EventModifiers)
    -> (KeyEquivalent, EventModifiers)
  {
    let text = String(key.character).precomposedStringWithCanonicalMapping
    let lower = text.lowercased().precomposedStringWithCanonicalMapping
    if lower != text, lower.unicodeScalars.count == 1, lower.uppercased() == text,
      let character = lower.first
    {
      return (KeyEquivalent(character), modifiers.union(.shift))
    }
    // Stored composed (`e` + U+0301 becomes `é`), unless it already is.
    let alreadyComposed = text.unicodeScalars.elementsEqual(key.character.unicodeScalars)
    guard !alreadyComposed, text.count == 1, let character = text.first else {
      return (key, modifiers)
    }
    return (KeyEquivalent(character), modifiers)
  }
}
