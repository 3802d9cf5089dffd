import CommandKitLite

/// The built-in demo: a notes app that shows the whole model without a file.
///
/// A three-column main window (sidebar, note list, editor that takes text), an inspector
/// panel, a rename sheet, an app-modal alert, a presentation-only window for an external
/// display, a Settings window (⌘,), app-level values, standard File/Edit/View commands with shortcuts, a custom
/// Note menu, local key handlers, in-window buttons (the rename sheet's Rename and Cancel
/// answer Return and Escape), accessibility actions and context menus.
enum DemoApp {
  static func make() -> App {
    var app = App(name: "Notes", platform: .macOS)
    app.setAppValue(JSONValue.string("store"), named: "noteStore")
    app.magicTap = NamedAction("playPauseDictation")
    let templates = [
      WindowTemplate(
        "main", kind: .window, title: "Notes", root: mainTree,
        sceneValues: FocusedValues(
          JSONObject([("sidebarVisible", true), ("inspectorVisible", false)])),
        focus: "list", escape: NamedAction("exitFullScreen")),
      WindowTemplate(
        "inspector", kind: .panel, title: "Inspector",
        root: ViewNode(
          "form", role: "form",
          children: [
            ViewNode("tags", role: "textField").textInput().accessibilityAction(named: "Add Tag"),
            ViewNode("color", role: "picker").focusable().focusedValue(
              named: "noteColor", "yellow"),
          ])),
      WindowTemplate(
        "rename", kind: .sheet, title: "Rename Note",
        root: ViewNode(
          "renameForm", role: "form",
          children: [
            ViewNode("name", role: "textField").textInput(),
            // The sheet's buttons answer Return and Escape from the field (SPEC §16).
            ViewNode("ok", role: "button").focusable().control(
              Control(
                "Rename", role: .default, action: "confirmRename",
                effect: .dismiss)),
            ViewNode("cancel", role: "button").focusable().control(
              Control("Cancel", role: .cancel, effect: .dismiss)),
          ]
        ).focusedValue(named: "renaming", true),
        escape: NamedAction("cancelRename")),
      WindowTemplate(
        "confirmDelete", kind: .alert, title: "Delete Note?",
        root: ViewNode(
          "buttons", role: "group",
          children: [
            ViewNode("delete", role: "button").focusable().control(
              Control(
                "Delete", role: .default, action: "confirmDelete",
                effect: .dismiss)),
            ViewNode("cancel", role: "button").focusable().control(
              Control("Cancel", role: .cancel, effect: .dismiss)),
          ]),
        escape: NamedAction("cancelDelete")),
      // SwiftUI's `Settings` scene: Notes ▸ Settings… (⌘,) opens it once (SPEC §14).
      WindowTemplate(
        "settings", kind: .settings, title: "Settings",
        root: ViewNode(
          "general", role: "form",
          children: [
            ViewNode("fontSize", role: "stepper").focusable(),
            ViewNode("spellCheck", role: "toggle").focusable(),
          ])),
      WindowTemplate(
        "presenter", kind: .externalDisplay, title: "Presentation",
        root: ViewNode(
          "stage", role: "presentation",
          children: [
            ViewNode("slide", role: "image").focusedValue(named: "slide", 1)
          ]
        ).accessibilityAction(named: "Next Slide"),
        presentationOnly: true),
    ]
    // Commands first: a template's context menu may only name registered commands.
    for command in commands { try? app.register(command) }
    for template in templates { try? app.addTemplate(template) }
    _ = try? app.open("main", id: "w1")
    // After Quit, `launch` opens the same window (SPEC §13).
    app.launchWindows = [LaunchWindow(template: "main", id: "w1")]
    return app
  }

  static var mainTree: ViewNode {
    ViewNode(
      "root", role: "split",
      children: [
        ViewNode("sidebar", role: "list").focusable().selectable(
          items: ["all", "work", "personal"], selection: ["all"]
        )
        .focusedValue(named: "folder", "All Notes").accessibilityAction(named: "New Folder")
        .contextMenu(ContextMenu(empty: ["folder.new"], single: ["folder.rename"], multiple: [])),
        ViewNode("list", role: "list").focusable().selectable(
          items: ["n1", "n2", "n3"], selection: ["n1"]
        )
        .onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "selectPrevious")
        .onKeyPress(KeyboardShortcut(.downArrow, modifiers: []), action: "selectNext")
        .accessibilityAction(named: "Pin").accessibilityAction(named: "Delete")
        .accessibilityMagicTap("readNoteAloud")
        .contextMenu(
          ContextMenu(
            empty: ["file.new"], single: ["note.pin", "note.rename"],
            multiple: ["edit.delete", "note.pin"])),
        ViewNode("editor", role: "textEditor").textInput()
          .focusedValue(named: "document", "n1").focusedValue(named: "textSelection", "")
          .accessibilityEscape("endEditing").accessibilityAction(named: "Bold"),
      ])
  }

  static func shortcut(_ key: KeyEquivalent, _ modifiers: EventModifiers = .command)
    -> KeyboardShortcut
  {
    KeyboardShortcut(key, modifiers: modifiers)
  }

  static var commands: [Command] {
    [
      Command(
        id: "file.new", title: "New Note", menu: "File", group: .newItem, shortcut: shortcut("n"),
        requires: "noteStore"),
      Command(
        id: "file.newWindow", title: "New Window", menu: "File", group: .newItem,
        shortcut: shortcut("n", [.command, .option]), effect: .open(template: "main")),
      Command(
        id: "file.close", title: "Close", menu: "File", group: .saveItem, shortcut: shortcut("w"),
        effect: .close),
      Command(
        id: "edit.undo", title: "Undo", menu: "Edit", group: .undoRedo, shortcut: shortcut("z"),
        requires: "document"),
      Command(
        id: "edit.copy", title: "Copy", menu: "Edit", group: .pasteboard, shortcut: shortcut("c"),
        requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "edit.delete", title: "Delete", menu: "Edit", group: .pasteboard,
        shortcut: shortcut(.delete, []), requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "edit.selectAll", title: "Select All", menu: "Edit", group: .pasteboard,
        shortcut: shortcut("a"), requires: "selection"),
      Command(
        id: "edit.find", title: "Find…", menu: "Edit", group: .textEditing, shortcut: shortcut("f"),
        requires: "noteStore"),
      Command(
        id: "format.bold", title: "Bold", menu: "Format", group: .textFormatting,
        shortcut: shortcut("b"), requires: "textSelection"),
      Command(
        id: "view.showSidebar", title: "Toggle Sidebar", menu: "View", group: .sidebar,
        shortcut: shortcut("s", [.control, .command]),
        requires: "sidebarVisible", checkedBy: nil,
        titleBy: TitleRule(
          key: "sidebarVisible", whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar"),
        effect: .toggle(key: "sidebarVisible")),
      Command(
        id: "view.inspector", title: "Inspector", menu: "View", group: .toolbar,
        shortcut: shortcut("i", [.option, .command]),
        requires: "inspectorVisible", checkedBy: "inspectorVisible",
        effect: .open(template: "inspector")),
      Command(
        id: "note.pin", title: "Pin Note", menu: "Note",
        shortcut: shortcut("p", [.option, .command]), requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "note.rename", title: "Rename…", menu: "Note",
        shortcut: shortcut("r", [.shift, .command]), requires: "selection", enabledIf: .nonEmpty,
        effect: .sheet(template: "rename")),
      Command(
        id: "note.deleteForever", title: "Delete Permanently…", menu: "Note",
        shortcut: shortcut(.delete, [.shift, .command]), requires: "selection",
        enabledIf: .nonEmpty, effect: .open(template: "confirmDelete")),
      Command(
        id: "folder.new", title: "New Folder", menu: "Note",
        shortcut: shortcut("n", [.shift, .command]), requires: "folder"),
      Command(id: "folder.rename", title: "Rename Folder", menu: "Note", requires: "folder"),
      Command(
        id: "window.minimize", title: "Minimize", menu: "Window", group: .windowSize,
        shortcut: shortcut("m")),
      Command(
        id: "help.appHelp", title: "Notes Help", menu: "Help", group: .help, shortcut: shortcut("?")
      ),
    ]
  }
}
