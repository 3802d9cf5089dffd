/// A node's local key handler, like SwiftUI's `onKeyPress`: it performs `action` when its
/// shortcut is pressed while the node is in the focus chain.
public struct KeyHandler: Sendable {
  /// The shortcut; `nil` when the declared one was rejected (see ``rejectedShortcut``).
  public var shortcut: KeyboardShortcut?
  /// The action's name (`selectPrevious`).
  public var action: String
  /// The declared shortcut that could not be used, kept for the audit.
  public var rejectedShortcut: RejectedShortcut?
  /// Code to run.
  public var perform: (@Sendable () -> Void)?
  /// Whether the handler takes the key or lets the walk go on (SPEC §17).
  public var result: Result = .handled
  /// What taking the key does to the simulated app (an Escape handler can dismiss a
  /// sheet), in the vocabulary of commands' effects.
  public var effect: CommandEffect?
  /// Where a scene file gives the handler's `shortcut`, for its findings (SPEC §23). Set
  /// by the scene-file loader; never saved.
  public var shortcutLocation: SourceLocation?
  /// Where the app's own source declares the handler (`"source"` in a scene file, SPEC §22:
  /// an imported UIKit key command of a responder's own `keyCommands`).
  public var sourceLocation: SourceLocation?

  /// What a handler does with the key once it has run, as SwiftUI's `onKeyPress` action
  /// returns `KeyPress.Result`.
  public enum Result: String, CaseIterable, Hashable, Sendable {
    /// It takes the key (`.handled`): the walk stops here.
    case handled
    /// It runs, then lets the key go on outwards (`.ignored`).
    case ignored
  }

  /// Creates a handler.
  public init(
    _ shortcut: KeyboardShortcut, action: String, result: Result = .handled,
    effect: CommandEffect? = nil, perform: (@Sendable () -> Void)? = nil
  ) {
    self.shortcut = shortcut
    self.action = action
    self.result = result
    self.effect = effect
    self.perform = perform
  }

  /// Creates a handler whose declared shortcut was rejected.
  public init(rejected: RejectedShortcut, action: String) {
    self.shortcut = nil
    self.action = action
    self.rejectedShortcut = rejected
  }
}

/// A named action with optional code: accessibility actions, escape and magic-tap handlers.
public struct NamedAction: Sendable, CustomStringConvertible {
  /// The action's name.
  public var name: String
  /// Code to run.
  public var perform: (@Sendable () -> Void)?

  /// Creates an action.
  public init(_ name: String, perform: (@Sendable () -> Void)? = nil) {
    self.name = name
    self.perform = perform
  }

  /// The name.
  public var description: String { name }
}

/// A selectable node's context menu: command ids for each selection state (SPEC §7).
public struct ContextMenu: Hashable, Sendable {
  /// Shown for a click in the empty area (nothing selected).
  public var empty: [String]
  /// Shown, followed by ``multiple``, when one item is selected.
  public var single: [String]
  /// Shown when several items are selected (and after ``single`` for one).
  public var multiple: [String]

  /// Creates a context menu.
  public init(empty: [String] = [], single: [String] = [], multiple: [String] = []) {
    self.empty = empty
    self.single = single
    self.multiple = multiple
  }

  /// The command ids shown for a selection of `count` items: `empty` for none, `single`
  /// followed by `multiple` for one, `multiple` for several. An id listed in both `single`
  /// and `multiple` shows once, where `single` puts it: a menu never repeats an item.
  public func entries(forSelectionCount count: Int) -> [String] {
    let listed: [String] =
      switch count {
      case 0: empty
      case 1: single + multiple
      default: multiple
      }
    var seen = Set<String>()
    return listed.filter { seen.insert($0).inserted }
  }
}
