/// A command's state as the menu shows it right now.
public struct MenuItemState: Sendable, Identifiable {
  /// The command id.
  public var id: String
  /// The title, after `titleBy`.
  public var title: String
  /// The effective shortcut (user binding or default).
  public var shortcut: KeyboardShortcut?
  /// Whether the command is enabled.
  public var isEnabled: Bool
  /// Whether the command shows a checkmark.
  public var isChecked: Bool
  /// Whether the app declared the command or the platform gives it (SPEC §14).
  public var origin = CommandOrigin.declared
  /// The provider of the required value, when it resolved.
  public var provider: Provider? { reasonKind.provider }
  /// Why the command is enabled or not, in words (for `why`).
  public var reason: String { reasonKind.description }

  /// The reason, kept as data: most validations never show it, so it is put in words only
  /// when asked for.
  var reasonKind: Reason

  enum Reason: Sendable, CustomStringConvertible {
    case requiresNothing
    case textResponder(provider: Provider)
    case present(key: String, provider: Provider)
    case unsatisfied(key: String, provider: Provider, rule: EnablementRule)
    case missing(key: String)
    /// The command is never enabled (``Command/isDisabled``).
    case neverEnabled
    /// A platform default's own rule (SPEC §14).
    case platformRule(PlatformMenuItem.Enablement, isEnabled: Bool)

    /// The provider of the required value, when it resolved.
    var provider: Provider? {
      switch self {
      case .present(_, let provider), .unsatisfied(_, let provider, _),
        .textResponder(let provider):
        provider
      case .requiresNothing, .missing, .neverEnabled, .platformRule: nil
      }
    }

    var description: String {
      switch self {
      case .requiresNothing: "enabled: requires nothing"
      case .textResponder(let provider): "enabled: the text input \(provider) answers it"
      case .present(let key, let provider): "enabled: \(key) from \(provider)"
      case .unsatisfied(let key, let provider, let rule):
        "disabled: \(key) from \(provider) is not \(rule == .true ? "true" : "non-empty")"
      case .missing(let key): "disabled: no \(key) in the focus chain"
      case .neverEnabled: "disabled: never enabled (the app disables it, \"disabled\": true)"
      case .platformRule(.always, _): "enabled: a platform default, always enabled"
      case .platformRule(.throughResponder, _):
        "disabled: a platform default, enabled only through a responder (a text input)"
      case .platformRule(.never, _): "disabled: a platform default, never enabled (no tabs)"
      case .platformRule(let rule, let isEnabled):
        "\(isEnabled ? "enabled" : "disabled"): a platform default, enabled when \(rule)"
      }
    }
  }
}

/// One menu of the validated menu bar.
public struct ValidatedMenu: Sendable {
  /// The menu title; the App menu is titled with the app's name.
  public var title: String
  /// The items in menu order.
  public var items: [MenuItemState]
}

extension App {
  /// The menu bar validated against the current state: each command's enabled state,
  /// title and checkmark (SPEC §3). Menus with no items are left out.
  /// - Complexity: O(commands) resolutions, each a few hash probes; the tree is not walked.
  public func validatedMenuBar() -> [ValidatedMenu] {
    var scope = ResolutionScope.standard(self)
    scope.memoize()
    var menus: [ValidatedMenu] = []
    // Menu order keeps each menu's commands together: find a menu's run, then validate it
    // into an array of exactly that size (growing one would copy it again and again).
    var start = 0
    while start < menuOrder.count {
      let menu = commands[menuOrder[start]].menu
      var end = start + 1
      while end < menuOrder.count, commands[menuOrder[end]].menu == menu { end += 1 }
      var items: [MenuItemState] = []
      items.reserveCapacity(end - start)
      for position in menuOrder[start..<end] { items.append(validate(position, in: &scope)) }
      // Two menus can share a title (the App menu is titled with the app's name).
      let title = menuTitle(for: menu)
      if menus.last?.title == title {
        menus[menus.count - 1].items += items
      } else {
        menus.append(ValidatedMenu(title: title, items: items))
      }
      start = end
    }
    return menus
  }

  /// The menu bar's menu titled `title` (`File`, or the app's name for the App menu).
  public func validatedMenu(_ title: String) -> ValidatedMenu? {
    validatedMenuBar().first {
      $0.title.lowercased() == title.lowercased()
        || ($0.title == name && title.lowercased() == StandardMenu.app.rawValue.lowercased())
    }
  }

  /// The Cmd-hold overlay: enabled commands that have shortcuts, by menu.
  public func shortcutOverlay() -> [ValidatedMenu] {
    validatedMenuBar().compactMap { menu in
      let items = menu.items.filter { $0.isEnabled && $0.shortcut != nil }
      return items.isEmpty ? nil : ValidatedMenu(title: menu.title, items: items)
    }
  }

  /// One command's current state.
  public func validate(_ id: String) -> MenuItemState? {
    commandIndex[id].map { validate($0, in: .standard(self)) }
  }

  func menuTitle(for menu: String) -> String {
    registry.isAppMenu(menu) ? name : menu
  }

  func validate(_ position: Int, in scope: ResolutionScope) -> MenuItemState {
    var scope = scope
    return validate(position, in: &scope)
  }

  /// A command's menu state; resolutions go through `scope`'s memo, if it keeps one.
  ///
  /// Always inlined: `validatedMenuBar()` calls it once per command, and called out of
  /// line it copies the registry's state per command and builds its result through the
  /// calls the inlined loop folds away (596 against 785 instructions a command when the
  /// optimizer stopped inlining it as `Command`'s rarely read fields moved, issue 28).
  @inline(__always)
  func validate(_ position: Int, in scope: inout ResolutionScope) -> MenuItemState {
    let (isEnabled, found) = enabledResolution(of: position, in: &scope)
    // Fields, not the whole command: copying a `Command` retains every one of its strings
    // and closures, which would cost more than the validation itself.
    // The toggled title, the title rule and the checkmark key are kept out of line
    // (`CommandExtras`): read only for the commands that have them (full screen; a
    // `titleBy` or `checkedBy` has a value slot).
    var title = commands[position].title
    if isToggledOn(position), let toggled = commands[position].toggledTitle { title = toggled }
    if commandSlots[position].titleBy >= 0, let rule = commands[position].titleBy,
      let found = locate(rule.key, slot: commandSlots[position].titleBy, in: &scope)
    {
      title = EnablementRule.isTrue(value(at: found)) ? rule.whenTrue : rule.whenFalse
    }
    var isChecked = false
    if commandSlots[position].checkedBy >= 0, let key = commands[position].checkedBy,
      let found = locate(key, slot: commandSlots[position].checkedBy, in: &scope)
    {
      isChecked = EnablementRule.isTrue(value(at: found))
    }
    return MenuItemState(
      id: commands[position].id, title: title,
      shortcut: registry.effectiveShortcut(at: position),
      isEnabled: isEnabled, isChecked: isChecked, origin: commands[position].origin,
      reasonKind: reason(for: position, found: found, isEnabled: isEnabled))
  }

  /// Whether a command is enabled, and where its required value resolved (`nil` when it
  /// requires nothing or nothing resolves), resolving through `scope` and its memo.
  ///
  /// The rule's steps without a closure: a closure that reads `self` captures a copy of
  /// the whole `App` (every field retained and released) wherever the optimizer does not
  /// fold it away, and it stopped doing so here when `Command`'s rarely read fields moved
  /// out of line (menu validation went from 596 to 3,099 instructions a command, issue 28).
  /// Always inlined for the same reason as `validate(_:in:)`.
  @inline(__always)
  func enabledResolution(of position: Int, in scope: inout ResolutionScope)
    -> (isEnabled: Bool, found: ValueLocation?)
  {
    switch enablementWithoutValue(of: position, chain: scope.primary) {
    case .decided(let isEnabled, let found):
      return (isEnabled, found)
    case .needsValue(let slot):
      guard let name = commands[position].requires,
        let found = locate(name, slot: slot, in: &scope)
      else { return (false, nil) }
      return (requiredValueSatisfiesRule(of: position, found), found)
    }
  }

  /// The one enablement rule (SPEC §3, §15), for every path that asks (a press, the menu
  /// bar, a context menu, `invoke`), up to the required value:
  /// 0. a command the app disables (``Command/isDisabled``) is never enabled: not even a
  ///    text input answers it (an `NSMenuItem` whose `isEnabled` is false takes no key);
  /// 1. a standard editing command (Copy, Paste, Undo…) is enabled when a text input in
  ///    `chain` (the window and node the chain starts at) answers it as its first
  ///    responder, with that input as its provider, ahead of any published value;
  /// 2. a command with no `requires` is enabled (a platform default: by its own rule);
  /// 3. otherwise its value must resolve and satisfy `enabledIf`: the caller resolves the
  ///    slot ``EnablementStep/needsValue(slot:)`` names, through whatever memo it keeps, and
  ///    asks ``requiredValueSatisfiesRule(of:_:)``.
  /// Steps 0–2 here: the ones that need no published value. The caller resolves, rather
  /// than a closure passed in: such a closure captures the app, and wherever the optimizer
  /// did not inline the call it copied the whole `App` per command (issue 28). Builds no
  /// reason and no provider: a press needs neither.
  @inline(__always)
  func enablementWithoutValue(of position: Int, chain: (window: Int, node: Int?)?)
    -> EnablementStep
  {
    if commandSlots[position].isDisabled { return .decided(isEnabled: false, found: nil) }
    if commandSlots[position].isTextEditing, let chain, let node = chain.node,
      let responder = textResponder(for: position, window: chain.window, from: node)
    {
      return .decided(isEnabled: true, found: .textResponder(window: chain.window, node: responder))
    }
    // The slot says whether the command requires a value, without copying its name.
    let slot = commandSlots[position].requires
    guard slot >= 0 else {
      guard let rule = commandSlots[position].platformEnablement else {
        return .decided(isEnabled: true, found: nil)
      }
      return .decided(isEnabled: isEnabled(by: rule, chain: chain), found: nil)
    }
    return .needsValue(slot: slot)
  }

  /// Where steps 0–2 of the enablement rule leave a command: decided (with the text input
  /// that answers as the responder, if one does), or needing its required value (step 3)
  /// from value slot `slot`.
  enum EnablementStep {
    case decided(isEnabled: Bool, found: ValueLocation?)
    case needsValue(slot: Int)
  }

  /// Step 3 of the rule: whether the required value, found at `found`, satisfies
  /// `enabledIf` (read from the command's slots, not the command).
  @inline(__always)
  func requiredValueSatisfiesRule(of position: Int, _ found: ValueLocation) -> Bool {
    // `present` needs only the location, not a look at (a copy of) the value.
    let rule = commandSlots[position].enabledIf
    return rule == .present || rule.isSatisfied(by: value(at: found))
  }

  /// Whether a platform default's rule (SPEC §14's table) holds with the key window's
  /// chain `chain`. Read from the current state on every call, never memoized: the answer
  /// follows the windows (their kinds, trees, focus), which the resolution memo's stamp
  /// covers only for values.
  /// - `throughResponder`: only a text input answers (step 1 of the rule above) or a
  ///   declared `requires` (a replacement); the rule itself never enables.
  func isEnabled(by rule: PlatformMenuItem.Enablement, chain: (window: Int, node: Int?)?)
    -> Bool
  {
    let kind = chain.map { windows[$0.window].kind }
    return rule.holds(
      keyWindowKind: kind,
      keyWindowHasToolbar: chain.map { !windows[$0.window].tree.toolbarNodes.isEmpty } ?? false,
      textInputInKeyChain: hasTextInput(in: chain), windowOpen: !windows.isEmpty)
  }

  /// Whether a text input is the focused node of `chain` or one of its ancestors.
  private func hasTextInput(in chain: (window: Int, node: Int?)?) -> Bool {
    guard let chain, let node = chain.node else { return false }
    // In place: a copy of the tree retains each of its indexes.
    return windows[chain.window].tree.textInputNodes.nearest(containing: node) != nil
  }

  /// Whether the thing a toggling default acts on is on: the key window is in full screen
  /// (`Exit Full Screen`).
  private func isToggledOn(_ position: Int) -> Bool {
    guard commands[position].platformEffect == .toggleFullScreen, let key = keyWindowIndex
    else { return false }
    return windows[key].isFullScreen
  }

  /// The text input of the chain from `node` that answers editing command `position` as
  /// its first responder (SPEC §15): the innermost text input, when its `textCommands`
  /// (all editing commands by default, the Find items with a find bar) include it.
  func textResponder(for position: Int, window: Int, from node: Int) -> Int? {
    // In place: a copy of the tree retains each of its indexes.
    guard let input = windows[window].tree.textInputNodes.nearest(containing: node) else {
      return nil
    }
    let answers = PlatformEnablement.answers(
      commands[position].id, hasFindBar: windows[window].tree.nodes[input].hasFindBar,
      textCommands: windows[window].tree.nodes[input].textCommands)
    return answers ? input : nil
  }

  /// Why a command is enabled or not, given what ``enabledResolution(of:in:)`` found.
  func reason(for position: Int, found: ValueLocation?, isEnabled: Bool)
    -> MenuItemState.Reason
  {
    if commandSlots[position].isDisabled { return .neverEnabled }
    if let found, found.isTextResponder { return .textResponder(provider: provider(of: found)) }
    guard let key = commands[position].requires else {
      guard let rule = commandSlots[position].platformEnablement else { return .requiresNothing }
      return .platformRule(rule, isEnabled: isEnabled)
    }
    guard let found else { return .missing(key: key) }
    let provider = self.provider(of: found)
    return isEnabled
      ? .present(key: key, provider: provider)
      : .unsatisfied(key: key, provider: provider, rule: commands[position].enabledIf)
  }
}
