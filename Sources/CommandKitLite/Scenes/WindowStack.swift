/// The open windows, front to back, with the key and main window and the external
/// display's connection (SPEC §1, §8): the part of ``App`` that owns window order and key
/// status.
///
/// The stack owns its invariants: the key window can take keys, the main window is the
/// front-most visible `window`/`document` (the key window when it is one), phases follow
/// from key status and visibility, and the cached indexes name the windows their ids name.
/// ``settle()`` re-establishes them after any change, and ``invariantViolations()`` checks
/// them.
///
/// Every change to the stack advances ``generation``: all of its state is one stored
/// property with a `didSet`, so a field added to ``State`` later is covered as well. The
/// resolution cache is keyed on this counter (see ``ResolutionStamp``), so a change that
/// resolution depends on cannot leave a stale answer behind.
struct WindowStack: Sendable {
  /// Everything the stack holds.
  struct State: Sendable {
    var windows: [Window] = []
    var keyWindowID: String?
    var mainWindowID: String?
    var keyIndex: Int?
    var mainFallbackIndex: Int?
    var isExternalDisplayConnected = false
    var savedDisplayState: [String: DisplayRestoration] = [:]
    /// The app is hidden (⌘H): every window is in the background until it is unhidden.
    var isAppHidden = false
    /// The key window when the app was hidden, which gets key status back on unhide.
    var keyBeforeHiding: String?
  }

  private var state = State() {
    didSet { generation &+= 1 }
  }
  /// Advances with every change to the stack.
  private(set) var generation: UInt64 = 0

  /// Open windows, front to back.
  var windows: [Window] {
    _read { yield state.windows }
    _modify { yield &state.windows }
  }
  /// The key window's id; ``settle()`` hands key status on when it can no longer be key.
  var keyWindowID: String? {
    get { state.keyWindowID }
    set { state.keyWindowID = newValue }
  }
  /// The main window's id, derived by ``settle()``.
  var mainWindowID: String? { state.mainWindowID }
  /// The key window's index, derived by ``settle()``.
  var keyIndex: Int? { state.keyIndex }
  /// The main window's index when resolution falls back to it: it is not the key window
  /// and is not blocked (SPEC §2 step 2). Derived by ``settle()``.
  var mainFallbackIndex: Int? { state.mainFallbackIndex }
  /// Whether the external display is connected.
  var isExternalDisplayConnected: Bool {
    get { state.isExternalDisplayConnected }
    set { state.isExternalDisplayConnected = newValue }
  }
  /// State saved for windows closed by a display disconnect, by window id.
  var savedDisplayState: [String: DisplayRestoration] {
    _read { yield state.savedDisplayState }
    _modify { yield &state.savedDisplayState }
  }

  /// Whether the app is hidden (SPEC §14).
  var isAppHidden: Bool { state.isAppHidden }
  /// The key window when the app was hidden.
  var keyBeforeHiding: String? { state.keyBeforeHiding }

  // MARK: Queries

  // The lookups below read single fields of `windows[index]`: a closure over whole windows
  // (`windows.firstIndex { $0.id == id }`) copies each window it looks at.

  /// The index of window `id`.
  func index(of id: String) -> Int? {
    for index in state.windows.indices where state.windows[index].id == id { return index }
    return nil
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

  // MARK: Changes

  /// Moves a window, preceded by its chain of sheets, to the front.
  mutating func bringToFront(_ id: String) {
    var group: [String] = []
    var current: String? = id
    while let name = current {
      group.insert(name, at: 0)
      current = sheet(of: name)
    }
    let moved = group.compactMap { name in state.windows.first { $0.id == name } }
    state.windows.removeAll { group.contains($0.id) }
    state.windows.insert(contentsOf: moved, at: 0)
  }

  /// Hides the app: every window goes to the background, and the key window is kept to
  /// come back on ``unhideApp()``. ``settle()`` follows.
  mutating func hideApp(keyBefore: String?) {
    state.keyBeforeHiding = keyBefore
    state.isAppHidden = true
  }

  /// Unhides the app; the window that was key when it was hidden is key again (if it still
  /// can be, else key status is handed on). ``settle()`` follows.
  mutating func unhideApp() {
    state.isAppHidden = false
    state.keyWindowID = state.keyBeforeHiding
    state.keyBeforeHiding = nil
  }

  /// Removes a window and the sheets attached to it. Key status, if it was there, is
  /// handed on by the next ``settle()``.
  mutating func removeWindowAndSheets(_ id: String) {
    if let sheet = sheet(of: id) { removeWindowAndSheets(sheet) }
    state.windows.removeAll { $0.id == id }
  }

  /// Re-establishes the stack's invariants after any change (SPEC §1).
  ///
  /// Key status is handed on only when the key window can no longer be key (it closed, was
  /// minimized or hidden, or its display went away): then the front-most remaining window
  /// that can be key becomes key. With no key window, windows that appear (an external
  /// display's, say) open inactive, and no window becomes key (SPEC §8).
  mutating func settle() {
    var next = state
    if state.isAppHidden {
      // A hidden app has no key window, not even an alert: every window is in the
      // background (SPEC §14), and unhiding gives key status back (an alert takes it again).
      next.keyWindowID = nil
    } else if let alert = frontAlert {
      next.keyWindowID = keyTarget(for: alert)
    } else if let key = state.keyWindowID {
      if let index = index(of: key), canBeKey(state.windows[index]) {
        // Keep it.
      } else {
        next.keyWindowID = state.windows.first { canBeKey($0) }?.id
      }
    }
    let keyIndex = next.keyWindowID.flatMap { index(of: $0) }
    if let keyIndex, state.windows[keyIndex].kind.canBeMain {
      next.mainWindowID = state.windows[keyIndex].id
    } else {
      next.mainWindowID =
        state.windows.first {
          $0.kind.canBeMain && !$0.presentationOnly && !isBackground($0)
        }?.id
    }
    for index in state.windows.indices {
      let window = state.windows[index]
      next.windows[index].phase =
        window.id == next.keyWindowID
        ? .active : isBackground(window) ? .background : .inactive
    }
    next.keyIndex = keyIndex
    next.mainFallbackIndex = next.mainWindowID.flatMap { main in
      main == next.keyWindowID || blocker(of: main) != nil ? nil : index(of: main)
    }
    state = next
  }

  /// Replaces every window and the display state, as a restore does; ``settle()`` follows.
  mutating func replace(
    windows: [Window], keyWindowID: String?, externalDisplayConnected: Bool,
    savedDisplayState: [String: DisplayRestoration], hidden: Bool = false,
    keyBeforeHiding: String? = nil
  ) {
    state = State(
      windows: windows, keyWindowID: keyWindowID,
      isExternalDisplayConnected: externalDisplayConnected,
      savedDisplayState: savedDisplayState, isAppHidden: hidden,
      keyBeforeHiding: hidden ? keyBeforeHiding : nil)
  }

  // MARK: Invariants

  /// The stack's invariants that do not hold, in words; empty when all hold.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    let ids = state.windows.map(\.id)
    if Set(ids).count != ids.count { problems.append("window ids are not unique: \(ids)") }
    let active = state.windows.filter { $0.phase == .active }.map(\.id)
    if active.count > 1 { problems.append("more than one active window: \(active)") }
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
