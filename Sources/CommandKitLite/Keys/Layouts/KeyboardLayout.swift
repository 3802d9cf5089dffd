import Foundation

/// A Mac keyboard layout (SPEC §21): which physical key, with which of Shift and Option, types
/// each character.
///
/// Keys are named by the character the US layout types on the same physical key (`7`, `[`,
/// `/`; the ISO key left of Z is `§`), so one ``KeyPress`` means the same key on every
/// layout. The tables are generated from xkb-data's Mac variants, checked against Unicode
/// CLDR's Mac keyboard data (Scripts/generate-layouts.py names the versions and lists where
/// the sources differ); nothing is read from the system at run time.
///
/// Layouts: `us` (the default), `de`, `fr` (AZERTY), `ch-de`, `ch-fr`, `uk`, `it`, `se`.
/// Spanish, Japanese and Dutch are left out: xkb-data's `es(mac)` is the PC layout, its
/// `jp(mac)` is kana and its `nl(mac)` a stub.
public struct KeyboardLayout: Hashable, Sendable, CustomStringConvertible {
  /// The layout's identifier (`de`, `ch-fr`).
  public let id: String
  /// The layout's name, as macOS lists it (`German`).
  public let name: String
  /// Where the table came from (`xkb-data de(mac)`).
  public let source: String
  /// Per physical key (US name), what it types at each level (none, Shift, Option,
  /// Shift+Option).
  package let keys: [Character: [Cell]]
  /// Per character the layout types, the easiest key press that types it.
  let strokes: [Character: KeyPress]
  /// Per dead key's accent, the key press that gives it.
  let deadStrokes: [Character: KeyPress]
  /// Per character typed without modifiers, the key it names on this layout.
  let keyNames: [Character: Character]

  /// What one key at one level gives.
  package enum Cell: Hashable, Sendable {
    case nothing
    case types(Character)
    case dead(Character)
  }

  /// The modifiers of the four levels, in order.
  static let levelModifiers: [EventModifiers] = [[], .shift, .option, [.shift, .option]]

  /// Equal when the identifiers are.
  public static func == (lhs: KeyboardLayout, rhs: KeyboardLayout) -> Bool { lhs.id == rhs.id }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The identifier.
  public var description: String { id }

  /// The US layout, the default.
  public static let us = all[0]

  /// Every layout, `us` first.
  public static let all: [KeyboardLayout] = tables.map(KeyboardLayout.init)

  /// The identifiers of every layout, `us` first.
  public static let ids: [String] = all.map(\.id)

  /// The layout with identifier `id` (case-insensitive), or `nil`.
  public static func named(_ id: String) -> KeyboardLayout? {
    let wanted = id.lowercased()
    return all.first { $0.id == wanted }
  }

  /// The key press that types `character` on this layout: the key and the Shift/Option it
  /// needs; `nil` when no single key press types it (it needs a dead key, or the layout
  /// cannot type it). Letters are found in either case (`Z` is Shift plus the `z` key).
  public func keyPress(typing character: Character) -> KeyPress? {
    strokes[character]
  }

  /// Whether one key press types `character`.
  public func canType(_ character: Character) -> Bool { strokes[character] != nil }

  /// The character a key press types, or `nil` (nothing, or a dead key). Only Shift and
  /// Option choose the character; the other modifiers are ignored.
  public func character(for press: KeyPress) -> Character? {
    guard let cells = keys[press.key] else { return nil }
    let level =
      (press.modifiers.contains(.shift) ? 1 : 0) + (press.modifiers.contains(.option) ? 2 : 0)
    if case .types(let character) = cells[level] { return character }
    return nil
  }

  /// The dead key that shows `accent` (`´`, `^`), if the layout has one: typing it then a
  /// letter composes an accented letter, so the accent alone is not one key press.
  public func deadKey(showing accent: Character) -> KeyPress? {
    if let press = deadStrokes[accent] { return press }
    // An accented letter (ñ, é): the dead key of its accent, in either spacing form.
    let decomposed = String(accent).decomposedStringWithCanonicalMapping.unicodeScalars
    guard decomposed.count == 2, let mark = decomposed.last,
      let spacings = Self.spacingAccents[mark.value]
    else { return nil }
    return spacings.lazy.compactMap { deadStrokes[$0] }.first
  }

  /// Combining accents and the spacing characters dead keys show for them.
  static let spacingAccents: [UInt32: [Character]] = [
    0x300: ["`"], 0x301: ["´"], 0x302: ["^", "ˆ"], 0x303: ["~", "˜"], 0x308: ["¨"],
    0x30A: ["˚"], 0x327: ["¸"], 0x30C: ["ˇ"],
  ]

  /// The physical key (US name) whose unshifted character on this layout is `name`, such as
  /// `-` for `ß` on `de`; `nil` when no key types `name` without modifiers.
  public func key(named name: Character) -> Character? {
    keyNames[name] ?? keyNames[Character(name.lowercased())]
  }

  /// The name of a physical key on this layout: the character it types without modifiers
  /// (`ß` for the US `-` key on `de`), or the US name when it types nothing alone.
  public func name(ofKey key: Character) -> Character {
    if case .types(let character)? = keys[key]?.first { return character }
    return key
  }

  /// The key press spelled the way this layout names its keys, such as `shift+cmd+7`.
  public func spelling(of press: KeyPress) -> String {
    let key = KeyEquivalent(press.key)
    let name = key.namedKey != nil ? key.name : String(name(ofKey: press.key))
    return (press.modifiers.names + [name]).joined(separator: "+")
  }

  init(_ table: Table) {
    id = table.id
    name = table.name
    source = table.source
    var keys: [Character: [Cell]] = [:]
    var strokes: [Character: KeyPress] = [:]
    var deadStrokes: [Character: KeyPress] = [:]
    var keyNames: [Character: Character] = [:]
    for (key, levels) in table.keys {
      let cells: [Cell] = levels.map { text in
        if text.isEmpty { return .nothing }
        if text.hasPrefix("dead "), let accent = text.last { return .dead(accent) }
        return text.first.map(Cell.types) ?? .nothing
      }
      keys[key] = cells
      // Lower levels first: the first key press found for a character is the easiest.
      for (level, cell) in cells.enumerated() {
        let press = KeyPress(key: key, modifiers: Self.levelModifiers[level])
        switch cell {
        case .types(let character):
          if strokes[character] == nil { strokes[character] = press }
          if level == 0, keyNames[character] == nil { keyNames[character] = key }
        case .dead(let accent):
          if deadStrokes[accent] == nil { deadStrokes[accent] = press }
        case .nothing: break
        }
      }
    }
    self.keys = keys
    self.strokes = strokes
    self.deadStrokes = deadStrokes
    self.keyNames = keyNames
  }

  /// A generated table (see KeyboardLayout+Tables.swift).
  struct Table: Sendable {
    let id: String
    let name: String
    let source: String
    let keys: [(Character, [String])]
  }
}

/// One physical key pressed with modifiers, the key named by its US character (`7`, `[`;
/// `§` for the ISO key left of Z). Named keys (arrows, Return, F-keys) are the same on every
/// layout and are written by their names.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
  /// The physical key, by its US character.
  public let key: Character
  /// The modifiers held.
  public let modifiers: EventModifiers

  /// Creates a key press.
  public init(key: Character, modifiers: EventModifiers) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The press in US spelling, such as `shift+cmd+7`.
  public var description: String {
    (modifiers.names + [KeyEquivalent(key).name]).joined(separator: "+")
  }
}
