import CommandKitLite

/// Small builders for test apps.
package enum Fixtures {
  package static func shortcut(_ text: String) -> KeyboardShortcut {
    (try? KeyboardShortcut(parsing: text)) ?? KeyboardShortcut(KeyEquivalent("?"), modifiers: [])
  }

  /// The notes app of SPEC §9 and shared/examples, built in Swift.
  package static func notes(platform: Platform = .macOS) throws -> App {
    var app = App(name: "Notes", platform: platform)
    app.setAppValue("store" as JSONValue, named: "noteStore")
    try app.register([
      Command(
        id: "file.newNote", title: "New Note", menu: "File", group: .newItem,
        shortcut: shortcut("cmd+n"), requires: "noteStore"),
      Command(
        id: "edit.delete", title: "Delete", menu: "Edit", group: .pasteboard,
        shortcut: shortcut("delete"), requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "note.pin", title: "Pin Note", menu: "Note", shortcut: shortcut("opt+cmd+p"),
        requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "view.showSidebar", title: "Toggle Sidebar", menu: "View", group: .sidebar,
        shortcut: shortcut("ctrl+cmd+s"), requires: "sidebarVisible",
        titleBy: TitleRule(
          key: "sidebarVisible", whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar"),
        effect: .toggle(key: "sidebarVisible")),
    ])
    let root = ViewNode(
      "root", role: "split",
      children: [
        ViewNode("sidebar", role: "list").focusable().selectable(items: ["all", "work"])
          .focusedValue(named: "folder", "All Notes").accessibilityAction(named: "New Folder"),
        ViewNode("list", role: "list").focusable().selectable(
          items: ["n1", "n2", "n3"], selection: ["n1"]
        )
        .onKeyPress(shortcut("up"), action: "selectPrevious")
        .accessibilityAction(named: "Pin")
        .contextMenu(
          ContextMenu(empty: ["file.newNote"], single: ["note.pin"], multiple: ["edit.delete"])),
        ViewNode("editor", role: "textEditor").textInput().focusedValue(named: "document", "n1")
          .accessibilityEscape("endEditing"),
      ])
    try app.addTemplate(
      WindowTemplate(
        "main", kind: .window, title: "Notes", root: root,
        sceneValues: FocusedValues(JSONObject([("sidebarVisible", true)]))))
    try app.addTemplate(
      WindowTemplate(
        "inspector", kind: .panel, title: "Inspector",
        root: ViewNode("form", role: "form").focusable()))
    try app.open("main", id: "w1")
    try app.focus(NodePath(window: "w1", node: "list"))
    return app
  }
}
