/// Registering commands and binding keys (SPEC §3, §4): the app checks what the platform
/// refuses and hands the commands to the `CommandRegistry`; the dispatch index follows.
extension App {
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
    registry.declare([command])
    if let (shortcut, bound) = registry.insertIntoIndexes(registry.commands.count - 1) {
      dispatch.setCommands(bound, for: shortcut, on: platform)
    }
    didChangeCommands()
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
    registry.declare(newCommands)
    recomposeCommands()
    didChangeCommands()
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
    didChangeCommands()
  }

  /// Drops a user binding; the command's default shortcut applies again.
  public mutating func unbind(_ id: String) throws(CommandKitError) {
    try requireCommand(id)
    registry.setBinding(nil, for: id)
    rebuildDispatchIndex()
    didChangeCommands()
  }

  /// The position of command `id`, or an error that suggests the closest id.
  @discardableResult
  func requireCommand(_ id: String) throws(CommandKitError) -> Int {
    guard let position = registry.commandIndex[id] else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: registry.commands.map(\.id)))
    }
    return position
  }

  /// Rebuilds the dispatch index from the registry, the templates and the platform.
  mutating func rebuildDispatchIndex() {
    dispatch.rebuildIndex(
      platform: platform, localHandlers: catalog.localHandlerShortcuts,
      controls: catalog.controlShortcuts, shortcutIndex: registry.shortcutIndex)
  }

  /// The hard reservation of `shortcut` on the current platform, if any.
  func reservedHard(_ shortcut: KeyboardShortcut) -> Reservation? {
    ShortcutTables.hardReservation(of: shortcut, on: platform)
  }
}
