import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `shortcut-in-view-extension`: a button given its shortcut by the app's own modifier
/// method in `extension View`, which applies `keyboardShortcut` with its parameters, has the
/// shortcut the call's arguments name (SPEC §22, whole apps;
/// ImporterDefects/shortcut-in-view-extension/). Written after the twenty-second held-out
/// batch was judged (Contained's fourteen commands, `keyboardShortcutIfEnabled`).
@Suite struct ShortcutHelperTests {
  static let folder = "shortcut-in-view-extension"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Machines' shortcut as imported.
    let shortcut: String?
    /// Whether the import warns about the call.
    let warns: Bool
    var testDescription: String { name }
  }

  static let call = ".keyboardShortcutIfEnabled(shortcutsEnabled, \"m\", modifiers: .command)"
  static let inner = "      keyboardShortcut(key, modifiers: modifiers)"

  static let variants: [Variant] = [
    .init(
      name: "the helper applies the call's key and modifiers", edits: [], shortcut: "cmd+m",
      warns: false),
    .init(
      name: "the modifiers argument is left to its default",
      edits: [(call, ".keyboardShortcutIfEnabled(shortcutsEnabled, \"m\")")],
      shortcut: "m", warns: false),
    .init(
      name: "the modifiers are an option set",
      edits: [
        (call, ".keyboardShortcutIfEnabled(shortcutsEnabled, \"m\", modifiers: [.command, .shift])")
      ],
      shortcut: "shift+cmd+m", warns: false),
    .init(
      name: "the helper passes its own modifiers",
      edits: [(inner, "      keyboardShortcut(key, modifiers: [.command, .option])")],
      shortcut: "opt+cmd+m", warns: false),
    .init(
      name: "the helper passes no modifiers (SwiftUI's default, command)",
      edits: [(inner, "      keyboardShortcut(key)")],
      shortcut: "cmd+m", warns: false),
    .init(
      name: "the call's labels do not bind",
      edits: [(call, ".keyboardShortcutIfEnabled(shortcutsEnabled, \"m\", flags: .command)")],
      shortcut: nil, warns: true),
    .init(
      name: "the modifiers come from a variable",
      edits: [(call, ".keyboardShortcutIfEnabled(shortcutsEnabled, \"m\", modifiers: chosen)")],
      shortcut: nil, warns: true),
    .init(
      name: "the helper's key is not its parameter",
      edits: [(inner, "      keyboardShortcut(\"k\", modifiers: modifiers)")],
      shortcut: nil, warns: false),
    .init(
      name: "two helpers share the name",
      edits: [
        (
          "extension View {",
          "extension View {\n  func keyboardShortcutIfEnabled(_ key: KeyEquivalent) -> some View {\n"
            + "    keyboardShortcut(key)\n  }\n"
        )
      ],
      shortcut: nil, warns: false),
  ]

  @Test(
    "shortcut-in-view-extension: an app's own shortcut helper gives the shortcut its arguments name",
    arguments: variants)
  func helper(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let machines = try #require(result.commands.first { $0.title == "Machines" })
    #expect(machines.shortcut == variant.shortcut)
    let warned = result.warnings.contains { $0.message.contains("keyboardShortcutIfEnabled") }
    #expect(warned == variant.warns)
    if variant.shortcut == "cmd+m" {
      let scene = try SceneFile.decode(result.json.prettyPrinted())
      #expect(scene.app.audit().findings.contains { $0.kind == .ambiguous })
    }
  }
}
