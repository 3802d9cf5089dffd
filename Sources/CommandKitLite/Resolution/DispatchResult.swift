/// What a key press did (SPEC §4, §10), with what did it: a performed or disabled outcome
/// carries its command, so a disabled press cannot be read as a performed one.
///
/// ```swift
/// switch app.press(KeyboardShortcut(.delete, modifiers: [])).outcome {
/// case .performed(let command, let provider): print(command, "with the value from", provider as Any)
/// case .disabled(let command): print(command, "is bound but not enabled")
/// default: break
/// }
/// ```
///
/// ``kind`` names the outcome without its payload, as `cmdshell --json` writes it.
public enum DispatchOutcome: Hashable, Sendable, CustomStringConvertible {
  /// A menu command was performed, with the provider of its required value (`nil` for a
  /// command that requires none). An in-window control that runs a command ends here too
  /// (``DispatchResult/control`` names it).
  case performed(command: String, provider: Provider?)
  /// A node's local key handler took the key.
  case local(action: String, node: NodePath)
  /// An in-window control ran its own action (SPEC §16).
  case control(title: String, action: String, node: NodePath)
  /// A focused text input ate the key.
  case consumed(node: NodePath)
  /// Commands are bound to the shortcut but none is enabled, and nothing else took the
  /// key; the first of them in menu order.
  case disabled(command: String)
  /// The platform reserves the shortcut; the app never sees it.
  case reserved(Reservation)
  /// No window can take keys.
  case blocked
  /// Tab or Shift-Tab moved focus (``DispatchResult/focused`` says where, once performed).
  case focus
  /// Nothing handled the key.
  case unhandled

  /// An outcome's name without its payload: `performed`, `disabled`… (SPEC §10).
  public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

    /// The name, as `cmdshell --json` writes it.
    public var description: String { rawValue }
  }

  /// The outcome's name without its payload.
  public var kind: Kind {
    switch self {
    case .performed: .performed
    case .local: .local
    case .control: .control
    case .consumed: .consumed
    case .disabled: .disabled
    case .reserved: .reserved
    case .blocked: .blocked
    case .focus: .focus
    case .unhandled: .unhandled
    }
  }

  /// The outcome's name (``kind``).
  public var description: String { kind.rawValue }
}

/// One step of the dispatch trace: what was looked at and what it said.
public struct DispatchStep: Hashable, Sendable {
  /// The step (`reserved`, `node w1/list`, `menu edit.delete`...).
  public var step: String
  /// Its result in words.
  public var result: String

  /// Creates a step, to compare a trace with the steps a test expects.
  public init(step: String, result: String) {
    self.step = step
    self.result = result
  }
}

/// The result of dispatching a key press, with the step-by-step trace behind `why`.
///
/// What happened is one value, ``outcome``: a performed command and a disabled one are
/// different cases, each carrying its command, so no check of a loose field can mistake
/// one for the other. ``performedCommand`` and ``provider`` read the performed case.
///
/// A press returns one of these every time, so it is kept small: the outcome is stored
/// inline, and the fields most presses leave empty (the control that ran a command, the
/// trace...) share one out-of-line box that exists only when one of them is set. Copying a
/// result then retains a few references, not a dozen.
///
/// Two results are equal when every field is: tests compare a press with `why`, and a
/// remembered press with a fresh one, as values.
public struct DispatchResult: Sendable, Equatable {
  /// What happened, with what did it.
  public let outcome: DispatchOutcome
  /// The shortcut, canonical.
  public let shortcut: KeyboardShortcut
  /// The key window the press went to.
  public let window: String?
  /// The rarely set fields; `nil` while all of them are empty.
  private let box: Box?

  /// Creates a result. Results are immutable and built in one expression: a result built
  /// in a variable and then filled in is copied on return, which costs a press more than
  /// its decision.
  init(
    outcome: DispatchOutcome, shortcut: KeyboardShortcut, window: String?, extra: Extra? = nil
  ) {
    self.outcome = outcome
    self.shortcut = shortcut
    self.window = window
    self.box = extra.flatMap { $0.isEmpty ? nil : Box($0) }
  }

  /// This result with some of the rarely set fields changed.
  func with(_ change: (inout Extra) -> Void) -> DispatchResult {
    var extra = box?.extra ?? Extra()
    change(&extra)
    return DispatchResult(outcome: outcome, shortcut: shortcut, window: window, extra: extra)
  }

  /// The outcome's name without its payload (`outcome.kind`).
  public var kind: DispatchOutcome.Kind { outcome.kind }

  /// The command performed; `nil` unless the outcome is ``DispatchOutcome/performed(command:provider:)``
  /// (a disabled press names its command in ``DispatchOutcome/disabled(command:)`` only).
  public var performedCommand: String? {
    guard case .performed(let command, _) = outcome else { return nil }
    return command
  }

  /// The provider of the performed command's required value; `nil` unless a command that
  /// requires a value was performed.
  public var provider: Provider? {
    guard case .performed(_, let provider) = outcome else { return nil }
    return provider
  }

  /// The node that took the key: the text input that consumed it, the node of the local
  /// handler or of the control (also of a control that ran a command).
  public var node: NodePath? {
    switch outcome {
    case .local(_, let node), .control(_, _, let node), .consumed(let node): node
    case .performed: box?.extra.controlNode
    case .disabled, .reserved, .blocked, .focus, .unhandled: nil
    }
  }

  /// The local handler's or control's action name.
  public var action: String? {
    switch outcome {
    case .local(let action, _), .control(_, let action, _): action
    default: nil
    }
  }

  /// The title of the in-window control that took the key (SPEC §16): one that ran its own
  /// action, or one that ran a command.
  public var control: String? {
    switch outcome {
    case .control(let title, _, _): title
    case .performed: box?.extra.controlTitle
    default: nil
    }
  }

  /// The platform's reservation, for `reserved`.
  public var reservation: Reservation? {
    guard case .reserved(let reservation) = outcome else { return nil }
    return reservation
  }

  /// For `focus`, once performed: the newly focused node (`nil` for ``App/why(_:)``, and
  /// when no node could take focus).
  public var focused: NodePath? { box?.extra.focused }
  /// The decision, step by step.
  public var steps: [DispatchStep] { box?.extra.steps ?? [] }
  /// Why a command's action or effect, a handler's or control's effect, or a focus move
  /// could not be completed; the press itself was performed.
  public var effectError: CommandKitError? { box?.extra.effectError }
  /// The keys pressed, as typed on ``layout`` (SPEC §21); `nil` for a press of a shortcut.
  public var keys: String? { box?.extra.keys }
  /// The keyboard layout the keys were typed on; `nil` for a press of a shortcut.
  public var layout: String? { box?.extra.layout }

  /// Whether two results tell the same: every field, the rarely set ones included.
  public static func == (lhs: DispatchResult, rhs: DispatchResult) -> Bool {
    lhs.outcome == rhs.outcome && lhs.shortcut == rhs.shortcut && lhs.window == rhs.window
      && (lhs.box?.extra ?? Extra()) == (rhs.box?.extra ?? Extra())
  }

  /// The fields most results leave empty.
  struct Extra: Sendable, Equatable {
    /// The node and title of the in-window control that ran the performed command.
    var controlNode: NodePath?
    var controlTitle: String?
    var focused: NodePath?
    var steps: [DispatchStep] = []
    var effectError: CommandKitError?
    var keys: String?
    var layout: String?

    var isEmpty: Bool {
      controlNode == nil && controlTitle == nil && focused == nil && steps.isEmpty
        && effectError == nil && keys == nil && layout == nil
    }
  }

  /// Immutable, so results that share one stay independent.
  private final class Box: Sendable {
    let extra: Extra
    init(_ extra: Extra) { self.extra = extra }
  }
}
