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

  static let ignoringEffects = #"""
    {"app": "L", "platform": "PLATFORM",
     "commands": [{"id": "menu.r", "title": "R", "menu": "Tools", "shortcut": "cmd+r"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "outer", "values": {"inspector": false},
         "keys": [{"shortcut": "cmd+i", "action": "outerI"}],
         "children": [{"id": "list", "focusable": true,
           "keys": [{"shortcut": "cmd+i", "action": "peekI", "result": "ignored",
                     "effect": {"toggle": "inspector"}},
                    {"shortcut": "cmd+r", "action": "peekR", "result": "ignored",
                     "effect": {"toggle": "inspector"}}]}]}},
       "sheet": {"kind": "sheet", "root": {"id": "form", "focusable": true,
         "keys": [{"shortcut": "escape", "action": "leave", "result": "ignored",
                   "effect": {"dismiss": "key"}}]}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  // §17 "it runs and the walk goes on" with "A handler may carry an effect": an ignoring
  // handler's effect is what running it does to the app, as a SwiftUI `onKeyPress` closure
  // that returns `.ignored` still changes the state it changed. SPEC is silent on the
  // order; the effect is applied after the press is handled.
  @Test(
    "An ignoring handler's effect is applied, and the key still reaches what handles it",
    arguments: [Platform.macOS, .iPadOS])
  func ignoringEffect(platform: Platform) throws {
    var app = try SpecScene.app(Self.ignoringEffects, platform: platform)
    let local = SpecScene.press("cmd+i", in: &app)
    #expect(local.kind == .local)
    #expect(local.action == "outerI")
    #expect(app.resolve("inspector")?.value as? JSONValue == .bool(true))
    // The same press again is decided from the press memory: the effect applies again.
    #expect(SpecScene.press("cmd+i", in: &app).action == "outerI")
    #expect(app.resolve("inspector")?.value as? JSONValue == .bool(false))
    #expect(SpecScene.press("cmd+i", in: &app).action == "outerI")
    #expect(app.resolve("inspector")?.value as? JSONValue == .bool(true))
    let command = SpecScene.press("cmd+r", in: &app)
    #expect(command.kind == .performed)
    #expect(command.performedCommand == "menu.r")
    // On macOS the menu's key equivalent comes before the focused view's handlers (§13),
    // so the ignoring ⌘R handler never runs there and the value stays as ⌘I left it.
    let ran = platform != .macOS
    #expect(app.resolve("inspector")?.value as? JSONValue == .bool(!ran))
  }

  @Test(
    "An ignoring Escape handler's dismiss effect closes its sheet though nothing takes the key",
    arguments: [Platform.macOS, .iPadOS])
  func ignoringDismiss(platform: Platform) throws {
    var app = try SpecScene.app(Self.ignoringEffects, platform: platform)
    try app.presentSheet("sheet", on: "w", id: "s")
    let result = SpecScene.press("escape", in: &app)
    #expect(result.effectError == nil)
    #expect(app.window("s") == nil)
    #expect(app.keyWindowID == "w")
  }
}
