import CommandKitLite

/// Turns the keys and modifiers that app sources spell into scene-file shortcut text, and
/// makes command ids from menu paths and titles.
enum ImportedShortcut {
  /// The outcome of reading a key.
  enum Outcome: Equatable {
    case shortcut(String)
    /// The key cannot be written in scene-file notation; the reason says which key.
    case unsupported(String)
  }

  /// `character` pressed with `modifiers`, in scene-file notation: an upper-case letter
  /// adds Shift (AppKit `keyEquivalent`, SwiftUI `KeyEquivalent`); AppKit's
  /// `NSDeleteCharacter` (U+007F) is the Delete (Backspace) key, as is U+0008
  /// (`NSBackspaceCharacter`, SwiftUI's `KeyEquivalent.delete`); U+0019 (`NSBackTabCharacter`)
  /// is Shift-Tab; function keys are `NSEvent`'s private-use characters
  /// (`NSUpArrowFunctionKey` U+F700 …, AppKit docs "Function-Key Unicode Values").
  static func text(_ character: Character, modifiers: EventModifiers) -> Outcome {
    var key = character
    var modifiers = modifiers
    switch character.unicodeScalars.first?.value {
    case 0x7F?: key = KeyEquivalent.delete.character
    case 0x19?:
      key = KeyEquivalent.tab.character
      modifiers.insert(.shift)
    default: break
    }
    let equivalent = KeyEquivalent(key)
    if let scalar = key.unicodeScalars.first, key.unicodeScalars.count == 1,
      (0xF700...0xF8FF).contains(scalar.value) || (scalar.value < 0x20),
      equivalent.namedKey == nil
    {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return .unsupported("the key U+\(code) has no name in scene files")
    }
    let text = KeyboardShortcut(equivalent, modifiers: modifiers).description
    do throws(ShortcutParseError) {
      _ = try KeyboardShortcut(parsing: text)
    } catch {
      return .unsupported("the key \(String(reflecting: String(key))) cannot be written: \(error)")
    }
    return .shortcut(text)
  }

  /// The modifier named as in SwiftUI's `EventModifiers`, UIKit's `UIKeyModifierFlags` or
  /// AppKit's `NSEvent.ModifierFlags` (`command`, `shift`, `option`, `alternate`,
  /// `control`, `function`); `nil` for others (`capsLock`, `alphaShift`, `numericPad`).
  static func modifier(named name: String) -> EventModifiers? {
    switch name {
    case "command": .command
    case "shift": .shift
    case "option", "alternate": .option
    case "control": .control
    case "function": .function
    case "all": [.command, .shift, .option, .control]
    default: nil
    }
  }

  /// An id part made of `text`: `New Note…` becomes `newNote`, `OK` `ok`; `nil` when nothing
  /// is left.
  static func idPart(_ text: String) -> String? {
    let words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return nil }
    // An acronym is lowered whole (`OK` is `ok`, `URL Settings` `urlSettings`).
    let head =
      first.allSatisfy(\.isUppercase)
      ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let id = ([head] + rest).joined()
    return id.unicodeScalars.allSatisfy(\.isASCII) ? id : nil
  }

  /// An id for a custom item: its menu path and title (`file.export.asPDF`), or its
  /// line when the title has no letters a simple id can hold.
  static func makeID(path: [String], title: String, line: Int) -> String {
    let parts = path.compactMap(idPart)
    let leaf = idPart(title) ?? "item\(line)"
    return (parts.isEmpty ? ["app"] : parts).joined(separator: ".") + "." + leaf
  }

  /// The first piece of the Objective-C selector of a Swift method named `name` whose first
  /// argument label is `label`: `newNote(_:)` gives `newNote`, `open(sender:)`
  /// `openWithSender`, `importJots(from:)` `importJotsFrom` (Swift adds "With" unless the
  /// label is a preposition; The Swift Programming Language, "Attributes: objc", and the
  /// Swift compiler's selector naming).
  static func selectorHead(name: String, firstLabel label: String) -> String {
    guard label != "_" else { return name }
    let capitalized = label.prefix(1).uppercased() + label.dropFirst()
    let leadingWord = String(label.prefix { $0.isLowercase })
    return prepositions.contains(leadingWord) ? name + capitalized : name + "With" + capitalized
  }

  /// English prepositions that Swift does not put "With" before in a selector.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]
}
