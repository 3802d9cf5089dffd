/// A selectable node's context menu for its current selection (SPEC §7).
public struct ContextMenuState: Sendable {
  /// The node.
  public var node: NodePath
  /// Its selection.
  public var selection: [String]
  /// The entries, each validated as if the node had focus.
  public var items: [MenuItemState]
  /// Entries that name no registered command, in menu order: left out of ``items``, as a
  /// menu item with no action is (``App/unresolvedReferences`` lists them too).
  public var unresolved: [String] = []
}

extension App {
  /// The context menu of a selectable node for its selection: `empty` with nothing
  /// selected, `single` then `multiple` with one item, `multiple` with several. Each entry
  /// is validated as if the node had focus (focus does not move). An entry that names no
  /// registered command is left out and listed in ``ContextMenuState/unresolved``.
  ///
  /// A node of a window in the background (minimized, or the app hidden) or blocked by a
  /// sheet or alert has no context menu: no click reaches it, and a blocked window's nodes
  /// resolve for no one (SPEC §2). The SPEC is silent on the rest; this is the rule
  /// ``moveAccessibilityCursor(to:)`` follows ("any visible, unblocked window").
  public func contextMenu(for path: NodePath) throws(CommandKitError) -> ContextMenuState {
    let (window, node) = try locate(path)
    let info = windows[window].tree[node]
    guard info.isSelectable else { throw .notSelectable(path) }
    guard info.isAvailable else { throw .unavailable(path) }
    let id = windows[window].id
    if let error = stack.backgroundError(windows[window]) { throw error }
    if let blocker = blocker(of: id) { throw .blocked(window: id, by: blocker) }
    let scope = ResolutionScope.hypotheticalFocus(self, window: window, node: node)
    let entries = info.contextMenu?.entries(forSelectionCount: info.selection.count) ?? []
    let items = entries.compactMap { id in commandIndex[id].map { validate($0, in: scope) } }
    return ContextMenuState(
      node: path, selection: info.selection, items: items,
      unresolved: entries.filter { commandIndex[$0] == nil })
  }
}
