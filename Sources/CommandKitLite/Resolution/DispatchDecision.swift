/// What key dispatch decided for a press (SPEC §4), before anything is performed.
///
/// Kept apart from ``DispatchResult``: the decision carries indexes and the resolution a
/// performed command needs, and the result (strings for the caller) is built once from it.
enum DispatchDecision {
  /// Step 1: the platform hard-reserves the shortcut.
  case reserved(Reservation)
  /// Step 2: no window can take keys.
  case blocked
  /// Step 3: a focused text input eats the key.
  case consumed(window: Int, node: Int)
  /// Step 3: a node's local handler takes it.
  case local(window: Int, node: Int, action: String)
  /// Step 4: the first enabled bound command, and its resolved required value, borrowed
  /// from the memo the decision was made with: valid while that memo holds it, that is
  /// until the memo is released or stores another answer in the same slot.
  case performed(position: Int, found: Unmanaged<SharedResolution>?)
  /// Step 4: commands are bound but none is enabled; the first of them.
  case disabled(position: Int)
  /// Step 5: Tab or Shift-Tab.
  case focus
  /// Step 6: nothing handles it.
  case unhandled

  var outcome: DispatchOutcome {
    switch self {
    case .reserved: .reserved
    case .blocked: .blocked
    case .consumed: .consumed
    case .local: .local
    case .performed: .performed
    case .disabled: .disabled
    case .focus: .focus
    case .unhandled: .unhandled
    }
  }
}

extension App {
  /// The result of `decision` for a press of `shortcut`, read in the current state (before
  /// anything is performed). A method rather than an initializer taking the app: passing
  /// the app as an argument would copy it.
  func result(of decision: DispatchDecision, for shortcut: KeyboardShortcut) -> DispatchResult {
    let outcome = decision.outcome
    switch decision {
    case .reserved(let reservation):
      return DispatchResult(
        outcome: outcome, shortcut: shortcut, window: keyWindowID,
        extra: .init(reservation: reservation))
    case .consumed(let window, let node):
      return DispatchResult(
        outcome: outcome, shortcut: shortcut, window: keyWindowID,
        extra: .init(node: windows[window].path(node)))
    case .local(let window, let node, let action):
      return DispatchResult(
        outcome: outcome, shortcut: shortcut, window: keyWindowID,
        extra: .init(node: windows[window].path(node), action: action))
    case .performed(let position, let found):
      return DispatchResult(
        outcome: outcome, shortcut: shortcut, window: keyWindowID,
        command: commands[position].id,
        provider: found?._withUnsafeGuaranteedRef { $0.provider })
    case .disabled(let position):
      return DispatchResult(
        outcome: outcome, shortcut: shortcut, window: keyWindowID,
        command: commands[position].id)
    case .blocked, .focus, .unhandled:
      return DispatchResult(outcome: outcome, shortcut: shortcut, window: keyWindowID)
    }
  }
}

extension App {
  /// Decides what a press does (SPEC §4 steps 1–6), resolving through `memo`, which keeps
  /// the performed command's resolution; `tracer` hears each step.
  func decide<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, memo: inout ResolutionMemo
  ) -> DispatchDecision {
    let tracing = tracer.isTracing
    func trace(_ step: @autoclosure () -> String, _ text: @autoclosure () -> String) {
      tracer.record(step(), text())
    }

    // One lookup answers steps 1, 3 (are there handlers at all?) and 4; the entry's fields
    // are read in place.
    let entry = dispatchEntry(for: shortcut)
    let hasLocalHandlers = entry.map { dispatchEntries[$0].hasLocalHandlers } ?? false

    // 1. Reserved by the platform. (Asked first whether there is a reservation at all,
    // in place: copying one out retains its text.)
    let reservation =
      isReserved(shortcut, entry: entry) ? reservation(of: shortcut, entry: entry) : nil
    if let reservation, reservation.strength == .hard {
      trace("reserved", "hard-reserved on \(platform) for \(reservation.use)")
      return .reserved(reservation)
    }
    if let reservation {
      trace("reserved", "conventional on \(platform) (\(reservation.use)); reaches the app")
    } else {
      trace("reserved", "not reserved on \(platform)")
    }

    // 2. Blocked: no window can take keys.
    guard let windowIndex = keyWindowIndex else {
      trace("blocked", "no window can take keys (none open, or all in the background)")
      return .blocked
    }

    // 3. The key window's focus chain, innermost first. (The window and its tree are read
    // in place: copying them would retain every one of their arrays and dictionaries.)
    // Only text inputs and local handlers act here: a shortcut that no text input eats and
    // no node handles skips the step (a trace still lists the chain).
    let chainMayAct =
      tracing || hasLocalHandlers || ViewTree.textInputsConsume(shortcut)
    if chainMayAct, let focus = windows[windowIndex].focus {
      // Fields, not the whole tree: passing the tree would copy it (see windowIndex).
      let winner = ViewTree.chainHandler(
        for: shortcut, from: focus, textInputs: windows[windowIndex].tree.textInputNodes,
        handlers: hasLocalHandlers ? windows[windowIndex].tree.keyHandlerNodes[shortcut] : nil,
        nodes: windows[windowIndex].tree.nodes)
      if tracing {
        let window = windows[windowIndex]
        for index in window.tree.chain(from: focus) {
          if index == winner?.node { break }
          trace("node \(window.path(index))", window.tree[index].isTextInput ? "text input; \(shortcut) has cmd or ctrl or is escape/tab, so it passes" : "no handler")
        }
      }
      if let winner {
        let path = windows[windowIndex].path(winner.node)
        if winner.consumes {
          trace("node \(path)", "text input consumes keys without cmd or ctrl")
          return .consumed(window: windowIndex, node: winner.node)
        }
        let action = windows[windowIndex].tree[winner.node].keyHandlers[shortcut]?.action ?? ""
        trace("node \(path)", "local handler \(action)")
        return .local(window: windowIndex, node: winner.node, action: action)
      }
    }

    // 4. Menu commands bound to the shortcut, in menu order.
    if let entry, let first = dispatchEntries[entry].commands.first {
      guard let (position, found) = firstEnabled(of: entry, tracer: &tracer, memo: &memo) else {
        return .disabled(position: first)
      }
      return .performed(position: position, found: found)
    }

    // 5. Tab and Shift-Tab move focus.
    if shortcut.key == .tab, shortcut.modifiers.isSubset(of: .shift) {
      trace("focus", shortcut.modifiers.isEmpty ? "moves focus to the next node" : "moves focus to the previous node")
      return .focus
    }

    // 6. Nothing handled it.
    trace("unhandled", "no handler, command or focus move for \(shortcut)")
    return .unhandled
  }

  /// The first enabled command bound in dispatch entry `entry`, and its resolved required
  /// value (SPEC §4 step 4), resolved through `memo` and borrowed from it.
  private func firstEnabled<Tracer: DispatchTracer>(
    of entry: Int, tracer: inout Tracer, memo: inout ResolutionMemo
  ) -> (position: Int, found: Unmanaged<SharedResolution>?)? {
    // By index, in place: iterating the array would retain it.
    for index in dispatchEntries[entry].commands.indices {
      let position = dispatchEntries[entry].commands[index]
      let (isEnabled, found) = enabledResolution(of: position, memo: &memo)
      if tracer.isTracing {
        tracer.record(
          "menu \(commands[position].id)",
          reason(for: position, found: found?.takeUnretainedValue(), isEnabled: isEnabled)
            .description)
      }
      if isEnabled { return (position, found) }
    }
    return nil
  }

  /// Whether a command is enabled, and its required value as resolved in the standard
  /// scope through `memo`, borrowed from it: the press path's
  /// ``enabledResolution(of:in:)``, which retains and releases nothing.
  private func enabledResolution(of position: Int, memo: inout ResolutionMemo)
    -> (isEnabled: Bool, found: Unmanaged<SharedResolution>?)
  {
    // The slot says whether the command requires a value, without copying its name.
    let slot = commandSlots[position].requires
    guard slot >= 0 else { return (true, nil) }
    // The scope is built only when the memo has no answer.
    let found = memo.resolution(at: slot) {
      commands[position].requires.flatMap { resolve($0, in: .standard(self)) }
    }
    guard let found else { return (false, nil) }
    // `present` needs only the resolution, not a look at the value.
    let rule = commands[position].enabledIf
    let isEnabled =
      rule == .present || found._withUnsafeGuaranteedRef { rule.isSatisfied(by: $0.resolved.value) }
    return (isEnabled, found)
  }
}
