import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Key equivalents the app's code sets in a loop over the built menu's items, on the items
/// the loop picks by action or title, are imported as the app runs with them
/// (ImporterDefects/key-set-in-menu-loop/). Written in round nineteen, after the
/// thirty-first held-out batch was judged (Bento Term's File ▸ Close and Shell ▸ Close Pane
/// on ⌘W, a false `ambiguous` error).
@Suite struct MenuLoopKeyTests {
  static let folder = "key-set-in-menu-loop"

  static let performCloseLoop = """
          for item in sub.items where item.action == #selector(NSWindow.performClose(_:)) {
            item.keyEquivalent = ""
            item.keyEquivalentModifierMask = []
          }

    """

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Each command as "id shortcut" ("-" for none), in order.
    let commands: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let asRun = ["shell.closePane cmd+w", "shell.closeWindow shift+cmd+w", "file.close -"]
  static let asDeclared = ["shell.closePane cmd+w", "shell.closeWindow shift+cmd+w"]

  static let variants: [Variant] = [
    .init(
      name: "Close's key cleared by action: only Close Pane has ⌘W", edits: [],
      commands: asRun, findings: []),
    .init(
      name: "without the loop that clears it, Close and Close Pane share ⌘W",
      edits: [(performCloseLoop, "")], commands: asDeclared, findings: ["ambiguous cmd+w"]),
    .init(
      name: "an if around the assignment picks the items as a where clause does",
      edits: [
        (
          "for item in sub.items where item.action == #selector(NSWindow.performClose(_:)) {\n",
          "for item in sub.items {\n        if item.action == #selector(NSWindow.performClose(_:)) {\n"
        ),
        (
          "        item.keyEquivalentModifierMask = []\n      }\n",
          "        item.keyEquivalentModifierMask = []\n        }\n      }\n"
        ),
      ],
      commands: asRun, findings: []),
    .init(
      name: "a loop that picks items by anything else is not followed",
      edits: [("where item.action == #selector(NSWindow.performClose(_:))", "where item.tag == 3")],
      commands: asDeclared, findings: ["ambiguous cmd+w"]),
    .init(
      name: "a loop over something other than a menu's items is not followed",
      edits: [("for item in sub.items where item.action", "for item in closers where item.action")],
      commands: asDeclared, findings: ["ambiguous cmd+w"]),
    .init(
      name: "a modifier only added to the picked items is not followed",
      edits: [
        (
          "        item.keyEquivalent = \"\"\n        item.keyEquivalentModifierMask = []\n",
          "        item.keyEquivalentModifierMask.insert(.shift)\n"
        )
      ],
      commands: asDeclared, findings: ["ambiguous cmd+w"]),
    .init(
      name: "a key set by title moves the item's key",
      edits: [
        (
          "for item in sub.items where item.title == \"Close Pane\"",
          "for item in sub.items where item.title == \"Close Window\""
        ),
        (
          "item.keyEquivalentModifierMask = .command",
          "item.keyEquivalentModifierMask = [.command, .control]"
        ),
      ],
      commands: ["shell.closePane cmd+w", "shell.closeWindow ctrl+cmd+w", "file.close -"],
      findings: []),
  ]

  @Test(
    "key-set-in-menu-loop: a key set in a loop over the menu's items is imported so",
    arguments: variants)
  func menuLoop(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(result.commands.map { "\($0.id) \($0.shortcut ?? "-")" } == variant.commands)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }

  @Test("the cleared platform item keeps what it does and drops its shortcut in the file")
  func clearedPlatformItem() throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: [:])
    let close = try #require(result.commands.first { $0.id == "file.close" })
    #expect(close.dropsShortcut && close.closesKeyWindow && !close.disabled)
    #expect(
      result.warnings.contains {
        $0.message.contains("clears the key equivalent of the items that send performClose:")
          && $0.message.contains("\"Close\" has no shortcut")
      })
    let entry = try #require(
      result.json.objectValue?["commands"]?.arrayValue?.last?.objectValue)
    #expect(entry["shortcut"] == .null)
  }
}
