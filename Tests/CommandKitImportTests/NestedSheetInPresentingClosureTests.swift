import CommandKitAudit
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `nested-sheet-in-presenting-closure/` (GrokBuild, fifteenth held-out batch; written after
/// the batch was judged): sheets attached inside another sheet's content closure are
/// presented on their own, so their views are theirs and not the outer sheet's.
@Suite struct NestedSheetInPresentingClosureTests {
  static let folder = "nested-sheet-in-presenting-closure"

  static func windows(_ result: SceneImport) throws -> [String] {
    try ImporterDefectsTests.windows(result, fields: true)
  }

  static func defaultButtons(_ result: SceneImport) throws -> Bool {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings.contains {
      $0.kind == .defaultButtons
    }
  }

  @Test("nested-sheet-in-presenting-closure: each inner sheet holds its own Create button")
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let windows = try Self.windows(result)
    #expect(windows.contains("sessionSheet sheet: Create Session, field name"))
    #expect(windows.contains("automationSheet sheet: Create Automation, field prompt"))
    #expect(!windows.contains { $0.hasPrefix("dashboardPanel") && $0.contains("Create") })
    #expect(try !Self.defaultButtons(result))
  }

  @Test("The outer sheet keeps its own views, and only those")
  func outerSheetKeepsItsOwn() throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder,
      editing: [
        "App.swift": [
          (
            "      Button(\"New Session…\", action: onNewSession)",
            "      TextField(\"Filter\", text: .constant(\"\"))\n"
              + "      Button(\"New Session…\", action: onNewSession)"
          )
        ]
      ])
    #expect(try Self.windows(result).contains("dashboardPanel sheet: field filter"))
  }
}
