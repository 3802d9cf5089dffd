extension App {
  /// Publishes a value at a target; `nil` or `null` withdraws it.
  ///
  /// Setting `selection` on a selectable node changes its selection (a list of item ids).
  public mutating func setValue(_ value: (any Sendable)?, named name: String, at target: Provider)
    throws(CommandKitError)
  {
    switch target {
    case .app:
      valueStore[name: name] = value
    case .scene(let id):
      try stack.setSceneValue(value, named: name, inWindow: id)
    case .node(let path):
      let (windowIndex, node) = try locate(path)
      if name == SelectionKey.name, windows[windowIndex].tree[node].isSelectable {
        let json = value.map { JSONValue(any: $0) } ?? .null
        guard case .array(let items) = json, let ids = Optional(items.compactMap(\.stringValue)),
          ids.count == items.count
        else {
          throw .invalidValue(
            "selection of \(path)", reason: "a selection is a list of item ids, such as [\"n1\"]")
        }
        try select(ids, in: path)
        return
      }
      try stack.setValue(value, named: name, at: path)
    }
    didChange()
  }

  /// Replaces a selectable node's selection (SPEC §7). Ids outside the node's `items`
  /// are an error and change nothing.
  public mutating func select(_ ids: [String], in path: NodePath) throws(CommandKitError) {
    try stack.select(ids, in: path)
    didChange()
  }

  /// The selection of a selectable node.
  public func selection(of path: NodePath) throws(CommandKitError) -> [String] {
    let (windowIndex, node) = try locate(path)
    let info = windows[windowIndex].tree[node]
    guard info.isSelectable else { throw .notSelectable(path) }
    return info.selection
  }
}

extension App {
  /// The node whose `sceneValues` give a window's scene value `key`, if a node gives it.
  ///
  /// A window's scene values are its available nodes' `sceneValues` (the first node
  /// depth-first wins) over the window's own (SPEC §2). When this returns a node, a value
  /// set with `set scene:W` for `key` is stored but shadowed: resolution returns the
  /// node's value until that node withdraws it or becomes unavailable.
  ///
  /// ```swift
  /// if let node = app.sceneValuePublisher(of: "sidebarVisible", in: "w1") {
  ///   print("\(node) decides sidebarVisible for w1")
  /// }
  /// ```
  ///
  /// - Returns: The publishing node's path, or `nil` when no available node publishes
  ///   `key` (or there is no window `window`).
  public func sceneValuePublisher(of key: String, in window: String) -> NodePath? {
    guard let found = self.window(window), let node = found.tree.firstScenePublisher(of: key)
    else { return nil }
    return found.path(node)
  }
}
