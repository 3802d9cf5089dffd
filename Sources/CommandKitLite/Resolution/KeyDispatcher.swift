extension App {
  /// Explains what pressing `shortcut` would do, step by step, without doing it.
  /// - Complexity: the decision costs a few hash probes; the trace lists the chain links
  ///   it passed.
  public func why(_ shortcut: KeyboardShortcut) -> DispatchResult {
    var value: (any Sendable)?
    return decide(shortcut, tracing: true, value: &value)
  }

  /// Dispatches a key press in the key window (SPEC §4) and performs what it decides:
  /// a local handler, a menu command (its action and effect) or a focus move.
  /// - Complexity: a few hash probes for the decision (no tree or command scan).
  @discardableResult
  public mutating func press(_ shortcut: KeyboardShortcut) -> DispatchResult {
    var value: (any Sendable)?
    var result = decide(shortcut, tracing: false, value: &value)
    switch result.outcome {
    case .local:
      if let path = result.node, let (window, node) = try? locate(path) {
        windows[window].tree[node].keyHandlers[shortcut]?.perform?()
      }
    case .performed:
      if let position = result.commandPosition {
        result.effectError = perform(position, provider: result.provider, value: value)
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
  public mutating func invoke(_ id: String) throws(CommandKitError) -> InvocationResult {
    guard let position = commandIndex[id] else {
      throw .unknownCommand(id, suggestion: closestMatch(to: id, in: commands.map(\.id)))
    }
    var scope = ResolutionScope.standard(self)
    // One resolution decides enablement and gives the action its value.
    let (isEnabled, reason, value) = enablement(of: position, in: &scope)
    var result = InvocationResult(
      outcome: isEnabled ? .performed : .disabled, command: id, provider: reason.provider,
      reason: reason.description)
    if isEnabled { result.effectError = perform(position, provider: reason.provider, value: value) }
    return result
  }

  // MARK: The decision

  /// Decides what a press does; for `performed`, `value` receives the command's resolved
  /// required value, so performing it does not resolve again.
  func decide(
    _ shortcut: KeyboardShortcut, tracing: Bool, value: inout (any Sendable)?
  ) -> DispatchResult {
    var result = DispatchResult(outcome: .unhandled, shortcut: shortcut, window: keyWindowID)
    // Both texts are built only when tracing: a plain press formats no strings.
    func trace(_ step: @autoclosure () -> String, _ text: @autoclosure () -> String) {
      if tracing { result.steps.append(DispatchStep(step: step(), result: text())) }
    }

    // One lookup answers steps 1, 3 (are there handlers at all?) and 4.
    let entry = dispatchIndex[shortcut]

    // 1. Reserved by the platform.
    let reservation = reservation(of: shortcut, entry: entry)
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
    guard let windowIndex = keyWindowIndex else {
      trace("blocked", "no window can take keys (none open, or all in the background)")
      result.outcome = .blocked
      return result
    }

    // 3. The key window's focus chain, innermost first. (The window and its tree are read
    // in place: copying them would retain every one of their arrays and dictionaries.)
    if let focus = windows[windowIndex].focus {
      // Fields, not the whole tree: passing the tree would copy it (see windowIndex).
      let winner = ViewTree.chainHandler(
        for: shortcut, from: focus, textInputs: windows[windowIndex].tree.textInputNodes,
        handlers: entry?.hasLocalHandlers == true
          ? windows[windowIndex].tree.keyHandlerNodes[shortcut] : nil,
        nodes: windows[windowIndex].tree.nodes)
      if tracing {
        let window = windows[windowIndex]
        for index in window.tree.chain(from: focus) {
          if index == winner?.node { break }
          trace("node \(window.path(index))", window.tree[index].isTextInput ? "text input; \(shortcut) has cmd or ctrl or is escape/tab, so it passes" : "no handler")
        }
      }
      if let winner {
        let path = NodePath(
          window: windows[windowIndex].id, node: windows[windowIndex].tree.nodes[winner.node].id)
        result.node = path
        if winner.consumes {
          trace("node \(path)", "text input consumes keys without cmd or ctrl")
          result.outcome = .consumed
        } else {
          let action = windows[windowIndex].tree[winner.node].keyHandlers[shortcut]?.action ?? ""
          trace("node \(path)", "local handler \(action)")
          result.outcome = .local
          result.action = action
        }
        return result
      }
    }

    // 4. Menu commands bound to the shortcut, in menu order.
    if let bound = entry?.commands, !bound.isEmpty {
      var scope = ResolutionScope.standard(self)
      for position in bound {
        let (isEnabled, reason, found) = enablement(of: position, in: &scope)
        trace("menu \(commands[position].id)", reason.description)
        if isEnabled {
          result.outcome = .performed
          result.command = commands[position].id
          result.commandPosition = position
          result.provider = reason.provider
          value = found
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
  mutating func perform(_ position: Int, provider: Provider?, value: (any Sendable)?) -> String? {
    // Fields, not the whole command: copying a `Command` retains each of its strings.
    if let action = commands[position].action {
      action.body(
        CommandInvocation(commandID: commands[position].id, value: value, provider: provider))
    }
    guard let effect = commands[position].effect else { return nil }
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
