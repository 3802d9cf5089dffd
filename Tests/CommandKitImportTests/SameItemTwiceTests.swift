import CommandKitAudit
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-group-replaced-twice/` (Ayna, fourteenth held-out batch; written after the batch was
/// judged): one `CommandGroup(replacing: .newItem)` written in the commands of two scenes is
/// one item of the app's one main menu, imported once with a warning; items that differ in
/// anything written (title, shortcut, action) stay two commands, the second renamed.
@Suite struct SameItemTwiceTests {
  static let folder = "same-group-replaced-twice"

  static func findings(_ result: SceneImport) throws -> [Finding] {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings
  }

  @Test("same-group-replaced-twice: the item written in two scenes is one command, no ambiguous")
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(result.commands.map(\.id) == ["file.newNote"])
    #expect(result.commands.first?.source.line == 20)
    let warning = try #require(result.warnings.first { $0.message.contains("written again") })
    #expect(warning.location.line == 32)
    #expect(warning.message.contains("same item as at line 20"))
    // Every `.keyboardShortcut` is imported or named in a warning (SPEC §22).
    let tally = result.census.keyboardShortcuts
    #expect(tally.found == 2 && tally.imported == 1 && tally.warned == 1)
    #expect(try !Self.findings(result).contains { $0.kind == .ambiguous })
  }

  struct Variant: CustomTestStringConvertible, Sendable {
    var name: String
    var edit: (String, String)
    var ids: [String]
    var ambiguous: Bool
    var testDescription: String { name }
  }

  /// Each edit changes the second copy only (it follows `Settings {`).
  static let variants: [Variant] = [
    Variant(
      name: "another action is another command",
      edit: (
        "      Text(\"Settings\")\n    }\n    .commands {\n      CommandGroup(replacing: .newItem) {\n        Button(\"New Note\") {\n          NotificationCenter.default.post(name: .newNoteRequested",
        "      Text(\"Settings\")\n    }\n    .commands {\n      CommandGroup(replacing: .newItem) {\n        Button(\"New Note\") {\n          NotificationCenter.default.post(name: .settingsNoteRequested"
      ),
      ids: ["file.newNote", "file.newNote2"], ambiguous: true),
    Variant(
      name: "another title is another command, running the same code: one action (round nineteen)",
      edit: (
        "      Text(\"Settings\")\n    }\n    .commands {\n      CommandGroup(replacing: .newItem) {\n        Button(\"New Note\")",
        "      Text(\"Settings\")\n    }\n    .commands {\n      CommandGroup(replacing: .newItem) {\n        Button(\"New Sticky\")"
      ),
      ids: ["file.newNote", "file.newSticky"], ambiguous: false),
    Variant(
      name: "another shortcut is another command",
      edit: (
        ".keyboardShortcut(\"n\", modifiers: .command)\n      }\n    }\n  }\n}",
        ".keyboardShortcut(\"n\", modifiers: [.command, .option])\n      }\n    }\n  }\n}"
      ),
      ids: ["file.newNote", "file.newNote2"], ambiguous: false),
  ]

  @Test("An item that differs in anything written stays a command of its own", arguments: variants)
  func differs(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": [variant.edit]])
    #expect(result.commands.map(\.id) == variant.ids)
    #expect(!result.warnings.contains { $0.message.contains("written again") })
    #expect(try Self.findings(result).contains { $0.kind == .ambiguous } == variant.ambiguous)
  }
}
