import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A command whose `.disabled` test names a computed property of its own `Commands` type
/// requires the focused value the property's getter names
/// (ImporterDefects/focused-requirement-in-computed-property/). Written in round eighteen,
/// after the thirty-second held-out batch was judged (VVTerm's Split Down ⇧⌘D, a false
/// `ambiguous` error beside Discover Devices ⇧⌘D).
@Suite struct ComputedRequirementTests {
  static let folder = "focused-requirement-in-computed-property"
  static let property = "  private var canSplit: Bool {\n    paneID != nil\n  }"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// What Split Down requires.
    let requires: String?
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "a computed property's getter names the focused value", edits: [],
      requires: "paneID", findings: ["duplicate shift+cmd+d"]),
    .init(
      name: "an explicit get",
      edits: [
        (property, "  private var canSplit: Bool {\n    get { paneID != nil }\n  }")
      ],
      requires: "paneID", findings: ["duplicate shift+cmd+d"]),
    .init(
      name: "self.canSplit",
      edits: [(".disabled(!canSplit)", ".disabled(!self.canSplit)")],
      requires: "paneID", findings: ["duplicate shift+cmd+d"]),
    .init(
      name: "written inline, as the property's getter reads",
      edits: [(".disabled(!canSplit)", ".disabled(paneID == nil)")],
      requires: "paneID", findings: ["duplicate shift+cmd+d"]),
    .init(
      name: "a stored property is no requirement",
      edits: [(property, "  private var canSplit = true")],
      requires: nil, findings: ["ambiguous shift+cmd+d"]),
    .init(
      name: "a property with a setter is not read",
      edits: [
        (property, "  private var canSplit: Bool {\n    get { paneID != nil }\n    set {}\n  }")
      ],
      requires: nil, findings: ["ambiguous shift+cmd+d"]),
    .init(
      name: "another value's property is not read",
      edits: [
        (".disabled(!canSplit)", ".disabled(!Layout.shared.canSplit)"),
        (
          property,
          property
            + "\n}\n\nfinal class Layout {\n  static let shared = Layout()\n  var canSplit = true"
        ),
      ],
      requires: nil, findings: ["ambiguous shift+cmd+d"]),
  ]

  @Test(
    "focused-requirement-in-computed-property: a computed property's focused value is required",
    arguments: variants)
  func computedRequirement(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let split = try #require(result.commands.first { $0.title == "Split Down" })
    #expect(split.requires == variant.requires)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
