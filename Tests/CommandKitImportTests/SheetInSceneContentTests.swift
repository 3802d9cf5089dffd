import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `sheet-in-scene-content`: a `.sheet`, `.popover` or alert written on a scene's content in
/// the App's body presents its content in a window of its own, not in the scene's window
/// (ImporterDefects/sheet-in-scene-content/). Written in round twenty after the thirty-second
/// held-out batch was judged (AppPorts' About sheet beside its welcome screen's default
/// button on Return, a wrong `default-buttons`).
@Suite struct SheetInSceneContentTests {
  static let folder = "sheet-in-scene-content"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The windows with their controls' titles, as
    /// ``ImporterDefectsTests/windows(_:fields:onlyFilled:)`` gives them.
    let templates: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let sheet =
    "      RootView()\n        .sheet(isPresented: $showAbout) {\n          AboutView()\n        }"

  static let variants: [Variant] = [
    .init(
      name: "a sheet on the scene's content: its view is the sheet's only", edits: [],
      templates: ["aboutView sheet: Close", "main window: Start"], findings: []),
    .init(
      name: "a popover on the scene's content: its view is the popover's only",
      edits: [(sheet, sheet.replacingOccurrences(of: ".sheet", with: ".popover"))],
      templates: ["aboutView panel: Close", "main window: Start"], findings: []),
    .init(
      name: "the view also written in the scene's content outside the sheet: in both",
      edits: [
        (sheet, "      VStack {\n        AboutView()\n" + sheet + "\n      }")
      ],
      templates: ["aboutView sheet: Close", "main window: Close, Start"],
      findings: ["default-buttons return"]),
    .init(
      name: "no sheet: the view is the window's",
      edits: [(sheet, "      VStack {\n        RootView()\n        AboutView()\n      }")],
      templates: ["main window: Close, Start"], findings: ["default-buttons return"]),
  ]

  @Test(
    "sheet-in-scene-content: a presentation on a scene's content is a window of its own",
    arguments: variants)
  func sheetInSceneContent(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.templates)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
