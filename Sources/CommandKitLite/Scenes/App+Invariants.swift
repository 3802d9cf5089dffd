extension App {
  /// The model's invariants that do not hold, in words; empty when all hold.
  ///
  /// Each part checks its own (``WindowStack``, ``TemplateCatalog``, ``CommandRegistry``,
  /// ``DispatchIndex``); the app adds what ties them together: the dispatch index is what a
  /// rebuild from the parts gives, and the caches hold nothing of another state. A violation
  /// is a bug in the library, never bad input: tests and fuzz replays call this after every
  /// step.
  func invariantViolations() -> [String] {
    var problems = stack.invariantViolations()
    problems += catalog.invariantViolations()
    problems += registry.invariantViolations()
    problems += dispatchIndex.invariantViolations()
    let fresh = DispatchIndex(
      platform: platform, localHandlers: catalog.localHandlerShortcuts,
      controls: catalog.controlShortcuts, shortcutIndex: registry.shortcutIndex)
    if fresh.entriesByShortcut != dispatchIndex.entriesByShortcut {
      problems.append("the dispatch index differs from a rebuild")
    }
    if !dispatch.isEmpty, dispatch.stamp != stamp {
      problems.append("the dispatch caches hold entries of another state")
    }
    return problems
  }

  /// Finishes a change to the windows or the values: the accessibility cursor goes back to
  /// keyboard focus once focus or the key window moved (SPEC §6), the caches let go of what
  /// another state made, and in debug builds (`COMMANDKIT_INTERNAL_CHECKS`) the window
  /// invariants are checked.
  mutating func didChange() {
    settleAccessibilityCursor()
    // A window opened by the change finds its required values by slot from now on.
    if stack.needsValueSlots(registry.valueSlots.count) {
      stack.bindValueSlots(registry.valueSlots)
    }
    // Correctness does not depend on this call (a press prepares for the current stamp
    // first); it frees the old state's remembered presses at once rather than at the next
    // press. (The resolution memo holds no values, only where they were: `ValueLocation`.)
    dispatch.prepare(for: stamp)
    #if COMMANDKIT_INTERNAL_CHECKS
      let problems = stack.invariantViolations()
      assert(problems.isEmpty, problems.joined(separator: "; "))
    #endif
  }

  /// Finishes a change to the commands, templates or platform: the caches let go of what
  /// another state made, and in debug builds every invariant is checked.
  mutating func didChangeCommands() {
    // New commands may have added value slots.
    if stack.needsValueSlots(registry.valueSlots.count) {
      stack.bindValueSlots(registry.valueSlots)
    }
    dispatch.prepare(for: stamp)
    #if COMMANDKIT_INTERNAL_CHECKS
      let problems = invariantViolations()
      assert(problems.isEmpty, problems.joined(separator: "; "))
    #endif
  }
}
