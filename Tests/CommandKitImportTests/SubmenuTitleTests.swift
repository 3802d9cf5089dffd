import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// `submenu-title/` (Petrichor, twenty-fifth held-out batch; fixed in round twenty-five): a
/// command inside a SwiftUI `Menu` keeps the menu's title as its submenu (SPEC §22: the menu
/// path), written inline or through a function the `Menu` calls, and the audit reads the
/// submenu's title with the item's (SPEC §20, roles from meaning): New ▸ Playlist on ⌘N is
/// a New.
@Suite struct SubmenuTitleTests {
  static let folder = "submenu-title"
  static let inlineButton =
    "            Button(\"Playlist\") {}\n              .keyboardShortcut(\"n\", modifiers: .command)\n"
  /// Petrichor's form: the `Menu` calls a function of the app that builds the button, and
  /// its label picks `Label` or `Text` by OS version.
  static let functionForm: [(String, String)] = [
    (inlineButton, "            playlistItem()\n"),
    (
      "            Text(\"New\")\n",
      "            if #available(macOS 26.0, *) {\n              Label(\"New\", systemImage: \"plus\")\n"
        + "            } else {\n              Text(\"New\")\n            }\n"
    ),
    (
      "  var body: some Scene {",
      "  func playlistItem() -> some View {\n    Button(\"Playlist\") {}\n"
        + "      .keyboardShortcut(\"n\", modifiers: .command)\n  }\n\n  var body: some Scene {"
    ),
  ]

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    let id: String
    let submenu: [String]
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "a button written in the Menu", edits: [], id: "file.new.playlist",
      submenu: ["New"], findings: []),
    .init(
      name: "a function the Menu calls, its label by OS version", edits: functionForm,
      id: "file.new.playlist", submenu: ["New"], findings: []),
    .init(
      name: "two menus deep",
      edits: [
        (inlineButton, "            Menu(\"Library\") {\n  " + inlineButton + "            }\n")
      ],
      id: "file.new.library.playlist", submenu: ["New", "Library"],
      findings: ["nonstandard cmd+n"]),
    // The control case: a submenu whose title names no New keeps the warning.
    .init(
      name: "a submenu whose title is no New",
      edits: [("            Text(\"New\")\n", "            Text(\"Library\")\n")],
      id: "file.library.playlist", submenu: ["Library"], findings: ["nonstandard cmd+n"]),
  ]

  @Test("submenu-title: the submenu is kept and read with the item's title", arguments: variants)
  func submenu(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: variant.edits.isEmpty ? [:] : ["App.swift": variant.edits])
    let command = try #require(result.commands.first { $0.title == "Playlist" })
    #expect(command.id == variant.id)
    #expect(command.submenu == variant.submenu)
    // The scene file carries it, and loads with it.
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(scene.app.commands.first { $0.id == variant.id }?.submenu == variant.submenu)
    #expect(
      ImporterDefectsTests.described(try ImporterDefectsTests.warnings(of: result))
        == variant.findings)
  }
}
