/// The open windows, front to back, with the key and main window, the external display's
/// connection and whether the app is hidden (SPEC §1, §5, §8, §14): the part of ``App``
/// that owns windows.
///
/// The stack owns its invariants: the key window can take keys, the main window is the
/// front-most visible `window`/`document` (the key window when it is one), phases follow
/// from key status and visibility, every focused node can take focus, and the cached
/// indexes name the windows their ids name. Nothing outside the stack changes its windows:
/// ``windows`` and ``keyWindowID`` are read-only, and every window operation (opening,
/// closing, key status, displays, focus, a node's flags and values) is a method in this
/// file, the only one that can change the stack's state, and re-establishes the invariants
/// before it returns (``settle()``); ``invariantViolations()`` checks them.
///
/// Every change to the stack advances ``generation``: all of its state is one stored
/// property with a `didSet`, so a field added to ``State`` later is covered as well. The
/// app's caches are keyed on it (see ``AppStamp``), so a change that resolution depends on
/// cannot leave a stale answer behind.
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
    /// The app has quit (Quit, SPEC §13): no window is open and none opens until it is
    /// launched again.
    var hasQuit = false
  }

  /// Read anywhere (the queries in `WindowStack+Queries.swift`), changed only by the
  /// operations in this file: `private(set)` is what keeps every change inside the stack.
  private(set) var state = State() {
    didSet { generation &+= 1 }
  }
  /// Advances with every change to the stack.
  private(set) var generation: UInt64 = 0

  /// An empty stack.
  init() {}

  /// A stack holding `state` as it is, not settled: only for testing that
  /// ``invariantViolations()`` names what an unsettled state breaks.
  init(unsettled state: State) {
    self.state = state
  }

  /// Open windows, front to back; changed only by the stack's operations.
  var windows: [Window] {
    _read { yield state.windows }
  }
  /// The key window's id; ``settle()`` hands key status on when it can no longer be key.
  var keyWindowID: String? { state.keyWindowID }
  /// The main window's id, derived by ``settle()``.
  var mainWindowID: String? { state.mainWindowID }
  /// The key window's index, derived by ``settle()``.
  var keyIndex: Int? { state.keyIndex }
  /// The main window's index when resolution falls back to it: it is not the key window
  /// and is not blocked (SPEC §2 step 2). Derived by ``settle()``.
  var mainFallbackIndex: Int? { state.mainFallbackIndex }
  /// Whether the external display is connected.
  var isExternalDisplayConnected: Bool { state.isExternalDisplayConnected }
  /// State saved for windows closed by a display disconnect, by window id.
  var savedDisplayState: [String: DisplayRestoration] {
    _read { yield state.savedDisplayState }
  }

  /// Whether the app is hidden (SPEC §14).
  var isAppHidden: Bool { state.isAppHidden }
  /// The key window when the app was hidden.
  var keyBeforeHiding: String? { state.keyBeforeHiding }
  /// Whether the app has quit (SPEC §13).
  var hasQuit: Bool { state.hasQuit }

  // MARK: Settling

  /// Re-establishes the stack's invariants after any change (SPEC §1). Every operation
  /// that can change key status, visibility or order ends with it.
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

  // MARK: Opening and closing (SPEC §1)

  /// Opens a window from `template` at the front and makes it key; see ``App/open(_:id:)``.
  /// - Returns: the new window's id, or the open one's for a single-instance template.
  mutating func open(_ template: WindowTemplate, id: String?) throws(CommandKitError) -> String {
    if state.hasQuit { throw .appHasQuit(operation: "open '\(template.name)'") }
    if template.kind == .sheet {
      throw .wrongTemplateKind(
        template.name, kind: .sheet, reason: nil, hint: .presentAsSheet(template: template.name))
    }
    if template.kind == .alert { return try showAlert(template, id: id) }
    // A single-instance template (SwiftUI `Window`, `Settings`) brings its open window to the
    // front instead of opening a second one (SPEC §14).
    if template.isSingle || template.kind.isSingleInstance,
      let existing = state.windows.first(where: {
        $0.template == template.name && $0.parent == nil
      })?.id
    {
      if let index = index(of: existing), state.windows[index].isMinimized {
        try unminimize(existing)
      } else {
        try makeKey(existing)
      }
      return existing
    }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: template.name)
    let display: Display =
      template.kind == .externalDisplay && isExternalDisplayConnected ? .external : .main
    state.windows.insert(Window(id: newID, template: template, display: display), at: 0)
    if !template.presentationOnly, frontAlert == nil || template.kind == .alert {
      state.keyWindowID = newID
    }
    settle()
    return newID
  }

  /// Presents a sheet from `template` on window `parentID`; the sheet becomes key and the
  /// parent is blocked until it is dismissed.
  mutating func presentSheet(_ template: WindowTemplate, on parentID: String, id: String?)
    throws(CommandKitError) -> String
  {
    // A sheet becomes key; a presentation-only window never may (as for an alert).
    if template.presentationOnly {
      throw .wrongTemplateKind(
        template.name, kind: template.kind,
        reason: "it is presentation-only and never becomes key, so it cannot be a sheet",
        hint: nil)
    }
    let parentIndex = try requireWindow(parentID)
    let parent = state.windows[parentIndex]
    if let existing = sheet(of: parentID) { throw .blocked(window: parentID, by: existing) }
    // An app-modal alert takes no sheet: the sheet would be key while the alert blocks it.
    if parent.kind == .alert { throw .modalWindow(parentID, operation: "given a sheet") }
    if parent.isMinimized { throw .minimized(parentID) }
    if parent.presentationOnly { throw .presentationOnly(parentID) }
    if let error = backgroundError(parent) { throw error }
    if let alert = frontAlert, alert != parentID { throw .blocked(window: parentID, by: alert) }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: template.name)
    var sheet = Window(id: newID, template: template, display: parent.display)
    sheet.kind = .sheet
    sheet.parent = parentID
    state.windows.insert(sheet, at: 0)
    bringToFront(parentID)
    state.keyWindowID = newID
    settle()
    return newID
  }

  /// Shows an app-modal alert from `template`; it becomes key and blocks every other window.
  mutating func showAlert(_ template: WindowTemplate, id: String?) throws(CommandKitError)
    -> String
  {
    if state.hasQuit { throw .appHasQuit(operation: "show the alert '\(template.name)'") }
    // An alert becomes key; a presentation-only window never may.
    if template.presentationOnly {
      throw .wrongTemplateKind(
        template.name, kind: template.kind,
        reason: "it is presentation-only and never becomes key, so it cannot be an alert",
        hint: nil)
    }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: template.name)
    var alert = Window(id: newID, template: template, display: .main)
    alert.kind = .alert
    state.windows.insert(alert, at: 0)
    state.keyWindowID = newID
    settle()
    return newID
  }

  /// Closes a window and any sheets attached to it; key status is handed on.
  mutating func close(_ id: String) throws(CommandKitError) {
    _ = try requireWindow(id)
    removeWindowAndSheets(id)
    settle()
  }

  // MARK: Quitting and launching (SPEC §13)

  /// Quits the app: every window closes (its sheets with it), the app is no longer hidden,
  /// and no window opens until ``relaunch()``. Does nothing when the app has quit.
  mutating func quit() {
    guard !state.hasQuit else { return }
    // One assignment: the stack's generation advances once for the whole change.
    var next = state
    next.windows = []
    next.keyWindowID = nil
    next.isAppHidden = false
    next.keyBeforeHiding = nil
    next.hasQuit = true
    state = next
    settle()
  }

  /// Lets a quit app open windows again; the app opens its launch windows next
  /// (`App.launch()`). Does nothing when the app has not quit.
  mutating func relaunch() {
    guard state.hasQuit else { return }
    state.hasQuit = false
  }

  /// Dismisses a sheet or alert (`id` may also name a window that shows a sheet); a parent
  /// whose key sheet goes becomes key again.
  mutating func dismiss(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    let target: String
    if state.windows[index].kind == .sheet || state.windows[index].kind == .alert {
      target = id
    } else if let sheet = sheet(of: id) {
      target = sheet
    } else {
      throw .notModal(id)
    }
    let parent = self.index(of: target).flatMap { state.windows[$0].parent }
    let wasKey = state.keyWindowID.map { isSelfOrSheet($0, of: target) } ?? false
    removeWindowAndSheets(target)
    if wasKey, let parent, let parentIndex = self.index(of: parent),
      canBeKey(state.windows[parentIndex])
    {
      state.keyWindowID = parent
    }
    settle()
  }

  /// Whether `candidate` is window `id` or one of the sheets stacked on it.
  private func isSelfOrSheet(_ candidate: String, of id: String) -> Bool {
    var current: String? = candidate
    while let name = current {
      if name == id { return true }
      current = index(of: name).flatMap { state.windows[$0].parent }
    }
    return false
  }

  /// Removes a window and the sheets attached to it. Key status, if it was there, is
  /// handed on by the ``settle()`` that follows.
  private mutating func removeWindowAndSheets(_ id: String) {
    if let sheet = sheet(of: id) { removeWindowAndSheets(sheet) }
    state.windows.removeAll { $0.id == id }
  }

  // MARK: Key, minimize, move

  /// Brings a window to the front and makes it key (and main, if its kind can be main).
  /// For a window blocked by a sheet, the sheet becomes key instead.
  mutating func makeKey(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    let window = state.windows[index]
    if window.presentationOnly { throw .presentationOnly(id) }
    if window.isMinimized { throw .minimized(id) }
    if let error = backgroundError(window) { throw error }
    let target = keyTarget(for: id)
    if let alert = frontAlert, alert != target { throw .blocked(window: id, by: alert) }
    bringToFront(id)
    state.keyWindowID = target
    settle()
  }

  /// Minimizes a window; if it was key, key status is handed on.
  mutating func minimize(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    if state.windows[index].kind == .sheet || state.windows[index].kind == .alert {
      throw .modalWindow(id, operation: "minimized")
    }
    if state.windows[index].isMinimized { return }
    state.windows[index].isMinimized = true
    settle()
  }

  /// Brings a minimized window back to the front as the key window.
  mutating func unminimize(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    guard state.windows[index].isMinimized else { throw .notMinimized(id) }
    state.windows[index].isMinimized = false
    // Read before the window moves: after `bringToFront`, `index` names another window.
    let presentationOnly = state.windows[index].presentationOnly
    bringToFront(id)
    let target = keyTarget(for: id)
    if !presentationOnly, frontAlert == nil, let targetIndex = self.index(of: target),
      !isBackground(state.windows[targetIndex])
    {
      state.keyWindowID = target
    }
    settle()
  }

  /// Moves a window (and its sheets) to a display.
  mutating func move(_ id: String, to display: Display) throws(CommandKitError) {
    let index = try requireWindow(id)
    // A sheet moves with its parent, and an app-modal alert stays where it was shown.
    if state.windows[index].kind == .sheet || state.windows[index].kind == .alert {
      throw .modalWindow(id, operation: "moved")
    }
    if display == .external, !isExternalDisplayConnected { throw .noExternalDisplay }
    setDisplay(display, of: id)
    settle()
  }

  private mutating func setDisplay(_ display: Display, of id: String) {
    guard let index = index(of: id) else { return }
    state.windows[index].display = display
    if let sheet = sheet(of: id) { setDisplay(display, of: sheet) }
  }

  /// Moves a window, preceded by its chain of sheets, to the front.
  private mutating func bringToFront(_ id: String) {
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

  /// Toggles the key window's full-screen flag (Enter/Exit Full Screen, SPEC §14).
  mutating func toggleFullScreen() throws(CommandKitError) {
    guard let key = state.keyIndex else { throw .noKeyWindow }
    state.windows[key].isFullScreen.toggle()
  }

  // MARK: Hiding (SPEC §14)

  /// Hides the app: every window goes to the background, and the key window is kept to
  /// come back on ``unhide()``. Does nothing when the app is hidden.
  mutating func hide() {
    // A quit app has no window to hide.
    guard !state.isAppHidden, !state.hasQuit else { return }
    state.keyBeforeHiding = state.keyWindowID
    state.isAppHidden = true
    settle()
  }

  /// Unhides the app; the window that was key when it was hidden is key again (if it still
  /// can be, else key status is handed on). Does nothing when the app is not hidden.
  mutating func unhide() {
    guard state.isAppHidden else { return }
    state.isAppHidden = false
    state.keyWindowID = state.keyBeforeHiding
    state.keyBeforeHiding = nil
    settle()
  }

  // MARK: The external display (SPEC §8)

  /// Connects the external display: every `externalDisplay` template among `templates`
  /// opens on it (or, when one of its windows is open, that window moves there), with any
  /// state saved by the last disconnect restored.
  /// - Returns: a warning for each saved entry that no longer fits.
  mutating func connectExternalDisplay(templates: [WindowTemplate]) throws(CommandKitError)
    -> [RestoreWarning]
  {
    guard !isExternalDisplayConnected else { throw .displayAlreadyConnected }
    // A quit app opens no window; the display's windows open when it is launched again.
    if state.hasQuit { throw .appHasQuit(operation: "open windows on the external display") }
    state.isExternalDisplayConnected = true
    let warnings = openExternalDisplayWindows(templates: templates)
    settle()
    return warnings
  }

  /// Opens every `externalDisplay` template among `templates` on the connected external
  /// display, behind the other windows (or moves a template's open window there), with any
  /// state saved by the last disconnect restored. The caller settles.
  /// - Returns: a warning for each saved entry that no longer fits.
  private mutating func openExternalDisplayWindows(templates: [WindowTemplate]) -> [RestoreWarning]
  {
    var warnings: [RestoreWarning] = []
    for template in templates where template.kind == .externalDisplay {
      // The template's own windows: an alert shown from it is not one of them, and stays.
      let open = state.windows.filter {
        $0.template == template.name && $0.parent == nil && $0.kind == .externalDisplay
      }
      if !open.isEmpty {
        for window in open { setDisplay(.external, of: window.id) }
        continue
      }
      let saved = state.savedDisplayState.filter { $0.value.template == template.name }
        .sorted { $0.value.order < $1.value.order }
      let ids = saved.isEmpty ? [nextWindowID(for: template.name)] : saved.map(\.key)
      for id in ids where index(of: id) == nil {
        var window = Window(id: id, template: template, display: .external)
        if let entry = state.savedDisplayState[id] { warnings += window.apply(entry.state) }
        state.windows.append(window)
      }
    }
    state.savedDisplayState = [:]
    return warnings
  }

  /// After a launch, with the external display connected: its templates' windows open on
  /// it as ``connectExternalDisplay(templates:)`` opens them, inactive and not key.
  mutating func openWindowsOnConnectedDisplay(templates: [WindowTemplate]) -> [RestoreWarning] {
    guard isExternalDisplayConnected, !state.hasQuit else { return [] }
    let warnings = openExternalDisplayWindows(templates: templates)
    settle()
    return warnings
  }

  /// Disconnects the external display: each `externalDisplay` window on it is saved and
  /// closed; other windows on it move to the main display with their state intact.
  mutating func disconnectExternalDisplay() throws(CommandKitError) {
    guard isExternalDisplayConnected else { throw .noExternalDisplay }
    var order = 0
    for window in state.windows where window.display == .external && window.parent == nil {
      if window.kind == .externalDisplay {
        state.savedDisplayState[window.id] = DisplayRestoration(
          template: window.template, order: order, state: window.state)
        order += 1
        removeWindowAndSheets(window.id)
      } else {
        setDisplay(.main, of: window.id)
      }
    }
    state.isExternalDisplayConnected = false
    settle()
  }

  // MARK: Focus (SPEC §5)

  /// Moves focus to the node at `path`; a node in a non-key window makes that window key,
  /// as a click would. Only available, focusable nodes take focus.
  mutating func focus(_ path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    guard state.windows[windowIndex].tree.nodes[node].isAvailable else {
      throw .notFocusable(path, reason: "it is hidden or disabled")
    }
    guard state.windows[windowIndex].tree.nodes[node].isFocusable else {
      throw .notFocusable(path, reason: "it is not focusable")
    }
    let windowID = state.windows[windowIndex].id
    if windowID != keyWindowID {
      if let blocker = blocker(of: windowID) { throw .blocked(window: windowID, by: blocker) }
      try makeKey(windowID)
    }
    guard let index = index(of: path.window) else { return }
    state.windows[index].focus = node
  }

  /// Moves the key window's focus to the next (or previous) available focusable node in
  /// depth-first order, wrapping around.
  /// - Returns: the newly focused node, or `nil` when the window has no focusable node.
  mutating func moveFocus(backwards: Bool) throws(CommandKitError) -> NodePath? {
    guard let index = state.keyIndex else { throw .noKeyWindow }
    let tree = state.windows[index].tree
    let count = tree.nodes.count
    guard count > 0 else { return nil }
    let start = state.windows[index].focus ?? (backwards ? 0 : count - 1)
    for step in 1...count {
      let candidate = backwards ? (start - step + count * 2) % count : (start + step) % count
      if tree[candidate].canTakeFocus {
        state.windows[index].focus = candidate
        return state.windows[index].path(candidate)
      }
    }
    return state.windows[index].focusedPath
  }

  /// Gives window `windowID` focus on `nodeID` without changing which window is key (a
  /// scene file's `windows[].focus`). Returns `false` when the node cannot take focus.
  mutating func setInitialFocus(_ nodeID: String, inWindow windowID: String) -> Bool {
    guard let index = index(of: windowID), let node = state.windows[index].tree.index(of: nodeID),
      state.windows[index].tree[node].canTakeFocus
    else { return false }
    state.windows[index].focus = node
    return true
  }

  /// Hides or disables a node (and so its subtree), or shows or enables it; a focus that
  /// can no longer be taken moves to the nearest available focusable ancestor, or nowhere
  /// (SPEC §5).
  mutating func setFlags(of path: NodePath, hidden: Bool? = nil, disabled: Bool? = nil)
    throws(CommandKitError)
  {
    let (windowIndex, node) = try locate(path)
    state.windows[windowIndex].tree.setFlags(of: node, hidden: hidden, disabled: disabled)
    let tree = state.windows[windowIndex].tree
    if let focus = state.windows[windowIndex].focus, !tree[focus].canTakeFocus {
      state.windows[windowIndex].focus = tree.chain(from: focus).dropFirst().first {
        tree[$0].canTakeFocus
      }
    }
  }

  // MARK: Values and selections (SPEC §2, §7)

  /// Whether a window's tree is not bound to all of `count` value slots (see
  /// ``bindValueSlots(_:)``). Reads one count per window, in place.
  func needsValueSlots(_ count: Int) -> Bool {
    for index in state.windows.indices
    where state.windows[index].tree.slotPublishers.count != count {
      return true
    }
    return false
  }

  /// Binds every window's tree to the registry's value slots (name to slot, see
  /// ``ViewTree/slotPublishers``) where it is not bound to all of them yet: a window opened
  /// since, or slots added since.
  mutating func bindValueSlots(_ slots: [String: Int]) {
    for index in state.windows.indices
    where state.windows[index].tree.slotPublishers.count != slots.count {
      state.windows[index].tree.bindValueSlots(slots)
    }
  }

  /// Publishes (or with `nil`/`null` withdraws) a focused value at the node at `path`.
  mutating func setValue(_ value: (any Sendable)?, named name: String, at path: NodePath)
    throws(CommandKitError)
  {
    let (windowIndex, node) = try locate(path)
    state.windows[windowIndex].tree.setValue(value, named: name, at: node)
    state.windows[windowIndex].tree.noteValuesChanged(at: node)
  }

  /// Sets (or withdraws) window `id`'s own scene value `name` (`set scene:W`).
  mutating func setSceneValue(_ value: (any Sendable)?, named name: String, inWindow id: String)
    throws(CommandKitError)
  {
    let index = try requireWindow(id)
    state.windows[index].sceneValues[name: name] = value
  }

  /// Sets window `id`'s scene value `name` where resolution reads it: at the first
  /// available node publishing it, else among the window's own (a toggle's provider).
  mutating func setResolvedSceneValue(
    _ value: (any Sendable)?, named name: String, inWindow id: String
  ) throws(CommandKitError) {
    let index = try requireWindow(id)
    if let publisher = state.windows[index].tree.firstScenePublisher(of: name) {
      state.windows[index].tree.setSceneValue(value, named: name, at: publisher)
      state.windows[index].tree.noteValuesChanged(at: publisher)
    } else {
      state.windows[index].sceneValues[name: name] = value
    }
  }

  /// Replaces a selectable node's selection (SPEC §7). Ids outside the node's `items` are
  /// an error and change nothing.
  mutating func select(_ ids: [String], in path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    let info = state.windows[windowIndex].tree[node]
    guard info.isSelectable else { throw .notSelectable(path) }
    if let items = info.items {
      let unknown = ids.filter { !items.contains($0) }
      guard unknown.isEmpty else { throw .notInItems(path, ids: unknown, items: items) }
    }
    state.windows[windowIndex].tree.setSelection(ids, at: node)
  }

  /// Replaces a selectable node's items; the selection keeps only the ids still listed.
  mutating func setItems(_ items: [String]?, in path: NodePath) throws(CommandKitError) {
    let (windowIndex, node) = try locate(path)
    guard state.windows[windowIndex].tree[node].isSelectable else { throw .notSelectable(path) }
    state.windows[windowIndex].tree.setItems(items, at: node)
  }

  // MARK: Restoring (SPEC §8)

  /// Replaces every window and the display state, as a restore does. A focused node that
  /// cannot take focus loses focus; key, main and phases are recomputed.
  mutating func replace(
    windows: [Window], keyWindowID: String?, externalDisplayConnected: Bool,
    savedDisplayState: [String: DisplayRestoration], hidden: Bool = false,
    keyBeforeHiding: String? = nil, hasQuit: Bool = false
  ) {
    let windows = windows.map { window in
      var window = window
      if let focus = window.focus, !window.tree[focus].canTakeFocus { window.focus = nil }
      return window
    }
    state = State(
      windows: windows, keyWindowID: keyWindowID,
      isExternalDisplayConnected: externalDisplayConnected,
      savedDisplayState: savedDisplayState, isAppHidden: hidden && !hasQuit,
      keyBeforeHiding: hidden && !hasQuit ? keyBeforeHiding : nil,
      hasQuit: hasQuit && windows.isEmpty)
    settle()
  }
}
