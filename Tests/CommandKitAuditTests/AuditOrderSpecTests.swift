import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// The audit follows the platform's order (SPEC §13), its reservations (§13) and the
/// semantics profile (§18).
@Suite struct AuditOrderSpecTests {
  // §13 "The audit follows the same order: on macOS a menu command with cmd hides a local
  // handler on the same shortcut (the handler is the one reported shadowed); on UIKit
  // platforms the handler hides the command."
  @Test(
    "The audit's shadowed finding follows the platform's order",
    arguments: [(Platform.macOS, true), (Platform.iPadOS, false)])
  func shadowedDirection(platform: Platform, handlerHidden: Bool) throws {
    let app = try SpecScene.app(
      #"""
      {"app": "S", "platform": "PLATFORM",
       "commands": [{"id": "menu.k", "title": "Menu K", "menu": "Tools", "shortcut": "cmd+k"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true,
         "keys": [{"shortcut": "cmd+k", "action": "listK"}]}}}}
      """#, platform: platform)
    let findings = SpecScene.findings(app, .shadowed)
    #expect(findings.count == 1)
    let message = findings.first?.message ?? ""
    #expect(message.contains("never sees") == handlerHidden)
  }

  // §13 "Reservations that are off by default … the audit warns."
  @Test("An off-by-default reservation is a warning in the audit, not an error")
  func offByDefaultWarns() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS",
       "commands": [{"id": "desk.one", "title": "One", "menu": "Tools", "shortcut": "ctrl+1"}]}
      """#)
    let reserved = SpecScene.findings(app, .reserved).filter { $0.commands == ["desk.one"] }
    #expect(reserved.count == 1)
    #expect(reserved.first?.severity == .warning)
  }

  // §18 "In swiftui the audit adds fallback-only (warning): a command that is enabled in
  // some context only through the main window".
  @Test("The swiftui audit adds fallback-only; the platform audit does not")
  func fallbackOnly() throws {
    let app = try SemanticsFixture.app(nil)
    #expect(SpecScene.findings(app, .fallbackOnly).isEmpty)
    let found = SpecScene.findings(app, .fallbackOnly, semantics: .swiftui)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.commands == ["item.pin"])
  }
}
