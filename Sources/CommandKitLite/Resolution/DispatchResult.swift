/// What a key press did (SPEC §4, §10).
public enum DispatchOutcome: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A menu command was performed.
  case performed
  /// A node's local key handler performed it.
  case local
  /// An in-window control ran its action (SPEC §16).
  case control
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
///
/// A press returns one of these every time, so it is kept small: the fields a performed
/// command fills are stored inline, and the ones most presses leave empty (the handling
/// node, the reservation, the trace...) share one out-of-line box that exists only when one
/// of them is set. Copying a result then retains a few references, not a dozen.
///
/// Two results are equal when every field is: tests compare a press with `why`, and a
/// remembered press with a fresh one, as values.
public struct DispatchResult: Sendable, Equatable {
  /// What happened.
  public let outcome: DispatchOutcome
  /// The shortcut, canonical.
  public let shortcut: KeyboardShortcut
  /// The key window the press went to.
  public let window: String?
  /// The command performed, or the first one found disabled.
  public let command: String?
  /// The provider of the performed command's required value.
  public let provider: Provider?
  /// The rarely set fields; `nil` while all of them are empty.
  private let box: Box?

  /// Creates a result. Results are immutable and built in one expression: a result built
  /// in a variable and then filled in is copied on return, which costs a press more than
  /// its decision.
  init(
    outcome: DispatchOutcome, shortcut: KeyboardShortcut, window: String?,
    command: String? = nil, provider: Provider? = nil, extra: Extra? = nil
  ) {
    self.outcome = outcome
    self.shortcut = shortcut
    self.window = window
    self.command = command
    self.provider = provider
    self.box = extra.flatMap { $0.isEmpty ? nil : Box($0) }
  }

  /// This result with some of the rarely set fields changed.
  func with(_ change: (inout Extra) -> Void) -> DispatchResult {
    var extra = box?.extra ?? Extra()
    change(&extra)
    return DispatchResult(
      outcome: outcome, shortcut: shortcut, window: window, command: command,
      provider: provider, extra: extra)
  }

  /// The node that consumed the key or handled it locally.
  public var node: NodePath? { box?.extra.node }
  /// The local handler's or control's action name.
  public var action: String? { box?.extra.action }
  /// The title of the in-window control that took the key (SPEC §16).
  public var control: String? { box?.extra.control }
  /// The platform's reservation, for `reserved`.
  public var reservation: Reservation? { box?.extra.reservation }
  /// For `focus`: the newly focused node.
  public var focused: NodePath? { box?.extra.focused }
  /// The decision, step by step.
  public var steps: [DispatchStep] { box?.extra.steps ?? [] }
  /// Why a command's, handler's or control's effect (or a focus move) could not be
  /// applied; the press itself was performed.
  public var effectError: CommandKitError? { box?.extra.effectError }
  /// The keys pressed, as typed on ``layout`` (SPEC §21); `nil` for a press of a shortcut.
  public var keys: String? { box?.extra.keys }
  /// The keyboard layout the keys were typed on; `nil` for a press of a shortcut.
  public var layout: String? { box?.extra.layout }
  /// For `blocked`: why no window took the press (none can take keys, or the app has quit).
  public var blockedReason: BlockedReason? { box?.extra.blockedReason }

  /// Whether two results tell the same: every field, the rarely set ones included.
  public static func == (lhs: DispatchResult, rhs: DispatchResult) -> Bool {
    lhs.outcome == rhs.outcome && lhs.shortcut == rhs.shortcut && lhs.window == rhs.window
      && lhs.command == rhs.command && lhs.provider == rhs.provider
      && (lhs.box?.extra ?? Extra()) == (rhs.box?.extra ?? Extra())
  }

  /// The fields most results leave empty.
  struct Extra: Sendable, Equatable {
    var node: NodePath?
    var action: String?
    var control: String?
    var reservation: Reservation?
    var focused: NodePath?
    var steps: [DispatchStep] = []
    var effectError: CommandKitError?
    var keys: String?
    var layout: String?
    var blockedReason: BlockedReason?

    var isEmpty: Bool {
      node == nil && action == nil && control == nil && reservation == nil && focused == nil
        && steps.isEmpty
        && effectError == nil && keys == nil && layout == nil && blockedReason == nil
    }
  }

  /// Immutable, so results that share one stay independent.
  private final class Box: Sendable {
    let extra: Extra
    init(_ extra: Extra) { self.extra = extra }
  }
}
