/// The platform's default menu items as commands of the app (SPEC §14): which exist, how the
/// app's declarations change them (as SwiftUI's `CommandGroup` does), and what performing
/// them does. When they are enabled is decided in Resolution/ (`MenuValidation.swift`).
extension App {
  /// What the app has that decides which default items exist.
  var platformMenuContext: PlatformMenuContext {
    catalog.menuContext(commandSets: defaultCommandOptions.commandSets)
  }

  /// The default items of the platform the app has now, before its declarations change
  /// them (``PlatformMenuItems/items(for:context:)``), or none with `defaultCommands: false`.
  public var platformMenuItems: [PlatformMenuItem] {
    guard defaultCommandOptions.includesDefaults else { return [] }
    return PlatformMenuItems.items(for: platform, context: platformMenuContext)
  }

  /// Changes what the app keeps of the platform's default items: every one or none, the
  /// groups removed, the command sets asked for (SPEC §14). Declared commands stay.
  public mutating func setDefaultCommandOptions(_ options: DefaultCommandOptions) {
    guard options != defaultCommandOptions else { return }
    registry.setOptions(options)
    recomposeCommands()
    didChangeCommands()
  }

  /// Removes the default items of `groups`, as `CommandGroup(replacing: group) {}` does.
  public mutating func removeDefaultGroups(_ groups: Set<CommandGroupPlacement>) {
    var options = defaultCommandOptions
    options.removedGroups.formUnion(groups)
    setDefaultCommandOptions(options)
  }

  /// Adds the items of command sets (`TextEditingCommands`, `SidebarCommands`,
  /// `ToolbarCommands`).
  public mutating func addCommandSets(_ sets: Set<CommandSet>) {
    var options = defaultCommandOptions
    options.commandSets.formUnion(sets)
    setDefaultCommandOptions(options)
  }

  /// Whether registering `command` changes the default items (so the commands are composed
  /// again rather than the command appended): it replaces a default, has a placement, or
  /// takes ⌘N from New Window / New.
  func changesDefaults(_ command: Command) -> Bool {
    if command.placement != nil { return true }
    if let position = registry.commandIndex[command.id],
      registry.commands[position].isPlatformDefault
    {
      return true
    }
    guard command.shortcut == Self.newItemShortcut else { return false }
    return registry.commands.contains {
      $0.isPlatformDefault && $0.shortcut == Self.newItemShortcut
    }
  }

  /// ⌘N, which New Window (or New) has unless a declared command takes it.
  static let newItemShortcut = KeyboardShortcut("n", modifiers: .command)

  /// Composes the registry's commands from the platform's default items and the declared
  /// commands, and rebuilds every index (SPEC §14). The caller finishes with
  /// `didChangeCommands()`.
  mutating func recomposeCommands() {
    // The platform's own items without a group end their menu (SPEC §14), replaced or not.
    let tail = Set(platformMenuItems.filter { $0.group == nil }.map(\.id))
    registry.replaceCommands(with: composedCommands(), menuTail: tail)
    rebuildDispatchIndex()
  }

  /// The default items as changed by the declared commands, then the other declared
  /// commands, in registration order (which orders commands inside a group):
  /// - a default whose group is removed (`removedGroups`, or a declared command with
  ///   `placement: replacing` in that group) is left out; items without a group stay;
  /// - a declared command with a default's id takes its place, fields merged
  ///   (``merged(_:replacing:)``);
  /// - declared commands placed `before` a group come just before its first default;
  /// - New Window / New lose ⌘N when a declared command takes it.
  func composedCommands() -> [Command] {
    let declared = declaredCommands
    var removed = defaultCommandOptions.removedGroups
    for command in declared where command.placement == .replacing {
      if let group = command.group { removed.insert(group) }
    }
    let declaredIndex = Dictionary(
      declared.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let items = platformMenuItems
    let defaultIDs = Set(items.map(\.id))
    // A declared command on ⌘N that is not itself a replacement of New Window / New.
    let newItemTaken = declared.contains {
      $0.shortcut == Self.newItemShortcut && !defaultIDs.contains($0.id)
    }
    var placed = Set<Int>()
    var groupsSeen = Set<CommandGroupPlacement>()
    var result: [Command] = []
    result.reserveCapacity(declared.count + 64)
    for item in items {
      if let group = item.group {
        guard !removed.contains(group) else { continue }
        if groupsSeen.insert(group).inserted {
          for (index, command) in declared.enumerated()
          where command.placement == .before && command.group == group
            && declaredIndex[command.id] == index
          {
            if placed.insert(index).inserted { result.append(command) }
          }
        }
      }
      var command = Command(platformItem: item, appName: name)
      if newItemTaken, command.shortcut == Self.newItemShortcut { command.shortcut = nil }
      if let index = declaredIndex[item.id], !placed.contains(index) {
        command = Self.merged(declared[index], replacing: command)
        placed.insert(index)
      }
      result.append(command)
    }
    for (index, command) in declared.enumerated() where !placed.contains(index) {
      result.append(command)
    }
    return result
  }

  /// A declared command that replaces default `base` (same id): the fields it gives win,
  /// those it leaves out keep the default's (SPEC §14). A `nil` shortcut keeps the default's
  /// unless ``Command/dropsDefaultShortcut``; without `requires` it keeps the default's
  /// enablement, without an effect or action the default's effect; in the default's menu
  /// without a group it keeps the default's group (its place).
  static func merged(_ declared: Command, replacing base: Command) -> Command {
    var merged = declared
    merged.origin = .declared
    if merged.shortcut == nil, !declared.dropsDefaultShortcut { merged.shortcut = base.shortcut }
    if merged.group == nil, merged.menu == base.menu { merged.group = base.group }
    if declared.requires == nil { merged.platformEnablement = base.platformEnablement }
    if declared.effect == nil, declared.action == nil {
      merged.platformEffect = base.platformEffect
    }
    if declared.title == base.title { merged.toggledTitle = base.toggledTitle }
    return merged
  }

  // MARK: Effects

  /// Applies a default item's effect (SPEC §14): Quit ends the app (``quit()``: every
  /// window closes and presses are `blocked` until ``launch()``, SPEC §13), Hide hides the
  /// app, Close closes the key window, Minimize minimizes it, Enter Full Screen toggles its
  /// flag, New Window opens the first `window`/`document` template, Settings opens the
  /// `settings` template once; the rest change nothing in the simulation.
  public mutating func apply(_ effect: PlatformMenuItem.Effect) throws(CommandKitError) {
    switch effect {
    case .quit:
      quit()
    case .hide:
      hide()
    case .closeKeyWindow:
      guard let key = keyWindowID else { throw .noKeyWindow }
      try close(key)
    case .minimize:
      guard let key = keyWindowID else { throw .noKeyWindow }
      try minimize(key)
    case .toggleFullScreen:
      try stack.toggleFullScreen()
      didChange()
    case .newWindow:
      guard let template = templates.first(where: { $0.kind.canBeMain }) else { return }
      try open(template.name)
    case .openSettings:
      guard let template = templates.first(where: { $0.kind == .settings }) else { return }
      try open(template.name)
    case .hideOthers, .showAll, .none:
      return
    }
  }
}
