extension KeyboardShortcut {
  /// How a shortcut is typed on other keyboard layouts and in right-to-left languages
  /// (SPEC §21), as SwiftUI's `KeyboardShortcut.Localization`.
  ///
  /// Apple documents the three: `automatic` lets the system remap a shortcut that a layout
  /// cannot type, or types only with an extra modifier ("⌘[ on a German keyboard, typed
  /// ⌥⌘5, becomes ⌘Ö"), and mirrors it in right-to-left layouts; `withoutMirroring` remaps
  /// but does not mirror; `custom` does neither: the shortcut is typed as the layout
  /// requires.
  public enum Localization: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Remapped by the system where needed, and mirrored in right-to-left layouts.
    case automatic
    /// Remapped by the system where needed, never mirrored.
    case withoutMirroring
    /// Never remapped nor mirrored: typed as the layout requires.
    case custom

    /// The scene-file spelling (`automatic`, `withoutMirroring`, `custom`).
    public var description: String { rawValue }
  }

  /// Creates a shortcut with a localization, as SwiftUI's
  /// `KeyboardShortcut(_:modifiers:localization:)`.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.init(key, modifiers: modifiers)
    self.localization = localization
  }

  /// The shortcut with another localization.
  public func localized(_ localization: Localization) -> KeyboardShortcut {
    var copy = self
    copy.localization = localization
    return copy
  }

  /// The characters right-to-left layouts mirror, each with its mirror image.
  static let mirrorImages: [Character: Character] = [
    "[": "]", "]": "[", "{": "}", "}": "{", "(": ")", ")": "(", "<": ">", ">": "<",
  ]

  /// The shortcut as a right-to-left layout shows an `automatic` one: brackets, braces,
  /// parentheses, angle brackets and the left and right arrows swapped; other shortcuts
  /// unchanged.
  public var mirrored: KeyboardShortcut {
    let key: KeyEquivalent
    if self.key == .leftArrow {
      key = .rightArrow
    } else if self.key == .rightArrow {
      key = .leftArrow
    } else if let image = Self.mirrorImages[self.key.character] {
      key = KeyEquivalent(image)
    } else if let written = writtenCharacter, let image = Self.mirrorImages[written] {
      // `(` and `)` are stored as shift+9 and shift+0 (a digit's shifted character is Shift
      // and the digit, SPEC §19); the image keeps the written character.
      key = KeyEquivalent(image)
    } else if modifiers.contains(.shift), self.key == "9" || self.key == "0" {
      // Written shift+9 and shift+0: US `(` and `)`, mirrored as their digits' keys.
      key = self.key == "9" ? "0" : "9"
    } else {
      return self
    }
    return KeyboardShortcut(key, modifiers: modifiers, localization: localization)
  }

  /// Whether mirroring changes the shortcut.
  public var isMirrorable: Bool { mirrored != self }
}
