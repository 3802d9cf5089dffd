import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// `missing-edit-commands` (SPEC §20) counts an Edit item as missing where its keys are dead
/// in a text input: a live control of the witness's window on the item's key answers it
/// there, so the item is not missing in that context (AuditDefects/edit-key-on-own-control/;
/// EMU-Script's toolbar Undo ⌘Z and Redo ⇧⌘Z, twenty-fifth held-out batch; written in round
/// sixteen, after the batch was judged).
@Suite struct EditKeyOnOwnControlTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/edit-key-on-own-control/scene.json")

  static let undo = #"{"title": "Undo", "shortcut": "cmd+z", "action": "undo"}"#
  static let undoNode =
    #"{"id": "undo", "role": "button", "controls": [\#n            {"title": "Undo", "shortcut": "cmd+z", "action": "undo"}\#n          ]},"#

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The items the finding names (none: no finding).
    let missing: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "the toolbar's Undo on ⌘Z answers the removed Undo", edits: [], missing: []),
    .init(
      name: "a toolbar Undo on another key leaves ⌘Z dead",
      edits: [(undo, #"{"title": "Undo", "shortcut": "cmd+y", "action": "undo"}"#)],
      missing: ["edit.undo"]),
    .init(
      name: "a control on ⌘Z in another window does not answer in this one",
      edits: [
        (undoNode, ""),
        (
          #""templates": {"#,
          #""templates": {"palette": {"kind": "panel", "title": "Palette", "root": {"id": "root", "children": [{"id": "undo", "role": "button", "controls": [\#(undo)]}]}},"#
        ),
      ],
      missing: ["edit.undo"]),
    .init(
      name: "only the items a control answers leave the list",
      edits: [(#""removedGroups": ["undoRedo"]"#, #""removedGroups": ["undoRedo", "pasteboard"]"#)],
      missing: ["edit.cut", "edit.copy", "edit.paste", "edit.selectAll"]),
  ]

  @Test(
    "missing-edit-commands: an item a live control of the window answers on its key is not missing",
    arguments: cases)
  func controlAnswersTheKey(_ c: Case) throws {
    var text = try String(contentsOf: Self.url, encoding: .utf8)
    for (old, new) in c.edits {
      #expect(text.contains(old), "\(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    let findings = try SceneFile.decode(text).app.audit().findings.filter {
      $0.kind == .missingEditCommands
    }
    if c.missing.isEmpty {
      #expect(findings.isEmpty, "\(findings.map(\.message))")
    } else {
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      for id in ["edit.cut", "edit.copy", "edit.paste", "edit.selectAll", "edit.undo"] {
        #expect(finding.message.contains("(\(id))") == c.missing.contains(id), "\(finding.message)")
      }
    }
  }
}
