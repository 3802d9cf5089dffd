import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// `sheet-content-other-file/` (Neon Vision Editor, twentieth held-out batch; written after
/// the batch was judged): a sheet whose content is a view property declared in an extension
/// of the view in another file shows that property's views, not the presenting window.
@Suite struct SheetContentOtherFileTests {
  static let folder = "sheet-content-other-file"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The controls of the main window and of the sheet (empty: no sheet template).
    let window: [String]
    let sheet: [String]
    /// Whether the sheet's buttons meet the window's (`default-buttons`); `nil`: when no sheet
    /// holds them.
    var merged: Bool? = nil
    var testDescription: String { name }
  }

  static let sheetInBody = "    .sheet(isPresented: $showOptions) {\n      optionsSheet\n    }\n"

  static let variants: [Variant] = [
    .init(name: "the property named in the sheet", edits: [], window: ["Go"], sheet: ["Structure"]),
    .init(
      name: "self.property",
      edits: [
        (
          sheetInBody,
          sheetInBody.replacingOccurrences(of: "optionsSheet", with: "self.optionsSheet")
        )
      ],
      window: ["Go"], sheet: ["Structure"]),
    .init(
      name: "through a value a view modifier declares with its type",
      edits: [
        (sheetInBody, "    .modifier(OptionsPresenter(contentView: self))\n"),
        (
          "struct ContentView: View {",
          "struct OptionsPresenter: ViewModifier {\n  let contentView: ContentView\n\n"
            + "  func body(content: Content) -> some View {\n"
            + "    content.sheet(isPresented: contentView.$showOptions) {\n"
            + "      contentView.optionsSheet\n    }\n  }\n}\n\nstruct ContentView: View {"
        ),
      ],
      window: ["Go"], sheet: ["Structure"]),
    .init(
      name: "a sheet naming another property leaves it in the window",
      edits: [
        (
          sheetInBody,
          sheetInBody.replacingOccurrences(of: "optionsSheet", with: "Text(\"Options\")")
            + "    .overlay { optionsSheet }\n"
        )
      ],
      window: ["Go", "Structure"], sheet: []),
    // Since round sixteen a view helper nothing calls is on no screen (UnusedHelperTests).
    .init(
      name: "a property nothing names any more is on no screen",
      edits: [
        (
          sheetInBody,
          sheetInBody.replacingOccurrences(of: "optionsSheet", with: "Text(\"Options\")")
        )
      ],
      window: ["Go"], sheet: [], merged: false),
    .init(
      name: "through a value whose type is not written leaves it in the window",
      edits: [
        (
          sheetInBody,
          sheetInBody.replacingOccurrences(of: "optionsSheet", with: "other.optionsSheet")
        ),
        (
          "  @State var showOptions = false\n",
          "  @State var showOptions = false\n  let other = make()\n"
        ),
      ],
      window: ["Go", "Structure"], sheet: []),
  ]

  @Test(
    "sheet-content-other-file: which window a property of another file is in", arguments: variants)
  func placement(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    func titles(_ kind: WindowKind) -> [String] {
      result.templates.filter { $0.kind == kind }.flatMap { $0.nodes.flatMap(\.controls) }
        .map(\.title).sorted()
    }
    #expect(titles(.window) == variant.window)
    #expect(titles(.sheet) == variant.sheet)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let warned = scene.app.audit().findings.contains { $0.kind == .defaultButtons }
    #expect(warned == (variant.merged ?? variant.sheet.isEmpty))
  }
}
