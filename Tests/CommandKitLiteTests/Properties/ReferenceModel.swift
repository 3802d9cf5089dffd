import CommandKitLite

/// A small, deliberately naive model of SPEC §2 (resolution), §3 (menu validation),
/// §4 (key dispatch), §5 (tab order), §6 (accessibility) and §7 (context menus).
///
/// It is built from the app's public snapshots (`windows`, `Window.nodes`, `commands`...)
/// and never calls the library's resolver, validator, dispatcher or accessibility code:
/// every answer is derived from the SPEC by walking parent links and flags directly.
/// It reads the values, selections and commands from the library as *state*. The window
/// state it reads (order, key window, phases, displays, flags and focus) is not taken on
/// trust: the property test first checks it against ``WindowModel``, which derives it from
/// the SPEC and the history of steps, and stops at the first difference.
/// The only library data it reads are the platform's reserved-shortcut table (SPEC §4
/// names it as data) and the public order of `CommandGroupPlacement.allCases`.
struct ReferenceModel {
  struct Node {
    var id: String
    var parent: Int?
    var isFocusable: Bool
    var isDisabled: Bool
    var isHidden: Bool
    var isTextInput: Bool
    var isMultiline: Bool
    var isSelectable: Bool
    var selection: [String]
    var values: JSONObject
    var sceneValues: JSONObject
    var keyHandlers: [KeyHandler]
    var actions: [String]
    var escape: String?
    var magicTap: String?
    var contextMenu: ContextMenu?
    var controls: [Control]
    /// Whether the node's role is `toolbar` (SPEC §14: Show/Hide Toolbar).
    var isToolbar = false
    /// Computed here from the flags of the node and its ancestors (SPEC §1).
    var isAvailable = true
  }

  struct Win {
    var id: String
    var kind: WindowKind
    var phase: ScenePhase
    var isMinimized: Bool
    var presentationOnly: Bool
    var parent: String?
    var display: Display
    var sceneValues: JSONObject
    var escape: String?
    var magicTap: String?
    var nodes: [Node]
    var focus: Int?
    var isFullScreen = false

    func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }
    func path(_ index: Int) -> NodePath { NodePath(window: id, node: nodes[index].id) }
  }

  /// A resolved value and its provider, rendered as SPEC §2 writes it.
  struct Answer: Equatable, CustomStringConvertible {
    var value: JSONValue
    var provider: String
    var description: String { "\(value) from \(provider)" }
  }

  struct MenuItem: Equatable {
    var id: String
    var title: String
    var isEnabled: Bool
    var isChecked: Bool
  }

  struct Dispatch: Equatable, CustomStringConvertible {
    var outcome: DispatchOutcome.Kind
    var command: String?
    var node: String?
    var provider: String?
    var description: String {
      "\(outcome) command=\(command ?? "-") node=\(node ?? "-") provider=\(provider ?? "-")"
    }
  }

  var windows: [Win]
  var key: String?
  var appName: String
  var platform: Platform
  var semantics: ResolutionSemantics
  var appValues: JSONObject
  var appMagicTap: String?
  var isExternalDisplayConnected: Bool
  /// The app is hidden (SPEC §14): every window is in the background.
  var isHidden: Bool
  /// The app has quit (SPEC §13): every press is blocked until it is launched again.
  var hasQuit: Bool
  var commands: [Command]
  var userBindings: [String: KeyboardShortcut]
  /// The ids of the platform's default items the app has (SPEC §14), as state; when they
  /// are enabled is this model's own table (``DefaultRule``), not the library's.
  var defaultIDs: Set<String>

  init(_ app: App) {
    platform = app.platform
    semantics = app.semantics
    appName = app.name
    key = app.keyWindowID
    appValues = app.appValues.json
    appMagicTap = app.magicTap?.name
    isExternalDisplayConnected = app.isExternalDisplayConnected
    isHidden = app.isHidden
    hasQuit = app.hasQuit
    commands = app.commands
    userBindings = app.userBindings
    defaultIDs = Set(app.platformMenuItems.map(\.id))
    windows = app.windows.map { window in
      let infos = window.nodes
      let position = Dictionary(
        infos.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
      var nodes = infos.map { info in
        Node(
          id: info.id, parent: info.parent.flatMap { position[$0] }, isFocusable: info.isFocusable,
          isDisabled: info.isDisabled, isHidden: info.isHidden, isTextInput: info.isTextInput,
          isMultiline: info.isMultiline, isSelectable: info.isSelectable, selection: info.selection,
          values: info.values.json,
          sceneValues: info.sceneValues.json, keyHandlers: info.keyHandlers, actions: info.actions,
          escape: info.escape, magicTap: info.magicTap, contextMenu: info.contextMenu,
          controls: info.controls, isToolbar: info.role == "toolbar")
      }
      // Availability straight from SPEC §1: neither the node nor an ancestor is hidden or
      // disabled. Walk up for each node (quadratic, and obviously right).
      for index in nodes.indices {
        var current: Int? = index
        var available = true
        while let at = current {
          if nodes[at].isHidden || nodes[at].isDisabled { available = false }
          current = nodes[at].parent
        }
        nodes[index].isAvailable = available
      }
      return Win(
        id: window.id, kind: window.kind, phase: window.phase, isMinimized: window.isMinimized,
        presentationOnly: window.presentationOnly, parent: window.parent, display: window.display,
        sceneValues: window.sceneValues.json, escape: window.escape?.name,
        magicTap: window.magicTap?.name, nodes: nodes,
        focus: window.focusedPath.flatMap { path in infos.firstIndex { $0.id == path.node } },
        isFullScreen: window.isFullScreen)
    }
    commandsInMenuOrder = Self.menuOrder(
      of: commands, titles: menuTitles, appName: appName, defaults: defaultIDs)
  }

  func window(_ id: String?) -> Win? {
    guard let id else { return nil }
    return windows.first { $0.id == id }
  }

  // MARK: Windows (SPEC §1, §2)

  /// Minimized, on a disconnected display, or a sheet on such a window.
  func isBackground(_ window: Win) -> Bool {
    if isHidden || window.isMinimized { return true }
    if window.display == .external && !isExternalDisplayConnected { return true }
    if let parent = self.window(window.parent) { return isBackground(parent) }
    return false
  }

  /// Blocked by its sheet, or by the front-most app-modal alert.
  func isBlocked(_ id: String) -> Bool {
    if windows.contains(where: { $0.parent == id }) { return true }
    if let alert = windows.first(where: { $0.kind == .alert }), alert.id != id { return true }
    return false
  }

  /// The front-most visible `window`/`document` window, unless the key window is one.
  var expectedMain: String? {
    if let key = window(key), key.kind == .window || key.kind == .document { return key.id }
    return windows.first {
      ($0.kind == .window || $0.kind == .document) && !$0.presentationOnly && !isBackground($0)
    }?.id
  }

  // MARK: Resolution (SPEC §2)

  /// The value a node publishes under `name`; a selectable node publishes its selection.
  func published(_ node: Node, _ name: String) -> JSONValue? {
    if name == "selection", node.isSelectable {
      return .array(node.selection.map(JSONValue.string))
    }
    guard let value = node.values[name], value != .null else { return nil }
    return value
  }

  /// One window's part: the chain from `start` up to the root, then its scene values (the
  /// first available node publishing it depth-first, over the window's own).
  func resolve(_ name: String, in window: Win, from start: Int?) -> Answer? {
    var current = start
    while let index = current {
      let node = window.nodes[index]
      if node.isAvailable, let value = published(node, name) {
        return Answer(value: value, provider: window.path(index).description)
      }
      current = node.parent
    }
    for node in window.nodes where node.isAvailable {
      if let value = node.sceneValues[name], value != .null {
        return Answer(value: value, provider: "scene:\(window.id)")
      }
    }
    if let value = window.sceneValues[name], value != .null {
      return Answer(value: value, provider: "scene:\(window.id)")
    }
    return nil
  }

  func resolve(_ name: String) -> Answer? {
    resolve(name, primary: window(key).map { ($0, $0.focus) }, mainFallback: true)
  }

  func resolve(_ name: String, primary: (Win, Int?)?, mainFallback: Bool) -> Answer? {
    if let (window, node) = primary, let found = resolve(name, in: window, from: node) {
      return found
    }
    // SPEC §18: SwiftUI semantics read the key window only.
    if mainFallback, semantics == .platform, let main = window(expectedMain),
      main.id != primary?.0.id, !isBlocked(main.id),
      let found = resolve(name, in: main, from: main.focus)
    {
      return found
    }
    if let value = appValues[name], value != .null { return Answer(value: value, provider: "app") }
    return nil
  }

  // MARK: Menus (SPEC §3)

  static func isTrue(_ value: JSONValue) -> Bool { value == .bool(true) }

  static func isNonEmpty(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): !text.isEmpty
    case .array(let items): !items.isEmpty
    case .object(let object): !object.isEmpty
    default: false
    }
  }

  /// The standard editing commands a focused text input answers (SPEC §15).
  static let textEditing: Set<String> = [
    "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste", "edit.pasteAndMatchStyle",
    "edit.delete", "edit.selectAll",
  ]

  /// SPEC §15: the innermost text input on the chain from `start`, when `command` is a
  /// standard editing command; it answers the command ahead of any published value.
  func textResponder(_ command: Command, chain: (Win, Int?)?) -> String? {
    guard Self.textEditing.contains(command.id), let (window, start) = chain else { return nil }
    var current = start
    while let index = current {
      if window.nodes[index].isTextInput { return window.path(index).description }
      current = window.nodes[index].parent
    }
    return nil
  }

  /// The provider a performed command names: its text responder, else its required value's.
  func provider(of command: Command) -> String? {
    textResponder(command, chain: window(key).map { ($0, $0.focus) })
      ?? command.requires.flatMap { resolve($0)?.provider }
  }

  /// SPEC §14's enablement table, written out again here: when a default item without a
  /// declared `requires` is enabled, given the chain's window (the key window).
  enum DefaultRule {
    case always, responder, textInputInChain, keyHasToolbar, windowOrDocument, closable
    case windowOpen, never

    static func of(_ id: String) -> DefaultRule? {
      switch id {
      case "app.about", "app.settings", "app.services", "app.hide", "app.hideOthers",
        "app.showAll", "app.quit", "file.newWindow", "file.new", "help.appHelp":
        .always
      case "file.close", "file.closeWindow": .closable
      case "edit.startDictation", "edit.emojiAndSymbols": .textInputInChain
      case "view.showToolbar", "view.customizeToolbar": .keyHasToolbar
      case "view.showSidebar", "view.showTabBar", "view.showAllTabs", "view.toggleFullScreen",
        "window.minimize", "window.zoom":
        .windowOrDocument
      case "window.showPreviousTab", "window.showNextTab", "window.moveTabToNewWindow",
        "window.mergeAllWindows":
        .never
      case "window.bringAllToFront": .windowOpen
      case let id
      where textEditing.contains(id) || id.hasPrefix("edit.find")
        || id == "edit.useSelectionForFind" || id == "edit.jumpToSelection":
        .responder
      default: nil
      }
    }
  }

  /// Whether a default item's rule holds with `chain` (SPEC §14's table).
  func defaultRuleHolds(_ rule: DefaultRule, chain: (Win, Int?)?) -> Bool {
    switch rule {
    case .always: return true
    case .never, .responder: return false
    case .windowOpen: return !windows.isEmpty
    case .windowOrDocument: return chain.map { [.window, .document].contains($0.0.kind) } ?? false
    case .closable:
      return chain.map { [.window, .document, .panel, .settings].contains($0.0.kind) } ?? false
    case .keyHasToolbar: return chain?.0.nodes.contains { $0.isToolbar } ?? false
    case .textInputInChain:
      guard let (window, start) = chain else { return false }
      var current = start
      while let index = current {
        if window.nodes[index].isTextInput { return true }
        current = window.nodes[index].parent
      }
      return false
    }
  }

  func menuItem(
    _ command: Command, chain: (Win, Int?)?? = nil, resolving: (String) -> Answer?
  ) -> MenuItem {
    var enabled = true
    let chain = chain ?? window(key).map { ($0, $0.focus) }
    if textResponder(command, chain: chain) != nil {
      enabled = true
    } else if command.requires == nil, defaultIDs.contains(command.id),
      let rule = DefaultRule.of(command.id)
    {
      enabled = defaultRuleHolds(rule, chain: chain)
    } else if let key = command.requires {
      if let found = resolving(key) {
        switch command.enabledIf {
        case .present: enabled = true
        case .nonEmpty: enabled = Self.isNonEmpty(found.value)
        case .true: enabled = Self.isTrue(found.value)
        }
      } else {
        enabled = false
      }
    }
    var title = command.title
    if command.id == "view.toggleFullScreen", defaultIDs.contains(command.id),
      title == "Enter Full Screen", window(key)?.isFullScreen == true
    {
      title = "Exit Full Screen"
    }
    if let rule = command.titleBy, let found = resolving(rule.key) {
      title = Self.isTrue(found.value) ? rule.whenTrue : rule.whenFalse
    }
    let checked = command.checkedBy.flatMap(resolving).map { Self.isTrue($0.value) } ?? false
    return MenuItem(id: command.id, title: title, isEnabled: enabled, isChecked: checked)
  }

  static let standardBefore = ["App", "File", "Edit", "Format", "View"]
  static let standardAfter = ["Window", "Help"]

  /// Menu titles in menu-bar order: the standard ones, customs between View and Window.
  var menuTitles: [String] {
    var custom: [String] = []
    let standard = Self.standardBefore + Self.standardAfter + [appName]
    for command in commands where !standard.contains(command.menu) && !custom.contains(command.menu)
    {
      custom.append(command.menu)
    }
    return Self.standardBefore + custom + Self.standardAfter
  }

  /// Commands in menu order: menu, then standard group (SwiftUI order), then declaration.
  private(set) var commandsInMenuOrder: [Command] = []

  /// AppKit's own items without a group (SPEC §14): they end their menu, after the app's
  /// items without a group.
  static let appKitTail: Set<String> = [
    "edit.startDictation", "edit.emojiAndSymbols", "view.showTabBar", "view.showAllTabs",
    "view.toggleFullScreen",
  ]

  /// A command whose menu is the app's name goes into the App menu. Within a menu: the
  /// groups in SwiftUI's order, then the app's commands without a group, then AppKit's own
  /// items without a group (`defaults` names the platform items the app has).
  static func menuOrder(
    of commands: [Command], titles: [String], appName: String, defaults: Set<String>
  ) -> [Command] {
    let groups = CommandGroupPlacement.allCases
    func rank(_ item: (offset: Int, element: Command)) -> (Int, Int, Int) {
      let menu = item.element.menu == appName ? "App" : item.element.menu
      let tail = defaults.contains(item.element.id) && appKitTail.contains(item.element.id)
      return (
        titles.firstIndex(of: menu) ?? 0,
        item.element.group.flatMap { groups.firstIndex(of: $0) } ?? (tail ? Int.max : Int.max - 1),
        item.offset
      )
    }
    return commands.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
  }

  /// The menu bar: `(menu title, items)`, empty menus left out, App titled by `appName`.
  func menuBar(appName: String) -> [(title: String, items: [MenuItem])] {
    var menus: [(title: String, items: [MenuItem])] = []
    for command in commandsInMenuOrder {
      let item = menuItem(command, resolving: resolve)
      let title = command.menu == "App" ? appName : command.menu
      if menus.last?.title == title {
        menus[menus.count - 1].items.append(item)
      } else {
        menus.append((title, [item]))
      }
    }
    return menus
  }

  // MARK: Dispatch (SPEC §4)

  func effectiveShortcut(_ command: Command) -> KeyboardShortcut? {
    userBindings[command.id] ?? command.shortcut
  }

  func isHardReserved(_ shortcut: KeyboardShortcut) -> Bool {
    if platform != .macOS, shortcut.modifiers.contains(.function) { return true }
    return ShortcutTables.reservation(of: shortcut, on: platform)?.strength == .hard
  }

  /// What a focused text input does with a key (SPEC §15), written out case by case.
  enum TextAnswer { case consumes, movesFocus, passes }

  func textAnswer(_ shortcut: KeyboardShortcut, multiline: Bool) -> TextAnswer {
    let mods = shortcut.modifiers
    let arrows: [KeyEquivalent] = [.upArrow, .downArrow, .leftArrow, .rightArrow]
    let commandOrControl = mods.contains(.command) || mods.contains(.control)
    if shortcut.key == .tab {
      if mods == [] || mods == .shift { return multiline ? .consumes : .movesFocus }
      if multiline, mods == .control || mods == [.control, .shift] { return .movesFocus }
      return .passes
    }
    if !commandOrControl {
      let passing: [KeyEquivalent] = [.escape, .clear]
      if passing.contains(shortcut.key)
        || shortcut.key.name.hasPrefix("f") && shortcut.key.name.count > 1
      {
        return .passes
      }
      if shortcut.key == .return { return multiline ? .consumes : .passes }
      return .consumes
    }
    if mods == .command || mods == [.command, .shift] {
      if arrows.contains(shortcut.key) { return .consumes }
      if mods == .command, shortcut.key == .delete { return .consumes }
      return .passes
    }
    if platform == .macOS, mods == .control, "abdefhklnoptvy".contains(shortcut.key.name),
      shortcut.key.name.count == 1
    {
      return .consumes
    }
    return .passes
  }

  /// SPEC §13: the platform's order of key handling.
  func dispatch(_ shortcut: KeyboardShortcut) -> Dispatch {
    if isHardReserved(shortcut) { return Dispatch(outcome: .reserved) }
    guard let keyWindow = window(key) else { return windowless(shortcut) }
    var firstDisabled: String?
    // The focus chain, innermost first: text inputs and local handlers.
    func chain(textFirst: Bool, textOnly: Bool = false, skipText: Bool = false) -> Dispatch? {
      var textNode: Int?
      var walk = keyWindow.focus
      while let index = walk {
        if keyWindow.nodes[index].isTextInput, textNode == nil { textNode = index }
        walk = keyWindow.nodes[index].parent
      }
      var current = keyWindow.focus
      if textFirst, let textNode {
        switch textAnswer(shortcut, multiline: keyWindow.nodes[textNode].isMultiline) {
        case .consumes:
          return Dispatch(outcome: .consumed, node: keyWindow.path(textNode).description)
        case .movesFocus: return Dispatch(outcome: .focus)
        case .passes: break
        }
      }
      if textOnly { return nil }
      while let index = current {
        let node = keyWindow.nodes[index]
        if node.isTextInput, !textFirst, !skipText, index == textNode {
          switch textAnswer(shortcut, multiline: node.isMultiline) {
          case .consumes:
            return Dispatch(outcome: .consumed, node: keyWindow.path(index).description)
          case .movesFocus: return Dispatch(outcome: .focus)
          case .passes: break
          }
        }
        // The first handler declared for the key decides; one that ignores it lets the key
        // go on outwards (SPEC §17).
        if let handler = node.keyHandlers.first(where: { $0.shortcut == shortcut }),
          handler.result == .handled
        {
          return Dispatch(outcome: .local, node: keyWindow.path(index).description)
        }
        current = node.parent
      }
      return nil
    }
    func menu() -> Dispatch? {
      let bound = commandsInMenuOrder.filter { effectiveShortcut($0) == shortcut }
      for command in bound where menuItem(command, resolving: resolve).isEnabled {
        return Dispatch(
          outcome: .performed, command: command.id,
          provider: provider(of: command))
      }
      if firstDisabled == nil { firstDisabled = bound.first?.id }
      return nil
    }
    // SPEC §16: the key window's tree in order, then the main window's (not blocked);
    // the first live control wins; a control runs its command only while it is enabled.
    func controls() -> Dispatch? {
      var windowsToSearch = [keyWindow]
      if let main = window(expectedMain), main.id != keyWindow.id, !isBlocked(main.id) {
        windowsToSearch.append(main)
      }
      for window in windowsToSearch {
        for (index, node) in window.nodes.enumerated() where node.isAvailable {
          for control in node.controls where control.shortcuts.contains(shortcut) {
            if control.isKeyWindowOnly, window.id != keyWindow.id { continue }
            guard let id = control.command else {
              return Dispatch(outcome: .control, node: window.path(index).description)
            }
            guard let command = commands.first(where: { $0.id == id }),
              menuItem(command, resolving: resolve).isEnabled
            else { continue }
            return Dispatch(
              outcome: .performed, command: id, node: window.path(index).description,
              provider: provider(of: command))
          }
        }
      }
      return nil
    }
    func tab() -> Dispatch? {
      shortcut.key == .tab && (shortcut.modifiers == [] || shortcut.modifiers == .shift)
        ? Dispatch(outcome: .focus) : nil
    }
    let decided: Dispatch?
    if platform == .macOS {
      let equivalent =
        shortcut.modifiers.contains(.command) || shortcut.modifiers.contains(.control)
      decided =
        equivalent
        ? controls() ?? menu() ?? chain(textFirst: false)
        : chain(textFirst: false) ?? controls() ?? menu() ?? tab()
    } else {
      // UIKit: text input and the focus system first, then key commands inside out.
      decided =
        chain(textFirst: true, textOnly: true)
        ?? (chainHasMultilineText(keyWindow) ? nil : tab())
        ?? chain(textFirst: false, textOnly: false, skipText: true) ?? controls() ?? menu()
    }
    if let decided { return decided }
    if let firstDisabled { return Dispatch(outcome: .disabled, command: firstDisabled) }
    return Dispatch(outcome: .unhandled)
  }

  /// SPEC §13, no key window: blocked after Quit, on iPadOS and iOS, and while hidden; a
  /// macOS app that is active gives the press to its menu bar, the commands resolved with
  /// the app's values alone and no window's chain.
  func windowless(_ shortcut: KeyboardShortcut) -> Dispatch {
    guard !hasQuit, platform == .macOS, !isHidden else { return Dispatch(outcome: .blocked) }
    func appValue(_ name: String) -> Answer? {
      appValues[name].flatMap { $0 == .null ? nil : Answer(value: $0, provider: "app") }
    }
    let bound = commandsInMenuOrder.filter { effectiveShortcut($0) == shortcut }
    for command in bound where menuItem(command, chain: .some(nil), resolving: appValue).isEnabled {
      return Dispatch(
        outcome: .performed, command: command.id,
        provider: command.requires.flatMap { appValue($0)?.provider })
    }
    if let first = bound.first { return Dispatch(outcome: .disabled, command: first.id) }
    return Dispatch(outcome: .unhandled)
  }

  private func chainHasMultilineText(_ window: Win) -> Bool {
    var current = window.focus
    while let index = current {
      if window.nodes[index].isTextInput { return window.nodes[index].isMultiline }
      current = window.nodes[index].parent
    }
    return false
  }

  /// Where Tab (or Shift-Tab) puts focus in the key window (SPEC §5): the next available
  /// focusable node in depth-first order, wrapping; from no focus, the first (or last).
  func tabTarget(backwards: Bool) -> NodePath? {
    guard let window = window(key) else { return nil }
    let candidates = window.nodes.indices.filter {
      window.nodes[$0].isAvailable && window.nodes[$0].isFocusable
    }
    guard !candidates.isEmpty else { return window.focus.map(window.path) }
    guard let focus = window.focus else {
      return window.path(backwards ? candidates[candidates.count - 1] : candidates[0])
    }
    if backwards {
      return window.path(candidates.last { $0 < focus } ?? candidates[candidates.count - 1])
    }
    return window.path(candidates.first { $0 > focus } ?? candidates[0])
  }

  // MARK: Accessibility (SPEC §6)

  func chain(from path: NodePath) -> (Win, [Int])? {
    guard let window = window(path.window), let start = window.index(of: path.node) else {
      return nil
    }
    var result: [Int] = []
    var current: Int? = start
    while let index = current {
      result.append(index)
      current = window.nodes[index].parent
    }
    return (window, result)
  }

  func accessibilityActions(at cursor: NodePath?) -> [String] {
    guard let cursor, let (window, chain) = chain(from: cursor) else { return [] }
    var seen = Set<String>()
    var result: [String] = []
    for index in chain {
      for name in window.nodes[index].actions where seen.insert(name).inserted {
        result.append("\(name)@\(window.path(index))")
      }
    }
    return result
  }

  /// `escape` / `magictap`: up the cursor's chain, to its window, then the app. With
  /// nothing focused in the key window, the key window's own handler comes first.
  func bubble(at cursor: NodePath?, magicTap: Bool) -> String? {
    var owner = window(key)
    if let cursor, let (window, chain) = chain(from: cursor) {
      owner = window
      for index in chain {
        if let name = magicTap ? window.nodes[index].magicTap : window.nodes[index].escape {
          return "\(name)@\(window.path(index))"
        }
      }
    }
    if let window = owner, let name = magicTap ? window.magicTap : window.escape {
      return "\(name)@scene:\(window.id)"
    }
    if magicTap, let name = appMagicTap { return "\(name)@app" }
    return nil
  }

  /// Resolution from the cursor: its own window's chain and scene values, then the app.
  func resolveAtCursor(_ name: String, cursor: NodePath?) -> Answer? {
    guard let cursor, let window = window(cursor.window), let node = window.index(of: cursor.node)
    else {
      return appValues[name].flatMap { $0 == .null ? nil : Answer(value: $0, provider: "app") }
    }
    return resolve(name, primary: (window, node), mainFallback: false)
  }

  // MARK: Context menus (SPEC §7)

  /// The entries of a selectable node's menu with their enabled state, resolved as if the
  /// node had focus (its window key; the main window still backs up a panel).
  func contextMenu(_ path: NodePath) -> [String]? {
    guard let window = window(path.window), let index = window.index(of: path.node) else {
      return nil
    }
    let node = window.nodes[index]
    guard node.isSelectable, node.isAvailable else { return nil }
    // No click reaches a window in the background or behind a sheet or alert.
    guard !isBackground(window), !isBlocked(window.id) else { return nil }
    let menu = node.contextMenu ?? ContextMenu()
    let entries: [String] =
      switch node.selection.count {
      case 0: menu.empty
      case 1: menu.single + menu.multiple
      default: menu.multiple
      }
    let canBeMain = window.kind == .window || window.kind == .document
    // A command listed in both `single` and `multiple` shows once (the library's
    // documented reading of SPEC §7; the demo app lists `note.pin` in both).
    var seen = Set<String>()
    return entries.filter { seen.insert($0).inserted }.compactMap { id in
      guard let command = commands.first(where: { $0.id == id }) else { return nil }
      let item = menuItem(command, chain: (window, index)) { name in
        resolve(name, primary: (window, index), mainFallback: !canBeMain)
      }
      return "\(id):\(item.isEnabled)"
    }
  }
}
