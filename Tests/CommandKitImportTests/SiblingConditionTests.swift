import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A branch of an `if`/`switch` chain does not hold what a sibling `if` shows when the two
/// conditions test one value and no value meets both (SPEC §22, whole apps; SwiftUI builds
/// each statement of a view builder on its own condition):
/// ImporterDefects/complementary-ifs/ (Starcat's error alert, twenty-eighth held-out batch)
/// and ImporterDefects/sibling-if-on-switched-value/ (Uninstally's Done beside its
/// confirmation overlay, twenty-ninth). Written in round seventeen, after both were judged.
@Suite struct SiblingConditionTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    let folder: String
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { "\(folder): \(name)" }
  }

  static let alert = "complementary-ifs"
  static let flow = "sibling-if-on-switched-value"

  /// The alert moved into a `ViewModifier` (Starcat's `RAGWorkspaceErrorAlertModifier`).
  static let modifierFrom =
    "  var body: some View {\n    Button(\"Fail\") {\n      failure = Failure(action: .retry)\n    }\n    .alert("
  static let modifierTo =
    "  var body: some View {\n    Button(\"Fail\") {\n      failure = Failure(action: .retry)\n    }\n"
    + "    .modifier(FailureAlert(failure: $failure))\n  }\n}\n\nstruct FailureAlert: ViewModifier {\n"
    + "  @Binding var failure: Failure?\n\n  func body(content: Content) -> some View {\n    content.alert("

  static let variants: [Variant] = [
    .init(
      folder: alert, name: "two ifs on the same comparison negated: one default at a time",
      edits: [], findings: []),
    .init(
      folder: alert, name: "the sibling tests the same comparison, not its negation",
      edits: [("if failure.action != .dismiss {", "if failure.action == .dismiss {")],
      findings: ["default-buttons return"]),
    .init(
      folder: alert, name: "the sibling tests another value",
      edits: [
        ("if failure.action != .dismiss {", "if failure.retryAction != .dismiss {"),
        (
          "  let action: FailureAction\n",
          "  let action: FailureAction\n  let retryAction: FailureAction\n"
        ),
        ("Failure(action: .retry)", "Failure(action: .retry, retryAction: .retry)"),
      ],
      findings: ["default-buttons return"]),
    .init(
      folder: alert, name: "the sibling's condition is more than one comparison",
      edits: [
        ("if failure.action != .dismiss {", "if failure.action != .dismiss && canRetry {"),
        (
          "  @State private var failure: Failure?\n",
          "  @State private var failure: Failure?\n  @State private var canRetry = true\n"
        ),
      ],
      findings: ["default-buttons return"]),
    .init(
      folder: alert, name: "the alert presented by a view modifier",
      edits: [(modifierFrom, modifierTo)],
      findings: []),
    .init(
      folder: alert,
      name: "the alert presented by a view modifier, the sibling on the same comparison",
      edits: [
        (modifierFrom, modifierTo),
        ("if failure.action != .dismiss {", "if failure.action == .dismiss {"),
      ],
      findings: ["default-buttons return"]),
    .init(
      folder: flow, name: "an overlay for another case of the switch is not beside the done screen",
      edits: [], findings: ["default-buttons return"]),
    .init(
      folder: flow, name: "an overlay any case but review allows is beside the done screen",
      edits: [("if phase == .confirming {", "if phase != .review {")],
      findings: ["default-buttons return", "default-buttons return"]),
    .init(
      folder: flow, name: "the done screen as the switch's default case",
      edits: [("      case .done:\n", "      default:\n")], findings: ["default-buttons return"]),
    .init(
      folder: flow, name: "an overlay under a condition on another value",
      edits: [
        ("if phase == .confirming {", "if isConfirming {"),
        (
          "  @State private var phase = Phase.review\n",
          "  @State private var phase = Phase.review\n  @State private var isConfirming = false\n"
        ),
      ],
      findings: ["default-buttons return", "default-buttons return"]),
    .init(
      folder: flow, name: "an overlay under a case pattern the reader does not compare",
      edits: [("      case .done:\n", "      case let other where other == .done:\n")],
      findings: ["default-buttons return", "default-buttons return"]),
  ]

  @Test(
    "sibling conditions: a branch does not hold a sibling if that its value rules out",
    arguments: variants)
  func siblingCondition(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: variant.folder, editing: ["App.swift": variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }

  @Test(
    "sibling conditions: two conditions on one value exclude each other when no value meets both",
    arguments: [
      (["a"], false, ["b"], false, true),
      (["a", "b"], false, ["b"], false, false),
      (["a"], false, ["a"], true, true),
      (["a"], true, ["a"], false, true),
      (["a"], false, ["b"], true, false),
      (["a"], true, ["b"], true, false),
      (["true"], false, ["false"], false, true),
    ] as [([String], Bool, [String], Bool, Bool)])
  func excludes(
    _ one: [String], _ oneNegated: Bool, _ other: [String], _ otherNegated: Bool, _ expected: Bool
  ) {
    let first = ValueCondition(subject: "phase", values: Set(one), negated: oneNegated)
    let second = ValueCondition(subject: "phase", values: Set(other), negated: otherNegated)
    #expect(first.excludes(second) == expected)
    #expect(second.excludes(first) == expected)
    var elsewhere = second
    elsewhere.subject = "mode"
    #expect(!first.excludes(elsewhere))
  }
}
