import CommandKitAudit
import CommandKitImport
import CommandKitLite
import Testing

/// `sheet-in-view-extension/` (Cork, eighteenth held-out batch; written after the batch was
/// judged): a `.sheet(item:)` whose content switches over the sheets an app shows one at a
/// time, written in a modifier method of `extension View` that the body calls
/// (`.sheets(of: self)`), shows one case's view at a time, as it does written in the body.
@Suite struct SheetInViewExtensionTests {
  static let folder = "sheet-in-view-extension"

  /// The titles of each sheet template's controls, sorted.
  static func sheets(_ result: SceneImport) -> [[String]] {
    result.templates.filter { $0.kind == .sheet }.map {
      $0.nodes.flatMap(\.controls).map(\.title).sorted()
    }
  }

  @Test("sheet-in-view-extension: each case of the switch is a sheet of its own")
  func casesApart() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let sheets = Self.sheets(result)
    #expect(Set(sheets) == [["Cancel"], ["Stop"]])
    #expect(sheets.count == 2)
    #expect(try !ImporterDefectsTests.audited(Self.folder).contains { $0.kind == .defaultButtons })
  }

  struct Variant: CustomTestStringConvertible, Sendable {
    var name: String
    var edits: [(String, String)]
    /// The controls of each sheet, sorted.
    var sheets: Set<[String]>
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    Variant(
      name: "the same sheet written in the body is apart too",
      edits: [
        (
          "      .sheets(of: self)\n",
          "      .sheet(item: $appState.sheetToShow) { sheetType in\n        switch sheetType {\n        case .install: InstallSheet()\n        case .maintenance: MaintenanceSheet()\n        }\n      }\n"
        ),
        ("@State var appState", "@Bindable var appState"),
        (
          "      .sheet(item: Bindable(view.appState).sheetToShow) { sheetType in\n        switch sheetType {\n        case .install:\n          InstallSheet()\n        case .maintenance:\n          MaintenanceSheet()\n        }\n      }\n",
          ""
        ),
      ],
      sheets: [["Cancel"], ["Stop"]]),
    Variant(
      name: "a sheet without branches in the extension is one sheet",
      edits: [
        (
          "switch sheetType {\n        case .install:\n          InstallSheet()\n        case .maintenance:\n          MaintenanceSheet()\n        }",
          "InstallSheet()\n        MaintenanceSheet()"
        )
      ],
      sheets: [["Cancel", "Stop"]]),
    Variant(
      name: "an extension of another protocol is read as before",
      edits: [("private extension View {", "private extension Scene {")],
      sheets: [["Cancel", "Stop"]]),
  ]

  @Test("sheet-in-view-extension: which sheets are apart", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let sheets = Self.sheets(result)
    #expect(Set(sheets) == variant.sheets)
    #expect(sheets.count == variant.sheets.count)
  }

  /// A modifier's own `if` outside any sheet wraps the view it modifies: it is no screen of a
  /// window, so its views (`Banner`, an overlay) make no template and join no sheet, as
  /// before the modifier's sheets were read.
  @Test("sheet-in-view-extension: a modifier's own if outside a sheet adds no screen")
  func modifierBranchesAddNoScreen() throws {
    let edits = [
      (
        "private extension View {",
        "extension View {\n  @ViewBuilder func hiding(_ flag: Bool) -> some View {\n    if flag { self.overlay { Banner() } } else { self }\n  }\n"
      ),
      ("      .sheets(of: self)\n", "      .sheets(of: self)\n      .hiding(false)\n"),
      (
        "struct MaintenanceSheet",
        "struct Banner: View {\n  var body: some View { Button(\"Dismiss Banner\") {}.keyboardShortcut(.cancelAction) }\n}\n\nstruct MaintenanceSheet"
      ),
    ]
    let plain = try ImporterDefectsTests.imported(Self.folder)
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": edits])
    #expect(result.templates.map(\.kind) == plain.templates.map(\.kind))
    #expect(result.templates.map(\.nodes.count) == plain.templates.map(\.nodes.count))
    #expect(Set(Self.sheets(result)) == [["Cancel"], ["Stop"]])
  }
}
