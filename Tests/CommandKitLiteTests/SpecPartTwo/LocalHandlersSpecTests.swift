import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §17: local handlers.
@Suite struct LocalHandlersSpecTests {
  static let scene = #"""
    {"app": "L", "platform": "PLATFORM",
     "commands": [{"id": "menu.p", "title": "P", "menu": "Tools", "shortcut": "p"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "outer",
         "keys": [{"shortcut": "p", "action": "outerP"}],
         "children": [{"id": "list", "focusable": true,
           "keys": [{"shortcut": "p", "action": "peek", "result": "ignored"},
                    {"shortcut": "q", "action": "peekQ", "result": "ignored"}]}]}},
       "sheet": {"kind": "sheet", "root": {"id": "form", "focusable": true,
         "keys": [{"shortcut": "escape", "action": "close", "effect": {"dismiss": "key"}}]}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  // §17 "A local key handler (keys) may say "result": "ignored" …: it runs and the walk
  // goes on."
  @Test(
    "An ignoring handler passes the key to the next handler out, then on",
    arguments: [Platform.macOS, .iPadOS])
  func ignored(platform: Platform) throws {
    var app = try SpecScene.app(Self.scene, platform: platform)
    let outer = SpecScene.press("p", in: &app)
    #expect(outer.kind == .local)
    #expect(outer.action == "outerP")
    let q = SpecScene.press("q", in: &app)
    #expect(q.kind == .unhandled)
    let steps = app.why(Fixtures.shortcut("q")).steps.map(\.result)
    #expect(steps.contains { $0.contains("peekQ") && $0.contains("ignored") })
  }

  // §17 "A handler may carry an effect (same vocabulary as commands), so an Escape handler
  // can dismiss a sheet."
  @Test("An Escape handler's effect dismisses a sheet", arguments: [Platform.macOS, .iPadOS])
  func effect(platform: Platform) throws {
    var app = try SpecScene.app(Self.scene, platform: platform)
    try app.presentSheet("sheet", on: "w", id: "s")
    let result = SpecScene.press("escape", in: &app)
    #expect(result.kind == .local)
    #expect(result.action == "close")
    #expect(app.window("s") == nil)
    #expect(app.keyWindowID == "w")
  }
}
