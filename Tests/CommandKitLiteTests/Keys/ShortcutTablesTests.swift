import Testing

@testable import CommandKitLite

@Suite struct ShortcutTablesTests {
  @Test("Every table entry parses (117/37/8/8 reserved entries, 66 standard commands)")
  func everyEntryParses() {
    // Distinct shortcuts per platform; the research table repeats none within a platform.
    // Its unconfirmed entries (6 on iPadOS, 8 on iOS, 3 on visionOS) are left out; iPadOS
    // ⇧⌘Tab is kept on a user report (the generator's CONFIRMATIONS).
    #expect(ShortcutTables.reservedShortcuts(on: .macOS).count == 117)
    #expect(ShortcutTables.reservedShortcuts(on: .iPadOS).count == 37)
    #expect(ShortcutTables.reservedShortcuts(on: .iOS).count == 8)
    #expect(ShortcutTables.reservedShortcuts(on: .visionOS).count == 8)
    #expect(ShortcutTables.standardCommands.count == 66)
  }

  @Test("The generated data records the research table it came from")
  func dataSource() {
    let source = ShortcutTables.dataSource
    #expect(source.file == "shortcuts.json")
    #expect(source.sha256.count == 64)
    #expect(source.sha256.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(source.schema >= 1)
    #expect(source.latestChange.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
  }

  struct ReservationCase: Sendable, CustomTestStringConvertible {
    let shortcut: String
    let platform: Platform
    let strength: Reservation.Strength?
    var testDescription: String { "\(shortcut) on \(platform)" }
  }

  static let cases: [ReservationCase] = [
    .init(shortcut: "cmd+space", platform: .macOS, strength: .hard),
    .init(shortcut: "cmd+tab", platform: .macOS, strength: .hard),
    .init(shortcut: "shift+cmd+3", platform: .macOS, strength: .hard),
    .init(shortcut: "cmd+q", platform: .macOS, strength: .conventional),
    .init(shortcut: "cmd+h", platform: .macOS, strength: .conventional),
    .init(shortcut: "cmd+h", platform: .iPadOS, strength: .hard),
    // Unconfirmed in the research table ("inherited by analogy"): not used (SPEC §20).
    .init(shortcut: "cmd+h", platform: .iOS, strength: nil),
    .init(shortcut: "cmd+h", platform: .visionOS, strength: nil),
    .init(shortcut: "ctrl+space", platform: .iPadOS, strength: nil),
    // Unconfirmed in the research table, confirmed by brave/brave-ios issue 4928.
    .init(shortcut: "shift+cmd+tab", platform: .iPadOS, strength: .hard),
    .init(shortcut: "cmd+space", platform: .iOS, strength: .hard),
    // The 2026-12-01 change: ⌥⌘/ (font smoothing) is gone; the Touch Bar screenshots are
    // off by default, so conventional; ⌘` and ⇧⌘` reach an app that binds them.
    .init(shortcut: "opt+cmd+/", platform: .macOS, strength: nil),
    .init(shortcut: "shift+cmd+6", platform: .macOS, strength: .conventional),
    .init(shortcut: "ctrl+shift+cmd+6", platform: .macOS, strength: .conventional),
    .init(shortcut: "cmd+`", platform: .macOS, strength: .conventional),
    .init(shortcut: "shift+cmd+`", platform: .macOS, strength: .conventional),
    .init(shortcut: "shift+cmd+5", platform: .macOS, strength: .hard),
    .init(shortcut: "tab", platform: .macOS, strength: .conventional),
    .init(shortcut: "cmd+n", platform: .macOS, strength: nil),
    .init(shortcut: "fn+e", platform: .macOS, strength: .conventional),
    .init(shortcut: "fn+e", platform: .iPadOS, strength: .hard),
    .init(shortcut: "fn+x", platform: .iPadOS, strength: .hard),
    .init(shortcut: "fn+x", platform: .iOS, strength: .hard),
    .init(shortcut: "fn+x", platform: .visionOS, strength: .hard),
    .init(shortcut: "fn+x", platform: .macOS, strength: nil),
    .init(shortcut: "cmd+c", platform: .iPadOS, strength: .conventional),
    .init(shortcut: "cmd+c", platform: .macOS, strength: nil),
    .init(shortcut: "cmd+q", platform: .visionOS, strength: .conventional),
  ]

  @Test("Reservations follow the platform tables and the fn rule", arguments: cases)
  func reservation(_ c: ReservationCase) throws {
    let shortcut = try KeyboardShortcut(parsing: c.shortcut)
    #expect(ShortcutTables.reservation(of: shortcut, on: c.platform)?.strength == c.strength)
  }

  @Test("Standard commands are known by id with their shortcut")
  func standardCommands() throws {
    let copy = try #require(ShortcutTables.standardCommand(id: "edit.copy"))
    #expect(copy.shortcut.description == "cmd+c")
    #expect(copy.menu == "Edit")
    #expect(ShortcutTables.standardCommand(id: "file.save")?.shortcut.description == "cmd+s")
    #expect(ShortcutTables.standardCommand(id: "edit.undo")?.title == "Undo")
  }

  @Test("Platform names parse regardless of case")
  func platformNames() {
    #expect(Platform(name: "ipados") == .iPadOS)
    #expect(Platform(name: "MACOS") == .macOS)
    #expect(Platform(name: "windows") == nil)
  }
}
