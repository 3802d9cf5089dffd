import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `command-group-addition-label`: a `CommandGroup` or `CommandMenu` whose content is passed
/// with the initializer's own label (`addition:`, `content:`) rather than as a trailing
/// closure is read as command content, as SwiftUI builds it
/// (ImporterDefects/command-group-addition-label/). Written in round twenty-one after the
/// forty-first held-out batch was judged (WriteFreely's New Post ⌘N).
@Suite struct CommandGroupAdditionLabelTests {
  static let folder = "command-group-addition-label"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The imported commands as "id shortcut group placement", in order.
    let commands: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let both = [
    "file.newNote cmd+n newItem replacing", "app.checkForUpdates - appInfo after",
  ]

  static let variants: [Variant] = [
    .init(
      name: "content passed with addition: is the group's", edits: [], commands: both,
      findings: []),
    .init(
      name: "the same groups with trailing closures",
      edits: [
        (
          "        replacing: .newItem,\n        addition: {",
          "        replacing: .newItem\n      ) {"
        ),
        (
          "          .keyboardShortcut(\"n\", modifiers: [.command])\n        })",
          "          .keyboardShortcut(\"n\", modifiers: [.command])\n      }"
        ),
        ("        after: .appInfo,\n        addition: {", "        after: .appInfo\n      ) {"),
        (
          "          Button(\"Check for Updates…\") {}\n        })",
          "          Button(\"Check for Updates…\") {}\n      }"
        ),
      ],
      commands: both, findings: []),
    .init(
      name: "a CommandMenu's content passed with content:",
      edits: [
        (
          "      CommandGroup(\n        after: .appInfo,\n        addition: {",
          "      CommandMenu(\n        \"Notes\",\n        content: {"
        )
      ],
      commands: ["file.newNote cmd+n newItem replacing", "notes.checkForUpdates - - -"],
      findings: []),
    .init(
      name: "another label is no content: the items stay out of the menus",
      edits: [
        (
          "        replacing: .newItem,\n        addition: {",
          "        replacing: .newItem,\n        content: {"
        )
      ],
      // New Note, read as the window's control, hides New Window as a `shadowed` info (it
      // plays ⌘N's New, `e0249b4`), so no warning shows the misreading: the commands do.
      commands: ["app.checkForUpdates - appInfo after"], findings: []),
  ]

  @Test(
    "command-group-addition-label: content passed with the initializer's label is command content",
    arguments: variants)
  func labelledContent(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["NotesApp.swift": variant.edits])
    let commands = result.commands.map { command in
      [
        command.id, command.shortcut ?? "-", command.group?.name ?? "-",
        command.placement ?? "-",
      ].joined(separator: " ")
    }
    #expect(commands == variant.commands)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
