import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `branch-beside-window-controls`: a branch of an `if`/`else` or `switch` is shown inside the
/// view that writes the chain, so its template also holds what that host shows beside the
/// chain, but not what the chain's branches share (SPEC §22;
/// ImporterDefects/branch-beside-window-controls/). Written in round sixteen for ControllerKeys'
/// hidden Previous/Next Tab buttons (twenty-fourth held-out batch), lost once its sheets were
/// read apart.
@Suite struct BranchHostTests {
  static let folder = "branch-beside-window-controls"
  static let file = "App.swift"

  static let background = """
        .background {
          Button("Previous Tab") { selectedTab = max(0, selectedTab - 1) }
            .keyboardShortcut(.leftArrow, modifiers: .command)
            .hidden()
          Button("Next Tab") { selectedTab = min(2, selectedTab + 1) }
            .keyboardShortcut(.rightArrow, modifiers: .command)
            .hidden()
        }

    """

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "hidden buttons beside the tabs take the keys from a tab's field", edits: [],
      findings: ["steals-text-key cmd+left", "steals-text-key cmd+right"]),
    .init(
      name: "a field beside the tabs too: one finding per button, its copies joined",
      edits: [
        (
          "    VStack {\n      switch selectedTab {\n",
          "    VStack {\n      TextField(\"Filter\", text: .constant(\"\"))\n      switch selectedTab {\n"
        )
      ],
      findings: ["steals-text-key cmd+left", "steals-text-key cmd+right"]),
    .init(
      name: "the buttons in another tab never meet the field",
      edits: [
        (background, "\n"),
        (
          "    Text(\"Buttons\")\n",
          "    Text(\"Buttons\")\n    Button(\"Previous Tab\") {}\n"
            + "      .keyboardShortcut(.leftArrow, modifiers: .command)\n"
        ),
      ],
      findings: []),
    .init(
      name: "the buttons in the field's own tab meet it",
      edits: [
        (background, "\n"),
        (
          "      TextField(\"Enter website URL...\", text: $url)\n",
          "      TextField(\"Enter website URL...\", text: $url)\n      Button(\"Previous Tab\") {}\n"
            + "        .keyboardShortcut(.leftArrow, modifiers: .command)\n"
        ),
      ],
      findings: ["steals-text-key cmd+left"]),
    .init(
      name: "a default button beside a sheet's stages meets each stage's",
      edits: [
        (
          "    switch stage {\n",
          "    Button(\"Close\") {}\n      .keyboardShortcut(.defaultAction)\n    switch stage {\n"
        )
      ],
      findings: [
        "default-buttons return", "default-buttons return", "steals-text-key cmd+left",
        "steals-text-key cmd+right",
      ]),
  ]

  @Test(
    "branch-beside-window-controls: a branch holds its host's views beside the chain, not those its branches share",
    arguments: variants)
  func branchHost(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }

  @Test("branch-beside-window-controls: a branch showing only its host's views adds no template")
  func emptyBranchAddsNothing() throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: [:])
    let names = result.templates.map(\.name)
    // ButtonsTab shows only a Text: the window shows nothing more with it than without it.
    #expect(!names.contains { $0.lowercased().hasPrefix("buttonstab") }, "\(names)")
    #expect(names.contains { $0.lowercased().hasPrefix("keyboardtab") }, "\(names)")
  }
}
