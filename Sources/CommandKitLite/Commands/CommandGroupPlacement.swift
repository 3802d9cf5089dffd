/// Where a command sits in the standard menus, named as SwiftUI's `CommandGroupPlacement`.
///
/// Each placement belongs to a standard menu (inferred from macOS's standard layout) and has
/// a rank that orders groups inside that menu.
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The placement's name as in SwiftUI (`newItem`, `pasteboard`).
  public let name: String
  /// The standard menu the group lives in.
  public let menu: StandardMenu
  /// The group's position inside its menu.
  let rank: Int

  private init(_ name: String, _ menu: StandardMenu, _ rank: Int) {
    self.name = name
    self.menu = menu
    self.rank = rank
  }

  /// The placement's name.
  public var description: String { name }

  /// About App.
  public static let appInfo = Self("appInfo", .app, 0)
  /// Settings….
  public static let appSettings = Self("appSettings", .app, 1)
  /// The Services submenu.
  public static let systemServices = Self("systemServices", .app, 2)
  /// Hide App, Hide Others, Show All.
  public static let appVisibility = Self("appVisibility", .app, 3)
  /// Quit App.
  public static let appTermination = Self("appTermination", .app, 4)
  /// New items.
  public static let newItem = Self("newItem", .file, 0)
  /// Close, Save, Save As, Duplicate, Revert.
  public static let saveItem = Self("saveItem", .file, 1)
  /// Import and export.
  public static let importExport = Self("importExport", .file, 2)
  /// Page Setup, Print.
  public static let printItem = Self("printItem", .file, 3)
  /// Undo, Redo.
  public static let undoRedo = Self("undoRedo", .edit, 0)
  /// Cut, Copy, Paste, Delete, Select All.
  public static let pasteboard = Self("pasteboard", .edit, 1)
  /// Find, spelling, substitutions, transformations, speech.
  public static let textEditing = Self("textEditing", .edit, 2)
  /// Font and text submenus.
  public static let textFormatting = Self("textFormatting", .format, 0)
  /// Show/Hide Toolbar, Customize Toolbar.
  public static let toolbar = Self("toolbar", .view, 0)
  /// Show/Hide Sidebar, Enter/Exit Full Screen.
  public static let sidebar = Self("sidebar", .view, 1)
  /// Minimize, Zoom.
  public static let windowSize = Self("windowSize", .window, 0)
  /// Bring All to Front.
  public static let windowArrangement = Self("windowArrangement", .window, 1)
  /// The window list.
  public static let windowList = Self("windowList", .window, 2)
  /// The app's single windows.
  public static let singleWindowList = Self("singleWindowList", .window, 3)
  /// App Help.
  public static let help = Self("help", .help, 0)

  /// Every placement, menu by menu.
  public static let allCases: [CommandGroupPlacement] = [
    .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination,
    .newItem, .saveItem, .importExport, .printItem,
    .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar,
    .windowSize, .windowArrangement, .windowList, .singleWindowList, .help,
  ]

  /// The placement named `name`, if any.
  public init?(named name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }
}

/// The standard menus of the menu bar, in their fixed order.
public enum StandardMenu: String, CaseIterable, Hashable, Sendable, Comparable {
  /// The app menu, shown under the app's name.
  case app = "App"
  /// File.
  case file = "File"
  /// Edit.
  case edit = "Edit"
  /// Format.
  case format = "Format"
  /// View.
  case view = "View"
  /// Window.
  case window = "Window"
  /// Help.
  case help = "Help"

  /// Menus compare in menu-bar order.
  public static func < (lhs: StandardMenu, rhs: StandardMenu) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
