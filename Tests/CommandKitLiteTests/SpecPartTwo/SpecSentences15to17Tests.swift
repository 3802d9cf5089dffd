import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §15 ("The text system"), §16 ("In-window controls") and §17 ("Local handlers"),
/// sentence by sentence: the claims ``TextSystemSpecTests``, ``InWindowControlsSpecTests``
/// and ``LocalHandlersSpecTests`` leave open.
@Suite struct SpecSentences15to17Tests {
  /// A text field with a local ⌘[ and ⌘E (which opens the panel), a field narrowed to Copy,
  /// a default button, and a group publishing `draft` around a list and a Send control bound
  /// to `m.send` (which requires `draft`); a panel with its own default button.
  static let scene = #"""
    {"app": "T", "platform": "macOS",
     "commands": [{"id": "m.send", "title": "Send", "menu": "Message", "requires": "draft"}],
     "templates": {
      "main": {"kind": "window", "root": {"id": "root", "values": {"selection": "outer"},
       "children": [
        {"id": "field", "textInput": true,
         "keys": [{"shortcut": "cmd+[", "action": "localBack"},
                  {"shortcut": "cmd+e", "action": "inspect", "effect": {"open": "panel"}}]},
        {"id": "narrow", "textInput": true, "textCommands": ["edit.copy"]},
        {"id": "first", "controls": [
          {"title": "MainOK", "role": "default", "action": "mainOK"},
          {"title": "Inspect", "shortcut": "cmd+i", "action": "inspect", "effect": {"open": "panel"}}]},
        {"id": "grp", "values": {"draft": "d"}, "children": [
          {"id": "list", "focusable": true},
          {"id": "sendNode", "controls": [
            {"title": "SendBtn", "shortcut": "cmd+return", "command": "m.send"}]}]}
       ]}},
      "panel": {"kind": "panel", "root": {"id": "form", "focusable": true, "children": [
        {"id": "pb", "controls": [{"title": "PanelOK", "role": "default", "action": "panelOK"}]}]}}
     },
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  static func app(focus: String) throws -> App {
    try SpecScene.app(scene.replacingOccurrences(of: "FOCUS", with: focus))
  }

  // MARK: §15

  /// "A focused text input is the first responder for the standard editing commands …
  /// enabled with the text input as their provider" — pressed, not only validated: ⌘C, ⌘V,
  /// ⌘A, ⌘Z perform with the field as provider, ahead of the outer `selection`.
  @Test(
    "Pressing an editing key in a text field performs it with the field as provider",
    arguments: [
      ("cmd+c", "edit.copy"), ("cmd+v", "edit.paste"), ("cmd+a", "edit.selectAll"),
      ("cmd+z", "edit.undo"), ("cmd+x", "edit.cut"),
    ])
  func pressedEditing(key: String, command: String) throws {
    var app = try Self.app(focus: "field")
    let result = SpecScene.press(key, in: &app)
    #expect(result.outcome == .performed(command: command, provider: .node(path("w/field"))))
  }

  /// "While it is in the key window's focus chain": a text input focused in the main window
  /// while a panel is key is not the first responder, so Copy does not name it.
  @Test("A text input in a window that is not key provides no editing command")
  func notInKeyWindow() throws {
    var app = try Self.app(focus: "field")
    try app.open("panel", id: "p")
    #expect(app.validate("edit.copy")?.provider != .node(path("w/field")))
    let result = SpecScene.press("cmd+c", in: &app)
    #expect(result.performedCommand == nil)
  }

  /// "A node can narrow what its text input answers with `"textCommands": [...]`": the
  /// narrowed field answers Copy but not Paste, which a press then finds disabled.
  @Test("A narrowed text input answers its commands only, by press")
  func narrowedByPress() throws {
    var app = try Self.app(focus: "narrow")
    #expect(
      SpecScene.press("cmd+c", in: &app).outcome
        == .performed(command: "edit.copy", provider: .node(path("w/narrow"))))
    #expect(SpecScene.press("cmd+v", in: &app).outcome == .disabled(command: "edit.paste"))
  }

  /// "— but only if the command is in the menu bar (declared or default). If the app
  /// removed or replaced that group, the key is dead in the text field: on macOS ⌘C in a
  /// text field is then `unhandled`" — replaced (`"placement": "replacing"`), not removed:
  /// the pasteboard keys die, Undo in another group still answers.
  @Test(
    "With the pasteboard group replaced, its keys are dead in a text field",
    arguments: [
      ("cmd+c", nil), ("cmd+v", nil), ("cmd+x", nil), ("cmd+a", nil),
      ("cmd+z", "edit.undo"),
    ] as [(String, String?)])
  func replacedGroupDead(key: String, command: String?) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS",
       "commands": [{"id": "my.clip", "title": "Clip", "menu": "Edit", "group": "pasteboard",
                     "placement": "replacing"}],
       "templates": {"main": {"kind": "window",
         "root": {"id": "root", "children": [{"id": "field", "textInput": true}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "field"}]}
      """#)
    let result = SpecScene.press(key, in: &app)
    if let command {
      #expect(result.outcome == .performed(command: command, provider: .node(path("w/field"))))
    } else {
      #expect(result.kind == .unhandled)
    }
  }

  // MARK: §16

  /// "Control shortcuts are mirrored in `rtl` like commands' (§21); local `keys` are not."
  @Test("In rtl a local handler keeps its own key: ⌘[ stays ⌘[, ⌘] does not reach it")
  func localKeysNotMirrored() throws {
    var app = try Self.app(focus: "field")
    app.layoutDirection = .rightToLeft
    #expect(try app.press(keys: "cmd+]").kind == .unhandled)
    let kept = try app.press(keys: "cmd+[")
    #expect(kept.kind == .local)
    #expect(kept.action == "localBack")
  }

  /// "A control runs a `command` (only when that command is enabled; the result names the
  /// command and its provider, outcome `performed` …)" — the provider is the one the
  /// command resolves from the focus, and the result also names the control and its node.
  /// Out of the group that publishes `draft` the command is disabled and the control dead.
  @Test("A control running a command names the command, its provider, node and control")
  func controlCommand() throws {
    var app = try Self.app(focus: "list")
    let result = SpecScene.press("cmd+return", in: &app)
    #expect(result.outcome == .performed(command: "m.send", provider: .node(path("w/grp"))))
    #expect(result.node?.description == "w/sendNode")
    #expect(result.control == "SendBtn")
    var outside = try Self.app(focus: "field")
    #expect(SpecScene.press("cmd+return", in: &outside).kind == .unhandled)
  }

  /// "… or an `action` and optional `effect` (outcome `control`; JSON `node` is the node's
  /// path and `control` the control's title)" — the effect is applied.
  @Test("A control's action gives outcome control, names node and title, and applies its effect")
  func controlActionEffect() throws {
    var app = try Self.app(focus: "list")
    let result = SpecScene.press("cmd+i", in: &app)
    #expect(result.kind == .control)
    #expect(result.control == "Inspect")
    #expect(result.node?.description == "w/first")
    #expect(result.action == "inspect")
    #expect(app.keyWindow?.template == "panel")
  }

  /// "Controls are found in traversal order — the key window's tree depth-first in child
  /// order, then the main window's (when it is not blocked)": with the panel key, its
  /// default button wins over the main window's; with the panel closed, the main's answers.
  @Test("The key window's controls come before the main window's")
  func keyBeforeMain() throws {
    var app = try Self.app(focus: "list")
    try app.open("panel", id: "p")
    let inPanel = SpecScene.press("return", in: &app)
    #expect(inPanel.control == "PanelOK")
    #expect(inPanel.node?.description == "p/pb")
    #expect(inPanel.window == "p")
    try app.close("p")
    let inMain = SpecScene.press("return", in: &app)
    #expect(inMain.control == "MainOK")
    #expect(inMain.node?.description == "w/first")
  }

  // MARK: §17

  /// "A handler may carry an `effect` (same vocabulary as commands)": an `open` effect on a
  /// local handler opens the window, and the outcome stays `local`.
  @Test("A local handler's open effect opens the window; the outcome is local")
  func localEffectOpens() throws {
    var app = try Self.app(focus: "field")
    let result = SpecScene.press("cmd+e", in: &app)
    #expect(result.kind == .local)
    #expect(result.action == "inspect")
    #expect(result.node?.description == "w/field")
    #expect(app.keyWindow?.template == "panel")
  }

  func path(_ text: String) -> NodePath {
    let parts = text.split(separator: "/").map(String.init)
    return NodePath(window: parts[0], node: parts[1])
  }
}
