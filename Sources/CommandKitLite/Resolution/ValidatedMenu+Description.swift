extension MenuItemState: CustomStringConvertible {
  /// `✓ Inspector ⌥⌘I (view.inspector)`, with `, disabled` when it is not enabled.
  public var description: String {
    (isChecked ? "✓ " : "") + title + (shortcut.map { " \($0.glyphs)" } ?? "")
      + " (\(id)" + (isEnabled ? "" : ", disabled") + ")"
  }
}

extension ValidatedMenu: CustomStringConvertible {
  /// The title, then one item per line, as `cmdshell menu` lists them.
  public var description: String {
    ([title] + items.map { "  \($0)" }).joined(separator: "\n")
  }
}

extension ContextMenuState: CustomStringConvertible {
  /// `w1/list, selection [n1]: Pin Note (note.pin), …`.
  public var description: String {
    "\(node), selection [\(selection.joined(separator: ", "))]: "
      + (items.isEmpty ? "no entries" : items.map(\.description).joined(separator: ", "))
  }
}
