/// An in-window control with a keyboard shortcut (SPEC §16): a SwiftUI `Button` with
/// `.keyboardShortcut(...)`, or an AppKit `NSButton` with a key equivalent.
///
/// A control runs a menu ``command`` (only while that command is enabled), or an
/// ``action`` with an optional ``effect``. A ``Role/defaultAction`` control answers Return
/// (and keypad Enter) and a ``Role/cancelAction`` one Escape (and ⌘.), unless it gives
/// its own ``shortcut`` (SwiftUI `KeyboardShortcut.defaultAction` / `.cancelAction`;
/// AppKit `NSButton.keyEquivalent` "\r" and Escape, and the Cancel button's ⌘. from the
/// Human Interface Guidelines, "Keyboards").
public struct Control: Sendable {
  /// The role that gives a control its conventional key.
  public enum Role: String, CaseIterable, Hashable, Sendable {
    /// The default button: Return.
    case defaultAction = "default"
    /// The cancel button: Escape.
    case cancelAction = "cancel"
  }

  /// The title, which names the control in results (`"control": "Send"`).
  public var title: String
  /// The shortcut given explicitly; `nil` means the role's.
  public var shortcut: KeyboardShortcut?
  /// The role, if any.
  public var role: Role?
  /// The menu command the control runs, if it runs one.
  public var command: String?
  /// The action's name, for a control that runs its own action.
  public var action: String?
  /// What the action does to the simulated app.
  public var effect: CommandEffect?
  /// Live in the key window only (an AppKit `NSButton` key equivalent); otherwise also in
  /// the main window, as SwiftUI documents for `keyboardShortcut`.
  public var isKeyWindowOnly = false
  /// Code the action runs.
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
    self.command = command
  }

  /// A control that runs its own action, with an optional effect.
  public init(
    _ title: String, shortcut: KeyboardShortcut? = nil, role: Role? = nil, action: String,
    effect: CommandEffect? = nil, perform: (@Sendable () -> Void)? = nil
  ) {
    self.title = title
    self.shortcut = shortcut
    self.role = role
    self.action = action
    self.effect = effect
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
    case .defaultAction?:
      return [
        KeyboardShortcut(.return, modifiers: []), KeyboardShortcut(.keypadEnter, modifiers: []),
      ]
    case .cancelAction?:
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
