import CommandKitLite
import Testing

@Suite struct ShortcutTablesTests {
  @Test("Every table entry parses (118/43/16/11 reserved entries, 66 standard commands)")
  func everyEntryParses() {
    // Distinct shortcuts per platform; the research table repeats none within a platform.
    #expect(ShortcutTables.reservedShortcuts(on: .macOS).count == 118)
    #expect(ShortcutTables.reservedShortcuts(on: .iPadOS).count == 43)
    #expect(ShortcutTables.reservedShortcuts(on: .iOS).count == 16)
    #expect(ShortcutTables.reservedShortcuts(on: .visionOS).count == 11)
    #expect(ShortcutTables.standardCommands.count == 66)
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
    .init(shortcut: "cmd+h", platform: .iOS, strength: .hard),
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
