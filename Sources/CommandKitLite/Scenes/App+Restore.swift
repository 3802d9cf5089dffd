/// Internal entry points for scene-file loading and session restore: they rebuild windows
/// directly, bypassing the user-facing rules of `open` and `focus`. Callers finish with
/// `didChangeWindows()`.
extension App {
  /// Gives window `windowID` focus on `nodeID` without changing which window is key (a
  /// scene file's `windows[].focus`). Returns `false` when the node cannot take focus.
  @discardableResult
  mutating func setInitialFocus(_ nodeID: String, inWindow windowID: String) -> Bool {
    guard let index = windowIndex(windowID), let node = windows[index].tree.index(of: nodeID),
      windows[index].tree[node].canTakeFocus
    else { return false }
    windows[index].focus = node
    settleAccessibilityCursor()
    checkInvariants()
    return true
  }
}
