/// The keys of a keyboard as ``Keymap`` draws them: where each key is and which key
/// equivalent it types, unshifted and with Shift.
///
/// Only the US ANSI layout is built in (``us``), drawn as an Apple Magic Keyboard is:
/// Escape and F1–F12 above the number row, fn ⌃ ⌥ ⌘ left of the space bar, inverted-T
/// arrows, and Home, End, Page Up, Page Down and Forward Delete in a column to the right
/// (as the extended Magic Keyboard has them). Other layouts come with SPEC §21.
public struct KeymapLayout: Sendable {
  /// One key cap.
  public struct Key: Sendable {
    /// What the key types without Shift (a letter, digit, symbol or named key).
    public var key: KeyEquivalent?
    /// What it types with Shift, when that is another character (`!` over `1`).
    public var shifted: Character?
    /// The cap's label.
    public var label: String
    /// The modifier the key is, for ⇧ ⌃ ⌥ ⌘ fn caps (drawn, never bound).
    public var modifier: EventModifiers?
    /// Position and size in key units (1 = a letter key).
    public var x: Double, y: Double, width: Double, height: Double
  }

  /// The layout's name, as `--layout` takes it.
  public var name: String
  /// Every cap, bindable and not.
  public var keys: [Key]

  /// The caps that can carry a shortcut (every key but the modifiers and Caps Lock).
  public var bindableKeys: [Key] { keys.filter { $0.key != nil } }

  /// The layouts built in, by name.
  public static let all: [KeymapLayout] = [us]

  /// The layout named `name` (case-insensitive), if built in.
  public static func named(_ name: String) -> KeymapLayout? {
    all.first { $0.name == name.lowercased() }
  }

  /// Where `shortcut` is typed: the cap and the modifiers held (a shifted symbol such as
  /// `?` is Shift and its cap), or `nil` when the layout has no such key.
  public func place(of shortcut: KeyboardShortcut) -> (key: Int, modifiers: EventModifiers)? {
    for (index, cap) in keys.enumerated() where cap.key != nil {
      if cap.key == shortcut.key { return (index, shortcut.modifiers) }
      if let shifted = cap.shifted, shortcut.key == KeyEquivalent(shifted) {
        return (index, shortcut.modifiers.union(.shift))
      }
      // An upper-case letter is Shift and the letter's cap.
      if let key = cap.key, key.character.isLetter,
        String(shortcut.key.character) == key.character.uppercased(),
        shortcut.key.character != key.character
      {
        return (index, shortcut.modifiers.union(.shift))
      }
    }
    return nil
  }

  /// US ANSI.
  public static let us: KeymapLayout = {
    var keys: [Key] = []
    func add(
      _ key: KeyEquivalent?, _ label: String, shifted: Character? = nil,
      modifier: EventModifiers? = nil, x: Double, y: Double, width: Double = 1,
      height: Double = 1
    ) {
      keys.append(
        Key(
          key: key, shifted: shifted, label: label, modifier: modifier, x: x, y: y, width: width,
          height: height))
    }
    add(.escape, "esc", x: 0, y: 0)
    for number in 1...12 {
      add(KeyEquivalent(NamedKey.function(number)), "F\(number)", x: Double(number), y: 0)
    }
    func row(_ characters: String, shifted: String, x start: Double, y: Double) {
      for (offset, (character, upper)) in zip(characters, shifted).enumerated() {
        let label = character.isLetter ? character.uppercased() : "\(upper)\n\(character)"
        add(
          KeyEquivalent(character), label, shifted: character.isLetter ? nil : upper,
          x: start + Double(offset), y: y)
      }
    }
    row("`1234567890-=", shifted: "~!@#$%^&*()_+", x: 0, y: 1)
    add(.delete, "delete", x: 13, y: 1, width: 1.5)
    add(.tab, "tab", x: 0, y: 2, width: 1.5)
    row("qwertyuiop[]\\", shifted: "QWERTYUIOP{}|", x: 1.5, y: 2)
    add(nil, "caps lock", x: 0, y: 3, width: 1.75)
    row("asdfghjkl;'", shifted: "ASDFGHJKL:\"", x: 1.75, y: 3)
    add(KeyEquivalent(NamedKey.return), "return", x: 12.75, y: 3, width: 1.75)
    add(nil, "shift", modifier: .shift, x: 0, y: 4, width: 2.25)
    row("zxcvbnm,./", shifted: "ZXCVBNM<>?", x: 2.25, y: 4)
    add(nil, "shift", modifier: .shift, x: 12.25, y: 4, width: 2.25)
    add(nil, "fn", modifier: .function, x: 0, y: 5)
    add(nil, "⌃", modifier: .control, x: 1, y: 5)
    add(nil, "⌥", modifier: .option, x: 2, y: 5)
    add(nil, "⌘", modifier: .command, x: 3, y: 5, width: 1.25)
    add(KeyEquivalent(NamedKey.space), "space", x: 4.25, y: 5, width: 5)
    add(nil, "⌘", modifier: .command, x: 9.25, y: 5, width: 1.25)
    add(nil, "⌥", modifier: .option, x: 10.5, y: 5)
    add(.leftArrow, "←", x: 11.5, y: 5)
    add(.upArrow, "↑", x: 12.5, y: 5, height: 0.5)
    add(.downArrow, "↓", x: 12.5, y: 5.5, height: 0.5)
    add(.rightArrow, "→", x: 13.5, y: 5)
    add(.deleteForward, "⌦", x: 15, y: 1)
    add(.home, "home", x: 15, y: 2)
    add(.end, "end", x: 15, y: 3)
    add(.pageUp, "pg up", x: 16, y: 2)
    add(.pageDown, "pg dn", x: 16, y: 3)
    return KeymapLayout(name: "us", keys: keys)
  }()
}
