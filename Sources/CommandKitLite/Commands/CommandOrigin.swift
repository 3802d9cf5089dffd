/// Where a command of the menu bar comes from (SPEC §14).
public enum CommandOrigin: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The app declared it (a scene file's `commands`, or `App.register` in Swift),
  /// including a declared command that replaces a platform default with the same id.
  case declared
  /// The platform gives it to every app (Quit, Close, Copy…), from ``PlatformMenuItems``.
  case platform

  /// The origin's name, as JSON `"source"` shows it.
  public var description: String { rawValue }
}

/// How a declared command with a `group` sits among that group's platform defaults, as
/// SwiftUI's `CommandGroup(replacing:)`, `CommandGroup(before:)` and `CommandGroup(after:)`
/// (SPEC §14).
public enum CommandPlacement: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Removes every default item of the group; the command takes their place.
  case replacing
  /// Before the group's default items.
  case before
  /// After the group's default items (where a command of that group goes anyway).
  case after

  /// The placement's name in scene files.
  public var description: String { rawValue }
}

/// What an app keeps of the platform's default menu items (SPEC §14): all of them, some
/// groups fewer, none; and which optional command sets it asks for.
public struct DefaultCommandOptions: Hashable, Sendable {
  /// Whether the app has default items at all (`"defaultCommands": false` turns every one
  /// off, the items without a group too).
  public var includesDefaults: Bool
  /// Groups whose default items are removed with nothing in their place (SwiftUI
  /// `CommandGroup(replacing: .pasteboard) {}`; scene files' `"removedGroups"`). Items
  /// without a group cannot be removed this way.
  public var removedGroups: Set<CommandGroupPlacement>
  /// The optional sets the app asks for (`TextEditingCommands`, `SidebarCommands`,
  /// `ToolbarCommands`; scene files' `"commandSets"`).
  public var commandSets: Set<CommandSet>

  /// No default item at all (`"defaultCommands": false`).
  public static let none = DefaultCommandOptions(includesDefaults: false)

  /// Creates options; by default every default item and no command set.
  public init(
    includesDefaults: Bool = true, removedGroups: Set<CommandGroupPlacement> = [],
    commandSets: Set<CommandSet> = []
  ) {
    self.includesDefaults = includesDefaults
    self.removedGroups = removedGroups
    self.commandSets = commandSets
  }
}
