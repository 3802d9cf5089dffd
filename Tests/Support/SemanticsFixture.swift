import CommandKitLite
import Foundation

/// SPEC §18's scene: a command that needs the main window's selection, a panel and a
/// Settings window, with `"semantics"` chosen per test.
package enum SemanticsFixture {
  package static let scene = #"""
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

  package static func app(_ semantics: String?) throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(
        of: "SEMANTICS", with: semantics.map { #""semantics": "\#($0)","# } ?? ""))
  }
}
