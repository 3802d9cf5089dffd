/// The simulated app: platform, window templates, open windows, app-level values and the
/// commands of its menu bar (SPEC §1). The aggregate root of the model.
///
/// `App` is a value: copy it to keep a state, and every operation that fails leaves it
/// unchanged. Mutations keep the indexes that make resolution and dispatch cheap up to
/// date. For sharing one app between tasks, wrap it in ``SharedApp``.
public struct App: Sendable {
  /// The app's name; the App menu shows it, and a command whose menu is titled with it
  /// belongs to the App menu.
  public var name: String {
    didSet {
      guard name != oldValue else { return }
      registry.setAppName(name)
      // The App menu's default titles name the app (`Quit Notes`).
      if registry.commands.contains(where: \.isPlatformDefault) { recomposeCommands() }
    }
  }
  /// The platform, which decides the reserved shortcuts.
  public internal(set) var platform: Platform {
    // Remembered presses were decided for the old platform.
    didSet { forgetResolutions() }
  }
  /// Values published at app level (resolution step 3).
  public internal(set) var appValues = FocusedValues() {
    didSet {
      valuesGeneration &+= 1
      forgetResolutions()
    }
  }
  /// Advances with every change to ``appValues``.
  private(set) var valuesGeneration: UInt64 = 0
  /// The app-level accessibility magic-tap handler.
  public var magicTap: NamedAction?

  /// Templates in declaration order.
  public internal(set) var templates: [WindowTemplate] = [] {
    // The platform's default items are enabled by the templates (New Window, Settings…),
    // so remembered presses may no longer hold.
    didSet { forgetResolutions() }
  }
  var templateIndex: [String: Int] = [:]
  /// Shortcuts that some template's node handles locally.
  var localHandlerShortcuts: Set<KeyboardShortcut> = []
  /// Shortcuts of some template's in-window controls.
  var controlShortcuts: Set<KeyboardShortcut> = []
  /// The keyboard layout key presses are typed on (SPEC §21); `us` by default. It changes
  /// which written shortcut a press names (``press(keys:)``), never how a written shortcut
  /// resolves, so no resolution cache depends on it and setting it advances no generation.
  public var layout = KeyboardLayout.us
  /// Left to right by default; right to left mirrors `automatic` shortcuts (SPEC §21). Like
  /// ``layout``, it only changes which written shortcut a press names.
  public var layoutDirection = LayoutDirection.leftToRight
  /// How focused values resolve: the platform's responder chain, or SwiftUI's key window
  /// only (SPEC §18).
  public internal(set) var semantics = ResolutionSemantics.platform {
    didSet { forgetResolutions() }
  }

  // The parts. Each owns its state, its invariants and a generation counter; the
  // resolution cache is keyed on the generations (``resolutionStamp``), and a change to a
  // part also clears it at once, so that it holds no value that was withdrawn.

  /// The open windows, key and main (see ``WindowStack``).
  var stack = WindowStack() {
    didSet { forgetResolutions() }
  }
  /// The commands the app declared, as declared, in declaration order: the registry holds
  /// them composed with the platform's default items (SPEC §14); ``commands`` lists both.
  public internal(set) var declaredCommands: [Command] = []
  /// What the app keeps of the platform's default items and which command sets it asks
  /// for (SPEC §14).
  public internal(set) var defaultCommandOptions = DefaultCommandOptions()
  /// Whether some template has a node of role `toolbar` (SPEC §14: Show/Hide Toolbar).
  var hasToolbarTemplate = false

  /// The commands, menus and bindings (see ``CommandRegistry``).
  var registry: CommandRegistry {
    didSet { forgetResolutions() }
  }
  /// What key dispatch knows about each shortcut, derived from the registry, the
  /// templates and the platform (see ``DispatchIndex``).
  var dispatchIndex: DispatchIndex {
    // Remembered presses name its entries.
    didSet { forgetResolutions() }
  }
  /// Resolutions key presses made in the state ``resolutionStamp`` names (see
  /// ``ResolutionMemo``). A press moves it out and back with `swap`.
  var resolutionCache = ResolutionMemo()
  /// Presses decided in the same state (see ``PressMemory``), forgotten with the cache.
  var pressMemory = PressMemory()

  /// Forgets every resolution and decided press: called when a part changes, so that no
  /// withdrawn value lives on in a cache.
  mutating func forgetResolutions() {
    resolutionCache.clear()
    pressMemory.clear()
  }

  /// Where the accessibility cursor was moved with `a11y focus`, and the key window and
  /// focus at that moment: any focus or key-window change since puts the cursor back on
  /// the focused node (SPEC §6).
  var accessibilityCursorOverride: (path: NodePath, key: String?, focus: NodePath?)?

  /// The generations of every part resolution reads.
  var resolutionStamp: ResolutionStamp {
    ResolutionStamp(
      windows: stack.generation, values: valuesGeneration, commands: registry.generation,
      semantics: semantics)
  }

  // MARK: The parts, as the rest of the library reads them

  /// Open windows, front to back (the ``WindowStack`` changes them, never the app).
  public var windows: [Window] {
    _read { yield stack.windows }
  }
  /// The key window's id.
  public var keyWindowID: String? { stack.keyWindowID }
  /// The main window's id.
  public var mainWindowID: String? { stack.mainWindowID }
  /// The key window's index.
  var keyWindowIndex: Int? { stack.keyIndex }
  /// The main window's index when resolution falls back to it (SPEC §2 step 2).
  var mainFallbackIndex: Int? { stack.mainFallbackIndex }
  /// Whether the external display is connected.
  public var isExternalDisplayConnected: Bool { stack.isExternalDisplayConnected }

  /// Commands in declaration order.
  public var commands: [Command] {
    _read { yield registry.commands }
  }
  /// User key bindings, replacing commands' default shortcuts.
  public var userBindings: [String: KeyboardShortcut] {
    _read { yield registry.userBindings }
  }
  var commandIndex: [String: Int] {
    _read { yield registry.commandIndex }
  }
  var commandSlots: [CommandSlots] {
    _read { yield registry.commandSlots }
  }
  var menuOrder: [Int] {
    _read { yield registry.menuOrder }
  }

  /// Creates an app with no windows and the platform's default menu items (SPEC §14);
  /// `defaultCommands` says which of them it keeps (all by default).
  public init(
    name: String, platform: Platform = .macOS,
    defaultCommands: DefaultCommandOptions = DefaultCommandOptions()
  ) {
    self.name = name
    self.platform = platform
    registry = CommandRegistry(appName: name)
    dispatchIndex = DispatchIndex(platform: platform, localHandlers: [], shortcutIndex: [:])
    defaultCommandOptions = defaultCommands
    recomposeCommands()
  }

  // MARK: Templates

  /// Adds a window template.
  ///
  /// - Throws: ``CommandKitError`` for a duplicate template name, duplicate node ids, a
  ///   local key handler whose shortcut the platform hard-reserves, or a context menu that
  ///   names a command not registered yet (register commands first, as a scene file's
  ///   `commands` come before its `templates`).
  public mutating func addTemplate(_ template: WindowTemplate) throws(CommandKitError) {
    try addTemplate(template, idsKnownUnique: false)
  }

  /// Adds a template; `idsKnownUnique` skips the duplicate-id check for a caller that has
  /// made it already (the scene-file decoder checks every tree's ids as it builds it).
  mutating func addTemplate(_ template: WindowTemplate, idsKnownUnique: Bool)
    throws(CommandKitError)
  {
    guard templateIndex[template.name] == nil else { throw .duplicateTemplate(template.name) }
    var seen = Set<String>()
    var hasToolbar = false
    var handled: [KeyboardShortcut] = []
    var controls: [KeyboardShortcut] = []
    // Walks sibling lists by position; children are visited last-first, so errors name
    // the same node as ever.
    var stack: [(siblings: [ViewNode], next: Int)] = [([template.root], 0)]
    while let top = stack.indices.last {
      let position = stack[top].next
      guard position >= 0 else {
        stack.removeLast()
        continue
      }
      stack[top].next = position - 1
      // The fields this needs, read one by one before anything else: copying the whole
      // node out of the array (`let node = siblings[position]`) retained and released
      // every one of its fields, for every node of every template.
      let siblings = stack[top].siblings
      let nodeID = siblings[position].id
      let role = siblings[position].role
      let contextMenu = siblings[position].contextMenu
      let nodeControls = siblings[position].controls
      let keyHandlers = siblings[position].keyHandlers
      let children = siblings[position].children
      guard idsKnownUnique || seen.insert(nodeID).inserted else {
        throw .duplicateNodeID(nodeID, template: template.name)
      }
      if role == ViewNode.toolbarRole { hasToolbar = true }
      if let menu = contextMenu {
        // The same check a scene file makes: a context menu names registered commands.
        for id in menu.empty + menu.single + menu.multiple
        where registry.commandIndex[id] == nil {
          throw .unknownCommandInContextMenu(
            id, template: template.name, node: nodeID,
            suggestion: closestMatch(to: id, in: registry.commands.map(\.id)))
        }
      }
      for control in nodeControls {
        if let id = control.command, registry.commandIndex[id] == nil {
          throw .unknownCommandInControl(
            id, template: template.name, node: nodeID, control: control.title,
            suggestion: closestMatch(to: id, in: registry.commands.map(\.id)))
        }
        for shortcut in control.shortcuts {
          if let reservation = reservedHard(shortcut) {
            throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
          }
          controls.append(shortcut)
        }
      }
      for handler in keyHandlers {
        guard let shortcut = handler.shortcut else { continue }
        if let reservation = reservedHard(shortcut) {
          throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
        }
        handled.append(shortcut)
      }
      if !children.isEmpty { stack.append((children, children.count - 1)) }
    }
    let contextBefore = platformMenuContext
    templateIndex[template.name] = templates.count
    templates.append(template)
    if hasToolbar { hasToolbarTemplate = true }
    let newHandled = handled.filter { localHandlerShortcuts.insert($0).inserted }
    let newControls = controls.filter { controlShortcuts.insert($0).inserted }
    if platformMenuContext != contextBefore {
      // A settings, window or document template or a toolbar brings default items.
      recomposeCommands()
    } else if !newHandled.isEmpty || !newControls.isEmpty {
      rebuildDispatchIndex()
    }
  }

  /// The template named `name`.
  public func template(named name: String) -> WindowTemplate? {
    templateIndex[name].map { templates[$0] }
  }

  // MARK: Commands

  /// Registers a command.
  ///
  /// - Throws: ``CommandKitError/reservedShortcut(_:use:platform:)`` when the platform
  ///   hard-reserves its shortcut (the error names the system function),
  ///   ``CommandKitError/duplicateCommand(_:)``, or
  ///   ``CommandKitError/unreadableKeyPath(command:keyPath:)`` for a typed command whose key
  ///   path's accessor reads no ``FocusedValueKey``.
  /// A command with a platform default's standard id replaces that default, a command with
  /// a ``Command/placement`` goes before, after or in place of its group's defaults, and a
  /// command on ⌘N takes it from New Window (SPEC §14).
  public mutating func register(_ command: Command) throws(CommandKitError) {
    try checkRequirement(of: command)
    if changesDefaults(command) {
      try register([command])
      return
    }
    try append(command)
    declaredCommands.append(command)
    if let (shortcut, bound) = registry.insertIntoIndexes(registry.commands.count - 1) {
      dispatchIndex.setCommands(bound, for: shortcut, on: platform)
    }
    checkCommandInvariants()
  }

  /// Registers several commands; on error none of them is added.
  /// - Complexity: O(n log n) in the number of commands: the indexes are rebuilt once.
  public mutating func register(_ newCommands: [Command]) throws(CommandKitError) {
    var ids = Set(declaredCommands.map(\.id))
    for command in newCommands {
      guard ids.insert(command.id).inserted else { throw .duplicateCommand(command.id) }
      try checkRequirement(of: command)
      if let shortcut = command.shortcut, let reservation = reservedHard(shortcut) {
        throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
      }
    }
    declaredCommands += newCommands
    recomposeCommands()
  }

  /// Refuses a typed command whose key path names no value (see
  /// ``Command/unreadableKeyPath``).
  private func checkRequirement(of command: Command) throws(CommandKitError) {
    if let keyPath = command.unreadableKeyPath {
      throw .unreadableKeyPath(command: command.id, keyPath: keyPath)
    }
  }

  /// Checks and stores a command without updating the menu and shortcut indexes.
  private mutating func append(_ command: Command) throws(CommandKitError) {
    if let shortcut = command.shortcut, let reservation = reservedHard(shortcut) {
      guard registry.commandIndex[command.id] == nil else {
        throw .duplicateCommand(command.id)
      }
      throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
    }
    try registry.append(command)
  }

  /// The command with `id`.
  public func command(_ id: String) -> Command? {
    registry.commandIndex[id].map { registry.commands[$0] }
  }

  /// The shortcut a command answers to: the user's binding, else its default.
  public func effectiveShortcut(of id: String) -> KeyboardShortcut? {
    registry.commandIndex[id].flatMap { registry.effectiveShortcut(at: $0) }
  }

  /// Commands in menu order.
  public var commandsInMenuOrder: [Command] { registry.menuOrder.map { registry.commands[$0] } }

  /// Gives a command a new shortcut in place of its default, as macOS App Shortcuts do.
  ///
  /// - Throws: ``CommandKitError`` for an unknown command or a hard-reserved shortcut.
  public mutating func bind(_ shortcut: KeyboardShortcut, to id: String) throws(CommandKitError) {
    try requireCommand(id)
    if let reservation = reservedHard(shortcut) {
      throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
    }
    registry.setBinding(shortcut, for: id)
    rebuildDispatchIndex()
  }

  /// Drops a user binding; the command's default shortcut applies again.
  public mutating func unbind(_ id: String) throws(CommandKitError) {
    try requireCommand(id)
    registry.setBinding(nil, for: id)
    rebuildDispatchIndex()
  }

  /// The position of command `id`, or an error that suggests the closest id.
  @discardableResult
  func requireCommand(_ id: String) throws(CommandKitError) -> Int {
    guard let position = registry.commandIndex[id] else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: registry.commands.map(\.id)))
    }
    return position
  }

  /// Chooses how focused values resolve (SPEC §18): `.platform` (the key window, then the
  /// main window, then the app) or `.swiftui` (the key window, then the app).
  public mutating func setSemantics(_ semantics: ResolutionSemantics) {
    self.semantics = semantics
  }

  /// Switches the platform. Shortcuts the new platform reserves stay declared; key
  /// dispatch then rejects them and the audit reports them.
  public mutating func setPlatform(_ platform: Platform) {
    self.platform = platform
    // Each platform has its own default items (SPEC §14).
    recomposeCommands()
  }

  /// Rebuilds the menu order, the shortcut index and the dispatch index from scratch.
  /// - Complexity: O(n log n) in the number of commands.
  mutating func rebuildCommandIndexes() {
    registry.rebuildIndexes()
    rebuildDispatchIndex()
    checkCommandInvariants()
  }

  /// Rebuilds the dispatch index from the registry, the templates and the platform.
  mutating func rebuildDispatchIndex() {
    dispatchIndex = DispatchIndex(
      platform: platform, localHandlers: localHandlerShortcuts, controls: controlShortcuts,
      shortcutIndex: registry.shortcutIndex)
  }

  /// The hard reservation of `shortcut` on the current platform, if any.
  func reservedHard(_ shortcut: KeyboardShortcut) -> Reservation? {
    guard let reservation = ShortcutTables.reservation(of: shortcut, on: platform),
      reservation.strength == .hard
    else { return nil }
    return reservation
  }

  /// The menu titles in menu-bar order: the standard menus with custom ones between View
  /// and Window in declaration order.
  var menuTitles: [String] { registry.menuTitles }

  // MARK: App values

  /// Publishes (or with `nil`/`null` withdraws) an app-level value.
  public mutating func setAppValue(_ value: (any Sendable)?, named name: String) {
    appValues[name: name] = value
  }

  /// Publishes a typed app-level value.
  public mutating func setAppValue<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) {
    appValues[keyPath: keyPath] = value
  }
}
