extension App {
  /// Checks the model's invariants after a mutation, in debug builds only
  /// (`COMMANDKIT_INTERNAL_CHECKS`): a violation is a bug in the library, never bad input.
  func checkInvariants() {
    #if COMMANDKIT_INTERNAL_CHECKS
      let violations = invariantViolations()
      assert(violations.isEmpty, violations.joined(separator: "; "))
    #endif
  }

  /// The window and focus invariants that do not hold, one line each (empty when all
  /// hold). Built in every configuration, so tests can check an app they got from input.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { violations.append(message()) }
    }
    let ids = windows.map(\.id)
    expect(Set(ids).count == ids.count, "window ids must be unique: \(ids)")
    expect(windows.filter { $0.phase == .active }.count <= 1, "at most one active window")
    if let id = keyWindowID {
      if let key = keyWindow {
        expect(key.phase == .active, "the key window is active")
        expect(!key.presentationOnly, "a presentation-only window is never key")
        expect(!isBlocked(key.id), "the key window is never blocked")
      } else {
        violations.append("the key window \(id) is open")
      }
    }
    if let main = mainWindow {
      expect(main.kind.canBeMain, "the main window is a window or document")
      expect(main.phase != .background, "the main window is visible")
    }
    expect(keyWindowIndex == keyWindowID.flatMap(windowIndex), "cached key index is current")
    for window in windows {
      if let focus = window.focus {
        expect(window.tree[focus].canTakeFocus, "\(window.id): focused node can take focus")
      }
      expect(window.phase != .background || window.id != keyWindowID, "background is never key")
    }
    return violations
  }

  /// Checks the command tables after commands are registered, in debug builds only.
  func checkCommandInvariants() {
    #if COMMANDKIT_INTERNAL_CHECKS
      assert(commandSlots.count == commands.count, "one slot entry per command")
      // A press calls these unretained, relying on `commands` to keep each one alive.
      assert(valueActions.count == commands.count, "one value action entry per command")
      for (action, command) in zip(valueActions, commands) {
        assert(
          action.map { $0.takeUnretainedValue() } === command.action.flatMap {
            $0.valueBody == nil ? nil : $0
          }, "\(command.id): its value action is its own action, held by the command")
      }
    #endif
  }
}
