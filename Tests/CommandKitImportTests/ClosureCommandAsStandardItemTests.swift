import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// `closure-command-as-standard-item/` (Pathstitch, twenty-third held-out batch; written in
/// round twenty-four, after the batch was judged): a menu button whose menu and title spell a
/// platform default's id (Delete in `CommandGroup(replacing: .undoRedo)`, `edit.delete`) is
/// the app's own command beside that default, enabled as any SwiftUI button; only a button
/// that stands for the default in the default's own group takes its id.
@Suite struct ClosureCommandAsStandardItemTests {
  static let folder = "closure-command-as-standard-item"
  static let deleteButton =
    "        Divider()\n        Button(\"Delete\") {\n          model.deleteSelectedShapes()\n        }\n        .keyboardShortcut(.delete, modifiers: [])\n"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The id the Delete button is imported with.
    let id: String
    /// The Edit ▸ Delete items of the loaded app: the app's and, when its group is left, the
    /// platform's.
    let deleteItems: [String]
    /// The warnings and errors, as ``ImporterDefectsTests/described(_:)`` writes them.
    var findings: [String] = []
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "in another group: the app's own command beside the platform's Delete", edits: [],
      id: "edit.delete2", deleteItems: ["edit.delete2", "edit.delete"]),
    .init(
      name: "in the default's own group, replaced: it stands for the default",
      edits: [
        (deleteButton, ""),
        (
          "      }\n    }\n  }\n}\n",
          "        }\n      CommandGroup(replacing: .pasteboard) {\n        Button(\"Delete\") {\n"
            + "          model.deleteSelectedShapes()\n        }\n"
            + "        .keyboardShortcut(.delete, modifiers: [])\n      }\n    }\n  }\n}\n"
        ),
      ],
      id: "edit.delete", deleteItems: ["edit.delete"],
      // Replacing the whole group takes Cut, Copy, Paste and Select All away: a real defect.
      findings: ["missing-edit-commands cmd+x"]),
    .init(
      name: "in a menu of its own: an id of its own",
      edits: [
        (deleteButton, ""),
        (
          "      }\n    }\n  }\n}\n",
          "        }\n      CommandMenu(\"Shapes\") {\n        Button(\"Delete\") {\n"
            + "          model.deleteSelectedShapes()\n        }\n"
            + "        .keyboardShortcut(.delete, modifiers: [])\n      }\n    }\n  }\n}\n"
        ),
      ],
      id: "shapes.delete", deleteItems: ["shapes.delete", "edit.delete"]),
  ]

  @Test(
    "closure-command-as-standard-item: which id a Delete button takes, and no finding",
    arguments: variants)
  func placement(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let delete = try #require(result.commands.first { $0.title == "Delete" })
    #expect(delete.id == variant.id)
    let app = try SceneFile.decode(result.json.prettyPrinted()).app
    let items = app.validatedMenuBar().flatMap(\.items).filter { $0.title == "Delete" }
    #expect(items.map(\.id).sorted() == variant.deleteItems.sorted())
    // The app's button is enabled as any SwiftUI button, with or without a text input.
    #expect(items.first { $0.id == variant.id }?.isEnabled == true)
    #expect(
      ImporterDefectsTests.described(try ImporterDefectsTests.warnings(of: result))
        == variant.findings)
  }

  /// A title typed with three full stops names the default whose title ends with the
  /// ellipsis character (Prowl's and CodeEdit's `Settings...` in `CommandGroup(replacing:
  /// .appSettings)`): it stands for that default.
  @Test(
    "A title ending in three full stops stands for the default titled with an ellipsis",
    arguments: [
      ("appSettings", "Settings...", "app.settings"),
      ("appSettings", "Settings…", "app.settings"),
      ("textEditing", "Find...", "edit.find"),
    ])
  func ellipsis(group: String, title: String, id: String) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder,
      editing: [
        "App.swift": [
          (
            Self.deleteButton,
            "      }\n      CommandGroup(replacing: .\(group)) {\n        Button(\"\(title)\") {}\n"
          )
        ]
      ])
    #expect(result.commands.first { $0.title == title }?.id == id)
  }
}
