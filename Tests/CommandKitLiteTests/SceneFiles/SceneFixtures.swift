/// Scene-file fixtures. `notes` is a verbatim copy of `shared/examples/notes.json` (kept as a
/// string: a JSON file in the test target would need a resource declaration, and tests must
/// not read the shared folder).
enum SceneFixtures {
  static let notes = #"""
    {
      "app": "Notes",
      "platform": "macOS",
      "appValues": {"noteStore": "store"},
      "commands": [
        {"id": "file.newNote", "title": "New Note", "menu": "File", "group": "newItem",
         "shortcut": "cmd+n", "requires": "noteStore"},
        {"id": "edit.delete", "title": "Delete", "menu": "Edit", "group": "pasteboard",
         "shortcut": "delete", "requires": "selection", "enabledIf": "nonEmpty"},
        {"id": "note.pin", "title": "Pin Note", "menu": "Note", "shortcut": "opt+cmd+p",
         "requires": "selection", "enabledIf": "nonEmpty"},
        {"id": "view.showSidebar", "title": "Toggle Sidebar", "menu": "View", "group": "sidebar",
         "shortcut": "ctrl+cmd+s", "requires": "sidebarVisible", "effect": {"toggle": "sidebarVisible"},
         "titleBy": {"key": "sidebarVisible", "true": "Hide Sidebar", "false": "Show Sidebar"}}
      ],
      "templates": {
        "main": {"kind": "window", "title": "Notes", "sceneValues": {"sidebarVisible": true},
          "root": {"id": "root", "role": "split", "children": [
            {"id": "sidebar", "role": "list", "focusable": true, "selectable": true,
             "items": ["all", "work"], "values": {"folder": "All Notes"}, "actions": ["New Folder"]},
            {"id": "list", "role": "list", "focusable": true, "selectable": true,
             "items": ["n1", "n2", "n3"], "selection": ["n1"],
             "keys": [{"shortcut": "up", "action": "selectPrevious"}],
             "actions": ["Pin"],
             "contextMenu": {"empty": ["file.newNote"], "single": ["note.pin"],
                             "multiple": ["edit.delete"]}},
            {"id": "editor", "role": "textEditor", "focusable": true, "textInput": true,
             "values": {"document": "n1"}, "escape": "endEditing"}
          ]}},
        "inspector": {"kind": "panel", "title": "Inspector",
          "root": {"id": "form", "role": "form", "focusable": true}}
      },
      "windows": [{"template": "main", "id": "w1", "focus": "list"}]
    }
    """#
}
