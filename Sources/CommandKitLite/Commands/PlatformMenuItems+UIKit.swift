extension MenuSource {
  /// UIKit's page for one `UIMenu.Identifier` (the standard menus of the main menu system).
  static func uiMenu(_ name: String) -> String {
    "UIKit docs 'UIMenu.Identifier.\(name)' (UIMenuBuilder main menu system)"
  }

  static let iPadMenuBar =
    "Apple HIG 'The menu bar' (iPad: same menus and shortcut patterns as the Mac)"
  static let uiKitEdit =
    "UIKit docs 'UIKeyCommand' (Cut, Copy and Paste are routed to the standard responder"
    + " actions) and 'UIResponderStandardEditActions'"
}

extension PlatformMenuItems {
  /// iPadOS and visionOS (UIKit's main menu system), then the iOS Edit items.
  static let uiKitRows: [Row] =
    windowedRows + editRows(platforms: [.iPadOS, .visionOS])
    + editRows(platforms: [.iOS], matchStyle: false)
    + textEditingRows(platforms: windowed, extra: MenuSource.uiMenu("find"))
    + viewRows

  private static let windowed: Set<Platform> = [.iPadOS, .visionOS]

  private static let windowedRows: [Row] = [
    Row(
      "app.settings", "Settings…", menu: .app, group: .appSettings, shortcut: "cmd+,",
      platforms: windowed, enablement: .always, effect: .openSettings,
      source: MenuSource.cite(
        MenuSource.uiMenu("preferences"),
        MenuSource.iPadMenuBar
          + " (App ▸ Settings… opens the app's page in Settings)",
        "always there, SPEC §14; on visionOS inferred from UIKit's shared menu system")),
    Row(
      "file.newWindow", "New Window", menu: .file, group: .newItem, shortcut: "cmd+n",
      platforms: windowed, condition: .windowTemplate, enablement: .always,
      effect: .newWindow,
      source: MenuSource.cite(
        MenuSource.uiMenu("newScene"), MenuSource.iPadMenuBar,
        "SwiftUI docs 'WindowGroup' (iPadOS opens several windows with"
          + " UIApplicationSupportsMultipleScenes)",
        "⌘N by the macOS pattern: no Apple page gives New Window's key on iPadOS")),
    Row(
      "file.closeWindow", "Close Window", menu: .file, group: .saveItem,
      shortcut: "shift+cmd+w", platforms: windowed, enablement: .closable,
      effect: .closeKeyWindow,
      source: MenuSource.cite(
        MenuSource.uiMenu("close"), MenuSource.higKeyboards + " (⇧⌘W closes a window)",
        MenuSource.higMenuBar)),
  ]

  /// Undo, Redo and the pasteboard items, for UIKit platforms.
  private static func editRows(platforms: Set<Platform>, matchStyle: Bool = true) -> [Row] {
    var undo = MenuSource.cite(MenuSource.uiMenu("undoRedo"), MenuSource.higKeyboards)
    if platforms.contains(.iOS) {
      undo = MenuSource.cite(undo, "iOS: hardware keyboards (key commands, no menu bar)")
    }
    let undoRows = [
      Row(
        "edit.undo", "Undo", menu: .edit, group: .undoRedo, shortcut: "cmd+z",
        platforms: platforms, enablement: .throughResponder, source: undo),
      Row(
        "edit.redo", "Redo", menu: .edit, group: .undoRedo, shortcut: "shift+cmd+z",
        platforms: platforms, enablement: .throughResponder, source: undo),
    ]
    let pasteboard = pasteboardRows(platforms: platforms, matchStyle: matchStyle).map { row in
      Row(
        row.id, row.title, menu: row.menu, group: row.group, shortcut: row.shortcut,
        platforms: row.platforms, enablement: row.enablement,
        source: MenuSource.cite(
          MenuSource.uiMenu("standardEdit"), MenuSource.uiKitEdit, row.source))
    }
    return undoRows + pasteboard
  }

  private static let viewRows: [Row] = [
    Row(
      "view.showToolbar", "Show Toolbar", toggledTitle: "Hide Toolbar", menu: .view,
      group: .toolbar, shortcut: "opt+cmd+t", platforms: windowed,
      condition: .anyOf([.toolbarNode, .commandSet(.toolbar)]),
      enablement: .keyWindowHasToolbar,
      source: MenuSource.cite(
        MenuSource.uiMenu("toolbar"), "SwiftUI docs 'ToolbarCommands'",
        MenuSource.higKeyboards, "iPadOS item inferred from the identifier and the HIG")),
    Row(
      "view.showSidebar", "Show Sidebar", toggledTitle: "Hide Sidebar", menu: .view,
      group: .sidebar, shortcut: "ctrl+cmd+s", platforms: windowed,
      condition: .commandSet(.sidebar), enablement: .windowOrDocument,
      source: MenuSource.cite(
        MenuSource.uiMenu("sidebar"), "SwiftUI docs 'SidebarCommands'",
        "⌃⌘S by the macOS pattern (no Apple page gives the key)")),
  ]
}
