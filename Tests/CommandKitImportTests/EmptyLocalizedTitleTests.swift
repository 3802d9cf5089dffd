import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `empty-localized-menu-title`: an empty value in the app's strings is read as no value, so
/// the key shows as written and the import loads (SPEC §22; ImporterDefects/
/// empty-localized-menu-title/). Written after the twenty-fourth held-out batch was judged
/// (Planet's English table, 361 empty values).
@Suite struct EmptyLocalizedTitleTests {
  static let folder = "empty-localized-menu-title"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// The menu's and the command's titles, as imported.
    let menu: String
    let title: String
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "both values are empty", edits: [:], menu: "Writer", title: "Send"),
    .init(
      name: "the menu's value is given",
      edits: ["Localizable.strings": [("\"Writer\" = \"\";", "\"Writer\" = \"Schreiben\";")]],
      menu: "Schreiben", title: "Send"),
    .init(
      name: "the item's value is given",
      edits: ["Localizable.strings": [("\"Send\" = \"\";", "\"Send\" = \"Send Draft\";")]],
      menu: "Writer", title: "Send Draft"),
  ]

  @Test(
    "empty-localized-menu-title: an empty value shows the key, and the import loads",
    arguments: variants)
  func emptyValue(_ variant: Variant) throws {
    // The reproduction has a folder (`en.lproj`): copied whole, then edited.
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(Self.folder)-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: ImporterDefectsTests.root.appendingPathComponent(Self.folder), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    for (name, changes) in variant.edits {
      let url = copy.appendingPathComponent("en.lproj").appendingPathComponent(name)
      var text = try String(contentsOf: url, encoding: .utf8)
      for (old, new) in changes {
        #expect(text.contains(old), "\(name): \(old)")
        text = text.replacingOccurrences(of: old, with: new)
      }
      try Data(text.utf8).write(to: url)
    }
    let result = try SceneImporter.importDirectory(copy.path)
    let command = try #require(result.commands.first { $0.shortcut == "shift+cmd+d" })
    #expect(command.menu == variant.menu)
    #expect(command.title == variant.title)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(scene.app.commands.contains { $0.title == variant.title })
  }

  @Test(
    "empty-localized-menu-title: a table's empty value is no value, in a strings file and a catalog",
    arguments: [
      ("Localizable.strings", "\"Writer\" = \"\";\n\"Send\" = \"Send Now\";\n"),
      (
        "Localizable.xcstrings",
        #"{"sourceLanguage":"en","strings":{"Writer":{"localizations":{"en":{"stringUnit":{"state":"translated","value":""}}}},"Send":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Send Now"}}}}}}"#
      ),
    ])
  func emptyIsNoValue(_ file: String, text: String) throws {
    var strings = Localizations()
    #expect(strings.add(Data(text.utf8), path: "en.lproj/" + file, development: "en") == nil)
    #expect(strings.value("Writer") != "")
    #expect(strings.value("Send") == "Send Now")
  }
}
