import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One title as written in the sources, and the title and key the import must give it.
struct TitleCase: Sendable, CustomTestStringConvertible {
  var written: String
  var title: String
  var titleKey: String?
  var id: String
  var testDescription: String { written }
}

/// SPEC §22, titles as the user sees them: localization keys come from the app's strings in
/// its development language; expressions stay as written but their group still gives the role.
@Suite struct LocalizationTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "menu.jot" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Jot" } },
                                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Notiz" } } } },
        "menu.pin" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Pin Jot" } } } },
        "menu.settings" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings…" } } } },
        "Archive" : { },
        "menu.deOnly" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur Deutsch" } } } }
      },
      "version" : "1.0"
    }
    """#

  /// A `.strings` table of another name, in UTF-16 with a byte order mark as old projects
  /// keep them.
  static let menus =
    "/* Menus */\n\"menu.share\" = \"Share…\";\n// done\n\"menu.quote\" = \"Say \\\"Hi\\\"\";\n"
  static let menusGerman = "\"menu.share\" = \"Teilen…\";\n"

  static let commands = #"""
    struct JotCommands: Commands {
      var body: some Commands {
        CommandGroup(replacing: .appSettings) {
          Button("menu.settings") {}.keyboardShortcut(",")
        }
        CommandMenu("menu.jot") {
          Button("menu.pin") {}.keyboardShortcut("p")
          Button(String(localized: "menu.share", table: "Menus")) {}.keyboardShortcut("s")
          Button(NSLocalizedString("menu.quote", tableName: "Menus", comment: "")) {}
          Button { archive() } label: { Text(verbatim: "menu.pin") }
          Button("Archive") {}
          Button("menu.deOnly") {}
          Button("menu.missing") {}
        }
        CommandGroup(replacing: .undoRedo) {
          Button { undo() } label: { Text(isEditing ? "Undo" : undoTitle) }
            .keyboardShortcut("z")
          Button(redoTitle) { redo() }.keyboardShortcut("z", modifiers: [.command, .shift])
        }
      }
    }
    """#

  static func imported() throws -> SceneImport {
    var menus = Data([0xFF, 0xFE])
    menus.append(Self.menus.data(using: .utf16LittleEndian) ?? Data())
    return try SceneImporter.importInputs(
      [
        .init(path: "App/Localizable.xcstrings", data: Data(catalog.utf8), lenient: false),
        .init(path: "App/en.lproj/Menus.strings", data: menus, lenient: false),
        .init(path: "App/de.lproj/Menus.strings", data: Data(menusGerman.utf8), lenient: false),
        .init(path: "App/JotCommands.swift", data: Data(commands.utf8), lenient: false),
      ], fallbackName: "App", lenient: false)
  }

  static let titles: [TitleCase] = [
    // A key the catalog has: its development-language value, the key kept.
    .init(
      written: #"Button("menu.settings")"#, title: "Settings…", titleKey: "menu.settings",
      id: "app.settings"),
    .init(
      written: #"Button("menu.pin")"#, title: "Pin Jot", titleKey: "menu.pin", id: "jot.pinJot"),
    // A named table, in a .strings file of the development language (UTF-16).
    .init(
      written: #"String(localized: "menu.share", table: "Menus")"#, title: "Share…",
      titleKey: "menu.share", id: "jot.share"),
    .init(
      written: #"NSLocalizedString("menu.quote", tableName: "Menus")"#, title: #"Say "Hi""#,
      titleKey: "menu.quote", id: "jot.sayHi"),
    // Shown as written: verbatim text, a key that is its own value, keys the development
    // language lacks.
    .init(written: #"Text(verbatim: "menu.pin")"#, title: "menu.pin", id: "jot.menuPin"),
    .init(written: #"Button("Archive")"#, title: "Archive", id: "jot.archive"),
    .init(written: #"Button("menu.deOnly")"#, title: "menu.deOnly", id: "jot.menuDeOnly"),
    .init(written: #"Button("menu.missing")"#, title: "menu.missing", id: "jot.menuMissing"),
    // An expression stays the title; its literals and its group give the role.
    .init(
      written: #"Text(isEditing ? "Undo" : undoTitle)"#, title: #"isEditing ? "Undo" : undoTitle"#,
      id: "edit.undo"),
    .init(written: "Button(redoTitle) on ⇧⌘Z", title: "redoTitle", id: "edit.redo"),
  ]

  @Test("Each title reads as the user sees it, with its key and role", arguments: titles)
  func title(_ expected: TitleCase) throws {
    let result = try Self.imported()
    let command = try #require(
      result.commands.first { $0.id == expected.id }, "\(result.commands.map(\.id))")
    #expect(command.title == expected.title)
    #expect(command.titleKey == expected.titleKey)
  }

  @Test("A command menu's name is looked up too; the scene file carries titleKey")
  func menuNameAndJSON() throws {
    let result = try Self.imported()
    #expect(result.commands.first { $0.id == "jot.pinJot" }?.menu == "Jot")
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let pin = try #require(scene.app.commands.first { $0.id == "jot.pinJot" })
    #expect(pin.titleKey == "menu.pin")
    #expect(pin.title == "Pin Jot")
  }

  @Test("Strings files: comments, escapes, UTF-16; other languages' and bad files are left out")
  func stringsFiles() throws {
    var strings = Localizations()
    #expect(
      strings.add(Data(Self.menus.utf8), path: "en.lproj/Menus.strings", development: "en") == nil)
    #expect(strings.value("menu.quote", table: "Menus") == #"Say "Hi""#)
    #expect(strings.value("menu.share") == "Share…")
    #expect(
      strings.add(Data(Self.menusGerman.utf8), path: "de.lproj/Menus.strings", development: "en")
        == nil)
    #expect(strings.value("menu.share", table: "Menus") == "Share…")
    let problem = strings.add(
      Data("key = = ;".utf8), path: "Base.lproj/Bad.strings", development: "en")
    #expect(problem?.contains("not a strings file") == true)
    #expect(
      strings.add(Data("{".utf8), path: "Localizable.xcstrings", development: "en")?.contains(
        "not a string catalog") == true)
  }

  @Test("A UIKit key command's localized title is looked up; a plain String is not")
  func uiKitTitles() throws {
    let source = #"""
      class V: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(title: NSLocalizedString("menu.pin", comment: ""), action: #selector(pin),
                        input: "p", modifierFlags: .command),
           UIKeyCommand(title: "menu.pin", action: #selector(other), input: "o", modifierFlags: .command)]
        }
      }
      """#
    let result = try SceneImporter.importInputs(
      [
        .init(path: "Localizable.xcstrings", data: Data(Self.catalog.utf8), lenient: false),
        .init(path: "V.swift", data: Data(source.utf8), lenient: false),
      ], fallbackName: "V", lenient: false)
    #expect(result.commands.map(\.title) == ["Pin Jot", "menu.pin"])
    #expect(result.commands.map(\.titleKey) == ["menu.pin", nil])
  }
}
