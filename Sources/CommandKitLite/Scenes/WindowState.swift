/// The state of one window that survives closing and reopening it: focus, selections,
/// items changed at run time and published values (used by display disconnect/connect and
/// by session save/restore).
public struct WindowState: Hashable, Sendable {
  /// The focused node's id.
  public var focus: String?
  /// Each selectable node's selection, by node id.
  public var selections: [String: [String]]
  /// The items of each selectable node whose items changed since its window opened (a
  /// command removed some, ``App/setItems(_:of:)``), by node id; `nil` for any id.
  public var items: [String: [String]?] = [:]
  /// The focused values of each node whose values changed since its window opened, by
  /// node id; a node not listed keeps its template's values.
  public var values: [String: JSONObject]
  /// The scene values of each node whose values changed since its window opened, by node
  /// id; a node not listed keeps its template's scene values.
  public var nodeSceneValues: [String: JSONObject]
  /// The window's own scene values.
  public var sceneValues: JSONObject

  /// Creates a state record.
  public init(
    focus: String? = nil, selections: [String: [String]] = [:],
    values: [String: JSONObject] = [:], nodeSceneValues: [String: JSONObject] = [:],
    sceneValues: JSONObject = JSONObject()
  ) {
    self.focus = focus
    self.selections = selections
    self.values = values
    self.nodeSceneValues = nodeSceneValues
    self.sceneValues = sceneValues
  }
}

extension Window {
  /// The window's current state.
  public var state: WindowState {
    var state = WindowState(focus: focus.map { tree[$0].id }, sceneValues: sceneValues.json)
    for node in tree.nodes {
      if node.isSelectable { state.selections[node.id] = node.selection }
      if node.isSelectable, node.itemsChanged { state.items[node.id] = node.items }
      // Only values changed at run time are state (SPEC §8: "values changed with `set`");
      // a node's template values come back with its template. A changed node is written
      // even when empty, so a value withdrawn before saving stays withdrawn.
      guard node.valuesChanged else { continue }
      var values = node.values
      // A selectable node's `selection` value (and its own key's) is its selection, saved
      // above; any other node's `selection` is an ordinary value and is saved with the rest.
      if node.isSelectable {
        values[name: SelectionKey.name] = nil
        if let key = node.selectionKey { values[name: key] = nil }
      }
      state.values[node.id] = values.json
      state.nodeSceneValues[node.id] = node.sceneValues.json
    }
    return state
  }

  /// Applies a saved state; returns a warning for each entry that no longer fits.
  ///
  /// Values are replaced node by node (a listed node's saved values become its values), so a
  /// value withdrawn before saving stays withdrawn; a node not listed keeps its template's.
  mutating func apply(_ state: WindowState) -> [RestoreWarning] {
    var warnings: [RestoreWarning] = []
    for (nodeID, items) in state.items.sorted(by: { $0.key < $1.key }) {
      guard let index = tree.index(of: nodeID), tree[index].isSelectable else {
        warnings.append(
          .mismatch(id, "no selectable node '\(nodeID)'", "its items were skipped"))
        continue
      }
      tree.setItems(items, at: index)
    }
    for (nodeID, selection) in state.selections.sorted(by: { $0.key < $1.key }) {
      guard let index = tree.index(of: nodeID), tree[index].isSelectable else {
        warnings.append(
          .mismatch(id, "no selectable node '\(nodeID)'", "its selection was skipped"))
        continue
      }
      let allowed = tree[index].items.map(Set.init)
      let kept = selection.filter { allowed?.contains($0) ?? true }
      if kept.count != selection.count {
        warnings.append(
          .mismatch(
            "\(id)/\(nodeID)", "items no longer listed", "they were dropped from the selection"))
      }
      tree.setSelection(kept, at: index)
    }
    for index in tree.nodes.indices {
      let nodeID = tree[index].id
      if let saved = state.values[nodeID] {
        for name in tree[index].values.names
        where !tree[index].publishesSelection(as: name) && saved[name] == nil {
          tree.setValue(nil, named: name, at: index)
        }
        for (name, value) in saved { tree.setValue(value, named: name, at: index) }
        tree.noteValuesChanged(at: index)
      }
      if let savedScene = state.nodeSceneValues[nodeID] {
        for name in tree[index].sceneValues.names where savedScene[name] == nil {
          tree.setSceneValue(nil, named: name, at: index)
        }
        for (name, value) in savedScene { tree.setSceneValue(value, named: name, at: index) }
        tree.noteValuesChanged(at: index)
      }
    }
    for nodeID in Set(state.values.keys).union(state.nodeSceneValues.keys).sorted()
    where tree.index(of: nodeID) == nil {
      warnings.append(.mismatch(id, "no node '\(nodeID)'", "its values were skipped"))
    }
    sceneValues = FocusedValues(state.sceneValues)
    if let focusID = state.focus {
      if let index = tree.index(of: focusID), tree[index].canTakeFocus {
        focus = index
      } else {
        warnings.append(
          .mismatch(id, "node '\(focusID)' cannot take focus", "focus was not restored"))
      }
    } else {
      focus = nil
    }
    return warnings
  }
}
