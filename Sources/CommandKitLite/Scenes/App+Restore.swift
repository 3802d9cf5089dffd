/// Internal entry points for scene-file loading and session restore: they rebuild windows
/// directly, bypassing the user-facing rules of `open` and `focus`; the window stack still
/// keeps its invariants.
extension App {
  /// Gives window `windowID` focus on `nodeID` without changing which window is key (a
  /// scene file's `windows[].focus`). Returns `false` when the node cannot take focus.
  @discardableResult
  mutating func setInitialFocus(_ nodeID: String, inWindow windowID: String) -> Bool {
    guard stack.setInitialFocus(nodeID, inWindow: windowID) else { return false }
    didChange()
    return true
  }
}

extension App {
  /// Builds a closed window from `template` for a restore: not yet part of the app.
  func restoredWindow(
    id: String, template: WindowTemplate, kind: WindowKind, display: Display,
    isMinimized: Bool, isFullScreen: Bool = false, parent: String?
  ) -> Window {
    var window = Window(id: id, template: template, display: display)
    window.kind = kind
    window.isMinimized = isMinimized
    window.isFullScreen = isFullScreen
    window.parent = parent
    return window
  }

  /// Sets the hidden and disabled flags of every node of `window` from the given ids;
  /// returns the ids that name no node.
  func applyFlags(hidden: [String], disabled: [String], to window: inout Window) -> [String] {
    let hiddenSet = Set(hidden)
    let disabledSet = Set(disabled)
    for index in window.tree.nodes.indices {
      let id = window.tree[index].id
      window.tree.setFlags(
        of: index, hidden: hiddenSet.contains(id), disabled: disabledSet.contains(id))
    }
    return hiddenSet.union(disabledSet).filter { window.tree.index(of: $0) == nil }.sorted()
  }

  /// Replaces the whole session state with restored windows (front to back), key window,
  /// app values, display connection and saved display state, then recomputes key, main
  /// and phases. A focused node that cannot take focus loses focus.
  mutating func installRestoredSession(
    windows restored: [Window], keyWindowID key: String?, appValues values: JSONObject,
    externalDisplayConnected: Bool,
    savedDisplay: [(id: String, template: String, state: WindowState)],
    hidden: Bool = false, keyBeforeHiding: String? = nil, hasQuit: Bool = false
  ) {
    var newValues = FocusedValues()
    for (name, value) in values {
      // Keep a typed value whose JSON rendering is what was saved.
      let current = appValues[name: name]
      newValues[name: name] = current.map { JSONValue(any: $0) } == value ? current : value
    }
    valueStore.replace(with: newValues)
    var saved: [String: DisplayRestoration] = [:]
    for (order, entry) in savedDisplay.enumerated() {
      saved[entry.id] = DisplayRestoration(
        template: entry.template, order: order, state: entry.state)
    }
    stack.replace(
      windows: restored, keyWindowID: key, externalDisplayConnected: externalDisplayConnected,
      // The remembered key window is kept even when it closed while the app was hidden:
      // then unhide hands key status to the front-most window that can take it, as it does
      // in the live app, where no remembered window means no key window at all.
      savedDisplayState: saved, hidden: hidden, keyBeforeHiding: keyBeforeHiding,
      hasQuit: hasQuit)
    accessibilityCursorOverride = nil
    didChange()
  }
}
