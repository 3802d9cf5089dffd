import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `shortcut-key-parameter`: menu items made by a helper function whose title and key are
/// its parameters are one command per call, with the call's arguments (SPEC §22, whole
/// apps; ImporterDefects/shortcut-key-parameter/). Written after the twenty-first held-out
/// batch was judged (Berthly's sections and panes).
@Suite struct ParameterItemTests {
  static let folder = "shortcut-key-parameter"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The commands' titles and shortcuts, as imported (sorted by title).
    let commands: [String]
    /// Whether ⌘M is `ambiguous` with Window ▸ Minimize (the helper's content is command
    /// content only through its calls: never called, it is no menu's).
    let ambiguous: Bool
    var testDescription: String { name }
  }

  static let helper =
    "  private func paneItem(_ title: LocalizedStringKey, _ key: KeyEquivalent) -> some View {\n"
    + "    Button(title) {}\n      .keyboardShortcut(key, modifiers: .command)\n  }"

  static let variants: [Variant] = [
    .init(
      name: "each call is a command with its title and key", edits: [],
      commands: ["Compute cmd+1", "Machines cmd+m", "Volumes cmd+2"], ambiguous: true),
    .init(
      name: "the modifiers are a parameter too",
      edits: [
        (
          helper,
          "  private func paneItem(\n    _ title: LocalizedStringKey, _ key: KeyEquivalent,\n"
            + "    modifiers: EventModifiers = .command\n  ) -> some View {\n"
            + "    Button(title) {}\n      .keyboardShortcut(key, modifiers: modifiers)\n  }"
        ),
        (
          "      paneItem(\"Volumes\", \"2\")",
          "      paneItem(\"Volumes\", \"2\", modifiers: [.command, .option])"
        ),
      ],
      commands: ["Compute cmd+1", "Machines cmd+m", "Volumes opt+cmd+2"], ambiguous: true),
    .init(
      name: "only the title is a parameter",
      edits: [
        (
          helper,
          "  private func paneItem(_ title: LocalizedStringKey, _ key: KeyEquivalent) -> some View {\n"
            + "    Button(title) {}\n      .keyboardShortcut(\"p\", modifiers: .command)\n  }"
        )
      ],
      commands: ["Compute cmd+p", "Machines cmd+p", "Volumes cmd+p"], ambiguous: false),
    .init(
      name: "the helper is never called",
      edits: [
        ("      paneItem(\"Compute\", \"1\")\n", ""),
        ("      paneItem(\"Volumes\", \"2\")\n", ""),
        ("      paneItem(\"Machines\", \"m\")\n", ""),
      ],
      commands: [], ambiguous: false),
  ]

  @Test(
    "shortcut-key-parameter: a helper function's items are one command per call, with its arguments",
    arguments: variants)
  func parameterItems(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let commands = result.commands.map { "\($0.title) \($0.shortcut ?? "-")" }.sorted()
    #expect(commands == variant.commands)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let ambiguous = scene.app.audit().findings.contains {
      $0.kind == .ambiguous && $0.shortcut?.description == "cmd+m"
    }
    #expect(ambiguous == variant.ambiguous)
  }
}
