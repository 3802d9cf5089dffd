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

extension StandardCommand {
  /// The standard editing commands a focused text input answers as their first responder
  /// (SPEC §15): `undo:`, `redo:`, `cut:`, `copy:`, `paste:`, `pasteAndMatchStyle:`,
  /// `delete:` and `selectAll:` in AppKit's responder chain (NSText, NSResponder).
  public static let textEditingIDs: Set<String> = [
    "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste",
    "edit.pasteAndMatchStyle", "edit.delete", "edit.selectAll",
  ]
  /// The Find items a text input answers when it has a find bar (`"findBar": true`).
  public static let findIDs: Set<String> = [
    "edit.find", "edit.findAndReplace", "edit.findNext", "edit.findPrevious",
    "edit.useSelectionForFind", "edit.jumpToSelection",
  ]
  /// Every command a text input can answer as its first responder (SPEC §15): the editing
  /// items, and the Find items where the input has a find bar.
  public static let textResponderIDs = textEditingIDs.union(findIDs)
}
