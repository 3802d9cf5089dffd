/// A command every app is expected to offer with a standard shortcut (`edit.copy`, ⌘C).
public struct StandardCommand: Hashable, Sendable {
  /// The standard command id, such as `edit.copy`.
  public let id: String
  /// The standard title, such as "Copy".
  public let title: String
  /// The standard menu ("Edit"), or "(none)" for shortcuts that have no menu item.
  public let menu: String
  /// The standard shortcut.
  public let shortcut: KeyboardShortcut
  /// Other shortcuts that mean the same (US-layout physical equivalents).
  public let alternates: [KeyboardShortcut]
  /// The platforms on which the command is standard.
  public let platforms: Set<Platform>
}
