import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `string-catalog-accessor`: a title written as a generated string-catalog constant
/// (`Text(.localizable(.menubarButtonPrint))`, XCStrings Tool's accessors) shows the
/// catalog's value for that key, so its role is read from it (SPEC §22, titles as the user
/// sees them; ImporterDefects/string-catalog-accessor/). Written after the twenty-second
/// held-out batch was judged (ExcalidrawZ's Print… ⌘P).
@Suite struct StringCatalogAccessorTests {
  static let folder = "string-catalog-accessor"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// The command's title as imported.
    let title: String
    /// Whether ⌘P is reported `nonstandard` at warning.
    let nonstandard: Bool
    var testDescription: String { name }
  }

  static let accessor = "Text(.localizable(.menubarButtonPrint))"

  static let variants: [Variant] = [
    .init(name: "the catalog has the key", edits: [:], title: "Print...", nonstandard: false),
    .init(
      name: "String(localizable:) names the key",
      edits: ["App.swift": [(accessor, "Text(String(localizable: .menubarButtonPrint))")]],
      title: "Print...", nonstandard: false),
    .init(
      name: "the catalog lacks the key",
      edits: ["App.swift": [(accessor, "Text(.localizable(.menubarButtonExport))")]],
      title: ".localizable(.menubarButtonExport)", nonstandard: true),
    .init(
      name: "another table's accessor",
      edits: ["App.swift": [(accessor, "Text(.menus(.menubarButtonPrint))")]],
      title: ".menus(.menubarButtonPrint)", nonstandard: true),
    .init(
      name: "a key with arguments",
      edits: ["App.swift": [(accessor, "Text(.localizable(.menubarButtonPrint(2)))")]],
      title: ".localizable(.menubarButtonPrint(2))", nonstandard: true),
    .init(
      name: "the catalog's value is another title",
      edits: ["Localizable.xcstrings": [("\"Print...\"", "\"Flip Canvas\"")]],
      title: "Flip Canvas", nonstandard: true),
  ]

  @Test(
    "string-catalog-accessor: a generated catalog constant shows its key's value",
    arguments: variants)
  func accessor(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    let command = try #require(result.commands.first { $0.shortcut == "cmd+p" })
    #expect(command.title == variant.title)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let nonstandard = scene.app.audit().findings.contains {
      $0.kind == .nonstandard && $0.severity != .info
    }
    #expect(nonstandard == variant.nonstandard)
  }

  @Test(
    "string-catalog-accessor: the accessor is the table's name with its first letter lowercased",
    arguments: [
      ("localizable", "menubarButtonPrint", "Print..."),
      ("Localizable", "menubarButtonPrint", nil),
      ("localizable", "MenubarButtonPrint", nil),
      ("menus", "menubarButtonPrint", nil),
    ] as [(String, String, String?)])
  func accessorValue(_ table: String, key: String, value: String?) throws {
    var strings = Localizations()
    let catalog =
      #"{"sourceLanguage":"en","strings":{"menubarButtonPrint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Print..."}}}}}}"#
    #expect(
      strings.add(Data(catalog.utf8), path: "Localizable.xcstrings", development: "en") == nil)
    #expect(strings.accessorValue(table: table, key: key) == value)
  }
}
