/// A window's own copy of its template's view tree, flattened in depth-first order.
///
/// Storing nodes in pre-order makes "is A an ancestor of B" an interval test, and lets the
/// indexes below answer "the nearest ancestor of the focused node that publishes K" by
/// checking only K's publishers, without walking the tree (see
/// ``NodeList/nearest(containing:)``).
struct ViewTree: Sendable {
  private(set) var nodes: [TreeNode] = []
  private(set) var indexByID: [String: Int] = [:]
  /// Nodes publishing each focused value (non-null), in pre-order.
  private(set) var valuePublishers: [String: NodeList] = [:]
  /// The same lists by value slot, for the value names commands read (the registry's
  /// ``CommandRegistry/State/valueSlots``, bound by ``bindValueSlots(_:)``): a press
  /// resolving a command's required value finds its publishers by array index instead of
  /// hashing the name. An empty list where the tree has no publisher of a slot's name.
  /// Always `valuePublishers[name] ?? NodeList()` for each bound slot's name (see
  /// ``slotIndexViolations()``); slots beyond the bound ones are found by name.
  private(set) var slotPublishers: [NodeList] = []
  /// The slots of the bound names, so that a value published later updates its slot's list.
  private var boundSlots: [String: Int] = [:]
  /// Nodes publishing each scene value, in pre-order.
  private(set) var sceneValuePublishers: [String: [Int]] = [:]
  /// Nodes with a local handler for each shortcut, in pre-order.
  private(set) var keyHandlerNodes: [KeyboardShortcut: NodeList] = [:]
  /// Each shortcut's controls, in traversal order (pre-order, then declaration order).
  private(set) var controlsByShortcut = ControlIndex()
  /// Text-input nodes, in pre-order.
  private(set) var textInputNodes = NodeList()
  /// Nodes of role `toolbar`, in pre-order (Show/Hide Toolbar, SPEC §14).
  private(set) var toolbarNodes: [Int] = []
  /// Nodes with accessibility escape / magic-tap handlers, in pre-order.
  private(set) var escapeNodes: [Int] = []
  private(set) var magicTapNodes: [Int] = []

  /// Flattens `root`. Duplicate ids keep the first node's index; callers validate ids.
  init(root: ViewNode) {
    // Exactly as many nodes as the tree has: growing by doubling left up to half of the
    // array unused (10 MB of windows' nodes at 100,000 nodes, issue 28).
    nodes.reserveCapacity(Self.count(root))
    append(root, parent: nil, depth: 0)
    let nodes = self.nodes
    for name in valuePublishers.keys { valuePublishers[name]?.link(in: nodes) }
    for shortcut in keyHandlerNodes.keys { keyHandlerNodes[shortcut]?.link(in: nodes) }
    textInputNodes.link(in: nodes)
    updateAvailability(from: 0)
  }

  var root: Int? { nodes.isEmpty ? nil : 0 }

  /// The number of nodes in the tree under `node`, itself included.
  private static func count(_ node: ViewNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }

  subscript(index: Int) -> TreeNode { nodes[index] }

  func index(of id: String) -> Int? { indexByID[id] }

  private mutating func append(_ declaration: ViewNode, parent: Int?, depth: Int) {
    let index = nodes.count
    var handlers: [KeyboardShortcut: KeyHandler] = [:]
    for handler in declaration.keyHandlers {
      if let shortcut = handler.shortcut, handlers[shortcut] == nil { handlers[shortcut] = handler }
    }
    var values = declaration.values
    if declaration.isSelectable {
      let selection = JSONValue.array(declaration.selection.map(JSONValue.string))
      values[name: SelectionKey.name] = selection
      if let key = declaration.selectionKey { values[name: key] = selection }
    }
    // Placeholder end; fixed once the children are in.
    nodes.append(
      TreeNode(
        id: declaration.id, role: declaration.role, parent: parent, depth: depth,
        subtreeEnd: index + 1, isFocusable: declaration.isFocusable,
        isDisabled: declaration.isDisabled, isHidden: declaration.isHidden,
        isTextInput: declaration.isTextInput, isSelectable: declaration.isSelectable,
        items: declaration.items, selection: declaration.selection, values: values,
        sceneValues: declaration.sceneValues, keyHandlers: handlers,
        isMultiline: declaration.isMultiline || declaration.role == "textEditor",
        hasFindBar: declaration.hasFindBar, extras: declaration.extras))
    for (position, control) in declaration.controls.enumerated() {
      for shortcut in control.shortcuts {
        controlsByShortcut.append(ControlReference(node: index, control: position), for: shortcut)
      }
    }
    if indexByID[declaration.id] == nil { indexByID[declaration.id] = index }
    for name in values.names { valuePublishers[name, default: NodeList()].appendInPreorder(index) }
    for name in declaration.sceneValues.names {
      sceneValuePublishers[name, default: []].append(index)
    }
    for shortcut in handlers.keys {
      keyHandlerNodes[shortcut, default: NodeList()].appendInPreorder(index)
    }
    if declaration.isTextInput { textInputNodes.appendInPreorder(index) }
    if declaration.role == ViewNode.toolbarRole { toolbarNodes.append(index) }
    if declaration.escape != nil { escapeNodes.append(index) }
    if declaration.magicTap != nil { magicTapNodes.append(index) }
    nodes[index].children.reserveCapacity(declaration.children.count)
    for child in declaration.children {
      nodes[index].children.append(nodes.count)
      append(child, parent: index, depth: depth + 1)
    }
    nodes[index].subtreeEnd = nodes.count
  }

  // MARK: Queries

  /// Binds the value slots `slots` (name to slot, slots `0..<slots.count`): from now on
  /// their publishers are found by slot. Slots only grow, so a tree bound to fewer is
  /// bound again with all of them.
  /// - Complexity: O(slots) hash lookups.
  mutating func bindValueSlots(_ slots: [String: Int]) {
    var lists = [NodeList](repeating: NodeList(), count: slots.count)
    for (name, slot) in slots where slot < lists.count {
      if let list = valuePublishers[name] { lists[slot] = list }
    }
    slotPublishers = lists
    boundSlots = slots
  }

  /// What breaks ``slotPublishers``'s rule (empty when it holds); checked in debug builds.
  func slotIndexViolations() -> [String] {
    var problems: [String] = []
    for (name, slot) in boundSlots where slot < slotPublishers.count {
      if slotPublishers[slot] != valuePublishers[name] ?? NodeList() {
        problems.append("the publishers of slot \(slot) are not those of '\(name)'")
      }
    }
    if boundSlots.count != slotPublishers.count {
      problems.append("\(slotPublishers.count) slot lists for \(boundSlots.count) bound names")
    }
    return problems
  }

  /// The first available node, depth-first, publishing the scene value `name`.
  func firstScenePublisher(of name: String) -> Int? {
    sceneValuePublishers[name]?.first { nodes[$0].isAvailable }
  }

  /// The scene-value names published by any node.
  var sceneValueNames: [String] { Array(sceneValuePublishers.keys) }

  /// `node` and its ancestors, innermost first.
  func chain(from node: Int) -> [Int] {
    var result: [Int] = []
    var current: Int? = node
    while let index = current {
      result.append(index)
      current = nodes[index].parent
    }
    return result
  }

  /// The first node, depth-first, that can take focus.
  var firstFocusable: Int? { nodes.indices.first { nodes[$0].canTakeFocus } }

  // MARK: Mutation

  /// Sets the hidden or disabled flag and refreshes availability below the node.
  mutating func setFlags(of node: Int, hidden: Bool? = nil, disabled: Bool? = nil) {
    if let hidden { nodes[node].isHidden = hidden }
    if let disabled { nodes[node].isDisabled = disabled }
    updateAvailability(from: node)
  }

  private mutating func updateAvailability(from start: Int) {
    guard start < nodes.count else { return }
    for index in start..<nodes[start].subtreeEnd {
      let node = nodes[index]
      let parentAvailable = node.parent.map { nodes[$0].isAvailable } ?? true
      nodes[index].isAvailable = parentAvailable && !node.isHidden && !node.isDisabled
    }
  }

  /// Publishes (or, with `nil`/`null`, withdraws) a focused value at a node.
  mutating func setValue(_ value: (any Sendable)?, named name: String, at node: Int) {
    let wasPublished = nodes[node].values.contains(name)
    nodes[node].values[name: name] = value
    let isPublished = nodes[node].values.contains(name)
    guard wasPublished != isPublished else { return }
    var list = valuePublishers[name] ?? NodeList()
    if isPublished { list.insert(node, in: nodes) } else { list.remove(node, in: nodes) }
    valuePublishers[name] = list.isEmpty ? nil : list
    if let slot = boundSlots[name], slot < slotPublishers.count { slotPublishers[slot] = list }
  }

  /// Records that a node's values changed at run time (see ``TreeNode/valuesChanged``).
  mutating func noteValuesChanged(at node: Int) {
    nodes[node].valuesChanged = true
  }

  /// Publishes (or withdraws) a scene value at a node.
  mutating func setSceneValue(_ value: (any Sendable)?, named name: String, at node: Int) {
    let wasPublished = nodes[node].sceneValues.contains(name)
    nodes[node].sceneValues[name: name] = value
    Self.updateIndex(
      &sceneValuePublishers, name: name, node: node,
      was: wasPublished, is: nodes[node].sceneValues.contains(name))
  }

  /// Replaces a selectable node's selection and republishes it, under `selection` and
  /// the node's own key.
  mutating func setSelection(_ ids: [String], at node: Int) {
    var seen = Set<String>()
    let unique = ids.filter { seen.insert($0).inserted }
    nodes[node].selection = unique
    let value = JSONValue.array(unique.map(JSONValue.string))
    setValue(value, named: SelectionKey.name, at: node)
    if let key = nodes[node].selectionKey { setValue(value, named: key, at: node) }
  }

  /// Replaces a selectable node's items (`nil`: any id); the selection keeps only the ids
  /// still listed, in its order.
  mutating func setItems(_ items: [String]?, at node: Int) {
    nodes[node].items = items
    nodes[node].itemsChanged = true
    guard let items else { return }
    let listed = Set(items)
    let kept = nodes[node].selection.filter(listed.contains)
    if kept != nodes[node].selection { setSelection(kept, at: node) }
  }

  private static func updateIndex(
    _ index: inout [String: [Int]], name: String, node: Int, was: Bool, is now: Bool
  ) {
    guard was != now else { return }
    if now {
      var list = index[name, default: []]
      let position = list.firstIndex { $0 > node } ?? list.count
      list.insert(node, at: position)
      index[name] = list
    } else {
      index[name]?.removeAll { $0 == node }
      if index[name]?.isEmpty == true { index[name] = nil }
    }
  }
}

/// One control of a tree: its node's index and its place among the node's controls.
struct ControlReference: Hashable, Sendable {
  var node: Int
  var control: Int
}
