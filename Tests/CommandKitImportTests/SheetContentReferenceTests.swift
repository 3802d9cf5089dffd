import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `sheet-content-reference`: a sheet whose content is a function passed by reference is
/// read as the sheet's content (ImporterDefects/sheet-content-reference/). Written after
/// the sixth held-out batch was judged (AppFair's ⌘⎋ false error, which the
/// platform-conditional-app rule brought out).
@Suite struct SheetContentReferenceTests {
  static let folder = "sheet-content-reference"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the Cancel button is read into the main window (with the preview's button).
    let cancelInMain: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "content: addSourcePrompt", edits: [], cancelInMain: false),
    .init(
      name: "content: self.addSourcePrompt",
      edits: [("content: addSourcePrompt)", "content: self.addSourcePrompt)")],
      cancelInMain: false),
    .init(
      name: "content: { addSourcePrompt(item: $0) }",
      edits: [("content: addSourcePrompt)", "content: { addSourcePrompt(item: $0) })")],
      cancelInMain: true),
    .init(
      name: "two types declare addSourcePrompt (cannot tell which)",
      edits: [
        (
          "struct SourceItem: Identifiable {",
          "struct Other {\n  func addSourcePrompt(item: SourceItem) -> some View { Text(\"x\") }\n}\n\nstruct SourceItem: Identifiable {"
        )
      ], cancelInMain: true),
  ]

  @Test(
    "sheet-content-reference: a sheet's content passed by reference is the sheet's: no ambiguous",
    arguments: variants)
  func sheetContent(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["SourcesView.swift": variant.edits])
    let main = try #require(result.templates.first)
    let mainControls = main.nodes.flatMap(\.controls).map(\.title) + result.controls.map(\.title)
    #expect(mainControls.contains("Cancel") == variant.cancelInMain)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let ambiguous = scene.app.audit().findings.contains { $0.kind == .ambiguous }
    #expect(ambiguous == variant.cancelInMain)
  }
}
