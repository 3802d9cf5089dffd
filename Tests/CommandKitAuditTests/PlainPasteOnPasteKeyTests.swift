import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// `missing-edit-commands` (SPEC §20) calls Paste missing where ⌘V is dead in a text input. An
/// item on ⌘V that pastes in a text view's other way (`pasteAsPlainText:`, `pasteAsRichText:`,
/// Paste and Match Style) pastes in every text input, so ⌘V is not dead
/// (AuditDefects/plain-paste-on-paste-key/; Colloquy's Edit ▸ Paste ⌘V, forty-eighth held-out
/// batch; written in round twenty-six, after the batch was judged).
@Suite struct PlainPasteOnPasteKeyTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/plain-paste-on-paste-key/scene.json")

  /// The scene's Paste ⌘V, as the importer reads Colloquy's (`pasteAsPlainText:` gives the
  /// Paste and Match Style role), and its Paste as Rich Text ⇧⌘V.
  static let plain =
    #"{"id": "edit.pasteAndMatchStyle", "title": "Paste", "menu": "Edit", "shortcut": "cmd+v", "#
    + #""action": "pasteAsPlainText:"}"#
  static let rich =
    #"{"id": "edit.pasteAsRichText", "title": "Paste as Rich Text", "menu": "Edit", "#
    + #""shortcut": "shift+cmd+v", "action": "pasteAsRichText:"}"#

  /// An Edit item's JSON.
  static func item(_ id: String, _ title: String, _ shortcut: String, _ more: String = "")
    -> String
  {
    #"{"id": "\#(id)", "title": "\#(title)", "menu": "Edit", "shortcut": "\#(shortcut)"\#(more)}"#
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the finding names Paste as missing.
    let pasteMissing: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "Paste ⌘V sending pasteAsPlainText: pastes", edits: [], pasteMissing: false),
    .init(
      name: "an item titled Paste as Plain Text on ⌘V pastes",
      edits: [(plain, item("chat.paste", "Paste as Plain Text", "cmd+v"))], pasteMissing: false),
    .init(
      name: "an item on ⌘V sending pasteAsRichText: pastes",
      edits: [
        (plain, plain.replacingOccurrences(of: "}", with: #", "disabled": true}"#)),
        (rich, rich.replacingOccurrences(of: "shift+cmd+v", with: "cmd+v")),
      ],
      pasteMissing: false),
    .init(
      name: "the plain paste on another key leaves ⌘V dead",
      edits: [(plain, plain.replacingOccurrences(of: "cmd+v", with: "opt+shift+cmd+v"))],
      pasteMissing: true),
    .init(
      name: "a disabled plain paste on ⌘V leaves it dead",
      edits: [(plain, plain.replacingOccurrences(of: "}", with: #", "disabled": true}"#))],
      pasteMissing: true),
    .init(
      name: "an item on ⌘V that does something else leaves Paste missing",
      edits: [(plain, item("chat.post", "Post", "cmd+v", #", "action": "post:""#))],
      pasteMissing: true),
  ]

  @Test(
    "missing-edit-commands: an item pasting in a text view's other way on ⌘V is the Paste",
    arguments: cases)
  func plainPasteAnswersThePasteKey(_ c: Case) throws {
    var text = try String(contentsOf: Self.url, encoding: .utf8)
    for (old, new) in c.edits {
      #expect(text.contains(old), "\(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    let findings = try SceneFile.decode(text).app.audit().findings.filter {
      $0.kind == .missingEditCommands
    }
    if c.pasteMissing {
      let finding = try #require(findings.first)
      #expect(findings.count == 1)
      #expect(finding.message.contains("(edit.paste)"), "\(finding.message)")
      #expect(finding.shortcut == (try KeyboardShortcut(parsing: "cmd+v")))
    } else {
      #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
  }
}
