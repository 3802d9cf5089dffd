/// One menu item a platform gives a SwiftUI app without the app writing it (SPEC §14):
/// Quit, Close, Copy, Minimize and the rest.
///
/// Items are declarations only: they say what exists, when, with which shortcut, when it is
/// enabled and what performing it does. ``PlatformMenuItems`` holds the tables per
/// platform.
public struct PlatformMenuItem: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The standard command id, such as `app.quit` or `edit.copy`.
  public let id: String
  /// The title as the menu shows it, with the real ellipsis (`Settings…`). In items whose
  /// ``namesApp`` is true the word `App` stands for the app's name (`Quit App`).
  public let title: String
  /// The title when the thing the item toggles is on (`Hide Toolbar`, `Exit Full Screen`),
  /// or `nil` for items that do not toggle.
  public let toggledTitle: String?
  /// The standard menu the item sits in.
  public let menu: StandardMenu
  /// The SwiftUI `CommandGroupPlacement` group the item belongs to, or `nil` for the items
  /// AppKit adds outside any group (Start Dictation, Show Tab Bar, Enter Full Screen): those
  /// cannot be removed with `removedGroups`, only with `defaultCommands: false`.
  public let group: CommandGroupPlacement?
  /// The default shortcut, or `nil` (Edit ▸ Delete has none).
  public let shortcut: KeyboardShortcut?
  /// The platforms the item exists on.
  public let platforms: Set<Platform>
  /// When the item exists at all.
  public let condition: Condition
  /// When the item is enabled.
  public let enablement: Enablement
  /// What performing the item does to the simulated app.
  public let effect: Effect
  /// Where the facts come from: Apple documentation page titles, HIG pages, or the
  /// `shortcuts.json` source codes spelled out. Says so where sources are silent.
  public let source: String

  /// Creates an item.
  public init(
    id: String, title: String, toggledTitle: String? = nil, menu: StandardMenu,
    group: CommandGroupPlacement?, shortcut: KeyboardShortcut?, platforms: Set<Platform>,
    condition: Condition = .always, enablement: Enablement, effect: Effect = .none,
    source: String
  ) {
    self.id = id
    self.title = title
    self.toggledTitle = toggledTitle
    self.menu = menu
    self.group = group
    self.shortcut = shortcut
    self.platforms = platforms
    self.condition = condition
    self.enablement = enablement
    self.effect = effect
    self.source = source
  }

  /// Whether the title carries the app's name (`About App`, `Hide App`, `Quit App`,
  /// `App Help`).
  public var namesApp: Bool { title.split(separator: " ").contains("App") }

  /// The title with `App` replaced by `appName` (`Quit Notes`); other titles unchanged.
  public func title(appName: String) -> String {
    guard namesApp else { return title }
    return title.split(separator: " ", omittingEmptySubsequences: false)
      .map { $0 == "App" ? appName : String($0) }
      .joined(separator: " ")
  }

  /// `id "title" shortcut`, such as `app.quit "Quit App" ⌘Q`.
  public var description: String {
    let keys = shortcut.map { " " + $0.glyphs } ?? ""
    return "\(id) \"\(title)\"\(keys)"
  }
}

extension PlatformMenuItem {
  /// When a default item exists in an app's menus (SPEC §14).
  public enum Condition: Hashable, Sendable, CustomStringConvertible {
    /// Always.
    case always
    /// Only when the app has a template of kind `settings` (SwiftUI `Settings` scene).
    case settingsTemplate
    /// Only when some template has a node of role `toolbar`.
    case toolbarNode
    /// Only when the app has a `window` template (SwiftUI `WindowGroup`): New Window.
    case windowTemplate
    /// Only when the app has `document` templates and no `window` template (SwiftUI
    /// `DocumentGroup` only): New.
    case documentOnly
    /// Only when the scene file (or Swift code) asks for the command set.
    case commandSet(CommandSet)
    /// When any of the conditions holds.
    case anyOf([Condition])

    /// Whether the condition holds for an app described by `context`.
    public func holds(in context: PlatformMenuContext) -> Bool {
      switch self {
      case .always: true
      case .settingsTemplate: context.hasSettingsTemplate
      case .toolbarNode: context.hasToolbarNode
      case .windowTemplate: context.hasWindowTemplate
      case .documentOnly: context.hasDocumentTemplate && !context.hasWindowTemplate
      case .commandSet(let set): context.commandSets.contains(set)
      case .anyOf(let conditions): conditions.contains { $0.holds(in: context) }
      }
    }

    /// The commands sets the condition mentions.
    var commandSets: Set<CommandSet> {
      switch self {
      case .commandSet(let set): [set]
      case .anyOf(let conditions): conditions.reduce(into: []) { $0.formUnion($1.commandSets) }
      default: []
      }
    }

    /// A short phrase, such as `settings template` or `command set sidebar`.
    public var description: String {
      switch self {
      case .always: "always"
      case .settingsTemplate: "settings template"
      case .toolbarNode: "toolbar node"
      case .windowTemplate: "window template"
      case .documentOnly: "document-only app"
      case .commandSet(let set): "command set \(set)"
      case .anyOf(let conditions): conditions.map(\.description).joined(separator: " or ")
      }
    }
  }

  /// When a default item is enabled (SPEC §14, §15).
  public enum Enablement: Hashable, Sendable, CustomStringConvertible {
    /// Always (About, Settings…, Quit, Hide, Help).
    case always
    /// When the key window is of one of these kinds, by scene-file name: `window`,
    /// `document`, `panel`, `settings` (``WindowKind`` raw values plus SPEC §14's
    /// `settings`).
    case keyWindowKinds(Set<String>)
    /// Through a responder: a focused text input (§15) or a declared `requires` (the Edit
    /// items).
    case throughResponder
    /// When a text input is in the key window's focus chain (Start Dictation, Emoji &
    /// Symbols).
    case textInputInKeyChain
    /// When the key window has a node of role `toolbar`.
    case keyWindowHasToolbar
    /// When some window is open (Bring All to Front).
    case windowOpen
    /// Never (the simulator has no window tabs).
    case never

    /// Key window is a window or document.
    public static let windowOrDocument = Self.keyWindowKinds(["window", "document"])
    /// Key window is a window, document, panel or settings (Close).
    public static let closable = Self.keyWindowKinds(["window", "document", "panel", "settings"])

    /// A short phrase, such as `key window is document or window`.
    public var description: String {
      switch self {
      case .always: "always"
      case .keyWindowKinds(let kinds): "key window is " + kinds.sorted().joined(separator: " or ")
      case .throughResponder: "through a responder"
      case .textInputInKeyChain: "a text input is in the key window's chain"
      case .keyWindowHasToolbar: "the key window has a toolbar"
      case .windowOpen: "a window is open"
      case .never: "never"
      }
    }
  }

  /// What performing a default item does to the simulated app (SPEC §14).
  public enum Effect: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Quit: closes every window.
    case quit
    /// Hide: puts every window in the background until `unhide`.
    case hide
    /// Hide Others: nothing to do in a one-app simulation.
    case hideOthers
    /// Show All: changes nothing in the simulation.
    case showAll
    /// Close the key window.
    case closeKeyWindow
    /// Minimize the key window.
    case minimize
    /// Toggle the key window's full-screen flag.
    case toggleFullScreen
    /// Open the first `window` / `document` template.
    case newWindow
    /// Open the `settings` template once (again: bring it to the front); nothing without
    /// one.
    case openSettings
    /// Nothing in the simulation (About, Services, Help, the Edit items' own work).
    case none

    /// The effect's name.
    public var description: String { rawValue }
  }
}

/// What an app has that decides which default items exist (``PlatformMenuItem/Condition``).
public struct PlatformMenuContext: Hashable, Sendable {
  /// The app has a template of kind `settings`.
  public var hasSettingsTemplate: Bool
  /// The app has a template of kind `window`.
  public var hasWindowTemplate: Bool
  /// The app has a template of kind `document`.
  public var hasDocumentTemplate: Bool
  /// Some template has a node of role `toolbar`.
  public var hasToolbarNode: Bool
  /// The command sets the app asks for.
  public var commandSets: Set<CommandSet>

  /// Creates a context; everything absent by default.
  public init(
    hasSettingsTemplate: Bool = false, hasWindowTemplate: Bool = false,
    hasDocumentTemplate: Bool = false, hasToolbarNode: Bool = false,
    commandSets: Set<CommandSet> = []
  ) {
    self.hasSettingsTemplate = hasSettingsTemplate
    self.hasWindowTemplate = hasWindowTemplate
    self.hasDocumentTemplate = hasDocumentTemplate
    self.hasToolbarNode = hasToolbarNode
    self.commandSets = commandSets
  }
}
