extension App {
  /// The window index and node index of a path.
  func locate(_ path: NodePath) throws(CommandKitError) -> (window: Int, node: Int) {
    try stack.locate(path)
  }

  /// The focused node of the key window.
  public var focusedPath: NodePath? { keyWindow?.focusedPath }

  /// Moves focus to a node; a node in a non-key window makes that window key, as a click
  /// would (SPEC §5). Only available, focusable nodes take focus.
  public mutating func focus(_ path: NodePath) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.focus(path) }
    }
    try stack.focus(path)
    didChange()
  }

  /// Moves focus to a node of the key window, named by its id alone (SPEC §1: a bare node
  /// id means a node of the key window): `try app.focus("search")`.
  public mutating func focus(_ nodeID: String) throws(CommandKitError) {
    // A hidden app's bare node names a node of the window that was key (README).
    guard let window = keyWindowID ?? stack.keyBeforeHiding else { throw .noKeyWindow }
    try focus(NodePath(window: window, node: nodeID))
  }

  /// Moves focus to the next (or, backwards, the previous) available focusable node of the
  /// key window in depth-first order, wrapping around. Focus never leaves the key window.
  /// - Returns: the newly focused node, or `nil` when the window has no focusable node.
  @discardableResult
  public mutating func moveFocus(backwards: Bool = false) throws(CommandKitError) -> NodePath? {
    let focused = try stack.moveFocus(backwards: backwards)
    didChange()
    return focused
  }

  /// Hides or shows a node (and so its subtree); focus is repaired as SPEC §5 says.
  public mutating func setHidden(_ hidden: Bool, _ path: NodePath) throws(CommandKitError) {
    try stack.setFlags(of: path, hidden: hidden)
    didChange()
  }

  /// Disables or enables a node (and so its subtree); focus is repaired as SPEC §5 says.
  public mutating func setDisabled(_ disabled: Bool, _ path: NodePath) throws(CommandKitError) {
    try stack.setFlags(of: path, disabled: disabled)
    didChange()
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
