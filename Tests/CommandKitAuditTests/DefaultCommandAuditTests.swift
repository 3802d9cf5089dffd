import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §14: "the audit treats them like declared commands, so an app command on ⌘H or ⌘,
/// collides with them".
@Suite("Default items in the audit")
struct DefaultCommandAuditTests {
  /// A window and a settings window, with one app command on `shortcut`.
  static func app(shortcut: String) throws -> App {
    try SpecScene.app(
      #"""
      {"app": "C", "platform": "macOS",
       "commands": [{"id": "x.mine", "title": "Mine", "menu": "Edit",
                     "shortcut": "\#(shortcut)"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}},
                     "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}}}}
      """#)
  }

  @Test(
    "An app command on ⌘H or ⌘, collides with Hide or Settings…",
    arguments: [("cmd+h", "app.hide"), ("cmd+,", "app.settings")])
  func auditCollisions(_ shortcut: String, _ platformItem: String) throws {
    let app = try Self.app(shortcut: shortcut)
    let finding = try #require(app.audit().findings.first { $0.kind == .ambiguous })
    #expect(finding.shortcut == Fixtures.shortcut(shortcut))
    #expect(Set(finding.commands) == ["x.mine", platformItem])
  }

  @Test("The audit on another platform takes that platform's defaults")
  func auditOtherPlatform() throws {
    let app = try Self.app(shortcut: "opt+cmd+h")
    #expect(app.audit().findings.contains { $0.kind == .ambiguous })
    // iPadOS has no Hide Others: nothing to collide with.
    #expect(!app.audit(platform: .iPadOS).findings.contains { $0.kind == .ambiguous })
  }

  // §14 "the audit treats them like declared commands, so an app command on ⌘H or ⌘,
  // collides with them".
  @Test("An app command on ⌘H collides with Hide in the audit")
  func collidesWithDefault() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "C", "platform": "macOS",
       "commands": [{"id": "view.history", "title": "History", "menu": "View",
                     "shortcut": "cmd+h"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    let report = ShortcutAudit(app: app).run()
    let hits = report.findings.filter {
      $0.commands.contains("view.history") && $0.commands.contains("app.hide")
    }
    #expect(!hits.isEmpty)
  }
}
