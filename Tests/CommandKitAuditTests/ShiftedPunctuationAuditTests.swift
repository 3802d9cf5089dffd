import CommandKitAudit
import CommandKitLite
import Testing

/// The audit and the reservations see one press however it is spelled (SPEC §19).
@Suite struct ShiftedPunctuationAuditTests {
  static func scene(_ commands: String) -> String {
    """
    {"app": "Keys", "platform": "macOS", "commands": [\(commands)],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1"}]}
    """
  }

  struct Pair: Sendable, CustomTestStringConvertible {
    let first: String
    let second: String
    let shortcut: String
    var testDescription: String { "\(first) / \(second)" }
  }

  static let pairs: [Pair] = [
    .init(first: "cmd+?", second: "shift+cmd+/", shortcut: "cmd+?"),
    .init(first: "cmd+plus", second: "shift+cmd+=", shortcut: "cmd+plus"),
    .init(first: "opt+cmd+{", second: "opt+shift+cmd+[", shortcut: "opt+cmd+{"),
    .init(first: "opt+cmd+#", second: "opt+shift+cmd+3", shortcut: "opt+shift+cmd+3"),
  ]

  @Test(
    "Two commands on the two spellings of one press are one shortcut to the audit",
    arguments: pairs)
  func auditSeesOnePress(_ c: Pair) throws {
    let text = Self.scene(
      """
      {"id": "a", "title": "A", "menu": "Edit", "shortcut": "\(c.first)"},
      {"id": "b", "title": "B", "menu": "Edit", "shortcut": "\(c.second)"}
      """)
    var app = try SceneFile.decode(text).app
    #expect(app.effectiveShortcut(of: "a") == app.effectiveShortcut(of: "b"))
    #expect(app.effectiveShortcut(of: "b")?.description == c.shortcut)
    let shared = app.audit().findings.filter {
      $0.shortcut?.description == c.shortcut && Set($0.commands).isSuperset(of: ["a", "b"])
    }
    #expect(!shared.isEmpty, "\(app.audit().findings.map(\.message))")
    #expect(app.press(try KeyboardShortcut(parsing: c.second)).performedCommand == "a")
  }

  @Test("A reserved press is refused whichever way it is spelled")
  func reservedSpelling() throws {
    // The table writes ⇧⌘3 (screenshot); cmd+# is the same press on the US layout.
    let loaded = try SceneFile.decode(
      Self.scene(
        """
        {"id": "a", "title": "A", "menu": "Window", "shortcut": "cmd+#"}
        """))
    #expect(loaded.app.effectiveShortcut(of: "a") == nil)
    #expect(loaded.warnings.contains { $0.contains("shift+cmd+3") || $0.contains("⇧⌘3") })
  }
}
