import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `helper-of-helper-in-host`: a branch holds the helpers its helpers call, when nothing but
/// the branch and its helpers uses them (SPEC §22; ImporterDefects/helper-of-helper-in-host/).
/// Written in round sixteen for Petrichor's Report a Problem sheet (twenty-fifth held-out
/// batch).
@Suite struct HelperOfHelperTests {
  static let folder = "helper-of-helper-in-host"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether Send Report meets Close (a `default-buttons` warning on Return).
    let together: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "the footer only the editing phase's helper calls", edits: [], together: false),
    .init(
      name: "a helper of a helper of a helper",
      edits: [
        ("      footer\n", "      footerRow\n"),
        (
          "  private var footer: some View {\n",
          "  private var footerRow: some View {\n    footer\n  }\n\n  private var footer: some View {\n"
        ),
      ],
      together: false),
    .init(
      name: "the footer also written beside the switch is shown with every phase",
      edits: [
        (
          "    switch phase {\n",
          "    footer\n    switch phase {\n"
        )
      ],
      together: true),
    .init(
      name: "the footer also shown by the sent phase belongs to neither alone",
      edits: [("      Text(\"Report sent\")\n", "      Text(\"Report sent\")\n      footer\n")],
      together: true),
  ]

  @Test(
    "helper-of-helper-in-host: a helper's helper used only by one branch is that branch's",
    arguments: variants)
  func helperOfHelper(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    let together = findings.contains {
      $0.kind == .defaultButtons && $0.shortcutDescription == "return"
    }
    #expect(together == variant.together, "\(findings.map(\.message))")
  }
}
