/// The commands of the menu bar with their menu order, user bindings and shortcut index
/// (SPEC §3, §4), and the declarations they are composed from (the app's commands and what
/// it keeps of the platform's default items, SPEC §14): the part of ``App`` that owns
/// commands.
///
/// The registry owns its invariants: ids are unique, every command has its value slots,
/// the menu order and the shortcut index are exactly what a rebuild from the commands and
/// bindings gives (checked in debug builds after every registration).
///
/// Every change advances ``generation``: all of the registry's state is one stored property
/// with a `didSet`, so a field added to ``State`` later is covered too. The resolution
/// cache is keyed on it, since commands decide which value slots exist.
struct CommandRegistry: Sendable {
  /// Everything the registry holds.
  struct State: Sendable {
    var commands: [Command] = []
    var commandIndex: [String: Int] = [:]
    /// The value names commands read, each given a small integer slot at registration:
    /// memos are arrays indexed by slot, so a memoized resolution costs no string hashing.
    var valueSlots: [String: Int] = [:]
    /// Each command's slots, parallel to `commands`.
    var commandSlots: [CommandSlots] = []
    /// Command indexes in menu order (menus, then groups, then declaration).
    var menuOrder: [Int] = []
    /// Custom menus in declaration order, and each one's place among them.
    var customMenus: [String] = []
    var customMenuRank: [String: Int] = [:]
    /// User key bindings, replacing commands' default shortcuts.
    var userBindings: [String: KeyboardShortcut] = [:]
    /// Effective shortcut to command indexes, in menu order.
    var shortcutIndex: [KeyboardShortcut: [Int]] = [:]
    /// The app's name: a command whose menu is titled with it belongs to the App menu.
    var appName = ""
    /// Ids that ``replaceCommands(with:menuTail:)`` was given more than once (a library bug).
    var repeatedIDs: [String] = []
    /// The commands the app declared, as declared, in declaration order; ``commands`` holds
    /// them composed with the platform's default items (`App.composedCommands()`).
    var declared: [Command] = []
    /// What the app keeps of the platform's default items and which command sets it asks
    /// for (SPEC §14).
    var options = DefaultCommandOptions()
    /// The ids of the platform's own items without a group (Start Dictation, Emoji &
    /// Symbols, Show Tab Bar, Show All Tabs, Enter Full Screen), which end their menu
    /// (SPEC §14); given with the composed commands.
    var menuTailIDs: Set<String> = []
  }

  private var state = State() {
    didSet { generation &+= 1 }
  }
  /// Advances with every change to the registry.
  private(set) var generation: UInt64 = 0

  init(appName: String, options: DefaultCommandOptions = DefaultCommandOptions()) {
    state.appName = appName
    state.options = options
  }

  /// The app's name, which titles the App menu.
  var appName: String { state.appName }
  /// The commands the app declared, in declaration order.
  var declared: [Command] {
    _read { yield state.declared }
  }
  /// What the app keeps of the platform's default items (SPEC §14).
  var options: DefaultCommandOptions { state.options }

  var commands: [Command] {
    _read { yield state.commands }
  }
  var commandIndex: [String: Int] {
    _read { yield state.commandIndex }
  }
  var valueSlots: [String: Int] {
    _read { yield state.valueSlots }
  }
  var commandSlots: [CommandSlots] {
    _read { yield state.commandSlots }
  }
  var menuOrder: [Int] {
    _read { yield state.menuOrder }
  }
  var customMenus: [String] {
    _read { yield state.customMenus }
  }
  var userBindings: [String: KeyboardShortcut] {
    _read { yield state.userBindings }
  }
  var shortcutIndex: [KeyboardShortcut: [Int]] {
    _read { yield state.shortcutIndex }
  }

  /// The shortcut command `position` answers to: the user's binding, else its default.
  func effectiveShortcut(at position: Int) -> KeyboardShortcut? {
    let id = state.commands[position].id
    return state.userBindings.isEmpty
      ? state.commands[position].shortcut
      : state.userBindings[id] ?? state.commands[position].shortcut
  }

  // MARK: Registering

  /// Stores a command without updating the menu and shortcut indexes.
  /// - Throws: ``CommandKitError/duplicateCommand(_:)``.
  mutating func append(_ command: Command) throws(CommandKitError) {
    guard state.commandIndex[command.id] == nil else { throw .duplicateCommand(command.id) }
    state.commandIndex[command.id] = state.commands.count
    state.commands.append(command)
    state.commandSlots.append(slots(of: command))
  }

  /// A command's value slots, interning the names it reads.
  private mutating func slots(of command: Command) -> CommandSlots {
    CommandSlots(
      requires: valueSlot(interning: command.requires),
      checkedBy: valueSlot(interning: command.checkedBy),
      titleBy: valueSlot(interning: command.titleBy?.key),
      enabledIf: command.enabledIf,
      isTextEditing: StandardCommand.textResponderIDs.contains(command.id),
      platformEnablement: command.requires == nil ? command.platformEnablement : nil,
      isDisabled: command.isDisabled)
  }

  /// Records declared commands, in declaration order; the caller composes or indexes them.
  mutating func declare(_ commands: consuming [Command]) {
    // The first declaration takes the caller's array as it is (no copy of 100,000
    // commands while they are composed, issue 28); later ones append.
    if state.declared.isEmpty {
      state.declared = commands
    } else {
      state.declared += commands
    }
  }

  /// Changes what the app keeps of the platform's defaults; the caller composes again.
  mutating func setOptions(_ options: DefaultCommandOptions) {
    state.options = options
  }

  /// Replaces every command with `commands` (ids unique: the app composes them from its
  /// declared commands and the platform's defaults, SPEC §14) and rebuilds the indexes.
  /// The app's name, the declarations, the options, the user bindings and the value slots
  /// stay. Commands whose ids are in `menuTail` and that have no group end their menu.
  mutating func replaceCommands(with commands: consuming [Command], menuTail: Set<String> = []) {
    var fresh = State()
    fresh.menuTailIDs = menuTail
    fresh.appName = state.appName
    fresh.declared = state.declared
    fresh.options = state.options
    fresh.userBindings = state.userBindings
    fresh.valueSlots = state.valueSlots
    state = fresh
    // The composed array becomes the registry's as it is: moved in after `fresh` is
    // stored, so no other reference to it is alive and no append copies it (a copy made
    // one more array of every command alive while registering, issue 28).
    state.commands = commands
    state.commandIndex.reserveCapacity(state.commands.count)
    state.commandSlots.reserveCapacity(state.commands.count)
    for position in state.commands.indices {
      let id = state.commands[position].id
      guard state.commandIndex[id] == nil else {
        // Ids are unique by construction (``App/composedCommands()``). A repeated one would
        // be a bug in the composition, never bad input: the first is kept and the repeat
        // is recorded, which ``invariantViolations()`` reports (checked after every
        // registration in debug builds, and by the tests).
        dropRepeatedIDs()
        break
      }
      state.commandIndex[id] = position
      state.commandSlots.append(slots(of: state.commands[position]))
    }
    rebuildIndexes()
  }

  /// Keeps the first command of each id and records the repeats (see
  /// ``replaceCommands(with:menuTail:)``); re-indexes the commands from scratch.
  private mutating func dropRepeatedIDs() {
    let all = state.commands
    state.commands = []
    state.commandIndex = [:]
    state.commandSlots = []
    for command in all {
      do throws(CommandKitError) { try append(command) } catch {
        state.repeatedIDs.append(command.id)
      }
    }
  }

  /// The slot of a value name commands read, given one if it has none; -1 for `nil`.
  private mutating func valueSlot(interning name: String?) -> Int {
    guard let name else { return -1 }
    if let slot = state.valueSlots[name] { return slot }
    let slot = state.valueSlots.count
    state.valueSlots[name] = slot
    return slot
  }

  /// Adds the command just appended at `position` to the menu order and shortcut index,
  /// exactly where a rebuild would put it.
  /// - Returns: its effective shortcut and every command bound to it, in menu order.
  /// - Complexity: O(log n) comparisons plus the array insertions.
  mutating func insertIntoIndexes(_ position: Int) -> (KeyboardShortcut, [Int])? {
    noteCustomMenu(state.commands[position].menu)
    let key = menuKey(position)
    state.menuOrder.insert(position, at: state.menuOrder.partitionPoint { menuKey($0) > key })
    guard let shortcut = effectiveShortcut(at: position) else { return nil }
    var bound = state.shortcutIndex[shortcut, default: []]
    bound.insert(position, at: bound.partitionPoint { menuKey($0) > key })
    state.shortcutIndex[shortcut] = bound
    return (shortcut, bound)
  }

  /// Rebuilds the menu order and the shortcut index from scratch.
  /// - Complexity: O(n log n) in the number of commands.
  mutating func rebuildIndexes() {
    state.customMenus = []
    state.customMenuRank = [:]
    for command in state.commands { noteCustomMenu(command.menu) }
    // Keys first, then sort: a comparator that called `menuKey` would capture the whole
    // registry and copy it for every comparison.
    let keys = state.commands.indices.map { menuKey($0) }
    state.menuOrder = state.commands.indices.sorted { keys[$0] < keys[$1] }
    var index: [KeyboardShortcut: [Int]] = [:]
    for position in state.menuOrder {
      if let shortcut = effectiveShortcut(at: position) {
        index[shortcut, default: []].append(position)
      }
    }
    state.shortcutIndex = index
  }

  /// Gives command `id` a user binding (or, with `nil`, drops it) and rebuilds the indexes.
  mutating func setBinding(_ shortcut: KeyboardShortcut?, for id: String) {
    state.userBindings[id] = shortcut
    rebuildIndexes()
  }

  /// Renames the app, whose name titles the App menu, and rebuilds the indexes.
  mutating func setAppName(_ name: String) {
    guard name != state.appName else { return }
    state.appName = name
    rebuildIndexes()
  }

  // MARK: Menus

  /// Whether `menu` names the App menu: `App`, or the app's name (SPEC §3) unless that
  /// name is a standard menu's (an app called "File" keeps its File menu).
  func isAppMenu(_ menu: String) -> Bool {
    menu == StandardMenu.app.rawValue
      || (menu == state.appName && StandardMenu(rawValue: menu) == nil)
  }

  /// The menu titles in menu-bar order: the standard menus with custom ones between View
  /// and Window in declaration order.
  var menuTitles: [String] {
    let before = [StandardMenu.app, .file, .edit, .format, .view].map(\.rawValue)
    return before + state.customMenus + [StandardMenu.window.rawValue, StandardMenu.help.rawValue]
  }

  /// A menu's rank in the menu bar. Window and Help rank last whatever custom menus come
  /// later, so adding a command never reorders the existing ones.
  func menuRank(_ menu: String) -> Int {
    switch StandardMenu(rawValue: menu) {
    case .app: return 0
    case .file: return 1
    case .edit: return 2
    case .format: return 3
    case .view: return 4
    case .window: return Int.max - 1
    case .help: return Int.max
    case nil: return isAppMenu(menu) ? 0 : 5 + (state.customMenuRank[menu] ?? 0)
    }
  }

  /// The sort key of the command at `position` in menu order: its menu, its group's place
  /// in that menu, then its position. Commands without a group follow the grouped ones in
  /// declaration order, and the platform's own items without a group come last: AppKit
  /// appends Start Dictation and Emoji & Symbols to the Edit menu and Show Tab Bar, Show All
  /// Tabs and Enter Full Screen to the View menu after the app's items (SPEC §14). Menu
  /// order decides which of two enabled items on one shortcut performs (SPEC §13).
  func menuKey(_ position: Int) -> (Int, Int, Int) {
    let groupRank: Int
    if let group = state.commands[position].group {
      groupRank = group.rank
    } else {
      groupRank = state.menuTailIDs.contains(state.commands[position].id) ? Int.max : Int.max - 1
    }
    return (menuRank(state.commands[position].menu), groupRank, position)
  }

  private mutating func noteCustomMenu(_ menu: String) {
    guard !isAppMenu(menu), StandardMenu(rawValue: menu) == nil,
      state.customMenuRank[menu] == nil
    else { return }
    state.customMenuRank[menu] = state.customMenus.count
    state.customMenus.append(menu)
  }

  // MARK: Invariants

  /// The registry's invariants that do not hold, in words; empty when all hold.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    if !state.repeatedIDs.isEmpty {
      problems.append("the composed commands repeat the ids \(state.repeatedIDs)")
    }
    if state.commandSlots.count != state.commands.count {
      problems.append(
        "\(state.commandSlots.count) slot entries for \(state.commands.count) commands")
    }
    for (position, command) in state.commands.enumerated()
    where state.commandIndex[command.id] != position {
      problems.append("command \(command.id) is not indexed at its position")
    }
    var fresh = self
    fresh.rebuildIndexes()
    if fresh.state.menuOrder != state.menuOrder {
      problems.append("the menu order differs from a rebuild")
    }
    if fresh.state.shortcutIndex != state.shortcutIndex {
      problems.append("the shortcut index differs from a rebuild")
    }
    if fresh.state.customMenus != state.customMenus {
      problems.append("the custom menus differ from a rebuild")
    }
    return problems
  }
}

/// The value slots of one command's keys (see ``CommandRegistry/State/valueSlots``); -1
/// where it has none.
struct CommandSlots: Sendable {
  var requires: Int
  var checkedBy: Int
  var titleBy: Int
  /// The command's ``Command/enabledIf``, beside its slot: a press decides enablement from
  /// these slots alone, without reading the command (a 456-byte record) until it is
  /// performed.
  var enabledIf: EnablementRule
  /// Whether a focused text input answers the command as its responder (SPEC §15).
  var isTextEditing: Bool
  /// For a platform default (or a replacement without `requires`): its enablement rule
  /// (SPEC §14), decided in Resolution/.
  var platformEnablement: PlatformMenuItem.Enablement?
  /// Whether the command is never enabled (``Command/isDisabled``).
  var isDisabled = false
}
