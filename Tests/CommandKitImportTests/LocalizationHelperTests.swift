import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// An app's own localization helpers (round twenty-five, ``LocalizationHelper``): a title
/// written through a function or `String` member of the app that looks its argument up in the
/// app's strings reads as the user sees it, as `String(localized:)` does; a key the strings
/// lack shows the helper's fallback, else the key (Foundation's rule); the title is still an
/// expression, so its group placement gives its role (SPEC §22).
@Suite struct LocalizationHelperTests {
  static let strings = """
    "menu.open" = "Open Library…";
    "menu.general" = "General";
    "menu.stats" = "Statistics";
    "Menus.archive" = "wrong table";
    """
  static let menusTable = "\"menu.archive\" = \"Archive All\";\n"

  static let helpers = #"""
    import Foundation

    extension String {
      var localized: String { NSLocalizedString(self, comment: "") }
      var translated: String { lookedUp() }
      private func lookedUp(bundle: Bundle = .main, comment: String = "") -> String {
        NSLocalizedString(self, bundle: bundle, comment: comment)
      }
    }

    enum L10n {
      static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      static func tr(_ key: String, _ arguments: CVarArg...) -> String {
        String(format: NSLocalizedString(key, comment: ""), arguments: arguments)
      }
      static func string(_ key: String, defaultValue: String) -> String {
        Bundle.main.localizedString(forKey: key, value: defaultValue, table: nil)
      }
      static func table(_ table: String, _ key: String) -> String {
        NSLocalizedString(key, tableName: table, comment: "")
      }
    }

    func pick(_ first: String, _ key: String) -> String { NSLocalizedString(key, comment: "") }
    func pick(key: String) -> String { NSLocalizedString(key, comment: "") }
    func plain(_ text: String) -> String { text.uppercased() }
    """#

  static let app = #"""
    import SwiftUI

    @main
    struct Library: App {
      var body: some Scene {
        WindowGroup { Text("Library") }
          .commands {
            CommandGroup(replacing: .appSettings) {
              Button(L10n.tr("menu.general")) {}.keyboardShortcut(",")
            }
            CommandMenu("Shelf") {
              Button("menu.open".localized) {}.keyboardShortcut("o", modifiers: [.command, .shift])
              Button("menu.stats".translated) {}
              Button(L10n.tr("menu.stats", 3)) {}
              Button(L10n.string("menu.undoAll", defaultValue: "Undo All")) {}
              Button(L10n.table("Menus", "menu.archive")) {}
              Button(L10n.tr("menu.missing")) {}
              Button(pick("x", "menu.stats")) {}
              Button(plain("menu.open")) {}
              Button(L10n.tr(name)) {}
            }
          }
      }
    }
    """#

  static func imported() throws -> SceneImport {
    try SceneImporter.importInputs(
      [
        .init(path: "App/en.lproj/Localizable.strings", data: Data(strings.utf8), lenient: false),
        .init(path: "App/en.lproj/Menus.strings", data: Data(menusTable.utf8), lenient: false),
        .init(path: "App/Strings.swift", data: Data(helpers.utf8), lenient: false),
        .init(path: "App/Library.swift", data: Data(app.utf8), lenient: false),
      ], fallbackName: "App", lenient: false)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let written: String
    let line: Int
    let title: String
    var titleKey: String? = nil
    var id: String? = nil
    var testDescription: String { written }
  }

  static let cases: [Case] = [
    // A function helper in a replaced group on the default's key: the settings item, titled
    // as the strings say.
    .init(
      written: #"L10n.tr("menu.general") on ⌘, in .appSettings"#, line: 9, title: "General",
      titleKey: "menu.general", id: "app.settings"),
    // A `String` member, and one that forwards to another member with defaulted parameters.
    .init(
      written: #""menu.open".localized"#, line: 12, title: "Open Library…",
      titleKey: "menu.open"),
    .init(
      written: #""menu.stats".translated"#, line: 13, title: "Statistics", titleKey: "menu.stats"
    ),
    // Overloads that take the key alike are one helper.
    .init(
      written: #"L10n.tr("menu.stats", 3)"#, line: 14, title: "Statistics",
      titleKey: "menu.stats"),
    // A key the strings lack: the helper's fallback, else the key itself.
    .init(
      written: #"L10n.string("menu.undoAll", defaultValue: "Undo All")"#, line: 15,
      title: "Undo All", titleKey: "menu.undoAll"),
    // The table a parameter passes.
    .init(
      written: #"L10n.table("Menus", "menu.archive")"#, line: 16, title: "Archive All",
      titleKey: "menu.archive"),
    .init(written: #"L10n.tr("menu.missing")"#, line: 17, title: "menu.missing"),
    // Not read: a name declared as two helpers that take the key differently, a function
    // that looks nothing up, a key that is not a literal.
    .init(written: #"pick("x", "menu.stats")"#, line: 18, title: #"pick("x", "menu.stats")"#),
    .init(written: #"plain("menu.open")"#, line: 19, title: #"plain("menu.open")"#),
    .init(written: "L10n.tr(name)", line: 20, title: "L10n.tr(name)"),
  ]

  @Test(
    "A title written through the app's own lookup helper reads as the user sees it",
    arguments: cases)
  func title(_ expected: Case) throws {
    let result = try Self.imported()
    let command = try #require(
      result.commands.first {
        $0.source.file == "App/Library.swift" && $0.source.line == expected.line
      },
      "\(result.commands.map { "\($0.source.line) \($0.title)" })")
    #expect(command.title == expected.title)
    #expect(command.titleKey == expected.titleKey)
    if let id = expected.id { #expect(command.id == id) }
  }

  @Test("A helper's title carries no run-time warning; an unread one still does")
  func warnings() throws {
    let result = try Self.imported()
    let computed = result.warnings.filter { $0.message.contains("computed at run time") }
    #expect(computed.map(\.location.line).sorted() == [18, 19, 20])
  }
}
