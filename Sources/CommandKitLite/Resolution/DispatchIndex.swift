/// What key dispatch needs to know about one shortcut (SPEC §4), in one lookup.
struct DispatchEntry: Sendable, Equatable {
  /// The platform's reservation (step 1).
  var reservation: Reservation?
  /// Commands bound to it, in menu order (step 4).
  var commands: [Int] = []
  /// Whether some template has a node with a local handler for it.
  var hasLocalHandlers = false
  /// Whether some template has an in-window control on it (SPEC §16).
  var hasControls = false
}

/// The shortcuts key dispatch knows about, each with its ``DispatchEntry``: the platform's
/// reserved shortcuts, those some template's node handles locally, and those commands are
/// bound to. Derived from the ``CommandRegistry``'s shortcut index, the templates and the
/// platform, and rebuilt or updated whenever one of them changes.
///
/// A shortcut maps to a position in `entries`, so a press reads the entry's fields in place
/// instead of copying it out of a dictionary. Shortcuts whose key is one ASCII or
/// private-use scalar are also found by integer code (see ``ShortcutCodeTable``), without
/// hashing; in debug builds every registration checks that both lookups agree.
struct DispatchIndex: Sendable {
  private var byShortcut: [KeyboardShortcut: Int] = [:]
  private var byCode = ShortcutCodeTable()
  private(set) var entries: [DispatchEntry] = []

  /// An index of `platform`'s reserved shortcuts, the locally handled shortcuts, and the
  /// commands bound by `shortcutIndex`.
  /// - Complexity: O(bound shortcuts + handled shortcuts + the platform's reserved ones).
  init(
    platform: Platform, localHandlers: Set<KeyboardShortcut>,
    controls: Set<KeyboardShortcut> = [], shortcutIndex: [KeyboardShortcut: [Int]]
  ) {
    var index: [KeyboardShortcut: DispatchEntry] = [:]
    func entry(_ shortcut: KeyboardShortcut) -> DispatchEntry {
      DispatchEntry(reservation: ShortcutTables.reservation(of: shortcut, on: platform))
    }
    for shortcut in ShortcutTables.reservedShortcuts(on: platform).keys {
      index[shortcut] = entry(shortcut)
    }
    for shortcut in localHandlers {
      index[shortcut, default: entry(shortcut)].hasLocalHandlers = true
    }
    for shortcut in controls {
      index[shortcut, default: entry(shortcut)].hasControls = true
    }
    for (shortcut, commands) in shortcutIndex {
      index[shortcut, default: entry(shortcut)].commands = commands
    }
    byShortcut.reserveCapacity(index.count)
    entries.reserveCapacity(index.count)
    for (shortcut, entry) in index { append(entry, for: shortcut) }
  }

  /// The position of `shortcut`'s entry: by code when its key has one, else by hashing it.
  func entry(for shortcut: KeyboardShortcut) -> Int? {
    if let code = ShortcutCodeTable.code(of: shortcut) { return byCode.value(for: code) }
    return byShortcut[shortcut]
  }

  /// Sets the commands bound to `shortcut`, adding an entry for it when it has none.
  mutating func setCommands(_ bound: [Int], for shortcut: KeyboardShortcut, on platform: Platform) {
    if let position = byShortcut[shortcut] {
      entries[position].commands = bound
    } else {
      let reservation = ShortcutTables.reservation(of: shortcut, on: platform)
      append(DispatchEntry(reservation: reservation, commands: bound), for: shortcut)
    }
  }

  private mutating func append(_ entry: DispatchEntry, for shortcut: KeyboardShortcut) {
    byShortcut[shortcut] = entries.count
    if let code = ShortcutCodeTable.canonicalCode(of: shortcut) {
      byCode.set(entries.count, for: code)
    }
    entries.append(entry)
  }

  /// Every indexed shortcut with its entry.
  var entriesByShortcut: [KeyboardShortcut: DispatchEntry] {
    byShortcut.mapValues { entries[$0] }
  }

  /// The index's invariants that do not hold, in words: every shortcut is found by code,
  /// when its key has one, exactly as by hashing, and the code table holds nothing else.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    for (shortcut, position) in byShortcut where entry(for: shortcut) != position {
      problems.append("\(shortcut): the code index finds another entry")
    }
    let coded = byShortcut.keys.filter { ShortcutCodeTable.canonicalCode(of: $0) != nil }.count
    if byCode.count != coded {
      problems.append("the code index has \(byCode.count) entries for \(coded) coded shortcuts")
    }
    return problems
  }
}
