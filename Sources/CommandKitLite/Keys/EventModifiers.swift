/// The modifier keys of a ``KeyboardShortcut``, named as in SwiftUI.
///
/// The canonical order, used for notation and display alike, is control, option, shift,
/// command, function (`ctrl opt shift cmd fn`, glyphs `⌃⌥⇧⌘`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: Int

  /// Creates a modifier set from a raw bit mask.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The Control key (⌃), written `ctrl`.
  public static let control = EventModifiers(rawValue: 1 << 0)
  /// The Option key (⌥), written `opt`.
  public static let option = EventModifiers(rawValue: 1 << 1)
  /// The Shift key (⇧), written `shift`.
  public static let shift = EventModifiers(rawValue: 1 << 2)
  /// The Command key (⌘), written `cmd`.
  public static let command = EventModifiers(rawValue: 1 << 3)
  /// The Function or Globe key (🌐), written `fn`.
  public static let function = EventModifiers(rawValue: 1 << 4)

  /// Each modifier with its notation name and glyph, in canonical order.
  static let canonicalOrder: [(modifier: EventModifiers, name: String, glyph: String)] = [
    (.control, "ctrl", "⌃"), (.option, "opt", "⌥"), (.shift, "shift", "⇧"),
    (.command, "cmd", "⌘"), (.function, "fn", "🌐"),
  ]

  /// Spellings the parser accepts for each modifier, lowercased.
  static let spellings: [String: EventModifiers] = [
    "ctrl": .control, "control": .control, "ctl": .control, "⌃": .control, "^": .control,
    "opt": .option, "option": .option, "alt": .option, "⌥": .option,
    "shift": .shift, "⇧": .shift,
    "cmd": .command, "command": .command, "⌘": .command, "super": .command, "meta": .command,
    "fn": .function, "function": .function, "globe": .function, "🌐": .function,
  ]

  /// The modifiers' canonical names, in order (`["ctrl", "cmd"]`).
  public var names: [String] {
    Self.canonicalOrder.filter { contains($0.modifier) }.map(\.name)
  }

  /// The modifiers' glyphs, in Apple's order (`"⌃⌘"`).
  public var glyphs: String {
    Self.canonicalOrder.filter { contains($0.modifier) }.map(\.glyph).joined()
  }
}
