extension App {
  /// Explains what pressing `shortcut` would do, step by step, without doing it.
  /// - Complexity: the decision costs a few index lookups; the trace lists the chain links
  ///   it passed.
  public func why(_ shortcut: KeyboardShortcut) -> DispatchResult {
    var memo = ResolutionMemo()
    return explanation(
      of: decidedPress(shortcut, accepts: nil, tracing: StepTracer.self, memo: &memo))
  }

  /// Dispatches a key press in the key window (SPEC §4, §13) and performs what it decides:
  /// a local handler, an in-window control, a menu command (its action and effect) or a
  /// focus move. Local handlers that ran and let the key go on run first.
  /// - Complexity: a few index lookups for the decision (no tree or command scan).
  @discardableResult
  public mutating func press(_ shortcut: KeyboardShortcut) -> DispatchResult {
    // The press resolves through the dispatch state's resolutions, made current for this
    // state first. They are moved out and back, so they are not copied, and back before
    // anything is performed, since performing may change the state.
    dispatch.prepare(for: stamp)
    let entry = dispatchIndex.entry(for: shortcut)
    if let entry, let remembered = dispatch.rememberedPress(at: entry, for: shortcut) {
      return finishing(
        remembered.decision, remembered.result, ignoredHandlers: remembered.ignoredHandlers,
        shortcut: shortcut)
    }
    var memo = ResolutionMemo()
    swap(&memo, &dispatch.resolutions)
    // One call decides and describes: the result tells the state the key found, so it is
    // read before anything is performed.
    var progress = DispatchProgress()
    let (decision, result) = decideAndDescribe(
      shortcut, entry: entry, memo: &memo, progress: &progress)
    swap(&memo, &dispatch.resolutions)
    if let entry, dispatch.isDecidedAgain(at: entry) {
      dispatch.remember(
        RememberedPress(
          decision: decision, result: result, ignoredHandlers: progress.ignoredHandlers),
        at: entry)
    }
    return finishing(
      decision, result, ignoredHandlers: progress.ignoredHandlers, shortcut: shortcut)
  }

  /// Performs what a press decided and returns its result, with what performing adds.
  ///
  /// Inlined into both paths of ``press(_:)`` and into ``press(keys:)``: a menu command, the
  /// common case, is matched in place, and the result is returned as it is unless
  /// performing adds to it, since each copy of a decision or a result costs a press about a
  /// tenth of its time (callgrind, Benchmarks/README.md).
  @inline(__always)
  mutating func finishing(
    _ decision: DispatchDecision, _ result: consuming DispatchResult, ignoredHandlers: [Int],
    shortcut: KeyboardShortcut
  ) -> DispatchResult {
    if ignoredHandlers.isEmpty, case .performed(let position, let found, _) = decision {
      guard let error = perform(position, found: found) else { return result }
      return result.with { $0.effectError = error }
    }
    let aftermath = performing(decision, ignoredHandlers: ignoredHandlers, shortcut: shortcut)
    if case .nothing = aftermath { return result }
    return aftermath.applied(to: result)
  }

  /// What performing adds to a press's result.
  private enum Aftermath {
    case nothing
    case effectError(CommandKitError)
    case focused(NodePath?)

    func applied(to result: DispatchResult) -> DispatchResult {
      switch self {
      case .nothing: result
      case .effectError(let error): result.with { $0.effectError = error }
      case .focused(let node): result.with { $0.focused = node }
      }
    }
  }

  /// Performs what a press decided: first the local handlers that ran and let the key go
  /// on, then the handler, control, command or focus move that took it, then the effects of
  /// the handlers that let the key go on.
  ///
  /// An ignoring handler runs (SPEC §17: "it runs and the walk goes on"), and what it does to
  /// the app is its `effect` as much as its closure, so the effect is applied too. It is
  /// applied after the press is handled, as SwiftUI applies the state an `onKeyPress`
  /// closure changed at the next update, after the event has gone through the responders
  /// (SPEC is silent on the order; this keeps the decision's window and node indices valid
  /// while it is performed). A failure of the press's own effect is the one reported.
  private mutating func performing(
    _ decision: DispatchDecision, ignoredHandlers: [Int], shortcut: KeyboardShortcut
  ) -> Aftermath {
    guard !ignoredHandlers.isEmpty, let window = keyWindowIndex else {
      return performingDecision(decision, shortcut: shortcut)
    }
    var ignoredEffects: [CommandEffect] = []
    for index in ignoredHandlers.indices {
      let handler = windows[window].tree[ignoredHandlers[index]].keyHandlers[shortcut]
      handler?.perform?()
      if let effect = handler?.effect { ignoredEffects.append(effect) }
    }
    let aftermath = performingDecision(decision, shortcut: shortcut)
    var ignoredError: Aftermath?
    for effect in ignoredEffects {
      let applied = applying(effect)
      if case .effectError = applied, ignoredError == nil { ignoredError = applied }
    }
    if case .nothing = aftermath, let ignoredError { return ignoredError }
    return aftermath
  }

  /// Performs the handler, control, command or focus move that took the key.
  private mutating func performingDecision(
    _ decision: DispatchDecision, shortcut: KeyboardShortcut
  ) -> Aftermath {
    switch decision {
    case .performed(let position, let found, _):
      return perform(position, found: found).map(Aftermath.effectError) ?? .nothing
    case .local(let window, let node, _):
      let handler = windows[window].tree[node].keyHandlers[shortcut]
      handler?.perform?()
      guard let effect = handler?.effect else { return .nothing }
      return applying(effect)
    case .control(let window, let reference):
      // The two fields this needs, read in place: a copy of the control retains each of
      // its fields, and reading its effect through the `effect` accessor copies its target.
      let perform = windows[window].tree.nodes[reference.node].controls[reference.control].perform
      perform?()
      switch windows[window].tree.nodes[reference.node].controls[reference.control].target {
      case .action(_, let effect?): return applying(effect)
      case .action(_, nil), .command: return .nothing
      }
    case .focus(let backwards):
      // The decision was made with a key window, and nothing ran since that could take it
      // away; should moving focus still fail, the result says why.
      do {
        return .focused(try moveFocus(backwards: backwards))
      } catch {
        return .effectError(error)
      }
    case .reserved, .blocked, .consumed, .disabled, .unhandled:
      return .nothing
    }
  }

  /// Applies a handler's or control's effect; a failure is reported in the result.
  private mutating func applying(_ effect: CommandEffect) -> Aftermath {
    do {
      try apply(effect)
      return .nothing
    } catch {
      return .effectError(error)
    }
  }

  private func decideAndDescribe(
    _ shortcut: KeyboardShortcut, entry: Int?, memo: inout ResolutionMemo,
    progress: inout DispatchProgress
  ) -> (DispatchDecision, DispatchResult) {
    var tracer = SilentTracer()
    let decision = decide(
      shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
    return (decision, result(of: decision, for: shortcut))
  }

  /// Performs a command as if chosen from the menu: `performed` when enabled, else
  /// `disabled` and nothing happens.
  /// - Throws: ``CommandKitError/unknownCommand(_:suggestion:)``, or
  ///   ``CommandKitError/appHasQuit(operation:)`` after a Quit (a quit app has no menu bar).
  public mutating func invoke(_ id: String) throws(CommandKitError) -> InvocationResult {
    let position = try requireCommand(id)
    if hasQuit { throw .appHasQuit(operation: "perform \(id)") }
    var scope = ResolutionScope.standard(self)
    // One resolution decides enablement and gives the action its value.
    let (isEnabled, found) = enabledResolution(of: position, in: &scope)
    let reason = reason(for: position, found: found, isEnabled: isEnabled)
    var result = InvocationResult(
      outcome: isEnabled
        ? .performed(command: id, provider: reason.provider) : .disabled(command: id),
      command: id, reason: reason.description)
    if isEnabled { result.effectError = perform(position, found: found) }
    return result
  }

  // MARK: Performing

  /// Runs a command's action with its required value, read where it resolved (`found`),
  /// and applies its effect; returns why the action or the effect failed, if one did.
  mutating func perform(_ position: Int, found: ValueLocation?) -> CommandKitError? {
    // A text input that answers an editing command does the editing itself (SPEC §15).
    if found?.isTextResponder == true { return nil }
    // A typed or plain action runs with the action, its closure and the value's box lent
    // by the app, not retained (``UnretainedLoan``): the app holds all three, and nothing
    // can change it while it is borrowed. Three atomic retain/release pairs a press
    // otherwise (Benchmarks/README.md, round ten).
    let needsContext = UnretainedLoan.lend({ $0.commands[position].action }, of: self) {
      action in
      if action.valueBody != nil {
        // A typed command's action reads only the value, and runs only with one: handed
        // over in its box, read where the decision found it.
        if let found {
          _ = UnretainedLoan.lend(
            { found.heldBox(in: $0.windows, appValues: $0.appValues) },
            of: self
          ) { action.valueBody?($0) }
        }
        return false
      }
      if action.plainBody != nil {
        action.plainBody?()
        return false
      }
      return action.body != nil
    }
    if needsContext == true, let body = commands[position].action?.body {
      // The effect is read first: the action may change the commands.
      let effect = commands[position].effect
      let platformEffect = commands[position].platformEffect
      var value: (any Sendable)?
      var provider: Provider?
      if let found {
        value = found.value(in: windows, appValues: appValues)
        provider = found.provider(in: windows)
      }
      if let error = runAction(
        body, command: commands[position].id, value: value, provider: provider)
      {
        return error
      }
      return applying(effect: effect, platformEffect: platformEffect)
    }
    return applying(
      effect: commands[position].effect, platformEffect: commands[position].platformEffect)
  }

  /// Applies a command's effect, else the platform default's effect it kept (SPEC §14);
  /// returns why it failed, if it did.
  private mutating func applying(
    effect: CommandEffect?, platformEffect: PlatformMenuItem.Effect?
  ) -> CommandKitError? {
    do {
      if let effect {
        try apply(effect)
      } else if let platformEffect {
        try apply(platformEffect)
      }
      return nil
    } catch {
      return error
    }
  }

  /// Runs an action that receives a ``CommandContext``: the app moves into the context for
  /// the action's run and back, so the action changes it in place (the context holds the
  /// only copy, and no part of the app is copied on the action's first change).
  private mutating func runAction(
    _ body: @Sendable (inout CommandContext) throws -> Void, command: String,
    value: (any Sendable)?, provider: Provider?
  ) -> CommandKitError? {
    var context = CommandContext(
      command: command, value: value, provider: provider, app: App.placeholder)
    swap(&self, &context.app)
    var failure: CommandKitError?
    do {
      try body(&context)
    } catch let error as CommandKitError {
      failure = error
    } catch {
      // An app's own error: reported with the command, in the error's own words.
      failure = .actionFailed(command: command, reason: String(describing: error))
    }
    swap(&self, &context.app)
    return failure
  }

  /// Applies a command effect to the simulated app.
  public mutating func apply(_ effect: CommandEffect) throws(CommandKitError) {
    switch effect {
    case .open(let template):
      try open(template)
    case .sheet(let template):
      guard let key = keyWindowID else { throw .noKeyWindow }
      try presentSheet(template, on: key)
    case .close:
      guard let key = keyWindowID else { throw .noKeyWindow }
      try close(key)
    case .dismiss:
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
      throw .invalidValue(
        name, reason: "its value \(json) is not a Boolean, so it cannot be toggled")
    }
    let flipped = JSONValue.bool(!flag)
    switch found.provider {
    case .app:
      valueStore[name: name] = flipped
    case .node(let path):
      try stack.setValue(flipped, named: name, at: path)
    case .scene(let id):
      try stack.setResolvedSceneValue(flipped, named: name, inWindow: id)
    }
    didChange()
  }
}
