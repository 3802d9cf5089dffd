/// The platforms' reserved shortcuts and the standard commands, as data.
///
/// The data comes from the project's research table (`shortcuts.json`: Apple HIG, Apple
/// Support and UIKit/SwiftUI documentation); `ShortcutTables+Data.swift` is generated from
/// it by `Scripts/generate-shortcut-tables.py`, which records the file's SHA-256 and latest
/// change in ``dataSource`` and leaves out reservations the table marks unconfirmed (SPEC
/// §20: confirmed reservations only). Nothing reads the JSON at run time.
package enum ShortcutTables {
  /// Where generated table data came from: the research table's file name, its SHA-256,
  /// its schema and the date of its latest change entry.
  package struct DataSource: Sendable, Equatable {
    /// The research table's file name (`shortcuts.json`).
    package let file: String
    /// The SHA-256 of the file the data was generated from, in hex.
    package let sha256: String
    /// The table's schema version.
    package let schema: Int
    /// The date of the table's latest change entry (`2026-12-01`), or empty.
    package let latestChange: String
  }

  /// The reservation of `shortcut` on `platform`, hard or conventional, if any.
  ///
  /// On iPadOS, iOS and visionOS every `fn` (Globe) combination is hard-reserved: UIKit has
  /// no Globe modifier flag and SwiftUI deprecated `EventModifiers.function`, so no app can
  /// register one.
  /// - Complexity: O(1).
  public static func reservation(of shortcut: KeyboardShortcut, on platform: Platform)
    -> Reservation?
  {
    if let entry = reserved[platform]?[shortcut] { return entry }
    if platform != .macOS, shortcut.modifiers.contains(.function) {
      return Reservation(
        use: "Globe (fn) shortcuts, which \(platform) keeps for the system", strength: .hard)
    }
    return nil
  }

  /// The reservation of `shortcut` on `platform` when it is hard: the app never sees the
  /// key, so registering anything on it is refused (SPEC §4).
  static func hardReservation(of shortcut: KeyboardShortcut, on platform: Platform)
    -> Reservation?
  {
    guard let reservation = reservation(of: shortcut, on: platform),
      reservation.strength == .hard
    else { return nil }
    return reservation
  }

  /// Every reserved shortcut of `platform`, with its reservation.
  public static func reservedShortcuts(on platform: Platform) -> [KeyboardShortcut: Reservation] {
    reserved[platform] ?? [:]
  }

  /// The standard commands, in the table's order (menu by menu).
  public static let standardCommands: [StandardCommand] = standardData.compactMap { entry in
    let (id, title, menu, shortcut, alternates, platforms) = entry
    guard let parsed = try? KeyboardShortcut(parsing: shortcut) else { return nil }
    // The table lists US-layout spellings of the same press as alternates (`cmd+?` with
    // `shift+cmd+/`); normalised they are the shortcut itself (SPEC §19), so only other
    // presses are kept, once each.
    var others: [KeyboardShortcut] = []
    for case let alternate? in alternates.map({ try? KeyboardShortcut(parsing: $0) })
    where alternate != parsed && !others.contains(alternate) {
      others.append(alternate)
    }
    return StandardCommand(
      id: id, title: title, menu: menu, shortcut: parsed, alternates: others,
      platforms: Set(platforms))
  }

  /// The standard command with `id`, if `id` names one.
  public static func standardCommand(id: String) -> StandardCommand? {
    standardByID[id]
  }

  private static let standardByID: [String: StandardCommand] = Dictionary(
    standardCommands.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  // Parsed once; a test checks that every entry of the data parses.
  static let reserved: [Platform: [KeyboardShortcut: Reservation]] = reservedData.mapValues {
    entries in
    var table: [KeyboardShortcut: Reservation] = [:]
    for (text, use, strength) in entries {
      guard let shortcut = try? KeyboardShortcut(parsing: text) else { continue }
      // The first entry wins; a later duplicate never weakens a hard reservation.
      if let existing = table[shortcut], existing.strength == .hard || strength != .hard {
        continue
      }
      table[shortcut] = Reservation(use: use, strength: strength)
    }
    return table
  }
}
