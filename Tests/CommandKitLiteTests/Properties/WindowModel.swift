import CommandKitLite

/// An independent model of the windows, written from SPEC §1, §5, §8 and §14 alone: the
/// window list front to back, which window is key and main, the phases, the display,
/// minimizing, sheets and alerts, hiding the app, each window's focus and its nodes' hidden
/// and disabled flags.
///
/// It reads only the templates from the app. Every step is applied to the model by the
/// model's own rules, then the library's state is compared with it (``differences(from:)``),
/// so a library that hands key status to the wrong window, forgets a window's focus or
/// puts a phase wrong fails the property test.
struct WindowModel {
  struct Node {
    var id: String
    var parent: Int?
    var isFocusable: Bool
    var isHidden: Bool
    var isDisabled: Bool
  }

  struct Win {
    var id: String
    var template: String
    var kind: WindowKind
    var display: Display
    var isMinimized = false
    var presentationOnly: Bool
    var parent: String?
    var nodes: [Node]
    var focus: Int?
    var isFullScreen = false

    /// Neither the node nor an ancestor is hidden or disabled (SPEC §1).
    func isAvailable(_ index: Int) -> Bool {
      var current: Int? = index
      while let at = current {
        if nodes[at].isHidden || nodes[at].isDisabled { return false }
        current = nodes[at].parent
      }
      return true
    }

    func canTakeFocus(_ index: Int) -> Bool { nodes[index].isFocusable && isAvailable(index) }
    func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }
    var focusedID: String? { focus.map { nodes[$0].id } }
  }

  /// A window closed by a display disconnect: what the next connect brings back.
  struct Saved {
    var template: String
    var order: Int
    var focus: String?
  }

  let templates: [WindowTemplate]
  var windows: [Win] = []
  var key: String?
  var isExternalDisplayConnected = false
  var saved: [String: Saved] = [:]
  /// The app is hidden (⌘H, SPEC §14): every window is in the background, none is key.
  var isHidden = false
  /// The key window when the app was hidden: it is key again on unhide.
  var keyBeforeHiding: String?
  /// The app has quit (SPEC §13): no window is open, and none opens until it is launched.
  var hasQuit = false
  /// The templates a launch opens, in order (the scene file's `windows`).
  var launchTemplates: [String]

  /// A model of an app whose launch opens `launchTemplates` (`nil`: the first window or
  /// document template, as a scene file without a `windows` list).
  init(templates: [WindowTemplate], launchTemplates: [String]? = nil) {
    self.templates = templates
    self.launchTemplates =
      launchTemplates ?? templates.first { Self.canBeMain($0.kind) }.map { [$0.name] } ?? []
  }

  func template(_ name: String) -> WindowTemplate? { templates.first { $0.name == name } }
  func window(_ id: String?) -> Win? { id.flatMap { id in windows.first { $0.id == id } } }
  func position(_ id: String) -> Int? { windows.firstIndex { $0.id == id } }
  func sheet(of id: String) -> String? { windows.first { $0.parent == id }?.id }
  var frontAlert: String? { windows.first { $0.kind == .alert }?.id }

  // MARK: Derived state (SPEC §1, §2)

  /// Minimized, on a disconnected display, or a sheet of such a window; every window
  /// while the app is hidden (SPEC §14).
  func isBackground(_ window: Win) -> Bool {
    if isHidden { return true }
    if window.isMinimized { return true }
    if window.display == .external && !isExternalDisplayConnected { return true }
    return self.window(window.parent).map(isBackground) ?? false
  }

  /// A sheet blocks its window; an app-modal alert blocks every other window.
  func isBlocked(_ id: String) -> Bool {
    sheet(of: id) != nil || frontAlert.map { $0 != id } == true
  }

  func canBeKey(_ window: Win) -> Bool {
    !window.presentationOnly && !isBackground(window) && !isBlocked(window.id)
  }

  static func canBeMain(_ kind: WindowKind) -> Bool { kind == .window || kind == .document }

  /// The key window when it can be main, else the front-most visible window/document.
  var main: String? {
    if let key = window(key), Self.canBeMain(key.kind) { return key.id }
    return windows.first {
      Self.canBeMain($0.kind) && !$0.presentationOnly && !isBackground($0)
    }?.id
  }

  /// Active is key; background is minimized or on a disconnected display; else inactive.
  func phase(_ window: Win) -> ScenePhase {
    if window.id == key { return .active }
    return isBackground(window) ? .background : .inactive
  }

  /// The window that takes key status for `id`: its top-most sheet.
  func keyTarget(_ id: String) -> String {
    var current = id
    while let sheet = sheet(of: current) { current = sheet }
    return current
  }

  // MARK: Building windows

  static func flatten(_ root: ViewNode) -> [Node] {
    var nodes: [Node] = []
    func add(_ node: ViewNode, parent: Int?) {
      let index = nodes.count
      nodes.append(
        Node(
          id: node.id, parent: parent, isFocusable: node.isFocusable, isHidden: node.isHidden,
          isDisabled: node.isDisabled))
      for child in node.children { add(child, parent: index) }
    }
    add(root, parent: nil)
    return nodes
  }

  /// A fresh window: focus on the template's `focus` node when it can take focus, else on
  /// the first available focusable node depth-first (SPEC §1).
  func makeWindow(_ id: String, _ template: WindowTemplate, display: Display) -> Win {
    var window = Win(
      id: id, template: template.name, kind: template.kind, display: display,
      presentationOnly: template.presentationOnly, nodes: Self.flatten(template.root))
    if let name = template.focus, let index = window.index(of: name), window.canTakeFocus(index) {
      window.focus = index
    } else {
      window.focus = window.nodes.indices.first { window.canTakeFocus($0) }
    }
    return window
  }

  /// The template's name, then `NAME-2`, `NAME-3`... (SPEC §1).
  func nextID(_ name: String) -> String {
    if position(name) == nil { return name }
    var number = 2
    while position("\(name)-\(number)") != nil { number += 1 }
    return "\(name)-\(number)"
  }

  // MARK: Key status

  /// After a window operation: an alert is key while one is up; a key window that can no
  /// longer be key hands key status to the front-most remaining visible window that can
  /// be key (SPEC §1). `handOff: false` (display connect) gives key status to no one.
  mutating func settleKey(handOff: Bool = true) {
    // A hidden app has no key window, not even an alert (every window is background).
    if isHidden {
      key = nil
      return
    }
    if let alert = frontAlert {
      key = keyTarget(alert)
      return
    }
    if let current = window(key), canBeKey(current) { return }
    key = handOff ? windows.first { canBeKey($0) }?.id : nil
  }

  /// Moves a window, preceded by its chain of sheets, to the front.
  mutating func bringToFront(_ id: String) {
    var group: [String] = []
    var current: String? = id
    while let name = current {
      group.insert(name, at: 0)
      current = sheet(of: name)
    }
    let moved = group.compactMap { window($0) }
    windows.removeAll { group.contains($0.id) }
    windows.insert(contentsOf: moved, at: 0)
  }

  mutating func remove(_ id: String) {
    if let sheet = sheet(of: id) { remove(sheet) }
    windows.removeAll { $0.id == id }
    if key == id { key = nil }
  }

  mutating func setDisplay(_ display: Display, of id: String) {
    guard let at = position(id) else { return }
    windows[at].display = display
    if let sheet = sheet(of: id) { setDisplay(display, of: sheet) }
  }

  // MARK: Hiding the app (SPEC §14)

  /// Hide (⌘H): every window goes to the background; the key window is remembered.
  mutating func hide() {
    // A quit app has no window to hide.
    guard !isHidden, !hasQuit else { return }
    keyBeforeHiding = key
    isHidden = true
    settleKey()
  }

  /// Unhide: the window that was key when the app was hidden is key again; if it closed
  /// meanwhile (or can no longer be key), key status goes to the front-most window that
  /// can take it; if no window was key, none is.
  mutating func unhide() {
    guard isHidden else { return }
    isHidden = false
    key = keyBeforeHiding
    settleKey(handOff: keyBeforeHiding != nil)
    keyBeforeHiding = nil
  }

  /// `open`, `key`, `focus`, `sheet`, `alert` and `unminimize` unhide the app first; one
  /// that fails leaves it hidden, as if nothing happened (SPEC §14).
  mutating func unhidingFirst(_ operation: (inout WindowModel) -> Bool) -> Bool {
    var copy = self
    copy.unhide()
    guard operation(&copy) else { return false }
    self = copy
    return true
  }

  // MARK: Window operations; each returns whether it succeeds, and changes nothing if not

  mutating func open(_ name: String) -> Bool {
    guard !hasQuit, let template = template(name), template.kind != .sheet else { return false }
    if template.kind == .alert { return showAlert(name) }
    let display: Display =
      template.kind == .externalDisplay && isExternalDisplayConnected ? .external : .main
    let id = nextID(name)
    windows.insert(makeWindow(id, template, display: display), at: 0)
    // It becomes key, unless it never may or an app-modal alert is up.
    if !template.presentationOnly, frontAlert == nil { key = id }
    settleKey()
    return true
  }

  mutating func showAlert(_ name: String) -> Bool {
    guard !hasQuit, let template = template(name), !template.presentationOnly else {
      return false
    }
    let id = nextID(name)
    var alert = makeWindow(id, template, display: .main)
    alert.kind = .alert
    windows.insert(alert, at: 0)
    key = id
    settleKey()
    return true
  }

  /// A sheet becomes key, so a presentation-only template (never key) cannot be one.
  mutating func presentSheet(_ name: String, on parentID: String) -> Bool {
    guard let template = template(name), !template.presentationOnly,
      let parent = window(parentID)
    else { return false }
    if sheet(of: parentID) != nil || parent.kind == .alert || parent.isMinimized
      || parent.presentationOnly || isBackground(parent)
    {
      return false
    }
    if let alert = frontAlert, alert != parentID { return false }
    let id = nextID(name)
    var sheet = makeWindow(id, template, display: parent.display)
    sheet.kind = .sheet
    sheet.parent = parentID
    windows.insert(sheet, at: 0)
    bringToFront(parentID)
    key = id
    settleKey()
    return true
  }

  mutating func close(_ id: String) -> Bool {
    guard window(id) != nil else { return false }
    remove(id)
    settleKey()
    return true
  }

  /// Dismisses a sheet or alert (or the sheet a window shows); a dismissed sheet that was
  /// key gives key status back to its window.
  mutating func dismiss(_ id: String) -> Bool {
    guard let window = window(id) else { return false }
    let target: String
    if window.kind == .sheet || window.kind == .alert {
      target = id
    } else if let sheet = sheet(of: id) {
      target = sheet
    } else {
      return false
    }
    let parent = self.window(target)?.parent
    var wasKey = false
    var current = key
    while let name = current {
      if name == target { wasKey = true }
      current = self.window(name)?.parent
    }
    remove(target)
    if wasKey, let parent = self.window(parent), canBeKey(parent) { key = parent.id }
    settleKey()
    return true
  }

  mutating func makeKey(_ id: String) -> Bool {
    guard let window = window(id), !window.presentationOnly, !window.isMinimized,
      !isBackground(window)
    else { return false }
    let target = keyTarget(id)
    if let alert = frontAlert, alert != target { return false }
    bringToFront(id)
    key = target
    settleKey()
    return true
  }

  mutating func minimize(_ id: String) -> Bool {
    guard let at = position(id), windows[at].kind != .sheet, windows[at].kind != .alert
    else { return false }
    if windows[at].isMinimized { return true }
    windows[at].isMinimized = true
    settleKey()
    return true
  }

  /// Brings W back to the front as the key window (SPEC §1).
  mutating func unminimize(_ id: String) -> Bool {
    guard let at = position(id), windows[at].isMinimized else { return false }
    windows[at].isMinimized = false
    let presentationOnly = windows[at].presentationOnly
    bringToFront(id)
    let target = keyTarget(id)
    if !presentationOnly, frontAlert == nil, let window = window(target), !isBackground(window) {
      key = target
    }
    settleKey()
    return true
  }

  /// A sheet or an alert cannot be moved; nor can anything go to a missing display.
  mutating func move(_ id: String, to display: Display) -> Bool {
    guard let window = window(id), window.kind != .sheet, window.kind != .alert else {
      return false
    }
    if display == .external && !isExternalDisplayConnected { return false }
    setDisplay(display, of: id)
    settleKey()
    return true
  }

  /// Opens every `externalDisplay` template on the external display, inactive and not
  /// key, restoring saved focus (SPEC §8). A template with an open window moves it there.
  mutating func connectDisplay() -> Bool {
    // A quit app opens no window: it cannot take the display's windows.
    guard !isExternalDisplayConnected, !hasQuit else { return false }
    isExternalDisplayConnected = true
    openDisplayWindows()
    settleKey(handOff: false)
    return true
  }

  /// The external display's windows: each `externalDisplay` template's, behind the others
  /// (a template with an open window moves it there).
  mutating func openDisplayWindows() {
    for template in templates where template.kind == .externalDisplay {
      // An alert shown from the template is not the template's window.
      let open = windows.filter { $0.template == template.name && $0.kind == .externalDisplay }
      if !open.isEmpty {
        for window in open { setDisplay(.external, of: window.id) }
        continue
      }
      let entries = saved.filter { $0.value.template == template.name }
        .sorted { $0.value.order < $1.value.order }
      let ids = entries.isEmpty ? [nextID(template.name)] : entries.map(\.key)
      for id in ids where position(id) == nil {
        var window = makeWindow(id, template, display: .external)
        if let entry = saved[id] {
          if let focus = entry.focus {
            if let index = window.index(of: focus), window.canTakeFocus(index) {
              window.focus = index
            }
          } else {
            window.focus = nil
          }
        }
        windows.append(window)
      }
    }
    saved = [:]
  }

  // MARK: Quit and launch (SPEC §13)

  /// Quit: every window closes; the app is not hidden any more, and opens nothing until it
  /// is launched.
  mutating func quit() {
    guard !hasQuit else { return }
    windows = []
    key = nil
    isHidden = false
    keyBeforeHiding = nil
    hasQuit = true
  }

  /// Launch: a quit app opens its launch templates in order (the last is key), then, with
  /// the external display connected, that display's windows; a launch that cannot open one
  /// changes nothing. A running app is left as it is.
  mutating func launch() -> Bool {
    guard hasQuit else { return true }
    var copy = self
    copy.hasQuit = false
    for name in launchTemplates {
      guard copy.open(name) else { return false }
    }
    if copy.isExternalDisplayConnected {
      copy.openDisplayWindows()
      copy.settleKey(handOff: false)
    }
    self = copy
    return true
  }

  /// Saves and closes each `externalDisplay` window on the display; other windows there
  /// move to the main display with their state (SPEC §8).
  mutating func disconnectDisplay() -> Bool {
    guard isExternalDisplayConnected else { return false }
    var order = 0
    for window in windows where window.display == .external && window.parent == nil {
      if window.kind == .externalDisplay {
        saved[window.id] = Saved(template: window.template, order: order, focus: window.focusedID)
        order += 1
        remove(window.id)
      } else {
        setDisplay(.main, of: window.id)
      }
    }
    isExternalDisplayConnected = false
    settleKey()
    return true
  }

  // MARK: Focus (SPEC §5)

  /// Focusing a node in a non-key window makes that window key, as a click would.
  mutating func focus(_ path: NodePath) -> Bool {
    guard let window = window(path.window), let node = window.index(of: path.node),
      window.canTakeFocus(node)
    else { return false }
    if path.window != key {
      if isBlocked(path.window) { return false }
      var copy = self
      guard copy.makeKey(path.window) else { return false }
      self = copy
    }
    guard let at = position(path.window) else { return false }
    windows[at].focus = node
    return true
  }

  /// Tab and Shift-Tab: the next (previous) available focusable node of the key window in
  /// depth-first order, wrapping; focus never leaves the key window.
  mutating func moveFocus(backwards: Bool) {
    guard let key, let at = position(key) else { return }
    let window = windows[at]
    let candidates = window.nodes.indices.filter { window.canTakeFocus($0) }
    guard let first = candidates.first, let last = candidates.last else { return }
    if let focus = window.focus {
      windows[at].focus =
        backwards
        ? candidates.last { $0 < focus } ?? last : candidates.first { $0 > focus } ?? first
    } else {
      windows[at].focus = backwards ? last : first
    }
  }

  /// Hiding or disabling changes one node's flag; if the focused node becomes unavailable,
  /// focus moves to the nearest available focusable ancestor, or none.
  mutating func setFlag(_ path: NodePath, hidden: Bool? = nil, disabled: Bool? = nil) -> Bool {
    guard let at = position(path.window), let node = windows[at].index(of: path.node) else {
      return false
    }
    if let hidden { windows[at].nodes[node].isHidden = hidden }
    if let disabled { windows[at].nodes[node].isDisabled = disabled }
    var focus = windows[at].focus
    while let index = focus, !windows[at].canTakeFocus(index) {
      focus = windows[at].nodes[index].parent
    }
    windows[at].focus = focus
    return true
  }

  // MARK: Commands

  /// What a performed command's effect does to the windows; `nil` for a toggle.
  mutating func perform(_ effect: CommandEffect?) -> Bool? {
    switch effect {
    case .open(let template)?: return unhidingFirst { $0.open(template) }
    case .sheet(let template)?: return key.map { presentSheet(template, on: $0) } ?? false
    case .close?: return key.map { close($0) } ?? false
    case .dismiss?: return key.map { dismiss($0) } ?? false
    case .toggle?, nil: return nil
    }
  }

  /// What a platform default item does (SPEC §14), by id, when the app gave it no effect or
  /// action of its own: Quit closes every window, Hide hides the app, Close closes the key
  /// window, Minimize minimizes it, Enter Full Screen flips its flag, New Window opens the first window or
  /// document template, Settings the settings template; the rest change no window.
  mutating func performDefault(_ command: Command, reference: ReferenceModel) {
    guard reference.defaultIDs.contains(command.id), command.effect == nil,
      command.action == nil
    else { return }
    switch command.id {
    case "app.quit":
      quit()
    case "file.close", "file.closeWindow":
      if let key { _ = close(key) }
    case "window.minimize":
      if let key { _ = minimize(key) }
    case "view.toggleFullScreen":
      if let key, let index = windows.firstIndex(where: { $0.id == key }) {
        windows[index].isFullScreen.toggle()
      }
    case "file.newWindow", "file.new":
      if let first = templates.first(where: { $0.kind == .window || $0.kind == .document }) {
        _ = unhidingFirst { $0.open(first.name) }
      }
    case "app.settings":
      if let first = templates.first(where: { $0.kind == .settings }) {
        _ = unhidingFirst { $0.open(first.name) }
      }
    case "app.hide":
      hide()
    default:
      break
    }
  }

  /// Applies a step; returns whether it succeeds by the model's rules, or `nil` where the
  /// model has no say (values, selections, bindings, the accessibility cursor). Key presses
  /// and invocations are decided by `reference`, the SPEC's dispatcher on the state before.
  mutating func apply(_ step: RandomStep, reference: ReferenceModel) -> Bool? {
    switch step {
    case .open(let name): return unhidingFirst { $0.open(name) }
    case .sheet(let name, let parent): return unhidingFirst { $0.presentSheet(name, on: parent) }
    case .alert(let name): return unhidingFirst { $0.showAlert(name) }
    case .close(let id): return close(id)
    case .dismiss(let id): return dismiss(id)
    case .makeKey(let id): return unhidingFirst { $0.makeKey(id) }
    case .minimize(let id): return minimize(id)
    case .unminimize(let id): return unhidingFirst { $0.unminimize(id) }
    case .move(let id, let display): return move(id, to: display)
    case .connectDisplay: return connectDisplay()
    case .disconnectDisplay: return disconnectDisplay()
    case .focus(let path): return unhidingFirst { $0.focus(path) }
    case .hideApp:
      hide()
      return true
    case .launch:
      return launch()
    case .unhideApp:
      unhide()
      return true
    case .hide(let path, let flag): return setFlag(path, hidden: flag)
    case .disable(let path, let flag): return setFlag(path, disabled: flag)
    case .tab(let backwards):
      press(KeyboardShortcut(.tab, modifiers: backwards ? .shift : []), reference: reference)
      return nil
    case .press(let shortcut):
      press(shortcut, reference: reference)
      return nil
    case .invoke(let id):
      // A quit app has no menu bar to choose from.
      guard !hasQuit, let command = reference.commands.first(where: { $0.id == id }) else {
        return false
      }
      if reference.menuItem(command, resolving: reference.resolve).isEnabled,
        reference.textResponder(
          command, chain: reference.window(reference.key).map { ($0, $0.focus) })
          == nil
      {
        _ = perform(command.effect)
        performDefault(command, reference: reference)
      }
      return true
    case .setValue, .select, .accessibilityFocus, .bind, .unbind, .semantics:
      return nil
    }
  }

  mutating func press(_ shortcut: KeyboardShortcut, reference: ReferenceModel) {
    let decision = reference.dispatch(shortcut)
    switch decision.outcome {
    case .focus:
      moveFocus(backwards: shortcut.modifiers.contains(.shift))
    case .performed:
      // A text input that answers an editing command runs no effect (SPEC §15).
      guard let command = reference.commands.first(where: { $0.id == decision.command }),
        reference.textResponder(
          command, chain: reference.window(reference.key).map { ($0, $0.focus) })
          == nil
      else { break }
      _ = perform(command.effect)
      performDefault(command, reference: reference)
    default:
      break
    }
  }

  // MARK: Comparing with the library

  /// Every way the library's window state differs from the model's, one line each.
  func differences(from app: App) -> [String] {
    var problems: [String] = []
    let ids = app.windows.map(\.id)
    if ids != windows.map(\.id) {
      problems.append("windows front to back: library \(ids), SPEC model \(windows.map(\.id))")
    }
    if app.keyWindowID != key {
      problems.append(
        "key window: library \(app.keyWindowID ?? "none"), SPEC model \(key ?? "none")")
    }
    if app.mainWindowID != main {
      problems.append(
        "main window: library \(app.mainWindowID ?? "none"), SPEC model \(main ?? "none")")
    }
    if app.isHidden != isHidden {
      problems.append("app hidden: library \(app.isHidden), SPEC model \(isHidden)")
    }
    if app.hasQuit != hasQuit {
      problems.append("app quit: library \(app.hasQuit), SPEC model \(hasQuit)")
    }
    if app.isExternalDisplayConnected != isExternalDisplayConnected {
      problems.append("external display connected: library \(app.isExternalDisplayConnected)")
    }
    for model in windows {
      guard let actual = app.window(model.id) else { continue }
      let mine = state(of: model)
      let theirs = WindowFacts(
        template: actual.template, kind: actual.kind, display: actual.display,
        phase: actual.phase, isMinimized: actual.isMinimized, isFullScreen: actual.isFullScreen,
        parent: actual.parent, focus: actual.focusedPath?.node,
        flags: actual.nodes.map {
          NodeFlags(id: $0.id, hidden: $0.isHidden, disabled: $0.isDisabled)
        })
      if mine != theirs { problems.append("\(model.id): library \(theirs), SPEC model \(mine)") }
    }
    return problems
  }

  /// A node's id and flags, compared (and printed only when they differ).
  struct NodeFlags: Equatable, CustomStringConvertible {
    var id: String
    var hidden: Bool
    var disabled: Bool
    var description: String { "\(id):\(hidden ? "h" : "")\(disabled ? "d" : "")" }
  }

  /// What ``differences(from:)`` compares of one window.
  struct WindowFacts: Equatable, CustomStringConvertible {
    var template: String
    var kind: WindowKind
    var display: Display
    var phase: ScenePhase
    var isMinimized: Bool
    var isFullScreen: Bool
    var parent: String?
    var focus: String?
    var flags: [NodeFlags]
    var description: String {
      "\(template) \(kind) \(display) \(phase) minimized=\(isMinimized)"
        + (isFullScreen ? " fullScreen" : "")
        + " parent=\(parent ?? "-") focus=\(focus ?? "-") flags=\(flags)"
    }
  }

  func state(of window: Win) -> WindowFacts {
    WindowFacts(
      template: window.template, kind: window.kind, display: window.display,
      phase: phase(window), isMinimized: window.isMinimized,
      isFullScreen: window.isFullScreen, parent: window.parent, focus: window.focusedID,
      flags: window.nodes.map {
        NodeFlags(id: $0.id, hidden: $0.isHidden, disabled: $0.isDisabled)
      })
  }
}
