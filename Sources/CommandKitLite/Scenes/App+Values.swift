extension App {
  /// Publishes a value at a target; `nil` or `null` withdraws it.
  ///
  /// Setting `selection` (or the node's own selection key, ``ViewNode/selectionKey``) on a
  /// selectable node changes its selection (a list of item ids).
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
      if windows[windowIndex].tree[node].publishesSelection(as: name) {
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

  /// Publishes (or with `nil` withdraws) a typed value at a target, as a view publishes it
  /// with `focusedValue(_:_:)`, a scene with `focusedSceneValue(_:_:)` or the app with
  /// ``setAppValue(_:_:)``.
  public mutating func setValue<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, at target: Provider
  ) throws(CommandKitError) {
    let name = FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath)
    try setValue(value, named: name, at: target)
  }

  /// Replaces a selectable node's selection (SPEC §7). Ids outside the node's `items`
  /// are an error and change nothing.
  public mutating func select(_ ids: [String], in path: NodePath) throws(CommandKitError) {
    try stack.select(ids, in: path)
    didChange()
  }

  /// Replaces a selectable node's items, the ids its selection may contain (`nil`: any
  /// id), as a list's rows change when the app's data does; the selection keeps only the
  /// ids still listed. A saved session keeps the new items.
  public mutating func setItems(_ items: [String]?, of path: NodePath) throws(CommandKitError) {
    try stack.setItems(items, in: path)
    didChange()
  }

  /// Removes ids from a selectable node's items and selection (Delete removing the
  /// selected rows). A node without an item list keeps accepting any id; only its
  /// selection loses them.
  public mutating func removeItems(_ ids: [String], from path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    let info = windows[windowIndex].tree[node]
    guard info.isSelectable else { throw .notSelectable(path) }
    let removed = Set(ids)
    if let items = info.items {
      try setItems(items.filter { !removed.contains($0) }, of: path)
    } else {
      try select(info.selection.filter { !removed.contains($0) }, in: path)
    }
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
