extension App {
  /// Resolves a node path as input: `w1/list`, or a bare `list` in the key window.
  package func nodeReference(_ text: String) throws(CommandKitError) -> NodePath {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      // A hidden app has no key window; a bare node then names one of the window that is
      // key again on unhide, so that `focus field` unhides like `focus w1/field` (SPEC §14).
      var remembered: String?
      if isHidden, let id = stack.keyBeforeHiding, windowIndex(id) != nil { remembered = id }
      guard let key = keyWindowID ?? remembered else { throw .noKeyWindow }
      guard !text.isEmpty else { throw .invalidPath(text, expected: "window/node or node") }
      return NodePath(window: key, node: text)
    case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
      return NodePath(window: String(parts[0]), node: String(parts[1]))
    default:
      throw .invalidPath(
        text, expected: "window/node (such as w1/list) or a node of the key window")
    }
  }

  /// The window index and node index of a path.
  func locate(_ path: NodePath) throws(CommandKitError) -> (window: Int, node: Int) {
    let windowIndex = try requireWindow(path.window)
    // A field of the tree, not the tree: copying it retains all of its indexes.
    guard let node = windows[windowIndex].tree.indexByID[path.node] else {
      let ids = windows[windowIndex].tree.nodes.map(\.id)
      throw .unknownNode(
        path.node, window: path.window, suggestion: closestMatch(to: path.node, in: ids))
    }
    return (windowIndex, node)
  }

  /// The focused node of the key window.
  public var focusedPath: NodePath? { keyWindow?.focusedPath }

  /// Moves focus to a node; a node in a non-key window makes that window key, as a click
  /// would (SPEC §5). Only available, focusable nodes take focus.
  public mutating func focus(_ path: NodePath) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.focus(path) }
    }
    let (windowIndex, node) = try locate(path)
    guard windows[windowIndex].tree.nodes[node].isAvailable else {
      throw .notFocusable(path, reason: "it is hidden or disabled")
    }
    guard windows[windowIndex].tree.nodes[node].isFocusable else {
      throw .notFocusable(path, reason: "it is not focusable")
    }
    let windowID = windows[windowIndex].id
    if windowID != keyWindowID {
      if let blocker = blocker(of: windowID) { throw .blocked(window: windowID, by: blocker) }
      try makeKey(windowID)
    }
    guard let index = self.windowIndex(path.window) else { return }
    windows[index].focus = node
    settleAccessibilityCursor()
    checkInvariants()
  }

  /// Moves focus to the next (or, backwards, the previous) available focusable node of the
  /// key window in depth-first order, wrapping around. Focus never leaves the key window.
  /// - Returns: the newly focused node, or `nil` when the window has no focusable node.
  @discardableResult
  public mutating func moveFocus(backwards: Bool = false) throws(CommandKitError) -> NodePath? {
    guard let key = keyWindowID, let index = windowIndex(key) else { throw .noKeyWindow }
    let tree = windows[index].tree
    let count = tree.nodes.count
    guard count > 0 else { return nil }
    let start = windows[index].focus ?? (backwards ? 0 : count - 1)
    for step in 1...count {
      let candidate = backwards ? (start - step + count * 2) % count : (start + step) % count
      if tree[candidate].canTakeFocus {
        windows[index].focus = candidate
        settleAccessibilityCursor()
        checkInvariants()
        return windows[index].path(candidate)
      }
    }
    return windows[index].focusedPath
  }

  /// Hides or shows a node (and so its subtree); focus is repaired as SPEC §5 says.
  public mutating func setHidden(_ hidden: Bool, _ path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    windows[windowIndex].tree.setFlags(of: node, hidden: hidden)
    repairFocus(windowIndex)
  }

  /// Disables or enables a node (and so its subtree); focus is repaired as SPEC §5 says.
  public mutating func setDisabled(_ disabled: Bool, _ path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    windows[windowIndex].tree.setFlags(of: node, disabled: disabled)
    repairFocus(windowIndex)
  }

  /// If the focused node became unavailable, focus moves to its nearest available
  /// focusable ancestor, or nowhere.
  mutating func repairFocus(_ windowIndex: Int) {
    let tree = windows[windowIndex].tree
    if let focus = windows[windowIndex].focus, !tree[focus].canTakeFocus {
      windows[windowIndex].focus = tree.chain(from: focus).dropFirst().first {
        tree[$0].canTakeFocus
      }
    }
    settleAccessibilityCursor()
    checkInvariants()
  }

  /// Puts the cursor back on keyboard focus for good once focus or the key window has
  /// changed since `a11y focus` (SPEC §6), so that focus coming back later (A, B, A) does
  /// not bring the old cursor position back. Called after every focus or key change.
  mutating func settleAccessibilityCursor() {
    if let override = accessibilityCursorOverride,
      override.key != keyWindowID || override.focus != focusedPath
    {
      accessibilityCursorOverride = nil
    }
  }
}
