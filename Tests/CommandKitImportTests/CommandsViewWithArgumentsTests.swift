import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A View struct that a `CommandGroup` builds with arguments (`HelpItems(name: "Demo")`) is
/// command content, as one built without (ImporterDefects/commands-view-with-arguments/,
/// Dinky, twenty-fifth held-out batch; fixed in round eighteen). Its buttons are menu items
/// of the group's menu, not controls of the main window.
@Suite struct CommandsViewWithArgumentsTests {
  static let folder = "commands-view-with-arguments"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The commands read, as "menu title shortcut", sorted.
    let commands: [String]
    /// Each window as "name kind: controls" (``ImporterDefectsTests/windows(_:fields:onlyFilled:)``).
    let windows: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let items = ["File Toggle Panel cmd+|", "Help Demo Help cmd+?"]

  static let variants: [Variant] = [
    .init(
      name: "views built with arguments are menu items", edits: [], commands: items,
      windows: ["main window: "], findings: ["ambiguous cmd+|"]),
    .init(
      name: "the same views built without arguments",
      edits: [
        ("FileItems(name: \"Panel\")", "FileItems()"), ("HelpItems(name: \"Demo\")", "HelpItems()"),
        ("  let name: String\n", ""),
      ],
      commands: items, windows: ["main window: "], findings: ["ambiguous cmd+|"]),
    .init(
      name: "a type that is no view, built with arguments in a group, adds no item",
      edits: [
        ("private struct HelpItems: View {", "private struct HelpItems {"),
        (
          "  var body: some View {\n    Button(\"Demo Help\")",
          "  var content: some View {\n    Button(\"Demo Help\")"
        ),
      ],
      commands: ["File Toggle Panel cmd+|"], windows: ["main window: "],
      findings: ["ambiguous cmd+|"]),
    .init(
      name: "the view built with arguments in a window is the window's",
      edits: [
        ("WindowGroup { Text(\"Demo\") }", "WindowGroup { FileItems(name: \"Window\") }"),
        ("CommandGroup(after: .newItem) { FileItems(name: \"Panel\") }\n", ""),
      ],
      commands: ["Help Demo Help cmd+?"], windows: ["main window: Toggle Panel"],
      findings: ["shadowed cmd+|"]),
  ]

  @Test(
    "commands-view-with-arguments: a view a CommandGroup builds with arguments is menu content",
    arguments: variants)
  func viewWithArguments(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let commands = result.commands.map { "\($0.menu) \($0.title) \($0.shortcut ?? "-")" }
    #expect(commands.sorted() == variant.commands)
    #expect(try ImporterDefectsTests.windows(result) == variant.windows)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
