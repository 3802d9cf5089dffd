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
  /// Step 4: the first enabled bound command, and its resolved required value.
  case performed(position: Int, found: SharedResolution?)
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
        provider: found?.provider)
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
  /// Decides what a press does (SPEC §4 steps 1–6), resolving through `memo`; `tracer`
  /// hears each step. Each step is one function below, taken in order; the first that
  /// answers decides.
  func decide<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, memo: inout ResolutionMemo
  ) -> DispatchDecision {
    // One lookup serves steps 1, 3 (are there handlers at all?) and 4.
    let entry = dispatchIndex.entry(for: shortcut)
    if let decision = reservedStep(shortcut, entry: entry, tracer: &tracer) { return decision }
    guard let window = keyWindowStep(tracer: &tracer) else { return .blocked }
    if let decision = focusChainStep(shortcut, window: window, entry: entry, tracer: &tracer) {
      return decision
    }
    if let decision = menuStep(entry: entry, tracer: &tracer, memo: &memo) { return decision }
    if let decision = focusMoveStep(shortcut, tracer: &tracer) { return decision }
    tracer.record("unhandled", "no handler, command or focus move for \(shortcut)")
    return .unhandled
  }

  /// Step 1: a shortcut the platform hard-reserves never reaches the app; a conventional
  /// reservation is only noted.
  private func reservedStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer
  ) -> DispatchDecision? {
    guard let reservation = reservation(of: shortcut, entry: entry) else {
      tracer.record("reserved", "not reserved on \(platform)")
      return nil
    }
    if reservation.strength == .hard {
      tracer.record("reserved", "hard-reserved on \(platform) for \(reservation.use)")
      return .reserved(reservation)
    }
    tracer.record(
      "reserved", "conventional on \(platform) (\(reservation.use)); reaches the app")
    return nil
  }

  /// The reservation of a shortcut: its dispatch entry's, or for a shortcut with no entry
  /// the rule that on iPadOS, iOS and visionOS every `fn` combination is reserved.
  private func reservation(of shortcut: KeyboardShortcut, entry: Int?) -> Reservation? {
    if let entry {
      // Asked in place first: copying a reservation out retains its text.
      guard dispatchIndex.entries[entry].reservation != nil else { return nil }
      return dispatchIndex.entries[entry].reservation
    }
    guard platform != .macOS, shortcut.modifiers.contains(.function) else { return nil }
    return ShortcutTables.reservation(of: shortcut, on: platform)
  }

  /// Step 2: the key window, or `nil` (outcome `blocked`) when no window can take keys.
  private func keyWindowStep<Tracer: DispatchTracer>(tracer: inout Tracer) -> Int? {
    guard let window = keyWindowIndex else {
      tracer.record("blocked", "no window can take keys (none open, or all in the background)")
      return nil
    }
    return window
  }

  /// Step 3: the key window's focus chain, innermost first: a focused text input consumes
  /// keys without cmd or ctrl (except Escape and Tab), a node's local handler performs
  /// the shortcut. The deeper of the two wins; both are found by index, not by a walk.
  private func focusChainStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, window: Int, entry: Int?, tracer: inout Tracer
  ) -> DispatchDecision? {
    let hasLocalHandlers = entry.map { dispatchIndex.entries[$0].hasLocalHandlers } ?? false
    // A shortcut that no text input eats and no node handles skips the step (a trace still
    // lists the chain).
    guard tracer.isTracing || hasLocalHandlers || ViewTree.textInputsConsume(shortcut),
      let focus = windows[window].focus
    else { return nil }
    let tree = windows[window].tree
    let winner = ViewTree.chainHandler(
      for: shortcut, from: focus, textInputs: tree.textInputNodes,
      handlers: hasLocalHandlers ? tree.keyHandlerNodes[shortcut] : nil, nodes: tree.nodes)
    if tracer.isTracing {
      for index in tree.chain(from: focus) {
        if index == winner?.node { break }
        tracer.record(
          "node \(windows[window].path(index))",
          tree[index].isTextInput
            ? "text input; \(shortcut) has cmd or ctrl or is escape/tab, so it passes"
            : "no handler")
      }
    }
    guard let winner else { return nil }
    let path = windows[window].path(winner.node)
    if winner.consumes {
      tracer.record("node \(path)", "text input consumes keys without cmd or ctrl")
      return .consumed(window: window, node: winner.node)
    }
    let action = tree[winner.node].keyHandlers[shortcut]?.action ?? ""
    tracer.record("node \(path)", "local handler \(action)")
    return .local(window: window, node: winner.node, action: action)
  }

  /// Step 4: the menu commands bound to the shortcut, in menu order: the first enabled one
  /// is performed; when some are bound but none is enabled, the outcome is `disabled`.
  private func menuStep<Tracer: DispatchTracer>(
    entry: Int?, tracer: inout Tracer, memo: inout ResolutionMemo
  ) -> DispatchDecision? {
    guard let entry, let first = dispatchIndex.entries[entry].commands.first else { return nil }
    // By index, in place: iterating the array would retain it.
    for index in dispatchIndex.entries[entry].commands.indices {
      let position = dispatchIndex.entries[entry].commands[index]
      // The scope is built only when the memo has no answer.
      let (isEnabled, found) = enabledResolution(of: position) { slot in
        memo.resolution(at: slot) {
          commands[position].requires.flatMap { resolve($0, in: .standard(self)) }
        }
      }
      if tracer.isTracing {
        tracer.record(
          "menu \(commands[position].id)",
          reason(for: position, found: found, isEnabled: isEnabled).description)
      }
      if isEnabled { return .performed(position: position, found: found) }
    }
    return .disabled(position: first)
  }

  /// Step 5: Tab and Shift-Tab move focus.
  private func focusMoveStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer
  ) -> DispatchDecision? {
    guard shortcut.key == .tab, shortcut.modifiers.isSubset(of: .shift) else { return nil }
    tracer.record(
      "focus",
      shortcut.modifiers.isEmpty
        ? "moves focus to the next node" : "moves focus to the previous node")
    return .focus
  }
}
