import CommandKitLite

/// A scene file whose commands, controls and key handler sit at known lines and columns
/// (SPEC §23: the decoder keeps positions; findings point at them).
package enum PositionFixture {
  /// Line 3 holds `Café` (non-ASCII) before the shortcut, to check that columns count
  /// characters, not bytes.
  package static let scene = """
    {"app": "Positions", "platform": "macOS", "defaultCommands": false,
     "commands": [
      {"id": "a.one", "title": "Café", "menu": "Edit", "shortcut": "cmd+k"},
      {"id": "edit.undo", "title": "Undo", "menu": "Edit",
       "group": "undoRedo"},
      {"id": "b.two", "title": "Two", "menu": "Edit",
       "shortcut": "cmd+k"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
      {"id": "list", "focusable": true,
       "keys": [{"action": "peek", "shortcut": "cmd+retrun"}],
       "controls": [{"title": "Send", "shortcut": "cmd+return", "action": "send"},
                    {"title": "Post", "action": "post", "shortcut": "cmd+return"}]}
     ]}}}}
    """

  package static func load() throws -> App {
    try SceneFile.decode(Array(scene.utf8), file: "pos.json").app
  }
}
