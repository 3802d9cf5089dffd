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
/// A press returns one of these every time, so it is kept small and cheap to copy: the
/// outcome is stored as its ``kind``, the command it names and the provider (all a
/// performed press needs), and ``outcome`` is built from them when asked. What other
/// outcomes carry (the node, the action, the reservation) and the fields most presses
/// leave empty (the trace...) share one out-of-line box that exists only when one of them
/// is set. Copying a result then retains a few references, and never goes through the
/// value witness of a many-payload enum (callgrind: storing the outcome enum itself made a
/// remembered press copy its result for about 460 instructions, a third of the press).
///
/// Two results are equal when every field is: tests compare a press with `why`, and a
/// remembered press with a fresh one, as values.
public struct DispatchResult: Sendable, Equatable {
  /// The outcome's name without its payload.
  public let kind: DispatchOutcome.Kind
  /// The shortcut, canonical.
  public let shortcut: KeyboardShortcut
  /// The key window the press went to.
  public let window: String?
  /// For `performed` and `disabled`: the command the outcome names.
  private let command: String?
  /// For `performed`: the provider of the command's required value.
  private let commandProvider: Provider?
  /// The rarely set fields, and the payloads of the other outcomes; `nil` while all of
  /// them are empty.
  private let box: Box?

  /// Creates a result. Results are immutable and built in one expression: a result built
  /// in a variable and then filled in is copied on return, which costs a press more than
  /// its decision.
  init(
    outcome: DispatchOutcome, shortcut: KeyboardShortcut, window: String?, extra: Extra? = nil
  ) {
    // Only the outcomes with a node, an action or a reservation build an `Extra`: building
    // and copying one costs a press of a missed key more than its decision.
    func adding(_ change: (inout Extra) -> Void) -> Extra {
      var filled = extra ?? Extra()
      change(&filled)
      return filled
    }
    switch outcome {
    case .performed(let id, let value):
      self.init(
        kind: .performed, command: id, provider: value, shortcut: shortcut, window: window,
        extra: extra)
    case .disabled(let id):
      self.init(
        kind: .disabled, command: id, provider: nil, shortcut: shortcut, window: window,
        extra: extra)
    case .blocked, .focus, .unhandled:
      self.init(
        kind: outcome.kind, command: nil, provider: nil, shortcut: shortcut, window: window,
        extra: extra)
    case .local(let action, let node):
      self.init(
        kind: .local, command: nil, provider: nil, shortcut: shortcut, window: window,
        extra: adding {
          $0.action = action
          $0.node = node
        })
    case .control(let title, let action, let node):
      self.init(
        kind: .control, command: nil, provider: nil, shortcut: shortcut, window: window,
        extra: adding {
          $0.controlTitle = title
          $0.action = action
          $0.node = node
        })
    case .consumed(let node):
      self.init(
        kind: .consumed, command: nil, provider: nil, shortcut: shortcut, window: window,
        extra: adding { $0.node = node })
    case .reserved(let reservation):
      self.init(
        kind: .reserved, command: nil, provider: nil, shortcut: shortcut, window: window,
        extra: adding { $0.reservation = reservation })
    }
  }

  /// Creates a performed result without building its outcome (the common press).
  init(
    performed command: String, provider: Provider?, shortcut: KeyboardShortcut,
    window: String?, extra: Extra? = nil
  ) {
    self.init(
      kind: .performed, command: command, provider: provider, shortcut: shortcut,
      window: window, extra: extra)
  }

  /// Creates the result of a press that a node took, with no other rarely set field: a
  /// text input that consumed it, a local handler or an in-window control (its `action`
  /// and `controlTitle`), or a control that ran command `command` (with its `provider`).
  ///
  /// The box is built from its fields in one expression: going through an outcome and
  /// ``Extra``'s general filling copied and destroyed the whole `Extra` (ten optional
  /// fields) three times, about a fifth of a control press (callgrind, Benchmarks/README.md).
  init(
    node: NodePath, kind: DispatchOutcome.Kind, action: String? = nil,
    controlTitle: String? = nil, command: String? = nil, provider: Provider? = nil,
    shortcut: KeyboardShortcut, window: String?
  ) {
    self.kind = kind
    self.command = command
    self.commandProvider = provider
    self.shortcut = shortcut
    self.window = window
    self.box = Box(Extra(node: node, action: action, controlTitle: controlTitle))
  }

  /// Creates a result from its stored fields; `command` and `provider` only for the kinds
  /// that carry them.
  init(
    kind: DispatchOutcome.Kind, command: String?, provider: Provider?,
    shortcut: KeyboardShortcut, window: String?, extra: Extra? = nil
  ) {
    self.kind = kind
    self.command = command
    self.commandProvider = provider
    self.shortcut = shortcut
    self.window = window
    self.box = extra.flatMap { $0.isEmpty ? nil : Box($0) }
  }

  /// This result with some of the rarely set fields changed.
  func with(_ change: (inout Extra) -> Void) -> DispatchResult {
    var extra = box?.extra ?? Extra()
    change(&extra)
    return DispatchResult(
      kind: kind, command: command, provider: commandProvider, shortcut: shortcut,
      window: window, extra: extra)
  }

  /// What happened, with what did it.
  public var outcome: DispatchOutcome {
    let extra = box?.extra
    // The stored fields hold each kind's payload (the initializer puts them there); an
    // empty one stands in where a field is missing, which no result of the library has.
    let node = extra?.node ?? NodePath(window: window ?? "", node: "")
    switch kind {
    case .performed: return .performed(command: command ?? "", provider: commandProvider)
    case .disabled: return .disabled(command: command ?? "")
    case .local: return .local(action: extra?.action ?? "", node: node)
    case .control:
      return .control(title: extra?.controlTitle ?? "", action: extra?.action ?? "", node: node)
    case .consumed: return .consumed(node: node)
    case .reserved:
      return .reserved(extra?.reservation ?? Reservation(use: "", strength: .hard))
    case .blocked: return .blocked
    case .focus: return .focus
    case .unhandled: return .unhandled
    }
  }

  /// The command performed; `nil` unless the outcome is
  /// ``DispatchOutcome/performed(command:provider:)`` (a disabled press names its command in
  /// ``DispatchOutcome/disabled(command:)`` only).
  public var performedCommand: String? {
    kind == .performed ? command : nil
  }

  /// The provider of the performed command's required value; `nil` unless a command that
  /// requires a value was performed.
  public var provider: Provider? {
    kind == .performed ? commandProvider : nil
  }

  /// The node that took the key: the text input that consumed it, the node of the local
  /// handler or of the control (also of a control that ran a command).
  public var node: NodePath? { box?.extra.node }

  /// The local handler's or control's action name.
  public var action: String? { box?.extra.action }

  /// The title of the in-window control that took the key (SPEC §16): one that ran its own
  /// action, or one that ran a command.
  public var control: String? { box?.extra.controlTitle }

  /// The platform's reservation, for `reserved`.
  public var reservation: Reservation? { box?.extra.reservation }

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
  /// For `blocked`: why no window took the press (none can take keys, or the app has quit).
  public var blockedReason: BlockedReason? { box?.extra.blockedReason }

  /// Whether two results tell the same: every field, the rarely set ones included.
  public static func == (lhs: DispatchResult, rhs: DispatchResult) -> Bool {
    lhs.kind == rhs.kind && lhs.shortcut == rhs.shortcut && lhs.window == rhs.window
      && lhs.command == rhs.command && lhs.commandProvider == rhs.commandProvider
      && (lhs.box?.extra ?? Extra()) == (rhs.box?.extra ?? Extra())
  }

  /// The fields most results leave empty, and the other outcomes' payloads.
  struct Extra: Sendable, Equatable {
    /// The node that took the key (consumed, local, control), or the node of the in-window
    /// control that ran the performed command.
    var node: NodePath?
    /// The local handler's or control's action.
    var action: String?
    /// The in-window control's title (its own action, or the command it ran).
    var controlTitle: String?
    var reservation: Reservation?
    var focused: NodePath?
    var steps: [DispatchStep] = []
    var effectError: CommandKitError?
    var keys: String?
    var layout: String?
    var blockedReason: BlockedReason?

    var isEmpty: Bool {
      node == nil && action == nil && controlTitle == nil && reservation == nil
        && focused == nil && steps.isEmpty && effectError == nil && keys == nil && layout == nil
        && blockedReason == nil
    }
  }

  /// Immutable, so results that share one stay independent.
  private final class Box: Sendable {
    let extra: Extra
    init(_ extra: Extra) { self.extra = extra }
  }
}
