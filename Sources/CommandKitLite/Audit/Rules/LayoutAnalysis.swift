/// What the three layout rules share (SPEC §21): how every command's shortcut is typed on
/// each requested layout, which physical key presses are taken there, and a free key to
/// suggest.
///
/// Only `--layouts` turns these rules on (``ShortcutAudit/layouts``). A shortcut is typed as
/// ``KeyboardLayout/typing(_:)`` says: a `custom` one as the layout requires (or not at
/// all), an `automatic` one as written where the layout needs no extra modifier, else
/// remapped by the system. Hard reservations are physical keys (the same press on a US
/// keyboard): ⌘3 `custom` on `fr` is ⇧⌘3 there, the screenshot.
struct LayoutAnalysis: Sendable {
  /// One command's shortcut on one layout.
  struct Entry: Sendable {
    let command: Int
    let typing: ShortcutTyping
  }

  /// Per requested layout (in order), each command shortcut's typing.
  let entries: [(layout: KeyboardLayout, entries: [Entry])]
  /// Per layout id, the commands on each physical key press.
  let pressOwners: [String: [KeyPress: [Int]]]
  /// Hard reservations by the physical key press that gives them.
  let reservedPresses: [KeyPress: (KeyboardShortcut, Reservation)]
  /// Every written shortcut in use, the platform's reserved shortcuts (hard and
  /// conventional) and the standard commands' shortcuts: never suggested.
  let written: Set<KeyboardShortcut>

  init(commands: [AuditCommand], platform: Platform, layouts: [KeyboardLayout]) {
    var entries: [(layout: KeyboardLayout, entries: [Entry])] = []
    var owners: [String: [KeyPress: [Int]]] = [:]
    for layout in layouts {
      var list: [Entry] = []
      var taken: [KeyPress: [Int]] = [:]
      for (index, command) in commands.enumerated() {
        guard let shortcut = command.shortcut else { continue }
        let typing = layout.typing(shortcut)
        list.append(Entry(command: index, typing: typing))
        if typing.kind == .typed, let press = typing.press {
          taken[press, default: []].append(index)
        }
      }
      entries.append((layout, list))
      owners[layout.id] = taken
    }
    var reserved: [KeyPress: (KeyboardShortcut, Reservation)] = [:]
    for (shortcut, reservation) in ShortcutTables.reservedShortcuts(on: platform)
    where !layouts.isEmpty
      && reservation.strength == .hard
    {
      if let press = KeyboardLayout.us.typing(shortcut).press {
        reserved[press] = (shortcut, reservation)
      }
    }
    self.entries = entries
    self.pressOwners = owners
    self.reservedPresses = reserved
    var written = Set<KeyboardShortcut>()
    if !layouts.isEmpty {
      written.formUnion(commands.compactMap(\.shortcut))
      written.formUnion(ShortcutTables.reservedShortcuts(on: platform).keys)
      for standard in ShortcutTables.standardCommands {
        written.insert(standard.shortcut)
        written.formUnion(standard.alternates)
      }
    }
    self.written = written
  }

  /// The letters and digits tried for a free key, then the modifiers added.
  private static let candidateKeys = Array("abcdefghijklmnopqrstuvwxyz1234567890")
  private static let extraModifiers: [EventModifiers] = [[], .option, .control, .shift]

  /// A shortcut like `shortcut` (its modifiers, its localization) on another key that every
  /// requested layout types in one press, that no command uses and that no hard
  /// reservation takes there; `nil` when none is found.
  func freeShortcut(like shortcut: KeyboardShortcut, layouts: [KeyboardLayout])
    -> KeyboardShortcut?
  {
    let base = shortcut.modifiers.subtracting(.shift).union(.command)
    for extra in Self.extraModifiers {
      for key in Self.candidateKeys {
        let candidate = KeyboardShortcut(
          KeyEquivalent(key), modifiers: base.union(extra), localization: shortcut.localization)
        guard !written.contains(candidate) else { continue }
        let free = layouts.allSatisfy { layout in
          let typing = layout.typing(candidate)
          guard typing.kind == .typed, let press = typing.press else { return false }
          return pressOwners[layout.id]?[press] == nil && reservedPresses[press] == nil
        }
        if free { return candidate }
      }
    }
    return nil
  }

  /// The fix sentence: a free shortcut, or advice when none is found.
  func fix(for shortcut: KeyboardShortcut, layouts: [KeyboardLayout]) -> String {
    let names = layouts.map(\.id).joined(separator: ", ")
    guard let free = freeShortcut(like: shortcut, layouts: layouts) else {
      return "choose a key that \(names) all type in one press"
    }
    return "use \(free) instead, typed in one press and free on \(names)"
  }
}

extension Finding {
  /// A layout finding: the layout and the keys actually pressed there.
  init(
    kind: Kind, severity: Severity, shortcut: KeyboardShortcut, commands: [String],
    layout: KeyboardLayout, keys: String?, message: String
  ) {
    self.init(
      kind: kind, severity: severity, shortcut: shortcut, commands: commands, message: message)
    self.layout = layout.id
    self.keys = keys
  }
}

/// How a command is named in layout messages: its title and its shortcut as written.
enum LayoutPhrase {
  static func owner(_ command: AuditCommand, _ shortcut: KeyboardShortcut) -> String {
    let localization = shortcut.localization == .automatic ? "" : "\(shortcut.localization) "
    return "\(command.quotedTitle) (\(localization)\(shortcut))"
  }
}
