import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `control-gated-by-caller-argument`: a view written under `if flag { … }`, where `flag` is a
/// stored `Bool` of its view type, is not in a window whose every path to the type passes a
/// literal `flag: false` (SPEC §22; ImporterDefects/control-gated-by-caller-argument/).
/// Written in round sixteen for ExcalidrawZ's home search Cancel ⌘Esc.
@Suite struct CallerGateTests {
  static let folder = "control-gated-by-caller-argument"
  static let file = "App.swift"
  static let homeUse = "      SearchContent(withDismissButton: false)\n"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the search's Cancel meets the panel's Deny (an `ambiguous` error on ⌘Esc).
    let together: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "the home view passes false", edits: [], together: false),
    .init(
      name: "the home view passes true",
      edits: [(homeUse, "      SearchContent(withDismissButton: true)\n")], together: true),
    .init(
      name: "the home view keeps the default",
      edits: [(homeUse, "      SearchContent()\n")], together: true),
    .init(
      name: "the home view passes a value read at run time",
      edits: [(homeUse, "      SearchContent(withDismissButton: searching)\n")], together: true),
    .init(
      name: "the gate written as self.flag",
      edits: [("        if withDismissButton {\n", "        if self.withDismissButton {\n")],
      together: false),
    .init(
      name: "the Cancel outside the gate",
      edits: [
        ("        if withDismissButton {\n", "        if withDismissButton {}\n        do {\n")
      ],
      together: true),
    .init(
      name: "a flag that is not a stored property of the view gates nothing",
      edits: [
        ("  var withDismissButton: Bool = true\n", "  var withDismissButton: Bool { true }\n")
      ],
      together: true),
  ]

  @Test(
    "control-gated-by-caller-argument: a view its callers turn off with a literal false is not in their windows",
    arguments: variants)
  func callerGate(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    let together = findings.contains {
      $0.kind == .ambiguous && $0.shortcutDescription == "cmd+escape"
    }
    #expect(together == variant.together, "\(findings.map(\.message))")
    // The sheet keeps its Cancel whatever the home view passes.
    let sheet = try #require(result.templates.first { $0.kind == .sheet })
    #expect(sheet.nodes.flatMap(\.controls).map(\.title).contains("Cancel"))
  }
}
