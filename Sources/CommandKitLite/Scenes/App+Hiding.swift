extension App {
  /// Whether the app is hidden (⌘H, SPEC §14): every window is in the background and none
  /// is key until ``unhide()``.
  public var isHidden: Bool { stack.isAppHidden }

  /// The window that becomes key again when the hidden app is unhidden (SPEC §14); `nil`
  /// while the app is not hidden, or when no window was key as it was hidden.
  public var keyWindowIDBeforeHiding: String? { stack.keyBeforeHiding }

  /// Hides the app, as Hide (⌘H) does: every window goes to the background. The key window
  /// is remembered and becomes key again on ``unhide()``.
  public mutating func hide() {
    guard !isHidden else { return }
    stack.hide()
    didChange()
  }

  /// Brings a hidden app back with its previous key window (SPEC §14). Does nothing when the
  /// app is not hidden.
  public mutating func unhide() {
    guard isHidden else { return }
    stack.unhide()
    didChange()
  }

  /// Runs `body` on the app unhidden first, as `open`, `key`, `focus`, `sheet`, `alert` and
  /// `unminimize` do (SPEC §14); when `body` fails, the app stays as it was, hidden.
  mutating func unhidingFirst<Result>(
    _ body: (inout App) throws(CommandKitError) -> Result
  ) throws(CommandKitError) -> Result {
    var copy = self
    copy.unhide()
    let result = try body(&copy)
    self = copy
    return result
  }
}
