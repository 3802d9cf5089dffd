extension App {
  /// Checks the model's invariants after a mutation, in debug builds only
  /// (`COMMANDKIT_INTERNAL_CHECKS`): a violation is a bug in the library, never bad input.
  func checkInvariants() {
    #if COMMANDKIT_INTERNAL_CHECKS
      let ids = windows.map(\.id)
      assert(Set(ids).count == ids.count, "window ids must be unique: \(ids)")
      assert(windows.filter { $0.phase == .active }.count <= 1, "at most one active window")
      if let key = keyWindow {
        assert(key.phase == .active, "the key window is active")
        assert(!key.presentationOnly, "a presentation-only window is never key")
        assert(!isBlocked(key.id), "the key window is never blocked")
      }
      if let main = mainWindow {
        assert(main.kind.canBeMain, "the main window is a window or document")
        assert(main.phase != .background, "the main window is visible")
      }
      assert(keyWindowIndex == keyWindowID.flatMap(windowIndex), "cached key index is current")
      for window in windows {
        if let focus = window.focus {
          assert(window.tree[focus].canTakeFocus, "\(window.id): focused node can take focus")
        }
        assert(window.phase != .background || window.id != keyWindowID, "background is never key")
      }
    #endif
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
