/// What a key press did (SPEC §4, §10).
public enum DispatchOutcome: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A menu command was performed.
  case performed
  /// A node's local key handler performed it.
  case local
  /// A focused text input ate the key.
  case consumed
  /// Commands are bound to the shortcut but none is enabled.
  case disabled
  /// The platform reserves the shortcut; the app never sees it.
  case reserved
  /// No window can take keys.
  case blocked
  /// Tab or Shift-Tab moved focus.
  case focus
  /// Nothing handled the key.
  case unhandled

  /// The outcome's name.
  public var description: String { rawValue }
}

/// One step of the dispatch trace: what was looked at and what it said.
public struct DispatchStep: Hashable, Sendable {
  /// The step (`reserved`, `node w1/list`, `menu edit.delete`...).
  public var step: String
  /// Its result in words.
  public var result: String
}

/// The result of dispatching a key press, with the step-by-step trace behind `why`.
public struct DispatchResult: Sendable {
  /// What happened.
  public var outcome: DispatchOutcome
  /// The shortcut, canonical.
  public var shortcut: KeyboardShortcut
  /// The key window the press went to.
  public var window: String?
  /// The command performed, or the first one found disabled.
  public var command: String?
  /// The provider of the performed command's required value.
  public var provider: Provider?
  /// The node that consumed the key or handled it locally.
  public var node: NodePath?
  /// The local handler's action name.
  public var action: String?
  /// The platform's reservation, for `reserved`.
  public var reservation: Reservation?
  /// For `focus`: the newly focused node.
  public var focused: NodePath?
  /// The decision, step by step.
  public var steps: [DispatchStep] = []
  /// A command effect that could not be applied, in words.
  public var effectError: String?
  /// The performed command's index in the app, so performing it needs no id lookup.
  var commandPosition: Int?
}
