import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A view helper built only in context menus (called only in `.contextMenu`, or handed by
/// name to a view that calls it only there) holds no controls of its window
/// (ImporterDefects/context-menu-content-passed-as-closure/). Written in round nineteen,
/// after the thirty-fifth held-out batch was judged (Rockxy's rules windows, seven false
/// `ambiguous` errors).
@Suite struct ContextMenuHelperTests {
  static let folder = "context-menu-content-passed-as-closure"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Each window as "name kind: controls".
    let windows: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let onlyFooter = ["main window: Duplicate"]
  static let both = ["main window: Duplicate, Duplicate"]

  static let variants: [Variant] = [
    .init(
      name: "handed to the table, called only in its context menu: not the window's",
      edits: [], windows: onlyFooter, findings: []),
    .init(
      name: "also built in the window's body: the window's",
      edits: [("      Menu(\"More\") {", "      contextMenuItems(for: 0)\n      Menu(\"More\") {")],
      windows: both, findings: ["ambiguous cmd+d"]),
    .init(
      name: "the table also calls it outside the context menu: the window's",
      edits: [
        (
          "      Text(\"Rule \\(row)\")\n",
          "      contextMenuItems(row)\n      Text(\"Rule \\(row)\")\n"
        )
      ],
      windows: both, findings: ["ambiguous cmd+d"]),
    .init(
      name: "called directly in the window's own context menu: not the window's",
      edits: [
        (
          "      RulesTable(selected: $selected, contextMenuItems: contextMenuItems)\n",
          "      List(0..<3, id: \\.self) { row in\n        Text(\"Rule\")\n"
            + "          .contextMenu { contextMenuItems(for: row) }\n      }\n"
        )
      ],
      windows: onlyFooter, findings: []),
    .init(
      name: "the menuItems: form of .contextMenu counts as its content",
      edits: [
        (
          "        .contextMenu {\n          contextMenuItems(row)\n        }\n",
          "        .contextMenu(menuItems: { contextMenuItems(row) })\n"
        )
      ],
      windows: onlyFooter, findings: []),
  ]

  @Test(
    "context-menu-content-passed-as-closure: a helper built only in context menus is no control",
    arguments: variants)
  func contextMenuHelper(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.windows)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }

  @Test("the helper's button is named in a warning, not lost")
  func namedInWarning() throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: [:])
    #expect(
      result.warnings.contains {
        $0.message.contains("RulesWindowView.contextMenuItems")
          && $0.message.contains("built only in a .contextMenu")
      })
    #expect(result.census.keyboardShortcuts.warned == 1)
  }
}
