extension App {
  /// Explains what pressing `shortcut` would do, step by step, without doing it.
  /// - Complexity: the decision costs a few hash probes; the trace lists the chain links
  ///   it passed.
  public func why(_ shortcut: KeyboardShortcut) -> DispatchResult {
    decide(shortcut, tracing: true)
  }

  /// Dispatches a key press in the key window (SPEC §4) and performs what it decides:
  /// a local handler, a menu command (its action and effect) or a focus move.
  /// - Complexity: a few hash probes for the decision (no tree or command scan).
  @discardableResult
  public mutating func press(_ shortcut: KeyboardShortcut) -> DispatchResult {
    var result = decide(shortcut, tracing: false)
    switch result.outcome {
    case .local:
      if let path = result.node, let (window, node) = try? locate(path) {
        windows[window].tree[node].keyHandlers[shortcut]?.perform?()
      }
    case .performed:
      if let id = result.command, let position = commandIndex[id] {
        result.effectError = perform(position, provider: result.provider)
      }
    case .focus:
      result.focused = try? moveFocus(backwards: shortcut.modifiers.contains(.shift))
    default:
      break
    }
    return result
  }

  /// Performs a command as if chosen from the menu: `performed` when enabled, else
  /// `disabled` and nothing happens.
  public mutating func invoke(_ id: String) throws(CommandKitError) -> DispatchResult {
    guard let position = commandIndex[id] else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: commands.map(\.id)))
    }
    let state = validate(position, in: .standard(self))
    let fallback = KeyboardShortcut(KeyEquivalent(" "), modifiers: [])
    var result = DispatchResult(
      outcome: state.isEnabled ? .performed : .disabled,
      shortcut: state.shortcut ?? fallback, window: keyWindowID, command: id,
      provider: state.provider)
    result.steps = [DispatchStep(step: "menu \(id)", result: state.reason)]
    if state.isEnabled { result.effectError = perform(position, provider: state.provider) }
    return result
  }

  // MARK: The decision

  func decide(_ shortcut: KeyboardShortcut, tracing: Bool) -> DispatchResult {
    var result = DispatchResult(outcome: .unhandled, shortcut: shortcut, window: keyWindowID)
    func trace(_ step: String, _ text: @autoclosure () -> String) {
      if tracing { result.steps.append(DispatchStep(step: step, result: text())) }
    }

    // 1. Reserved by the platform.
    let reservation = ShortcutTables.reservation(of: shortcut, on: platform)
    if let reservation, reservation.strength == .hard {
      trace("reserved", "hard-reserved on \(platform) for \(reservation.use)")
      result.outcome = .reserved
      result.reservation = reservation
      return result
    }
    if let reservation {
      trace("reserved", "conventional on \(platform) (\(reservation.use)); reaches the app")
    } else {
      trace("reserved", "not reserved on \(platform)")
    }

    // 2. Blocked: no window can take keys.
    guard let key = keyWindowID, let windowIndex = windowIndex(key) else {
      trace("blocked", "no window can take keys (none open, or all in the background)")
      result.outcome = .blocked
      return result
    }
    let window = windows[windowIndex]

    // 3. The key window's focus chain, innermost first.
    if let focus = window.focus {
      let tree = window.tree
      let consumable =
        !shortcut.hasCommandModifier && shortcut.key != .escape && shortcut.key != .tab
      let textInput = consumable ? tree.nearest(in: tree.textInputNodes, from: focus) : nil
      let handler = tree.nearest(in: tree.keyHandlerNodes[shortcut] ?? [], from: focus)
      // Both are on the chain; the deeper one has the larger pre-order index. At one node
      // a text input consumes before its own handler runs.
      let winner: Int? =
        switch (textInput, handler) {
        case let (text?, handler?): handler > text ? handler : text
        case let (text?, nil): text
        case let (nil, handler?): handler
        case (nil, nil): nil
        }
      if tracing {
        for index in tree.chain(from: focus) {
          let path = window.path(index)
          if index == winner { break }
          trace("node \(path)", tree[index].isTextInput ? "text input; \(shortcut) has cmd or ctrl or is escape/tab, so it passes" : "no handler")
        }
      }
      if let winner {
        result.node = window.path(winner)
        if winner == textInput {
          trace("node \(window.path(winner))", "text input consumes keys without cmd or ctrl")
          result.outcome = .consumed
        } else {
          let action = tree[winner].keyHandlers[shortcut]?.action ?? ""
          trace("node \(window.path(winner))", "local handler \(action)")
          result.outcome = .local
          result.action = action
        }
        return result
      }
    }

    // 4. Menu commands bound to the shortcut, in menu order.
    if let bound = shortcutIndex[shortcut] {
      let scope = ResolutionScope.standard(self)
      for position in bound {
        let state = validate(position, in: scope)
        trace("menu \(state.id)", state.reason)
        if state.isEnabled {
          result.outcome = .performed
          result.command = state.id
          result.provider = state.provider
          return result
        }
      }
      result.outcome = .disabled
      result.command = bound.first.map { commands[$0].id }
      return result
    }

    // 5. Tab and Shift-Tab move focus.
    if shortcut.key == .tab, shortcut.modifiers.isSubset(of: .shift) {
      trace("focus", shortcut.modifiers.isEmpty ? "moves focus to the next node" : "moves focus to the previous node")
      result.outcome = .focus
      return result
    }

    // 6. Nothing handled it.
    trace("unhandled", "no handler, command or focus move for \(shortcut)")
    return result
  }

  // MARK: Performing

  /// Runs a command's action and applies its effect; returns why the effect failed, if it did.
  mutating func perform(_ position: Int, provider: Provider?) -> String? {
    let command = commands[position]
    if let action = command.action {
      let value = command.requires.flatMap { resolve($0)?.value }
      action.body(CommandInvocation(commandID: command.id, value: value, provider: provider))
    }
    guard let effect = command.effect else { return nil }
    do {
      try apply(effect)
      return nil
    } catch {
      return error.description
    }
  }

  /// Applies a command effect to the simulated app.
  public mutating func apply(_ effect: CommandEffect) throws(CommandKitError) {
    switch effect {
    case .open(let template):
      try open(template)
    case .sheet(let template):
      guard let key = keyWindowID else { throw .noKeyWindow }
      try presentSheet(template, on: key)
    case .closeKeyWindow:
      guard let key = keyWindowID else { throw .noKeyWindow }
      try close(key)
    case .dismissKeyWindow:
      guard let key = keyWindowID else { throw .noKeyWindow }
      try dismiss(key)
    case .toggle(let name):
      try toggle(name)
    }
  }

  /// Flips the Boolean value `name` where it resolves from.
  public mutating func toggle(_ name: String) throws(CommandKitError) {
    guard let found = resolve(name) else {
      throw .invalidValue(name, reason: "nothing publishes it, so there is nothing to toggle")
    }
    let json = JSONValue(any: found.value)
    guard case .bool(let flag) = json else {
      throw .invalidValue(name, reason: "its value \(json) is not a Boolean, so it cannot be toggled")
    }
    let flipped = JSONValue.bool(!flag)
    switch found.provider {
    case .app:
      appValues[name: name] = flipped
    case .node(let path):
      let (window, node) = try locate(path)
      windows[window].tree.setValue(flipped, named: name, at: node)
    case .scene(let id):
      let index = try requireWindow(id)
      if let publisher = windows[index].tree.firstScenePublisher(of: name) {
        windows[index].tree.setSceneValue(flipped, named: name, at: publisher)
      } else {
        windows[index].sceneValues[name: name] = flipped
      }
    }
  }
}
