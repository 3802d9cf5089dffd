/// An in-window control with a keyboard shortcut (SPEC §16): a SwiftUI `Button` with
/// `.keyboardShortcut(...)`, or an AppKit `NSButton` with a key equivalent.
///
/// A control runs a menu command (only while that command is enabled), or its own action
/// with an optional effect: its ``target``. A ``Role/default`` control answers Return
/// (and keypad Enter) and a ``Role/cancel`` one Escape (and ⌘.), unless it gives
/// its own ``shortcut`` (SwiftUI `KeyboardShortcut.defaultAction` / `.cancelAction`;
/// AppKit `NSButton.keyEquivalent` "\r" and Escape, and the Cancel button's ⌘. from the
/// Human Interface Guidelines, "Keyboards").
public struct Control: Sendable {
  /// The role that gives a control its conventional key, named as scene files name it
  /// (`"role": "default"`); SwiftUI spells them `KeyboardShortcut.defaultAction` and
  /// `.cancelAction`.
  public enum Role: String, CaseIterable, Hashable, Sendable {
    /// The default button: Return.
    case `default`
    /// The cancel button: Escape.
    case cancel
  }

  /// What a control runs: one or the other, never both or neither.
  public enum Target: Hashable, Sendable {
    /// A menu command, by id: the control is live only while the command is enabled.
    case command(String)
    /// Its own action, by name, and what it does to the simulated app.
    case action(String, effect: CommandEffect?)
  }

  /// The title, which names the control in results (`"control": "Send"`).
  public var title: String
  /// The shortcut given explicitly; `nil` means the role's.
  public var shortcut: KeyboardShortcut?
  /// The role, if any.
  public var role: Role?
  /// What the control runs.
  public var target: Target
  /// The menu command the control runs, if it runs one.
  public var command: String? {
    guard case .command(let id) = target else { return nil }
    return id
  }
  /// The action's name, for a control that runs its own action.
  public var action: String? {
    guard case .action(let name, _) = target else { return nil }
    return name
  }
  /// What the action does to the simulated app, for a control that runs its own action.
  public var effect: CommandEffect? {
    guard case .action(_, let effect) = target else { return nil }
    return effect
  }
  /// Live in the key window only (an AppKit `NSButton` key equivalent); otherwise also in
  /// the main window, as SwiftUI documents for `keyboardShortcut`.
  public var isKeyWindowOnly = false
  /// Code the action runs (a control that runs a command runs the command's instead).
  public var perform: (@Sendable () -> Void)?
  /// Where the control was declared in the app's own sources, for an imported control
  /// (SPEC §22).
  public var sourceLocation: SourceLocation?
  /// Where a scene file gives the control's `shortcut` (or the control itself, when it has
  /// none), for findings without an imported ``sourceLocation`` (SPEC §23). Set by the
  /// scene-file loader; never saved.
  public var shortcutLocation: SourceLocation?

  /// A control that runs a menu command.
  public init(
    _ title: String, shortcut: KeyboardShortcut? = nil, role: Role? = nil, command: String
  ) {
    self.title = title
    self.shortcut = shortcut
    self.role = role
    self.target = .command(command)
  }

  /// A control that runs its own action, with an optional effect.
  public init(
    _ title: String, shortcut: KeyboardShortcut? = nil, role: Role? = nil, action: String,
    effect: CommandEffect? = nil, perform: (@Sendable () -> Void)? = nil
  ) {
    self.title = title
    self.shortcut = shortcut
    self.role = role
    self.target = .action(action, effect: effect)
    self.perform = perform
  }

  /// A control that runs only an effect, named after its title.
  public init(
    _ title: String, shortcut: KeyboardShortcut? = nil, role: Role? = nil,
    effect: CommandEffect
  ) {
    self.init(title, shortcut: shortcut, role: role, action: title, effect: effect)
  }

  /// The shortcuts the control answers to: its own, else its role's.
  public var shortcuts: [KeyboardShortcut] {
    if let shortcut { return [shortcut] }
    switch role {
    case .default?:
      return [
        KeyboardShortcut(.return, modifiers: []), KeyboardShortcut(.keypadEnter, modifiers: []),
      ]
    case .cancel?:
      return [
        KeyboardShortcut(.escape, modifiers: []), KeyboardShortcut(".", modifiers: .command),
      ]
    case nil:
      return []
    }
  }

  /// This control live in the key window only.
  public func keyWindowOnly(_ only: Bool = true) -> Control {
    var copy = self
    copy.isKeyWindowOnly = only
    return copy
  }
}
