import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `unused-helper-read`: a view helper (a `some View` computed property or method) whose name
/// nothing in the app writes outside its declaration is never built: its controls are named in
/// a warning, not placed in a window, and the view types only it builds are unused (SPEC §22;
/// ImporterDefects/unused-helper/). Written in round sixteen for Segue's `helpButton` and
/// Spotifly's `startpageShortcuts(recentlyPlayedService:)` (twenty-sixth held-out batch).
@Suite struct UnusedHelperTests {
  static let folder = "unused-helper"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let useHelp = ("    Text(\"Playlist\")\n", "    helpButton\n    Text(\"Playlist\")\n")

  static let variants: [Variant] = [
    .init(name: "neither helper is called", edits: [], findings: []),
    .init(name: "the Help button's property is read", edits: [useHelp], findings: ["ambiguous ?"]),
    .init(
      name: "the refresh modifier is called",
      edits: [("    Text(\"Playlist\")\n", "    Text(\"Playlist\").refreshShortcut()\n")],
      findings: ["shadowed cmd+r"]),
    .init(
      name: "a stored property declared just before body does not take body for its own",
      edits: [
        useHelp,
        ("  var body: some View {\n", "  private var note: String?\n\n  var body: some View {\n"),
      ],
      findings: ["ambiguous ?"]),
    .init(
      name: "a name written in another type counts as a use",
      edits: [
        (
          "extension View {\n",
          "struct Toolbar {\n  var model = Model()\n  var label: String { model.helpButton }\n}\n\nextension View {\n"
        )
      ],
      findings: ["ambiguous ?"]),
  ]

  @Test("unused-helper-read: a view helper nothing calls is on no screen", arguments: variants)
  func unusedHelper(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
    if variant.edits.isEmpty {
      #expect(result.warnings.contains { $0.message.contains("ContentView.helpButton") })
    }
  }
}
