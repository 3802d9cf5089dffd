/// Source citations shared by the tables: Apple pages by title, and the `shortcuts.json`
/// source codes spelled out.
enum MenuSource {
  static let higKeyboards = "Apple HIG 'Keyboards' (Standard keyboard shortcuts)"
  static let higMenuBar = "Apple HIG 'The menu bar'"
  static let xcodeMainMenu = "Xcode macOS MainMenu.xib template (AppKit default main menu)"
  static let macShortcuts = "Apple Support 'Mac keyboard shortcuts'"
  static let electron = "Electron menu-item roles (macOS accelerators)"
  static let appKitTabs = "AppKit window tabbing (View/Window menus of tabbed AppKit apps)"

  /// SwiftUI's page for one `CommandGroupPlacement`.
  static func placement(_ name: String) -> String {
    "SwiftUI docs 'CommandGroupPlacement.\(name)'"
  }

  /// Citations joined with `; `.
  static func cite(_ parts: String...) -> String { parts.joined(separator: "; ") }
}

extension PlatformMenuItems {
  /// SPEC §14's macOS defaults, menu by menu, group by group.
  static let macOSRows: [Row] = appMenuRows + fileAndEditRows + viewWindowHelpRows

  private static let mac: Set<Platform> = [.macOS]

  private static let appMenuRows: [Row] = [
    Row(
      "app.about", "About App", menu: .app, group: .appInfo, shortcut: nil, platforms: mac,
      enablement: .always,
      source: MenuSource.cite(MenuSource.placement("appInfo"), MenuSource.xcodeMainMenu)),
    Row(
      "app.settings", "Settings…", menu: .app, group: .appSettings, shortcut: "cmd+,",
      platforms: mac, condition: .settingsTemplate, enablement: .always, effect: .openSettings,
      source: MenuSource.cite(
        "SwiftUI docs 'Settings' (a Settings scene enables the app's Settings menu item)",
        MenuSource.placement("appSettings"), MenuSource.higKeyboards, MenuSource.higMenuBar)),
    Row(
      "app.services", "Services", menu: .app, group: .systemServices, shortcut: nil,
      platforms: mac, enablement: .always,
      source: MenuSource.cite(
        MenuSource.placement("systemServices") + " (managed automatically)",
        MenuSource.xcodeMainMenu)),
    Row(
      "app.hide", "Hide App", menu: .app, group: .appVisibility, shortcut: "cmd+h",
      platforms: mac, enablement: .always, effect: .hide,
      source: MenuSource.cite(
        MenuSource.placement("appVisibility"), MenuSource.higKeyboards, MenuSource.higMenuBar,
        MenuSource.xcodeMainMenu)),
    Row(
      "app.hideOthers", "Hide Others", menu: .app, group: .appVisibility,
      shortcut: "opt+cmd+h", platforms: mac, enablement: .always, effect: .hideOthers,
      source: MenuSource.cite(
        MenuSource.placement("appVisibility"), MenuSource.higKeyboards, MenuSource.higMenuBar,
        MenuSource.xcodeMainMenu)),
    Row(
      "app.showAll", "Show All", menu: .app, group: .appVisibility, shortcut: nil,
      platforms: mac, enablement: .always, effect: .showAll,
      source: MenuSource.cite(MenuSource.placement("appVisibility"), MenuSource.xcodeMainMenu)),
    Row(
      "app.quit", "Quit App", menu: .app, group: .appTermination, shortcut: "cmd+q",
      platforms: mac, enablement: .always, effect: .quit,
      source: MenuSource.cite(
        MenuSource.placement("appTermination"), MenuSource.higKeyboards,
        MenuSource.higMenuBar, MenuSource.xcodeMainMenu)),
  ]

  private static let fileAndEditRows: [Row] =
    [
      Row(
        "file.newWindow", "New Window", menu: .file, group: .newItem, shortcut: "cmd+n",
        platforms: mac, condition: .windowTemplate, enablement: .always, effect: .newWindow,
        source: MenuSource.cite(
          MenuSource.placement("newItem"),
          "SwiftUI docs 'WindowGroup' (window groups provide standard window commands)",
          "SwiftUI docs 'Scene.keyboardShortcut(_:modifiers:localization:)' (the scene's"
            + " new-window command)",
          MenuSource.higKeyboards + " (⌘N: New)",
          "title and ⌘N: no Apple page spells them; secondary write-ups of SwiftUI apps")),
      Row(
        "file.new", "New", menu: .file, group: .newItem, shortcut: "cmd+n", platforms: mac,
        condition: .documentOnly, enablement: .always, effect: .newWindow,
        source: MenuSource.cite(
          MenuSource.placement("newItem") + " (default: New)",
          "SwiftUI docs 'DocumentGroup'", MenuSource.higKeyboards, MenuSource.higMenuBar)),
      Row(
        "file.close", "Close", menu: .file, group: .saveItem, shortcut: "cmd+w", platforms: mac,
        enablement: .closable, effect: .closeKeyWindow,
        source: MenuSource.cite(
          MenuSource.placement("saveItem"), MenuSource.higKeyboards, MenuSource.higMenuBar,
          MenuSource.electron)),
      Row(
        "edit.undo", "Undo", menu: .edit, group: .undoRedo, shortcut: "cmd+z", platforms: mac,
        enablement: .throughResponder,
        source: MenuSource.cite(
          MenuSource.placement("undoRedo"), MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
      Row(
        "edit.redo", "Redo", menu: .edit, group: .undoRedo, shortcut: "shift+cmd+z",
        platforms: mac, enablement: .throughResponder,
        source: MenuSource.cite(
          MenuSource.placement("undoRedo"), MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
    ] + pasteboardRows(platforms: mac) + textEditingRows(platforms: mac) + [
      Row(
        "edit.startDictation", "Start Dictation…", menu: .edit, group: nil, shortcut: nil,
        platforms: mac, enablement: .textInputInKeyChain,
        source: MenuSource.cite(
          "AppKit adds it at the bottom of the Edit menu (" + MenuSource.higMenuBar + ")",
          "no default key equivalent in the item (dictation's key is a system setting);"
            + " ellipsis as in Apple's apps, no Apple page spells the title")),
      Row(
        "edit.emojiAndSymbols", "Emoji & Symbols", menu: .edit, group: nil,
        shortcut: "ctrl+cmd+space", platforms: mac, enablement: .textInputInKeyChain,
        source: MenuSource.cite(
          "added automatically by the system at the bottom of the Edit menu",
          MenuSource.macShortcuts, MenuSource.higKeyboards, MenuSource.higMenuBar)),
    ]

  /// Cut, Copy, Paste, Paste and Match Style, Delete, Select All.
  static func pasteboardRows(platforms: Set<Platform>, matchStyle: Bool = true) -> [Row] {
    let group = MenuSource.placement("pasteboard")
    var rows = [
      Row(
        "edit.cut", "Cut", menu: .edit, group: .pasteboard, shortcut: "cmd+x",
        platforms: platforms, enablement: .throughResponder,
        source: MenuSource.cite(group, MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
      Row(
        "edit.copy", "Copy", menu: .edit, group: .pasteboard, shortcut: "cmd+c",
        platforms: platforms, enablement: .throughResponder,
        source: MenuSource.cite(group, MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
      Row(
        "edit.paste", "Paste", menu: .edit, group: .pasteboard, shortcut: "cmd+v",
        platforms: platforms, enablement: .throughResponder,
        source: MenuSource.cite(group, MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
    ]
    if matchStyle {
      rows.append(
        Row(
          "edit.pasteAndMatchStyle", "Paste and Match Style", menu: .edit, group: .pasteboard,
          shortcut: "opt+shift+cmd+v", platforms: platforms, enablement: .throughResponder,
          source: MenuSource.cite(
            group, MenuSource.higKeyboards, MenuSource.macShortcuts, MenuSource.xcodeMainMenu)))
    }
    rows += [
      Row(
        "edit.delete", "Delete", menu: .edit, group: .pasteboard, shortcut: nil,
        platforms: platforms, enablement: .throughResponder,
        source: MenuSource.cite(
          group, MenuSource.higMenuBar,
          "AppKit's and SwiftUI's Edit ▸ Delete has no key equivalent (shortcuts.json)")),
      Row(
        "edit.selectAll", "Select All", menu: .edit, group: .pasteboard, shortcut: "cmd+a",
        platforms: platforms, enablement: .throughResponder,
        source: MenuSource.cite(group, MenuSource.higKeyboards, MenuSource.xcodeMainMenu)),
    ]
    return rows
  }

  /// The Find items SwiftUI adds with `TextEditingCommands`.
  static func textEditingRows(platforms: Set<Platform>, extra: String? = nil) -> [Row] {
    let base = MenuSource.cite(
      "SwiftUI docs 'TextEditingCommands'", MenuSource.placement("textEditing"),
      MenuSource.xcodeMainMenu + " (Find submenu)")
    let source = extra.map { MenuSource.cite(base, $0) } ?? base
    let set = PlatformMenuItem.Condition.commandSet(.textEditing)
    let items: [(String, String, String, String)] = [
      ("edit.find", "Find…", "cmd+f", MenuSource.higKeyboards),
      ("edit.findAndReplace", "Find and Replace…", "opt+cmd+f", "Xcode template only"),
      ("edit.findNext", "Find Next", "cmd+g", MenuSource.higKeyboards),
      ("edit.findPrevious", "Find Previous", "shift+cmd+g", MenuSource.higKeyboards),
      ("edit.useSelectionForFind", "Use Selection for Find", "cmd+e", MenuSource.higKeyboards),
      ("edit.jumpToSelection", "Jump to Selection", "cmd+j", MenuSource.higKeyboards),
    ]
    return items.map { id, title, shortcut, also in
      Row(
        id, title, menu: .edit, group: .textEditing, shortcut: shortcut, platforms: platforms,
        condition: set, enablement: .throughResponder,
        source: MenuSource.cite(source, also))
    }
  }

  private static let viewWindowHelpRows: [Row] =
    [
      Row(
        "view.showToolbar", "Show Toolbar", toggledTitle: "Hide Toolbar", menu: .view,
        group: .toolbar, shortcut: "opt+cmd+t", platforms: mac,
        condition: .anyOf([.toolbarNode, .commandSet(.toolbar)]),
        enablement: .keyWindowHasToolbar,
        source: MenuSource.cite(
          MenuSource.placement("toolbar"), "SwiftUI docs 'ToolbarCommands'",
          MenuSource.higKeyboards, MenuSource.macShortcuts)),
      Row(
        "view.customizeToolbar", "Customize Toolbar…", menu: .view, group: .toolbar,
        shortcut: nil, platforms: mac,
        condition: .anyOf([.toolbarNode, .commandSet(.toolbar)]),
        enablement: .keyWindowHasToolbar,
        source: MenuSource.cite(
          MenuSource.placement("toolbar"), "SwiftUI docs 'ToolbarCommands'",
          "no shortcut in any source")),
      Row(
        "view.showSidebar", "Show Sidebar", toggledTitle: "Hide Sidebar", menu: .view,
        group: .sidebar, shortcut: "ctrl+cmd+s", platforms: mac,
        condition: .commandSet(.sidebar), enablement: .windowOrDocument,
        source: MenuSource.cite(
          "SwiftUI docs 'SidebarCommands'", MenuSource.placement("sidebar"),
          "⌃⌘S: no Apple page found; Finder and current Apple apps use it (GitHub issues"
            + " glushchenko/fsnotes #1483, BoltAI #134); older SwiftUI used ⌥⌘S")),
      Row(
        "view.showTabBar", "Show Tab Bar", toggledTitle: "Hide Tab Bar", menu: .view,
        group: nil, shortcut: "shift+cmd+t", platforms: mac, enablement: .windowOrDocument,
        source: MenuSource.cite(
          MenuSource.appKitTabs, MenuSource.macShortcuts + " (Finder: Show/Hide Tab Bar ⇧⌘T)")),
      Row(
        "view.showAllTabs", "Show All Tabs", menu: .view, group: nil, shortcut: "shift+cmd+\\",
        platforms: mac, enablement: .windowOrDocument,
        source: MenuSource.cite(MenuSource.appKitTabs, "no Apple page found for the shortcut")),
      Row(
        "view.toggleFullScreen", "Enter Full Screen", toggledTitle: "Exit Full Screen",
        menu: .view, group: nil, shortcut: "ctrl+cmd+f", platforms: mac,
        enablement: .windowOrDocument, effect: .toggleFullScreen,
        source: MenuSource.cite(
          "AppKit adds it to the View menu (" + MenuSource.xcodeMainMenu + ")",
          MenuSource.placement("sidebar") + " lists Enter/Exit Full Screen",
          MenuSource.higKeyboards, MenuSource.macShortcuts, MenuSource.electron)),
      Row(
        "window.minimize", "Minimize", menu: .window, group: .windowSize, shortcut: "cmd+m",
        platforms: mac, enablement: .windowOrDocument, effect: .minimize,
        source: MenuSource.cite(
          MenuSource.placement("windowSize"), MenuSource.higKeyboards, MenuSource.higMenuBar,
          MenuSource.xcodeMainMenu)),
      Row(
        "window.zoom", "Zoom", menu: .window, group: .windowSize, shortcut: nil, platforms: mac,
        enablement: .windowOrDocument,
        source: MenuSource.cite(
          MenuSource.placement("windowSize"), MenuSource.higMenuBar, MenuSource.xcodeMainMenu)),
    ] + tabRows + [
      Row(
        "window.bringAllToFront", "Bring All to Front", menu: .window,
        group: .windowArrangement, shortcut: nil, platforms: mac, enablement: .windowOpen,
        source: MenuSource.cite(
          MenuSource.placement("windowArrangement"), MenuSource.higMenuBar,
          MenuSource.xcodeMainMenu)),
      Row(
        "help.appHelp", "App Help", menu: .help, group: .help, shortcut: "cmd+?", platforms: mac,
        enablement: .always,
        source: MenuSource.cite(
          MenuSource.placement("help"), MenuSource.higKeyboards, MenuSource.macShortcuts)),
    ]

  private static let tabRows: [Row] = [
    Row(
      "window.showPreviousTab", "Show Previous Tab", menu: .window, group: .windowArrangement,
      shortcut: "ctrl+shift+tab", platforms: mac, enablement: .never,
      source: MenuSource.cite(
        MenuSource.appKitTabs, MenuSource.higMenuBar + " (item, no shortcut)",
        "⌃⇧⇥ from apps (GitHub issue sindresorhus/Settings #32)")),
    Row(
      "window.showNextTab", "Show Next Tab", menu: .window, group: .windowArrangement,
      shortcut: "ctrl+tab", platforms: mac, enablement: .never,
      source: MenuSource.cite(
        MenuSource.appKitTabs, MenuSource.higMenuBar + " (item, no shortcut)",
        "⌃⇥ from apps (GitHub issue sindresorhus/Settings #32)")),
    Row(
      "window.moveTabToNewWindow", "Move Tab to New Window", menu: .window,
      group: .windowArrangement, shortcut: nil, platforms: mac, enablement: .never,
      source: MenuSource.cite(MenuSource.appKitTabs, MenuSource.higMenuBar)),
    Row(
      "window.mergeAllWindows", "Merge All Windows", menu: .window, group: .windowArrangement,
      shortcut: nil, platforms: mac, enablement: .never,
      source: MenuSource.cite(MenuSource.appKitTabs, MenuSource.higMenuBar)),
  ]
}
