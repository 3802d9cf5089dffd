import Testing

@testable import CommandKitLite

/// The reserved and standard tables are written in the research table's notation; parsed,
/// they must agree with SPEC §19's normalisation (`shift+cmd+/` is `cmd+?`).
@Suite struct ShortcutTablesNormalizationTests {
  static let entries: [String] =
    ShortcutTables.reservedData.values.flatMap { $0.map(\.0) }
    + ShortcutTables.standardData.flatMap { [$0.3] + $0.4 }

  @Test("Every table entry parses and its canonical text parses back to it", arguments: entries)
  func roundTrips(_ text: String) throws {
    let shortcut = try KeyboardShortcut(parsing: text)
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let written: String
    let same: String
    let platform: Platform
    var testDescription: String { "\(written) ≡ \(same) on \(platform)" }
  }

  static let reserved: [Case] = [
    // The table writes ⇧⌘` ("previous window"); it is the press ⌘~.
    .init(written: "shift+cmd+`", same: "cmd+~", platform: .macOS),
    .init(written: "opt+shift+cmd+q", same: "opt+cmd+Q", platform: .macOS),
    .init(written: "shift+cmd+3", same: "cmd+#", platform: .macOS),
  ]

  @Test("A reservation is found under every spelling of its press", arguments: reserved)
  func reservations(_ c: Case) throws {
    let written = try KeyboardShortcut(parsing: c.written)
    let same = try KeyboardShortcut(parsing: c.same)
    #expect(written == same)
    let reservation = try #require(ShortcutTables.reservation(of: same, on: c.platform))
    #expect(ShortcutTables.reservation(of: written, on: c.platform) == reservation)
  }

  @Test("A standard command's alternates are other presses than its shortcut")
  func alternatesDiffer() {
    for command in ShortcutTables.standardCommands {
      #expect(!command.alternates.contains(command.shortcut), "\(command.id)")
      #expect(Set(command.alternates).count == command.alternates.count, "\(command.id)")
    }
  }

  struct Standard: Sendable, CustomTestStringConvertible {
    let shortcut: String
    let spelledAs: String
    var testDescription: String { shortcut }
  }

  /// Standard shortcuts written with shifted characters, and their shift+key spellings.
  static let standard: [Standard] = [
    .init(shortcut: "cmd+?", spelledAs: "shift+cmd+/"),
    .init(shortcut: "cmd+{", spelledAs: "shift+cmd+["),
    .init(shortcut: "cmd+}", spelledAs: "shift+cmd+]"),
    .init(shortcut: "cmd+:", spelledAs: "shift+cmd+;"),
    .init(shortcut: "cmd+plus", spelledAs: "shift+cmd+="),
  ]

  @Test("A standard shortcut is found whichever way its press is spelled", arguments: standard)
  func standardSpellings(_ c: Standard) throws {
    let shortcut = try KeyboardShortcut(parsing: c.shortcut)
    let spelled = try KeyboardShortcut(parsing: c.spelledAs)
    #expect(shortcut == spelled)
    let all = ShortcutTables.standardCommands.flatMap { [$0.shortcut] + $0.alternates }
    #expect(all.contains(spelled))
  }
}
