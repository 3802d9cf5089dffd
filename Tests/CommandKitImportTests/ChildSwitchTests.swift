import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A branch of a chain does not take from its host what a view built beside the chain shows
/// only under a case of its own `switch` over a value it was handed, when the branch's
/// condition on that value rules the case out (SPEC §22, whole apps):
/// ImporterDefects/test-beside-child-switch/ (Rockxy's Compose Cancel on ⌘. under `if
/// isSending` and the response viewer's tree, only for `.success`; thirty-fifth held-out
/// batch). Conditions written as case patterns and `Bool` properties that compute one are
/// read as the test they make. Written in round twenty, after the batch was judged.
@Suite struct ChildSwitchTests {
  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let folder = "test-beside-child-switch"
  static let ambiguous = ["ambiguous cmd+."]

  static let variants: [Variant] = [
    .init(
      name: "the tree shown only for success is not beside the loading state's Cancel",
      edits: [], findings: []),
    .init(
      name: "the tree shown while loading too is beside Cancel",
      edits: [
        (
          "    case .empty, .loading:\n      Text(\"No response\")\n    case let .success(body):\n      TreeView(text: body)\n",
          "    case .empty:\n      Text(\"No response\")\n    case .loading, .success:\n      TreeView(text: \"\")\n"
        )
      ],
      findings: ambiguous),
    .init(
      name: "a viewer handed another model's state is beside Cancel",
      edits: [
        ("ResponseViewer(model: model)", "ResponseViewer(model: otherModel)"),
        (
          "  @State private var model = ComposeModel()\n",
          "  @State private var model = ComposeModel()\n  @State private var otherModel = ComposeModel()\n"
        ),
      ],
      findings: ambiguous),
    .init(
      name: "the branch tests the case pattern itself",
      edits: [("    if isSending {\n", "    if case .loading = model.responseState {\n")],
      findings: []),
    .init(
      name: "a getter written as if-else of literals",
      edits: [
        (
          "      return true\n    }\n    return false\n",
          "      true\n    } else {\n      false\n    }\n"
        )
      ],
      findings: []),
    .init(
      name: "a getter that also tests something else is a value of its own",
      edits: [
        (
          "    if case .loading = model.responseState {\n      return true",
          "    if case .loading = model.responseState, model.isSlow {\n      return true"
        ),
        (
          "  var responseState = ResponseState.empty\n",
          "  var responseState = ResponseState.empty\n  var isSlow = false\n"
        ),
      ],
      findings: ambiguous),
    .init(
      name: "the compose view also shows the tree itself",
      edits: [
        (
          "      ResponseViewer(model: model)\n",
          "      ResponseViewer(model: model)\n      TreeView(text: \"\")\n"
        )
      ],
      findings: ambiguous),
    .init(
      name: "the tree is in the success case's payload binding written inside",
      edits: [("    case let .success(body):\n", "    case .success(let body):\n")],
      findings: []),
  ]

  @Test(
    "child switches: a branch does not hold a child's case its condition rules out",
    arguments: variants)
  func childSwitch(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
