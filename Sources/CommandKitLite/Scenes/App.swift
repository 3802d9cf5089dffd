/// The simulated app: platform, window templates, open windows, app-level values and the
/// commands of its menu bar (SPEC §1). The aggregate root of the model.
///
/// `App` is a value: copy it to keep a state, and every operation that fails leaves it
/// unchanged. Mutations keep the indexes that make resolution and dispatch cheap up to
/// date. For sharing one app between tasks, wrap it in ``SharedApp``.
public struct App: Sendable {
  /// The app's name; the App menu shows it.
  public var name: String
  /// The platform, which decides the reserved shortcuts.
  public internal(set) var platform: Platform
  /// Values published at app level (resolution step 3).
  public internal(set) var appValues = FocusedValues() {
    didSet { resolutionCache.invalidate() }
  }
  /// The app-level accessibility magic-tap handler.
  public var magicTap: NamedAction?

  /// Templates in declaration order.
  public internal(set) var templates: [WindowTemplate] = []
  var templateIndex: [String: Int] = [:]

  /// Open windows, front to back.
  public internal(set) var windows: [Window] = [] {
    didSet { resolutionCache.invalidate() }
  }
  /// The key window's id.
  public internal(set) var keyWindowID: String? {
    didSet { resolutionCache.invalidate() }
  }
  /// The main window's id.
  public internal(set) var mainWindowID: String? {
    didSet { resolutionCache.invalidate() }
  }
  /// Derived in `didChangeWindows()`, the only place windows move or change key status:
  /// the key window's index, and the main window's index when resolution falls back to
  /// it (it is not the key window and is not blocked). Resolution reads these instead of
  /// searching the windows by id on every press.
  var keyWindowIndex: Int? {
    didSet { resolutionCache.invalidate() }
  }
  var mainFallbackIndex: Int? {
    didSet { resolutionCache.invalidate() }
  }
  /// Resolutions key presses made in the current state; every property above that
  /// resolution reads invalidates it when it changes (see ``ResolutionMemo``).
  /// A press moves it out and back with `swap`, which copies no references; while the
  /// press decides, an empty memo stands in, and the press changes nothing.
  var resolutionCache = ResolutionMemo()

  /// Commands in declaration order.
  public internal(set) var commands: [Command] = []
  var commandIndex: [String: Int] = [:]
  /// The value names commands read, each given a small integer slot at registration, and
  /// each command's slots (parallel to `commands`): memos are arrays indexed by slot, so a
  /// memoized resolution costs no string hashing.
  var valueSlots: [String: Int] = [:]
  var commandSlots: [CommandSlots] = []
  /// Each command's action when it reads only the value (a typed command's), parallel to
  /// `commands`. Unretained: `commands` holds every one of them strongly for as long as
  /// this array exists (commands are only ever appended, together with their entry here),
  /// so a press calls the action without a retain and release pair.
  var valueActions: [Unmanaged<CommandAction>?] = []
  /// Command indexes in menu order (menus, then groups, then declaration).
  var menuOrder: [Int] = []
  /// Custom menus in declaration order, and each one's place among them.
  var customMenus: [String] = []
  var customMenuRank: [String: Int] = [:]
  /// User key bindings, replacing commands' default shortcuts.
  public internal(set) var userBindings: [String: KeyboardShortcut] = [:]
  /// Effective shortcut to command indexes, in menu order.
  var shortcutIndex: [KeyboardShortcut: [Int]] = [:]
  /// Shortcuts that some template's node handles locally.
  var localHandlerShortcuts: Set<KeyboardShortcut> = []
  /// What key dispatch needs to know about a shortcut, found with one hash lookup: see
  /// ``DispatchEntry``. Derived from `shortcutIndex`, `localHandlerShortcuts` and the
  /// platform's reserved shortcuts.
  /// The index maps a shortcut to a position in `dispatchEntries`, so a press reads the
  /// entry's fields in place instead of copying it (and retaining its array) out of a
  /// dictionary.
  var dispatchIndex: [KeyboardShortcut: Int] = [:]
  var dispatchEntries: [DispatchEntry] = []
  /// The same index by integer code, for the shortcuts that have one (see
  /// ``ShortcutCodeTable``): a press looks its shortcut up here without hashing it.
  var dispatchCodes = ShortcutCodeTable()

  /// Whether the external display is connected.
  public internal(set) var isExternalDisplayConnected = false
  /// State saved for windows closed by a display disconnect, by window id.
  var savedDisplayState: [String: SavedDisplayWindow] = [:]
  /// Where the accessibility cursor was moved with `a11y focus`, and the key window and
  /// focus at that moment: any focus or key-window change since puts the cursor back on
  /// the focused node (SPEC §6).
  var accessibilityCursorOverride: (path: NodePath, key: String?, focus: NodePath?)?

  /// Creates an empty app.
  public init(name: String, platform: Platform = .macOS) {
    self.name = name
    self.platform = platform
    rebuildDispatchIndex()
  }

  // MARK: Templates

  /// Adds a window template.
  ///
  /// - Throws: ``CommandKitError`` for a duplicate template name, duplicate node ids, or a
  ///   local key handler whose shortcut the platform hard-reserves.
  public mutating func addTemplate(_ template: WindowTemplate) throws(CommandKitError) {
    try addTemplate(template, idsKnownUnique: false)
  }

  /// Adds a template; `idsKnownUnique` skips the duplicate-id check for a caller that has
  /// made it already (the scene-file decoder checks every tree's ids as it builds it).
  mutating func addTemplate(_ template: WindowTemplate, idsKnownUnique: Bool)
    throws(CommandKitError)
  {
    guard templateIndex[template.name] == nil else {
      throw .invalidValue("template '\(template.name)'", reason: "a template with this name exists; template names must be unique")
    }
    var seen = Set<String>()
    var handled: [KeyboardShortcut] = []
    // Walks sibling lists by position rather than pushing node copies (each copy retains
    // every field); children are visited last-first, so errors name the same node as ever.
    var stack: [(siblings: [ViewNode], next: Int)] = [([template.root], 0)]
    while let top = stack.indices.last {
      let siblings = stack[top].siblings
      let position = stack[top].next
      guard position >= 0 else {
        stack.removeLast()
        continue
      }
      stack[top].next = position - 1
      let (id, keyHandlers, children) = siblings.withBorrowedElement(at: position) {
        ($0.id, $0.keyHandlers, $0.children)
      }
      guard idsKnownUnique || seen.insert(id).inserted else {
        throw .invalidValue("template '\(template.name)'", reason: "duplicate id \"\(id)\" (ids must be unique within a window)")
      }
      for handler in keyHandlers {
        if let shortcut = handler.shortcut, let reservation = reservedHard(shortcut) {
          throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
        }
        if let shortcut = handler.shortcut { handled.append(shortcut) }
      }
      if !children.isEmpty { stack.append((children, children.count - 1)) }
    }
    templateIndex[template.name] = templates.count
    templates.append(template)
    let newShortcuts = handled.filter { localHandlerShortcuts.insert($0).inserted }
    if !newShortcuts.isEmpty { rebuildDispatchIndex() }
  }

  /// The template named `name`.
  public func template(named name: String) -> WindowTemplate? {
    templateIndex[name].map { templates[$0] }
  }

  // MARK: Commands

  /// Registers a command.
  ///
  /// - Throws: ``CommandKitError/reservedShortcut(_:use:platform:)`` when the platform
  ///   hard-reserves its shortcut (the error names the system function), or
  ///   ``CommandKitError/duplicateCommand(_:)``.
  public mutating func register(_ command: Command) throws(CommandKitError) {
    try append(command)
    insertIntoCommandIndexes(commands.count - 1)
  }

  /// Registers several commands; on error none of them is added.
  /// - Complexity: O(n log n) in the number of commands: the indexes are rebuilt once.
  public mutating func register(_ newCommands: [Command]) throws(CommandKitError) {
    var copy = self
    for command in newCommands { try copy.append(command) }
    copy.rebuildCommandIndexes()
    self = copy
  }

  /// Checks and stores a command without updating the menu and shortcut indexes.
  private mutating func append(_ command: Command) throws(CommandKitError) {
    guard commandIndex[command.id] == nil else { throw .duplicateCommand(command.id) }
    if let shortcut = command.shortcut, let reservation = reservedHard(shortcut) {
      throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
    }
    commandIndex[command.id] = commands.count
    commands.append(command)
    valueActions.append(
      command.action.flatMap { $0.valueBody == nil ? nil : Unmanaged.passUnretained($0) })
    commandSlots.append(
      CommandSlots(
        requires: valueSlot(interning: command.requires),
        checkedBy: valueSlot(interning: command.checkedBy),
        titleBy: valueSlot(interning: command.titleBy?.key)))
  }

  /// The slot of a value name commands read, given one if it has none; -1 for `nil`.
  private mutating func valueSlot(interning name: String?) -> Int {
    guard let name else { return -1 }
    if let slot = valueSlots[name] { return slot }
    let slot = valueSlots.count
    valueSlots[name] = slot
    return slot
  }

  /// The command with `id`.
  public func command(_ id: String) -> Command? {
    commandIndex[id].map { commands[$0] }
  }

  /// The shortcut a command answers to: the user's binding, else its default.
  public func effectiveShortcut(of id: String) -> KeyboardShortcut? {
    userBindings[id] ?? command(id)?.shortcut
  }

  /// Commands in menu order.
  public var commandsInMenuOrder: [Command] { menuOrder.map { commands[$0] } }

  /// Gives a command a new shortcut in place of its default, as macOS App Shortcuts do.
  ///
  /// - Throws: ``CommandKitError`` for an unknown command or a hard-reserved shortcut.
  public mutating func bind(_ shortcut: KeyboardShortcut, to id: String) throws(CommandKitError) {
    guard commandIndex[id] != nil else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: commands.map(\.id)))
    }
    if let reservation = reservedHard(shortcut) {
      throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
    }
    userBindings[id] = shortcut
    rebuildCommandIndexes()
  }

  /// Drops a user binding; the command's default shortcut applies again.
  public mutating func unbind(_ id: String) throws(CommandKitError) {
    guard commandIndex[id] != nil else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: commands.map(\.id)))
    }
    userBindings[id] = nil
    rebuildCommandIndexes()
  }

  /// Switches the platform. Shortcuts the new platform reserves stay declared; key
  /// dispatch then rejects them and the audit reports them.
  public mutating func setPlatform(_ platform: Platform) {
    self.platform = platform
    rebuildDispatchIndex()
  }

  /// Rebuilds ``dispatchIndex``.
  /// - Complexity: O(bound shortcuts + handled shortcuts + the platform's reserved ones).
  mutating func rebuildDispatchIndex() {
    var index: [KeyboardShortcut: DispatchEntry] = [:]
    let platform = platform
    func entry(_ shortcut: KeyboardShortcut) -> DispatchEntry {
      DispatchEntry(reservation: ShortcutTables.reservation(of: shortcut, on: platform))
    }
    for shortcut in ShortcutTables.reservedShortcuts(on: platform).keys {
      index[shortcut] = entry(shortcut)
    }
    for shortcut in localHandlerShortcuts {
      index[shortcut, default: entry(shortcut)].hasLocalHandlers = true
    }
    for (shortcut, commands) in shortcutIndex {
      index[shortcut, default: entry(shortcut)].commands = commands
    }
    dispatchIndex = [:]
    dispatchIndex.reserveCapacity(index.count)
    dispatchCodes.removeAll()
    dispatchEntries = []
    dispatchEntries.reserveCapacity(index.count)
    for (shortcut, entry) in index {
      indexDispatchEntry(dispatchEntries.count, for: shortcut)
      dispatchEntries.append(entry)
    }
  }

  /// Indexes dispatch entry `entry` for `shortcut`, by shortcut and, when it has one, by
  /// code.
  private mutating func indexDispatchEntry(_ entry: Int, for shortcut: KeyboardShortcut) {
    dispatchIndex[shortcut] = entry
    if let code = ShortcutCodeTable.canonicalCode(of: shortcut) { dispatchCodes.set(entry, for: code) }
  }

  /// The dispatch entry of `shortcut`: by code when its key has one, else by hashing it.
  func dispatchEntry(for shortcut: KeyboardShortcut) -> Int? {
    if let code = ShortcutCodeTable.code(of: shortcut) { return dispatchCodes.value(for: code) }
    return dispatchIndex[shortcut]
  }


  /// The reservation of a shortcut, from its dispatch entry when it has one.
  func reservation(of shortcut: KeyboardShortcut, entry: Int?) -> Reservation? {
    if let entry { return dispatchEntries[entry].reservation }
    guard mayBeReservedByRule(shortcut) else { return nil }
    return ShortcutTables.reservation(of: shortcut, on: platform)
  }

  /// Whether ``reservation(of:entry:)`` would find one, without copying it out.
  func isReserved(_ shortcut: KeyboardShortcut, entry: Int?) -> Bool {
    if let entry { return dispatchEntries[entry].reservation != nil }
    return mayBeReservedByRule(shortcut)
      && ShortcutTables.reservation(of: shortcut, on: platform) != nil
  }

  /// Every shortcut of the platform's table is indexed; only the rule for `fn` remains.
  private func mayBeReservedByRule(_ shortcut: KeyboardShortcut) -> Bool {
    platform != .macOS && shortcut.modifiers.contains(.function)
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
  var menuTitles: [String] {
    let before = [StandardMenu.app, .file, .edit, .format, .view].map(\.rawValue)
    return before + customMenus + [StandardMenu.window.rawValue, StandardMenu.help.rawValue]
  }

  /// A menu's rank in the menu bar. Window and Help rank last whatever custom menus come
  /// later, so adding a command never reorders the existing ones.
  func menuRank(_ menu: String) -> Int {
    switch StandardMenu(rawValue: menu) {
    case .app: 0
    case .file: 1
    case .edit: 2
    case .format: 3
    case .view: 4
    case .window: Int.max - 1
    case .help: Int.max
    case nil: 5 + (customMenuRank[menu] ?? 0)
    }
  }

  /// The sort key of the command at `position` in menu order.
  private func menuKey(_ position: Int) -> (Int, Int, Int) {
    let command = commands[position]
    return (menuRank(command.menu), command.group?.rank ?? Int.max, position)
  }

  /// Rebuilds the menu order and the shortcut index from scratch.
  /// - Complexity: O(n log n) in the number of commands.
  mutating func rebuildCommandIndexes() {
    customMenus = []
    customMenuRank = [:]
    for command in commands { noteCustomMenu(command.menu) }
    // Keys first, then sort: a comparator that called `menuKey` would capture the whole
    // app and copy it for every comparison.
    let keys = commands.indices.map { menuKey($0) }
    menuOrder = commands.indices.sorted { keys[$0] < keys[$1] }
    var index: [KeyboardShortcut: [Int]] = [:]
    for position in menuOrder {
      if let shortcut = userBindings[commands[position].id] ?? commands[position].shortcut {
        index[shortcut, default: []].append(position)
      }
    }
    shortcutIndex = index
    rebuildDispatchIndex()
    assertCommandIndexesMatchRebuild(rebuilt: true)
  }

  /// Adds the command just appended at `position` to the menu order and shortcut index,
  /// exactly where a rebuild would put it.
  /// - Complexity: O(log n) comparisons plus the array insertions.
  private mutating func insertIntoCommandIndexes(_ position: Int) {
    noteCustomMenu(commands[position].menu)
    let key = menuKey(position)
    menuOrder.insert(position, at: menuOrder.partitionPoint { menuKey($0) > key })
    if let shortcut = userBindings[commands[position].id] ?? commands[position].shortcut {
      var bound = shortcutIndex[shortcut, default: []]
      bound.insert(position, at: bound.partitionPoint { menuKey($0) > key })
      shortcutIndex[shortcut] = bound
      if let entry = dispatchIndex[shortcut] {
        dispatchEntries[entry].commands = bound
      } else {
        var entry = DispatchEntry(reservation: ShortcutTables.reservation(of: shortcut, on: platform))
        entry.commands = bound
        indexDispatchEntry(dispatchEntries.count, for: shortcut)
        dispatchEntries.append(entry)
      }
    }
    assertCommandIndexesMatchRebuild(rebuilt: false)
  }

  private mutating func noteCustomMenu(_ menu: String) {
    guard StandardMenu(rawValue: menu) == nil, customMenuRank[menu] == nil else { return }
    customMenuRank[menu] = customMenus.count
    customMenus.append(menu)
  }

  /// In checked builds, the incremental indexes equal a rebuild's.
  private func assertCommandIndexesMatchRebuild(rebuilt: Bool) {
    #if COMMANDKIT_INTERNAL_CHECKS
      checkCommandInvariants()
      guard !rebuilt else { return }
      var fresh = self
      fresh.rebuildCommandIndexes()
      assert(fresh.menuOrder == menuOrder, "incremental menu order differs from a rebuild")
      assert(fresh.shortcutIndex == shortcutIndex, "incremental shortcut index differs")
      assert(fresh.customMenus == customMenus, "incremental custom menus differ")
      assert(
        fresh.dispatchIndex.mapValues { fresh.dispatchEntries[$0] }
          == dispatchIndex.mapValues { dispatchEntries[$0] },
        "incremental dispatch index differs")
      // Every indexed shortcut is found by code, when it has one, as by hashing.
      for (shortcut, entry) in dispatchIndex {
        assert(dispatchEntry(for: shortcut) == entry, "\(shortcut): code index differs")
      }
      assert(
        dispatchCodes.count == dispatchIndex.keys.filter {
          ShortcutCodeTable.canonicalCode(of: $0) != nil
        }.count, "the code index has entries the shortcut index has not")
    #endif
  }

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

extension Array {
  /// The first index whose element satisfies `belongs`, for an array where every element
  /// that satisfies it comes after every one that does not (binary search).
  func partitionPoint(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// The value slots of one command's keys (see `App.valueSlots`); -1 where it has none.
struct CommandSlots: Sendable {
  var requires: Int
  var checkedBy: Int
  var titleBy: Int
}

/// What key dispatch needs to know about one shortcut (SPEC §4), in one hash lookup.
struct DispatchEntry: Sendable, Equatable {
  /// The platform's reservation (step 1).
  var reservation: Reservation?
  /// Commands bound to it, in menu order (step 4).
  var commands: [Int] = []
  /// Whether some template has a node with a local handler for it (step 3).
  var hasLocalHandlers = false
}
