import CommandKitLite

/// The keys of a keyboard as ``Keymap`` draws them: where each physical key is, and what
/// it types on a `KeyboardLayout` (SPEC §21).
///
/// The characters come from the layout's own table (`KeyboardLayout`); this type adds
/// only the geometry, drawn as an Apple Magic Keyboard is: Escape and F1–F12 above the
/// number row, fn ⌃ ⌥ ⌘ left of the space bar, inverted-T arrows, and Home, End, Page Up,
/// Page Down and Forward Delete in a column to the right (as the extended Magic Keyboard
/// has them). `us` is drawn as the ANSI keyboard sold with it in the US (73 keys that can
/// carry a shortcut); every other layout as the ISO keyboard sold with it (Apple's
/// "Identify your Apple keyboard layout by country or region", support.apple.com/HT201794):
/// one more key left of Z (`§` in US naming), `\` beside a tall Return (74 keys).
public struct KeymapLayout: Sendable {
  /// One key cap.
  public struct Key: Sendable {
    /// The physical key, named as `KeyPress` names keys (by the character the US layout
    /// types on it, `§` for the ISO key left of Z; named keys by their names); `nil` for
    /// the modifiers and Caps Lock, which carry no shortcut.
    public var key: KeyEquivalent?
    /// The cap's label: what the key types on the layout, the Shift character above the
    /// unshifted one (`?` over `ß`), a single capital for a letter, a dead key's accent.
    public var label: String
    /// The modifier the key is, for ⇧ ⌃ ⌥ ⌘ fn caps (drawn, never bound).
    public var modifier: EventModifiers?
    /// Position and size in key units (1 = a letter key).
    public var x: Double, y: Double, width: Double, height: Double
  }

  /// The keyboard layout whose characters the caps show and whose key presses place
  /// shortcuts.
  public let layout: KeyboardLayout
  /// Every cap, bindable and not.
  public let keys: [Key]

  /// The layout's identifier, as `--layout` takes it (`us`, `de`).
  public var name: String { layout.id }

  /// The caps that can carry a shortcut (every key but the modifiers and Caps Lock).
  public var bindableKeys: [Key] { keys.filter { $0.key != nil } }

  /// The US ANSI keyboard.
  public static let us = KeymapLayout(.us)

  /// The keyboard of `layout`, its caps labelled with what they type there.
  public init(_ layout: KeyboardLayout) {
    self.layout = layout
    self.keys = Self.caps(of: layout)
    var index: [Character: Int] = [:]
    for (position, cap) in keys.enumerated() {
      if let key = cap.key?.character { index[key] = position }
    }
    self.capIndex = index
  }

  /// Per physical key, its cap's index in ``keys``.
  private let capIndex: [Character: Int]

  /// The cap of a physical key press, or `nil` when this keyboard has no such key (F13,
  /// the keypad).
  public func cap(of press: KeyPress) -> Int? { capIndex[press.key] }

  /// The label of a character key on `layout`: its Shift character over its unshifted one,
  /// or one capital for a letter whose Shift level is its capital.
  static func label(of key: Character, on layout: KeyboardLayout) -> String {
    let cells = layout.keys[key] ?? []
    func text(_ level: Int) -> String? {
      guard level < cells.count else { return nil }
      switch cells[level] {
      case .types(let character): return String(character)
      // A dead key shows its accent, as the cap is printed.
      case .dead(let accent): return String(accent)
      case .nothing: return nil
      }
    }
    let base = text(0) ?? String(key)
    guard let shifted = text(1), shifted != base else { return base }
    if shifted == base.uppercased(), base != shifted { return shifted }
    return "\(shifted)\n\(base)"
  }

  /// The caps: the ANSI keyboard for `us`, the ISO keyboard for the others.
  private static func caps(of layout: KeyboardLayout) -> [Key] {
    let iso = layout != .us
    var keys: [Key] = []
    func add(
      _ key: KeyEquivalent?, _ label: String, modifier: EventModifiers? = nil, x: Double,
      y: Double, width: Double = 1, height: Double = 1
    ) {
      keys.append(
        Key(key: key, label: label, modifier: modifier, x: x, y: y, width: width, height: height))
    }
    func row(_ characters: String, x start: Double, y: Double) {
      for (offset, character) in characters.enumerated() {
        add(
          KeyEquivalent(character), label(of: character, on: layout), x: start + Double(offset),
          y: y)
      }
    }
    add(.escape, "esc", x: 0, y: 0)
    for number in 1...12 {
      add(KeyEquivalent(NamedKey.function(number)), "F\(number)", x: Double(number), y: 0)
    }
    row("`1234567890-=", x: 0, y: 1)
    add(.delete, "delete", x: 13, y: 1, width: 1.5)
    add(.tab, "tab", x: 0, y: 2, width: 1.5)
    add(nil, "caps lock", x: 0, y: 3, width: 1.75)
    row("asdfghjkl;'", x: 1.75, y: 3)
    if iso {
      row("qwertyuiop[]", x: 1.5, y: 2)
      // ISO: Return spans two rows, `\` sits left of its lower half.
      add(KeyEquivalent(NamedKey.return), "return", x: 13.5, y: 2, height: 2)
      row("\\", x: 12.75, y: 3)
      keys[keys.count - 1].width = 0.75
      add(nil, "shift", modifier: .shift, x: 0, y: 4, width: 1.25)
      row("§", x: 1.25, y: 4)
    } else {
      row("qwertyuiop[]\\", x: 1.5, y: 2)
      add(KeyEquivalent(NamedKey.return), "return", x: 12.75, y: 3, width: 1.75)
      add(nil, "shift", modifier: .shift, x: 0, y: 4, width: 2.25)
    }
    row("zxcvbnm,./", x: 2.25, y: 4)
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
    return keys
  }
}
