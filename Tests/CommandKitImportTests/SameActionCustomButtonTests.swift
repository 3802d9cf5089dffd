import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (custom button): an app's own view carrying `.keyboardShortcut` is given
/// the function its `action:` argument names, as a Button is, so that a menu command
/// calling the same method is one command (SPEC §20; ImporterDefects/same-action-custom-button/).
/// Written after the sixth held-out batch was judged (Xcodes' toolbar Refresh, fourth batch).
@Suite struct SameActionCustomButtonTests {
  static let folder = "same-action-custom-button"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The toolbar control's action.
    let action: String?
    /// Whether the toolbar button is `shadowed` against File ▸ Refresh.
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "action: appState.update", edits: [], action: "appState.update", shadowed: false),
    .init(
      name: "action: { appState.update() }",
      edits: [
        ("ProgressButton(action: appState.update)", "ProgressButton(action: { appState.update() })")
      ],
      action: "appState.update", shadowed: false),
    .init(
      name: "action: appState.reload (another method)",
      edits: [
        ("ProgressButton(action: appState.update)", "ProgressButton(action: appState.reload)")
      ],
      action: "appState.reload", shadowed: true),
  ]

  @Test(
    "same-action-custom-button: a custom button's action: is its action: one command, not shadowed",
    arguments: variants)
  func customButton(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["RefreshApp.swift": variant.edits])
    let controls = result.controls + result.templates.flatMap { $0.nodes.flatMap(\.controls) }
    let refresh = try #require(controls.first { $0.shortcut == "cmd+r" })
    #expect(refresh.action == variant.action)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }
}
