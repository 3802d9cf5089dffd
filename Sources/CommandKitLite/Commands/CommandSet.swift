/// A built-in set of commands an app asks for, as SwiftUI's optional command types
/// (`TextEditingCommands`, `SidebarCommands`, `ToolbarCommands`) (SPEC §14).
///
/// A scene file names them in `"commandSets": ["textEditing", "sidebar", "toolbar"]`.
public enum CommandSet: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Find…, Find and Replace…, Find Next, Find Previous, Use Selection for Find, Jump to
  /// Selection (SwiftUI `TextEditingCommands`).
  case textEditing
  /// Show/Hide Sidebar (SwiftUI `SidebarCommands`).
  case sidebar
  /// Show/Hide Toolbar, Customize Toolbar… (SwiftUI `ToolbarCommands`).
  case toolbar

  /// The set's name in scene files.
  public var description: String { rawValue }

  /// The SwiftUI type that adds the set.
  public var swiftUIName: String {
    switch self {
    case .textEditing: "TextEditingCommands"
    case .sidebar: "SidebarCommands"
    case .toolbar: "ToolbarCommands"
    }
  }

  /// Parses a scene-file name (`"textEditing"`, `"sidebar"`, `"toolbar"`), exactly as
  /// written.
  ///
  /// - Throws: ``CommandSetParseError`` listing the known names.
  public init(parsing name: String) throws(CommandSetParseError) {
    guard let match = Self(rawValue: name) else { throw CommandSetParseError(name: name) }
    self = match
  }
}

/// A scene file named a command set that does not exist.
public struct CommandSetParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name that was given.
  public let name: String

  /// Creates an error for `name`.
  public init(name: String) {
    self.name = name
  }

  /// A one-line message naming the bad set and every known one.
  public var description: String {
    let known = CommandSet.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    return "Unknown command set '\(name)'. Known command sets: \(known)."
  }
}
