/// Which keys a focused text input takes, per platform profile (SPEC §13, §15).
///
/// Sources:
/// - macOS: keys without ⌘ or ⌃ go to the first responder as key-downs before the key
///   equivalents see them ("Cocoa Event Handling Guide", *Handling Key Equivalents*;
///   WWDC 2010 session 145, *Key Event Handling in Cocoa Applications*). A text view turns
///   printable characters, space, the deletes, the arrows and the paging keys (with ⌥ or
///   ⇧ too) into text or movement. The ⌘/⌃ keys it binds come from the standard key
///   bindings (`NSStandardKeyBinding.dict`: ⌘ and ⇧⌘ with the arrows, ⌘⌫, and the Emacs
///   control keys ⌃A ⌃B ⌃D ⌃E ⌃F ⌃H ⌃K ⌃L ⌃N ⌃O ⌃P ⌃T ⌃V ⌃Y).
/// - A field editor (a single-line field, `NSText.isFieldEditor`) ends editing on Tab and
///   Shift-Tab and passes Return and Escape on; a text view (multi-line) inserts Return
///   and Tab, and ⌃Tab moves focus out of it (NSTextView documentation, *insertTab:*).
/// - UIKit: since iOS 15 text input handles its keys before key commands
///   (`UIKeyCommand.wantsPriorityOverSystemBehavior` is false by default): plain keys and
///   the ⌘/⌥ editing keys (⌘ and ⇧⌘ with the arrows, ⌘⌫). UIKit documents no Emacs control
///   keys for text input on iPadOS; the simulator gives them to the app there.
package enum TextSystem {
  /// What a focused text input does with a key.
  package enum Handling: Equatable {
    /// It takes the key as text or editing.
    case consumes
    /// It moves focus (Tab in a field, ⌃Tab out of a text view).
    case movesFocus(backwards: Bool)
    /// It lets the key go on.
    case passes
  }

  /// What a text input (`multiline` or a field) does with `shortcut` under `profile`.
  package static func handling(
    of shortcut: KeyboardShortcut, multiline: Bool, profile: DispatchProfile
  ) -> Handling {
    let modifiers = shortcut.modifiers
    let key = shortcut.key.namedKey
    if key == .tab {
      let onlyShift = modifiers.isSubset(of: .shift)
      if onlyShift {
        return multiline ? .consumes : .movesFocus(backwards: modifiers.contains(.shift))
      }
      if multiline, modifiers.subtracting(.shift) == .control {
        return .movesFocus(backwards: modifiers.contains(.shift))
      }
      return .passes
    }
    if shortcut.hasCommandModifier {
      return bindsCommandKey(shortcut, profile: profile) ? .consumes : .passes
    }
    // Without ⌘ or ⌃ (⌥ and ⇧ allowed): typing and movement.
    guard let key else { return .consumes }  // a printable character
    switch key {
    case .space, .delete, .forwardDelete, .up, .down, .left, .right, .home, .end, .pageUp,
      .pageDown:
      return .consumes
    // The keypad's digits and operators type their characters.
    case .keypadDigit, .keypadPlus, .keypadMinus, .keypadMultiply, .keypadDivide,
      .keypadEquals, .keypadDecimal:
      return .consumes
    // Enter acts as Return: a field passes it to the default button.
    case .return, .keypadEnter:
      return multiline ? .consumes : .passes
    case .escape, .tab, .clear, .keypadClear, .function, .help, .insert:
      return .passes
    }
  }

  /// Whether the text system binds a key with ⌘ or ⌃ (see the sources above).
  private static func bindsCommandKey(_ shortcut: KeyboardShortcut, profile: DispatchProfile)
    -> Bool
  {
    let modifiers = shortcut.modifiers
    let key = shortcut.key.namedKey
    let arrows: Set<NamedKey> = [.up, .down, .left, .right]
    if modifiers.subtracting(.shift) == .command {
      if let key, arrows.contains(key) { return true }
      return key == .delete && modifiers == .command
    }
    guard profile == .appkit, modifiers == .control, key == nil else { return false }
    return emacsControlKeys.contains(shortcut.key.name)
  }

  /// The Emacs control keys of `NSStandardKeyBinding.dict`.
  static let emacsControlKeys: Set<String> = [
    "a", "b", "d", "e", "f", "h", "k", "l", "n", "o", "p", "t", "v", "y",
  ]
}
