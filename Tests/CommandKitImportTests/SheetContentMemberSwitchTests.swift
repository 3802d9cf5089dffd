import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// `sheet-content-member-switch/` (Voxt, thirty-first held-out batch; written in round
/// twenty-four, after the batch was judged): a sheet whose content is a method of the
/// presenting view declared in another file, switching over the presented item, shows one
/// sheet per case, as when the method is written beside the `.sheet`.
@Suite struct SheetContentMemberSwitchTests {
  static let folder = "sheet-content-member-switch"
  static let sheetInBody =
    "    .sheet(item: $modal) { current in\n      modalView(for: current)\n    }\n"
  static let extensionFile = "SettingsView+Modal.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// The windows with controls, as ``ImporterDefectsTests/windows(_:fields:onlyFilled:)``.
    let windows: [String]
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "a method of another file: one sheet per case", edits: [:],
      windows: ["detailSheet sheet: Close", "editorSheet sheet: Save"], findings: []),
    .init(
      name: "a property of another file holding the switch",
      edits: [
        "App.swift": [(sheetInBody, "    .sheet(item: $modal) { _ in\n      modalSheet\n    }\n")],
        extensionFile: [
          ("func modalView(for modal: Modal) -> some View {", "var modalSheet: some View {"),
          ("switch modal {", "switch self.modal ?? .create {"),
        ],
      ],
      windows: ["detailSheet sheet: Close", "editorSheet sheet: Save"], findings: []),
    .init(
      name: "a popover's content: one popover per case",
      edits: ["App.swift": [(".sheet(item: $modal)", ".popover(item: $modal)")]],
      windows: ["detailSheet panel: Close", "editorSheet panel: Save"],
      findings: []),
    // The control case: the method is built in the window itself, not in a sheet, and shows
    // both views at once; both default buttons are the window's, a real defect.
    .init(
      name: "a method built in the window, not a sheet, stays in the window",
      edits: [
        "App.swift": [
          (sheetInBody, ""),
          (
            "      Button(\"New\") { modal = .create }\n",
            "      Button(\"New\") { modal = .create }\n      modalView(for: .create)\n"
          ),
        ],
        extensionFile: [
          (
            "    switch modal {\n    case .create: EditorSheet()\n    case .detail: DetailSheet()\n    }\n",
            "    VStack {\n      EditorSheet()\n      DetailSheet()\n    }\n"
          )
        ],
      ],
      windows: ["main window: Close, Save"], findings: ["default-buttons return"]),
  ]

  @Test(
    "sheet-content-member-switch: which windows a member of another file builds",
    arguments: variants)
  func placement(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    #expect(try ImporterDefectsTests.windows(result, onlyFilled: true) == variant.windows)
    #expect(
      ImporterDefectsTests.described(try ImporterDefectsTests.warnings(of: result))
        == variant.findings)
  }
}
