import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §16: in-window controls.
@Suite struct InWindowControlsSpecTests {
  static let scene = #"""
    {"app": "Mail", "platform": "PLATFORM",
     "commands": [
       {"id": "mail.send", "title": "Send", "menu": "Message", "requires": "draft"},
       {"id": "mail.k", "title": "Menu K", "menu": "Message", "shortcut": "cmd+k"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true},
         {"id": "compose", "values": {"draft": "d1"}, "children": [
           {"id": "body", "focusable": true}]},
         {"id": "send", "controls": [
           {"title": "Send", "shortcut": "cmd+return", "command": "mail.send"},
           {"title": "Later", "shortcut": "cmd+return", "action": "later"}]},
         {"id": "buttons", "controls": [
           {"title": "OK", "role": "default", "action": "confirm"},
           {"title": "Cancel", "role": "cancel", "effect": {"dismiss": "key"}},
           {"title": "Back", "shortcut": "cmd+[", "action": "back"},
           {"title": "Unmirrored", "shortcut": "cmd+]", "localization": "withoutMirroring",
            "action": "forward"}]},
         {"id": "hiddenNode", "hidden": true,
          "controls": [{"title": "Hidden", "shortcut": "cmd+1", "action": "hid"}]},
         {"id": "disabledNode", "disabled": true,
          "controls": [{"title": "Disabled", "shortcut": "cmd+2", "action": "dis"}]},
         {"id": "keyOnly", "controls": [
           {"title": "KeyOnly", "shortcut": "cmd+3", "action": "ko", "keyWindowOnly": true}]},
         {"id": "late", "controls": [{"title": "Later OK", "role": "default", "action": "2"}]}
       ]}},
       "panel": {"kind": "panel", "root": {"id": "form", "focusable": true}},
       "confirm": {"kind": "sheet", "root": {"id": "sheetButtons", "controls": [
         {"title": "Sheet Cancel", "role": "cancel", "effect": {"dismiss": "key"}}]}}},
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  static func app(focus: String = "list", platform: Platform = .macOS) throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(of: "FOCUS", with: focus), platform: platform)
  }

  // §16 "role: default means Return (and keypad Enter) and cancel means Escape (and ⌘.)
  // unless a shortcut is given"; "the first live one wins".
  @Test(
    "Default and cancel roles answer Return, keypad Enter, Escape and ⌘.",
    arguments: [
      ("return", "OK"), ("keypadenter", "OK"), ("escape", "Cancel"), ("cmd+.", "Cancel"),
    ])
  func roles(key: String, control: String) throws {
    var app = try Self.app()
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .control)
    #expect(result.control == control)
    #expect(result.node?.description == "w/buttons")
  }

  // §16 "A control runs a command (only when that command is enabled; … outcome performed;
  // while that command is disabled the control is not live and the search goes on)".
  @Test("A control running a disabled command is passed over; enabled, it performs")
  func commandControl() throws {
    var app = try Self.app()
    let passed = SpecScene.press("cmd+return", in: &app)
    #expect(passed.kind == .control)
    #expect(passed.control == "Later")
    var focused = try Self.app(focus: "body")
    let sent = SpecScene.press("cmd+return", in: &focused)
    #expect(sent.kind == .performed)
    #expect(sent.performedCommand == "mail.send")
    #expect(sent.provider?.description == "w/compose")
    #expect(sent.control == "Send")
  }

  // §16 "A control is live while its node is available (hidden and disabled nodes'
  // controls are not)."
  @Test("Controls of hidden and disabled nodes are not live", arguments: ["cmd+1", "cmd+2"])
  func unavailable(key: String) throws {
    var app = try Self.app()
    #expect(SpecScene.press(key, in: &app).kind == .unhandled)
  }

  // §16 "Controls are found in traversal order — the key window's tree …, then the main
  // window's (when it is not blocked)"; "keyWindowOnly … is live in the key window only".
  @Test("A panel key finds the main window's controls, except key-window-only ones")
  func mainWindowStep() throws {
    var app = try Self.app()
    try app.open("panel", id: "p")
    #expect(app.keyWindowID == "p")
    let back = SpecScene.press("cmd+[", in: &app)
    #expect(back.kind == .control)
    #expect(back.control == "Back")
    #expect(back.node?.description == "w/buttons")
    #expect(SpecScene.press("cmd+3", in: &app).kind == .unhandled)
    try app.makeKey("w")
    #expect(SpecScene.press("cmd+3", in: &app).control == "KeyOnly")
  }

  // §16 "then the main window's (when it is not blocked)".
  @Test("A blocked main window's controls are not searched")
  func blockedMain() throws {
    var app = try Self.app()
    try app.presentSheet("panel", on: "w", id: "s")
    try app.makeKey("w")
    // The sheet blocks w; the key is the sheet, and the main window's controls are not
    // searched while it is blocked.
    #expect(app.keyWindowID == "s")
    #expect(SpecScene.press("escape", in: &app).kind == .unhandled)
  }

  // §16 "or an action and optional effect (outcome control; JSON node is the node's path
  // and control the control's title)".
  @Test("A cancel control's effect dismisses the sheet it is in")
  func effect() throws {
    var app = try Self.app()
    try app.presentSheet("confirm", on: "w", id: "s")
    let result = SpecScene.press("escape", in: &app)
    #expect(result.kind == .control)
    #expect(result.control == "Sheet Cancel")
    #expect(result.node?.description == "s/sheetButtons")
    #expect(app.window("s") == nil)
    #expect(app.keyWindowID == "w")
  }

  // §16 "Control shortcuts are mirrored in rtl like commands' (§21); local keys are not."
  @Test("In rtl, a control's ⌘[ answers ⌘]; withoutMirroring ones keep their key")
  func mirrored() throws {
    var app = try Self.app()
    app.layoutDirection = .rightToLeft
    // Back (⌘[) comes before Unmirrored (⌘]) in traversal order.
    let mirrored = try app.press(keys: "cmd+]")
    #expect(mirrored.kind == .control)
    // SPEC §21: among the controls that match, traversal order decides, whether one matched
    // as typed or as its mirror image.
    #expect(mirrored.control == "Back")
    let kept = try app.press(keys: "cmd+[")
    #expect(kept.kind == .unhandled)
    try app.setHidden(true, NodePath(window: "w", node: "buttons"))
    #expect(try app.press(keys: "cmd+]").kind == .unhandled)
  }

  // §16 "(SwiftUI documents this order for keyboardShortcut)" — first in traversal wins.
  @Test("Two default buttons: the first in traversal order wins")
  func traversalOrder() throws {
    var app = try Self.app()
    #expect(SpecScene.press("return", in: &app).control == "OK")
    try app.setHidden(true, NodePath(window: "w", node: "buttons"))
    #expect(SpecScene.press("return", in: &app).control == "Later OK")
  }

  // §16 "role: default means Return … unless a shortcut is given".
  @Test("A default control with its own shortcut does not answer Return")
  func roleWithShortcut() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS",
       "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true},
         {"id": "buttons", "controls": [
           {"title": "Save", "role": "default", "shortcut": "cmd+s", "action": "save"},
           {"title": "Stop", "role": "cancel", "shortcut": "cmd+d", "action": "stop"}]}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    #expect(SpecScene.press("return", in: &app).kind == .unhandled)
    #expect(SpecScene.press("escape", in: &app).kind == .unhandled)
    #expect(SpecScene.press("cmd+s", in: &app).control == "Save")
    #expect(SpecScene.press("cmd+d", in: &app).control == "Stop")
  }
}
