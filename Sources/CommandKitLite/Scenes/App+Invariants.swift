extension App {
  /// The model's invariants that do not hold, in words; empty when all hold.
  ///
  /// Each part checks its own (``WindowStack``, ``CommandRegistry``, ``DispatchIndex``);
  /// the app adds what ties them together. A violation is a bug in the library, never bad
  /// input: tests and fuzz replays call this after every step.
  func invariantViolations() -> [String] {
    var problems = stack.invariantViolations()
    problems += registry.invariantViolations()
    problems += dispatchIndex.invariantViolations()
    let fresh = DispatchIndex(
      platform: platform, localHandlers: localHandlerShortcuts, controls: controlShortcuts,
      shortcutIndex: registry.shortcutIndex)
    if fresh.entriesByShortcut != dispatchIndex.entriesByShortcut {
      problems.append("the dispatch index differs from a rebuild")
    }
    if !resolutionCache.isEmpty, resolutionCache.stamp != resolutionStamp {
      problems.append("the resolution cache holds entries of another state")
    }
    if !pressMemory.isEmpty, pressMemory.stamp != resolutionStamp {
      problems.append("the press memory holds presses of another state")
    }
    return problems
  }

  /// Finishes a change to the windows: the accessibility cursor goes back to keyboard focus
  /// once focus or the key window moved (SPEC §6), and in debug builds
  /// (`COMMANDKIT_INTERNAL_CHECKS`) the window invariants are checked.
  mutating func didChange() {
    settleAccessibilityCursor()
    #if COMMANDKIT_INTERNAL_CHECKS
      let problems = stack.invariantViolations()
      assert(problems.isEmpty, problems.joined(separator: "; "))
    #endif
  }

  /// Checks the command tables after commands are registered, in debug builds only.
  func checkCommandInvariants() {
    #if COMMANDKIT_INTERNAL_CHECKS
      let problems = invariantViolations()
      assert(problems.isEmpty, problems.joined(separator: "; "))
    #endif
  }
}
