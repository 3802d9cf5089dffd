extension WindowStack {
  // MARK: Queries

  // The lookups below read single fields of `windows[index]`: a closure over whole windows
  // (`windows.firstIndex { $0.id == id }`) copies each window it looks at.

  /// The index of window `id`.
  func index(of id: String) -> Int? {
    for index in state.windows.indices where state.windows[index].id == id { return index }
    return nil
  }

  /// The index of window `id`, or an error that suggests the closest id.
  func requireWindow(_ id: String) throws(CommandKitError) -> Int {
    guard let index = index(of: id) else {
      throw .unknownWindow(id, suggestion: closestMatch(to: id, in: state.windows.map(\.id)))
    }
    return index
  }

  /// The window index and node index of a path.
  func locate(_ path: NodePath) throws(CommandKitError) -> (window: Int, node: Int) {
    let windowIndex = try requireWindow(path.window)
    // A field of the tree, not the tree: copying it retains all of its indexes.
    guard let node = state.windows[windowIndex].tree.indexByID[path.node] else {
      let ids = state.windows[windowIndex].tree.nodes.map(\.id)
      throw .unknownNode(
        path.node, window: path.window, suggestion: closestMatch(to: path.node, in: ids))
    }
    return (windowIndex, node)
  }

  /// The sheet attached to window `id`, if any.
  func sheet(of id: String) -> String? {
    for index in state.windows.indices where state.windows[index].parent == id {
      return state.windows[index].id
    }
    return nil
  }

  /// The front-most alert, which blocks every other window.
  var frontAlert: String? {
    for index in state.windows.indices where state.windows[index].kind == .alert {
      return state.windows[index].id
    }
    return nil
  }

  /// The sheet or alert that blocks window `id`, if any (SPEC §2).
  func blocker(of id: String) -> String? {
    if let sheet = sheet(of: id) { return sheet }
    if let alert = frontAlert, alert != id { return alert }
    return nil
  }

  /// The window that takes key status for `id`: its top-most sheet.
  func keyTarget(for id: String) -> String {
    var current = id
    while let sheet = sheet(of: current) { current = sheet }
    return current
  }

  /// Why `window` cannot be acted on as a shown window, as an error with its fix, or `nil`
  /// when it is not in the background: minimized (or a sheet of a minimized window: the
  /// error names the window to unminimize), else not visible (the app is hidden, or its
  /// display is gone).
  func backgroundError(_ window: Window) -> CommandKitError? {
    guard isBackground(window) else { return nil }
    var current = window
    while true {
      if current.isMinimized { return .minimized(current.id) }
      guard let parent = current.parent, let index = index(of: parent) else { break }
      current = state.windows[index]
    }
    return .notVisible(window.id)
  }

  /// Whether a window is in the background: minimized, on a disconnected display, or a
  /// sheet of such a window.
  func isBackground(_ window: Window) -> Bool {
    if state.isAppHidden { return true }
    if window.isMinimized || (window.display == .external && !isExternalDisplayConnected) {
      return true
    }
    if let parent = window.parent, let index = index(of: parent) {
      return isBackground(state.windows[index])
    }
    return false
  }

  /// Whether a window can be key now.
  func canBeKey(_ window: Window) -> Bool {
    !window.presentationOnly && !isBackground(window) && blocker(of: window.id) == nil
  }

  /// A fresh id for a window of `template`: its name, then `name-2`, `name-3`...
  func nextWindowID(for template: String) -> String {
    if index(of: template) == nil { return template }
    var number = 2
    while index(of: "\(template)-\(number)") != nil { number += 1 }
    return "\(template)-\(number)"
  }

  /// Refuses a window id that is malformed or already open.
  func validateNewID(_ id: String?) throws(CommandKitError) {
    guard let id else { return }
    guard !id.isEmpty, !id.contains("/"), !id.contains(" "), !id.hasPrefix("scene:"), id != "app"
    else {
      throw .invalidPath(id, expected: "a window id without '/', spaces or a 'scene:' prefix")
    }
    if index(of: id) != nil { throw .duplicateWindow(id) }
  }

  // MARK: Invariants

  /// The stack's invariants that do not hold, in words; empty when all hold.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    let ids = state.windows.map(\.id)
    if Set(ids).count != ids.count { problems.append("window ids are not unique: \(ids)") }
    let active = state.windows.filter { $0.phase == .active }.map(\.id)
    if active.count > 1 { problems.append("more than one active window: \(active)") }
    if state.hasQuit, !state.windows.isEmpty {
      problems.append("the app has quit but \(ids) are open")
    }
    if state.hasQuit, state.isAppHidden { problems.append("the app has quit and is hidden") }
    for window in state.windows {
      problems += window.tree.slotIndexViolations().map { "window \(window.id): \($0)" }
    }
    if state.keyIndex != state.keyWindowID.flatMap({ index(of: $0) }) {
      problems.append("the cached key index does not name the key window")
    }
    if let key = state.keyWindowID.flatMap({ index(of: $0) }).map({ state.windows[$0] }) {
      if key.phase != .active { problems.append("key window \(key.id) is not active") }
      if key.presentationOnly { problems.append("presentation-only \(key.id) is key") }
      if let blocker = blocker(of: key.id) {
        problems.append("key window \(key.id) is blocked by \(blocker)")
      }
      if isBackground(key) { problems.append("key window \(key.id) is in the background") }
    } else if state.keyWindowID != nil {
      problems.append("key window \(state.keyWindowID ?? "") is not open")
    }
    if let main = state.mainWindowID {
      if let window = index(of: main).map({ state.windows[$0] }) {
        if !window.kind.canBeMain { problems.append("main window \(main) is a \(window.kind)") }
        if window.phase == .background { problems.append("main window \(main) is hidden") }
      } else {
        problems.append("main window \(main) is not open")
      }
    }
    let fallback = state.mainWindowID.flatMap { main in
      main == state.keyWindowID || blocker(of: main) != nil ? nil : index(of: main)
    }
    if fallback != state.mainFallbackIndex {
      problems.append("the cached main fallback index is stale")
    }
    for window in state.windows {
      if let focus = window.focus, !window.tree[focus].canTakeFocus {
        problems.append("\(window.id): the focused node cannot take focus")
      }
      let expected: ScenePhase =
        window.id == state.keyWindowID
        ? .active : isBackground(window) ? .background : .inactive
      if window.phase != expected {
        problems.append("\(window.id) is \(window.phase), expected \(expected)")
      }
    }
    return problems
  }
}

/// A window closed by a display disconnect, kept for the next connect (SPEC §8).
struct DisplayRestoration: Hashable, Sendable {
  /// The template it came from.
  var template: String
  /// Its place among the windows the disconnect closed.
  var order: Int
  /// Its focus, selections and scene values.
  var state: WindowState
}
