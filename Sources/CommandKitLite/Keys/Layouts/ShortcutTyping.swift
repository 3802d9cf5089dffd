/// How a shortcut, as written, is typed on a keyboard layout (SPEC §21).
///
/// The character of a written shortcut is typed by one key of the layout, with the Shift or
/// Option that the layout needs for it, plus the shortcut's own modifiers. On `de`, `/` is
/// Shift+7, so ⌘/ is typed ⇧⌘7; on `fr` the digits need Shift, so ⌘3 is ⇧⌘3 (the `"` key).
/// What happens then depends on the shortcut's ``KeyboardShortcut/Localization``:
/// - `custom`: the shortcut is typed as the layout requires (``Kind/typed``), or cannot be
///   typed (``Kind/unreachable``: the character needs a dead key, or the layout has none).
/// - `automatic`, `withoutMirroring`: where the layout types the character with no modifier
///   beyond those the US layout needs, the shortcut is typed so (⌘? on `de` is ⇧⌘ß);
///   otherwise macOS 12+ and iPadOS 15+ remap it "automatically" by a table Apple does not
///   publish (Apple, `KeyboardShortcut.Localization.automatic`: "⌘[ on a German keyboard …
///   becomes ⌘Ö"): ``Kind/remapped``, and the simulator keeps the US spelling.
///
/// A shortcut written with a digit-row shifted character (`cmd+&`, `cmd+@`) is typed as that
/// character (``KeyboardShortcut/writtenCharacter``): a `custom` ⌘& on `fr` is ⌘ and the
/// unshifted 1 key, a `custom` ⌘@ on `de` is ⌥⌘L, and an `automatic` ⌘@ on `de` is
/// remapped (it needs Option there). Written as Shift and the digit (`shift+cmd+7`) it is the
/// digit's key. Named keys (arrows, Return, F-keys, Space) are the same on every layout.
public struct ShortcutTyping: Hashable, Sendable {
  /// What typing the shortcut on the layout comes to.
  public enum Kind: String, Hashable, Sendable {
    /// One key press types it, with at most the modifiers the US layout needs.
    case typed
    /// An `automatic` or `withoutMirroring` shortcut that the layout types only with an
    /// extra modifier, or cannot type: the system remaps it to a key it does not publish.
    case remapped
    /// A `custom` shortcut that no single key press types.
    case unreachable
  }

  /// The shortcut as written.
  public let shortcut: KeyboardShortcut
  /// The layout.
  public let layout: KeyboardLayout
  /// What typing it comes to.
  public let kind: Kind
  /// The key press that types it on the layout; `nil` when no single key press does.
  public let press: KeyPress?
  /// The modifiers the layout needs beyond the US layout's for the character (Shift for
  /// `/` on `de`); empty when none.
  public let extraModifiers: EventModifiers
  /// The dead key that gives the character, when that is why one press cannot type it.
  public let deadKey: KeyPress?

  /// The key press as the layout names its keys (`shift+cmd+7` on `de`), or `nil`.
  public var keys: String? { press.map(layout.spelling) }
}

extension KeyboardLayout {
  /// How `shortcut` is typed on this layout, given its localization (see ``ShortcutTyping``).
  public func typing(_ shortcut: KeyboardShortcut) -> ShortcutTyping {
    let custom = shortcut.localization == .custom
    let key = shortcut.key
    if key.namedKey != nil {
      return ShortcutTyping(
        shortcut: shortcut, layout: self, kind: .typed,
        press: KeyPress(key: key.character, modifiers: shortcut.modifiers), extraModifiers: [],
        deadKey: nil)
    }
    // A digit-row shifted character the app wrote (`cmd+&`, stored as Shift and the 7 key)
    // is typed as that character: Shift was the US layout's way of typing it.
    let character = shortcut.writtenCharacter ?? key.character
    let modifiers =
      shortcut.writtenCharacter == nil ? shortcut.modifiers : shortcut.modifiers.subtracting(.shift)
    guard let stroke = keyPress(typing: character) else {
      return ShortcutTyping(
        shortcut: shortcut, layout: self, kind: custom ? .unreachable : .remapped, press: nil,
        extraModifiers: [], deadKey: deadKey(showing: character))
    }
    let press = KeyPress(key: stroke.key, modifiers: modifiers.union(stroke.modifiers))
    let usModifiers = KeyboardLayout.us.keyPress(typing: character)?.modifiers ?? []
    let extra = stroke.modifiers.subtracting(usModifiers)
    let kind: ShortcutTyping.Kind = custom || extra.isEmpty ? .typed : .remapped
    return ShortcutTyping(
      shortcut: shortcut, layout: self, kind: kind, press: press, extraModifiers: extra,
      deadKey: nil)
  }

  /// The shortcut a key press names by the key's own character (SPEC §21, the first of the
  /// two readings; NSEvent `charactersIgnoringModifiers`): the character the key types
  /// unshifted on this layout, with every modifier held, Option not changing it (⌥⌘I is ⌥⌘I
  /// on every layout). Shift is applied as SPEC §19 writes shortcuts: a letter stays Shift
  /// and the letter, a digit Shift and the digit, and another key with Shift is the
  /// character it types shifted, without Shift (`shift+cmd+ß` on `de` is ⌘?, `shift+cmd+&`
  /// on `fr` is ⌘1). A key whose shifted level is a dead key or nothing keeps Shift.
  public func shortcut(ownCharacterOf press: KeyPress) -> KeyboardShortcut {
    let key = KeyEquivalent(press.key)
    if key.namedKey != nil { return KeyboardShortcut(key, modifiers: press.modifiers) }
    let own = name(ofKey: press.key)
    if press.modifiers.contains(.shift), !own.isASCIIDigit,
      let shifted = character(for: KeyPress(key: press.key, modifiers: .shift)),
      String(shifted) != own.uppercased()
    {
      return KeyboardShortcut(
        KeyEquivalent(shifted), modifiers: press.modifiers.subtracting(.shift))
    }
    return KeyboardShortcut(KeyEquivalent(own), modifiers: press.modifiers)
  }

  /// The shortcut a key press on this layout types when read as written (SPEC §21, the
  /// second reading; NSEvent `characters`): the character the key gives with the press's
  /// Shift and Option, and the other modifiers (⇧⌘7 on `de` is ⌘/, ⌥⌘5 is ⌘[). `nil` when
  /// the press types nothing (a dead key, or no character at that level).
  public func shortcut(typedBy press: KeyPress) -> KeyboardShortcut? {
    if KeyEquivalent(press.key).namedKey != nil {
      return KeyboardShortcut(KeyEquivalent(press.key), modifiers: press.modifiers)
    }
    guard let character = character(for: press) else { return nil }
    let rest = press.modifiers.subtracting([.shift, .option])
    return KeyboardShortcut(KeyEquivalent(character), modifiers: rest)
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits `0`…`9` (SPEC §19: digits are not
  /// shifted characters).
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
