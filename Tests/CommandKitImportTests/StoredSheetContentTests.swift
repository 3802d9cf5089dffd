import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `sheet-content-stored-view`: the views a caller gives a view that keeps them in a stored
/// property shown only in its sheet are the sheet's, not the caller's window's (SPEC §22;
/// ImporterDefects/sheet-content-stored-view/). Written after the twenty-second held-out
/// batch was judged (ExcalidrawZ's tip cards, ⌘W).
@Suite struct StoredSheetContentTests {
  static let folder = "sheet-content-stored-view"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Files added beside the reproduction.
    var added: [String: String] = [:]
    /// Whether the Close button is in the main window.
    let inMain: Bool
    /// Whether it is in the card's sheet.
    let inSheet: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "the card shows its stored view only in its sheet", edits: [], inMain: false,
      inSheet: true),
    .init(
      name: "the card's view is a generic parameter",
      edits: [
        ("struct TipCard: View {", "struct TipCard<Detail: View>: View {"),
        ("  var detail: AnyView\n", "  var detail: Detail\n"),
        (
          "  init<Detail: View>(title: String, @ViewBuilder detail: () -> Detail) {",
          "  init(title: String, @ViewBuilder detail: () -> Detail) {"
        ),
        ("    self.detail = AnyView(detail())", "    self.detail = detail()"),
        ("  static let welcome = TipCard(", "  static let welcome = TipCard<TipDetail>("),
      ],
      inMain: false, inSheet: true),
    .init(
      name: "the card's detail is given in an extension in another file",
      edits: [
        (
          "extension TipCard {\n  static let welcome = TipCard(title: \"Welcome\") {\n    TipDetail()\n  }\n}\n",
          ""
        )
      ],
      added: [
        "Tips.swift":
          "import SwiftUI\n\nextension TipCard {\n  static let welcome = TipCard(title: \"Welcome\") {\n"
          + "    TipDetail()\n  }\n}\n"
      ],
      inMain: false, inSheet: true),
    .init(
      name: "the card also shows its stored view in its body",
      edits: [("    Text(title)\n", "    VStack { Text(title); detail }\n")],
      inMain: true, inSheet: false),
    .init(
      name: "the window also shows the detail itself",
      edits: [("        TipCard.welcome\n", "        TipCard.welcome\n        TipDetail()\n")],
      inMain: true, inSheet: true),
  ]

  @Test(
    "sheet-content-stored-view: a stored view shown only in a sheet brings its caller's views there",
    arguments: variants)
  func storedView(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits], adding: variant.added)
    // A button of the main window is on its root (the scene file's `controls`).
    let main = result.templates.first { $0.name == SceneImport.mainTemplate }
    let inMain = (result.controls + (main?.nodes.flatMap(\.controls) ?? [])).contains {
      $0.shortcut == "cmd+w"
    }
    #expect(inMain == variant.inMain)
    let sheeted = result.templates.contains { template in
      template.kind == .sheet
        && template.nodes.flatMap(\.controls).contains { $0.shortcut == "cmd+w" }
    }
    #expect(sheeted == variant.inSheet)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.inMain)
  }
}
