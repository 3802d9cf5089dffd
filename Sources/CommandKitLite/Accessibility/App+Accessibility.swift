/// A named accessibility action offered at the cursor, with the node that provides it.
public struct AccessibilityActionEntry: Hashable, Sendable {
  /// The action's name.
  public var name: String
  /// The node that provides it.
  public var provider: Provider
}

/// What an accessibility gesture or action did (SPEC §6).
public struct AccessibilityResult: Sendable {
  /// `performed` or `unavailable`.
  public enum Outcome: String, Sendable {
    /// A provider handled it.
    case performed
    /// Nothing in the chain handled it.
    case unavailable
  }

  /// What happened.
  public var outcome: Outcome
  /// Who handled it: a node path, `scene:W` or `app`.
  public var provider: Provider?
  /// The handler's name.
  public var handler: String?
}

extension App {
  /// The accessibility cursor: where `a11y focus` put it, or else the key window's
  /// focused node. Any focus or key-window change since `a11y focus` puts it back on the
  /// focused node, and so does the cursor's node becoming unavailable or its window going
  /// to the background or behind a sheet: the cursor only ever sits where `a11y focus`
  /// could put it ("any available node of any visible, unblocked window", SPEC §6).
  public var accessibilityCursor: NodePath? {
    if let override = accessibilityCursorOverride, override.key == keyWindowID,
      override.focus == focusedPath, let (window, node) = try? locate(override.path),
      windows[window].tree[node].isAvailable, windows[window].phase != .background,
      blocker(of: windows[window].id) == nil
    {
      return override.path
    }
    return focusedPath
  }

  /// Moves the accessibility cursor to any available node of a visible, unblocked window.
  /// In a presentation-only window the cursor lands on the root, its single element.
  public mutating func moveAccessibilityCursor(to path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    let window = windows[windowIndex]
    if let error = stack.backgroundError(window) { throw error }
    if let blocker = blocker(of: window.id) { throw .blocked(window: window.id, by: blocker) }
    guard window.tree[node].isAvailable else { throw .unavailable(path) }
    let target = window.presentationOnly ? window.path(0) : path
    accessibilityCursorOverride = (target, keyWindowID, focusedPath)
  }

  /// The named actions of the cursor's chain, innermost first; an inner action hides an
  /// outer one of the same name.
  public func accessibilityActions() -> [AccessibilityActionEntry] {
    guard let (window, chain) = cursorChain() else { return [] }
    var seen = Set<String>()
    var entries: [AccessibilityActionEntry] = []
    for index in chain {
      for action in windows[window].tree[index].actions where seen.insert(action.name).inserted {
        entries.append(
          AccessibilityActionEntry(name: action.name, provider: .node(windows[window].path(index))))
      }
    }
    return entries
  }

  /// Performs a named action found on the cursor's chain.
  public func performAccessibilityAction(_ name: String) -> AccessibilityResult {
    guard let (window, chain) = cursorChain() else {
      return AccessibilityResult(outcome: .unavailable)
    }
    for index in chain {
      if let action = windows[window].tree[index].actions.first(where: { $0.name == name }) {
        action.perform?()
        return AccessibilityResult(
          outcome: .performed, provider: .node(windows[window].path(index)), handler: name)
      }
    }
    return AccessibilityResult(outcome: .unavailable)
  }

  /// The escape gesture: bubbles from the cursor up its chain, to the window, then the app.
  public func accessibilityEscape() -> AccessibilityResult {
    bubble(node: \.escape, window: \.escape, app: nil)
  }

  /// The magic tap: bubbles from the cursor up its chain, to the window, then the app.
  public func accessibilityMagicTap() -> AccessibilityResult {
    bubble(node: \.magicTap, window: \.magicTap, app: magicTap)
  }

  private func bubble(
    node nodeHandler: KeyPath<TreeNode, NamedAction?>,
    window windowHandler: KeyPath<Window, NamedAction?>,
    app appHandler: NamedAction?
  ) -> AccessibilityResult {
    if let (window, chain) = cursorChain() {
      for index in chain {
        if let handler = windows[window].tree[index][keyPath: nodeHandler] {
          handler.perform?()
          return AccessibilityResult(
            outcome: .performed, provider: .node(windows[window].path(index)), handler: handler.name
          )
        }
      }
      if let handler = windows[window][keyPath: windowHandler] {
        handler.perform?()
        return AccessibilityResult(
          outcome: .performed, provider: .scene(windows[window].id), handler: handler.name)
      }
    }
    if let appHandler {
      appHandler.perform?()
      return AccessibilityResult(outcome: .performed, provider: .app, handler: appHandler.name)
    }
    return AccessibilityResult(outcome: .unavailable)
  }

  /// Resolves a focused value from the cursor's own window: its chain, that window's scene
  /// values, then the app (SPEC §6).
  public func resolveAtAccessibilityCursor(_ name: String) -> Resolved<any Sendable>? {
    guard let cursor = accessibilityCursor, let (window, node) = try? locate(cursor) else {
      return appValues[name: name].map { Resolved(value: $0, provider: .app) }
    }
    return resolve(name, in: .ownWindow(window: window, node: node))
  }

  /// The cursor's window and chain; with nothing focused in the key window, that window
  /// with an empty chain, so the gestures still reach its own handlers (SPEC §6).
  private func cursorChain() -> (window: Int, chain: [Int])? {
    guard let cursor = accessibilityCursor, let (window, node) = try? locate(cursor) else {
      return keyWindowIndex.map { ($0, []) }
    }
    return (window, windows[window].tree.chain(from: node))
  }
}
