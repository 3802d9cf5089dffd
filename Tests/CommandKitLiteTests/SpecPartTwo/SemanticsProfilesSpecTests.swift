import CommandKitLite
import Foundation
import Testing

/// SPEC §18: semantics profiles.
@Suite struct SemanticsProfilesSpecTests {
  static let scene = #"""
    {"app": "S", "platform": "macOS", SEMANTICS
     "commands": [{"id": "item.pin", "title": "Pin", "menu": "Item", "shortcut": "opt+cmd+p",
                   "requires": "selection"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "list", "focusable": true,
                                          "values": {"selection": "n1"}}},
       "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true}},
       "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  static func app(_ semantics: String?) throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(
        of: "SEMANTICS", with: semantics.map { #""semantics": "\#($0)","# } ?? ""))
  }

  // §18 "choose platform (the default: … with the main-window fallback of §2) or swiftui:
  // focused values resolve from the key window only … so commands go dead while a panel or
  // Settings is key."
  @Test(
    "platform falls back to the main window; swiftui goes dead while a panel or Settings is key",
    arguments: [
      (nil, "inspector", true), ("platform", "inspector", true), ("swiftui", "inspector", false),
      (nil, "prefs", true), ("swiftui", "prefs", false),
    ] as [(String?, String, Bool)])
  func fallback(semantics: String?, template: String, enabled: Bool) throws {
    var app = try Self.app(semantics)
    #expect(app.semantics == (semantics == "swiftui" ? .swiftui : .platform))
    try app.open(template, id: "k")
    #expect(app.keyWindowID == "k")
    #expect(app.validate("item.pin")?.isEnabled == enabled)
    let result = SpecScene.press("opt+cmd+p", in: &app)
    #expect(result.outcome == (enabled ? .performed : .disabled))
  }

  // §18 "In swiftui the audit adds fallback-only (warning): a command that is enabled in
  // some context only through the main window".
  @Test("The swiftui audit adds fallback-only; the platform audit does not")
  func fallbackOnly() throws {
    let app = try Self.app(nil)
    #expect(SpecScene.findings(app, .fallbackOnly).isEmpty)
    let found = SpecScene.findings(app, .fallbackOnly, semantics: .swiftui)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.commands == ["item.pin"])
  }
}
