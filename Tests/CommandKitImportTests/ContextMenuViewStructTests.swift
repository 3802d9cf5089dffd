import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `context-menu-view-struct`: a view built only inside a `.contextMenu`'s content is that
/// menu's, so its buttons' shortcuts are live only while the menu is open, as for buttons
/// written inside the braces (ImporterDefects/context-menu-view-struct/; TablePro's
/// `SidebarContextMenu`, seventeenth held-out batch: a wrong `steals-text-key` on ⌘⌫;
/// written after the batch was judged).
@Suite struct ContextMenuViewStructTests {
  static let folder = "context-menu-view-struct"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether RowMenu's Delete button is imported as a control of the window.
    let imported: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "built only in the context menu (TablePro): not a control", edits: [], imported: false),
    .init(
      name: "also built in the window's content: a control",
      edits: [
        (
          "      TextField(\"Search\", text: $query)\n",
          "      TextField(\"Search\", text: $query)\n      RowMenu()\n"
        )
      ], imported: true),
    .init(
      name: "built by another modifier (an overlay): a control",
      edits: [(".contextMenu {", ".overlay {")], imported: true),
  ]

  @Test(
    "context-menu-view-struct: a view only a .contextMenu builds is no control of the window",
    arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let json = result.json.prettyPrinted()
    #expect(json.contains("\"Delete\"") == variant.imported)
    #expect(
      result.warnings.contains { $0.message.contains("shown only in a .contextMenu") }
        == !variant.imported)
    let findings = try SceneFile.decode(json).app.audit().findings
    #expect(findings.contains { $0.kind == .stealsTextKey } == variant.imported)
  }
}
