import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §5 ("Focus"), sentence by sentence, read from a scene file with two windows of one
/// template.
@Suite struct SpecSentences05Tests {
  /// `a`, a focusable group `grp` holding focusable `b` and plain `plain`, hidden `h`, a
  /// disabled group holding focusable `d`, and `c`; `w2` (opened last, so key) focuses `c`.
  static let scene = #"""
    {"app": "S5", "platform": "macOS",
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
       {"id": "a", "focusable": true},
       {"id": "grp", "focusable": true,
        "children": [{"id": "b", "focusable": true}, {"id": "plain"}]},
       {"id": "h", "focusable": true, "hidden": true},
       {"id": "dgrp", "disabled": true, "children": [{"id": "d", "focusable": true}]},
       {"id": "c", "focusable": true}
     ]}}},
     "windows": [{"template": "main", "id": "w1"}, {"template": "main", "id": "w2", "focus": "c"}]}
    """#

  static func path(_ text: String) -> NodePath {
    let parts = text.split(separator: "/").map(String.init)
    return NodePath(window: parts[0], node: parts[1])
  }

  /// "Only available, focusable nodes take focus": a plain node, a hidden one and one under
  /// a disabled ancestor are refused, in the key window and in another, and a refusal
  /// changes nothing (neither focus nor the key window).
  @Test(
    "Unfocusable and unavailable nodes are refused and nothing changes",
    arguments: ["w1/plain", "w1/h", "w1/d", "w2/plain", "w2/h", "w2/d"])
  func refused(path: String) throws {
    var app = try SpecScene.app(Self.scene)
    #expect(throws: CommandKitError.self) { try app.focus(Self.path(path)) }
    #expect(app.keyWindowID == "w2")
    #expect(app.focusedPath?.description == "w2/c")
    #expect(app.window("w1")?.focusedPath?.description == "w1/a")
  }

  /// "`tab` moves to the next available focusable node of the key window in depth-first
  /// order and wraps; `shift+tab` goes back. Focus never leaves the key window this way."
  /// Hidden `h` and `d` under a disabled group are skipped; a focusable group comes before
  /// its child; `plain` is never visited.
  @Test("Tab and Shift-Tab walk depth-first, skip unavailable nodes, wrap, stay in the window")
  func tabOrder() throws {
    var app = try SpecScene.app(Self.scene)
    var forward: [String] = []
    for _ in 0..<5 {
      forward.append(SpecScene.press("tab", in: &app).focused?.description ?? "nil")
    }
    #expect(forward == ["w2/a", "w2/grp", "w2/b", "w2/c", "w2/a"])
    var back: [String] = []
    for _ in 0..<5 {
      back.append(SpecScene.press("shift+tab", in: &app).focused?.description ?? "nil")
    }
    #expect(back == ["w2/c", "w2/b", "w2/grp", "w2/a", "w2/c"])
    #expect(app.keyWindowID == "w2")
    #expect(app.window("w1")?.focusedPath?.description == "w1/a")
  }

  /// "`focus` takes a node path; focusing a node in a non-key window makes that window key
  /// (as a click would)." "Each window keeps its own focus while it is not key, and gets it
  /// back when it becomes key again." And §1: "As input, a bare node id means a node of the
  /// key window."
  @Test("Focusing in another window makes it key; each window keeps and regains its focus")
  func focusAcrossWindows() throws {
    var app = try SpecScene.app(Self.scene)
    try app.focus(Self.path("w1/b"))
    #expect(app.keyWindowID == "w1")
    #expect(app.focusedPath?.description == "w1/b")
    #expect(app.window("w2")?.focusedPath?.description == "w2/c")
    try app.focus("grp")
    #expect(app.focusedPath?.description == "w1/grp")
    #expect(app.window("w2")?.focusedPath?.description == "w2/c")
    try app.makeKey("w2")
    #expect(app.focusedPath?.description == "w2/c")
    try app.makeKey("w1")
    #expect(app.focusedPath?.description == "w1/grp")
  }

  /// "If the focused node becomes unavailable, focus moves to the nearest available
  /// focusable ancestor, or none." — in the key window and in a window that is not key.
  @Test(
    "An unavailable focused node hands focus to its nearest focusable ancestor, or none",
    arguments: ["w1", "w2"])
  func repair(window: String) throws {
    var app = try SpecScene.app(Self.scene)
    try app.focus(Self.path("\(window)/b"))
    if window == "w1" { try app.makeKey("w2") }
    try app.setHidden(true, Self.path("\(window)/b"))
    #expect(app.window(window)?.focusedPath?.description == "\(window)/grp")
    try app.setDisabled(true, Self.path("\(window)/grp"))
    #expect(app.window(window)?.focusedPath == nil)
    try app.setDisabled(false, Self.path("\(window)/grp"))
    #expect(app.window(window)?.focusedPath == nil)
  }
}
