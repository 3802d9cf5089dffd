import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `preview-only-view`: a view that only an Xcode preview builds (`#Preview { … }`, or a
/// `PreviewProvider`'s body) is on no screen of the app, so its buttons are named in a
/// warning instead of being imported (ImporterDefects/preview-only-view/; TablePro's
/// `SchemaPreviewSheet`, seventeenth held-out batch: two wrong `default-buttons` warnings;
/// written after the batch was judged). Xcode builds previews for its canvas only.
@Suite struct PreviewOnlyViewTests {
  static let folder = "preview-only-view"
  static let preview = "#Preview {\n  ChangesPreviewSheet()\n}\n"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the sheet's Apply Changes button is imported.
    let imported: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "built only by its #Preview (TablePro): not imported", edits: [], imported: false),
    .init(
      name: "a named #Preview with traits: not imported",
      edits: [
        (
          preview,
          "#Preview(\"Changes\", traits: .sizeThatFitsLayout) {\n  ChangesPreviewSheet()\n}\n"
        )
      ], imported: false),
    .init(
      name: "built only by a PreviewProvider: not imported",
      edits: [
        (
          preview,
          "struct ChangesPreviewSheet_Previews: PreviewProvider {\n  static var previews: some View {\n    ChangesPreviewSheet()\n  }\n}\n"
        )
      ], imported: false),
    .init(
      name: "also presented by the editor as a sheet: imported",
      edits: [
        (
          "    WindowGroup { EditorView() }",
          "    WindowGroup { EditorView().sheet(isPresented: .constant(true)) { ChangesPreviewSheet() } }"
        )
      ], imported: true),
  ]

  @Test("preview-only-view: a view only a preview builds is on no screen", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let json = result.json.prettyPrinted()
    #expect(json.contains("\"Apply Changes\"") == variant.imported)
    #expect(
      result.warnings.contains { $0.message.contains("or in an Xcode preview") } == !variant
        .imported)
    let findings = try SceneFile.decode(json).app.audit().findings
    if !variant.imported {
      #expect(!findings.contains { $0.kind == .defaultButtons && $0.severity != .info })
    }
  }
}
