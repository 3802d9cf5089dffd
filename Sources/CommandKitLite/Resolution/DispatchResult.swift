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
/// outcome is stored as its ``kind``, the command it names and where the provider is (all
/// a performed press needs), and ``outcome`` is built from them when asked. The key window
/// and the provider are not kept as strings but as one reference to the key window's
/// names (its id and its nodes' ids, immutable and shared, see `WindowNames`) and the
/// provider's node index: ``window`` and ``provider`` read the names when asked, so
/// building and destroying a result counts one reference instead of one per string
/// (Benchmarks/README.md, round eight). What other outcomes carry (the node, the action,
/// the reservation) and the fields most presses leave empty (the trace...) share one
/// out-of-line box that exists only when one of them is set. Copying a result then retains
/// a few references, and never goes through the value witness of a many-payload enum
/// (callgrind: storing the outcome enum itself made a remembered press copy its result for
/// about 460 instructions, a third of the press).
///
/// Two results are equal when every field is, read as the public properties read it: tests
/// compare a press with `why`, and a remembered press with a fresh one, as values.
public struct DispatchResult: Sendable, Equatable {
  /// The outcome's name without its payload.
  public let kind: DispatchOutcome.Kind
  /// The shortcut, canonical.
  public let shortcut: KeyboardShortcut
  /// The key window's names; `nil` when no window was key.
  private let keyWindow: WindowNames?
  /// For `performed` and `disabled`: the command the outcome names.
  private let command: String?
  /// For `performed`: where the provider of the command's required value is.
  private let providerPlace: ProviderPlace
  /// The provider's node, an index into its window's names (``ProviderPlace/node``); the
  /// window is the key window, or ``Extra/providerWindow`` when that is set (a main
  /// window's value, SPEC §2 step 2), so the common press keeps one reference.
  private let providerNode: Int
  /// The rarely set fields, and the payloads of the other outcomes; `nil` while all of
  /// them are empty.
  private let box: Box?

  /// Where a performed command's value came from, without its names (see
  /// ``DispatchResult/provider``).
  enum ProviderPlace: UInt8, Sendable {
    /// No provider: the command requires no value, or the outcome is not `performed`.
    case none
    /// The app-level values.
    case app
    /// Node ``DispatchResult/providerNode`` of the provider's window.
    case node
    /// The provider's window's scene values.
    case scene
  }

  /// Where a performed command's value came from: the place, the node and the window (`nil`
  /// for the key window).
  struct ProviderReference {
    var place: ProviderPlace
    var node: Int = 0
    var window: WindowNames?

    /// No provider.
    static let none = ProviderReference(place: .none)
  }

  /// Creates a result from its stored fields; `command` and `provider` only for the kinds
  /// that carry them. Results are immutable and built in one expression: a result built in
  /// a variable and then filled in is copied on return, which costs a press more than its
  /// decision.
  init(
    kind: DispatchOutcome.Kind, command: String? = nil, provider: ProviderReference = .none,
    shortcut: KeyboardShortcut, keyWindow: WindowNames?, extra: Extra? = nil
  ) {
    self.kind = kind
    self.command = command
    self.providerPlace = provider.place
    self.providerNode = provider.node
    self.shortcut = shortcut
    self.keyWindow = keyWindow
    if let window = provider.window {
      var filled = extra ?? Extra()
      filled.providerWindow = window
      self.box = Box(filled)
    } else {
      self.box = extra.flatMap { $0.isEmpty ? nil : Box($0) }
    }
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
    controlTitle: String? = nil, command: String? = nil, provider: ProviderReference = .none,
    shortcut: KeyboardShortcut, keyWindow: WindowNames?
  ) {
    self.kind = kind
    self.command = command
    self.providerPlace = provider.place
    self.providerNode = provider.node
    self.shortcut = shortcut
    self.keyWindow = keyWindow
    self.box = Box(
      Extra(
        node: node, action: action, controlTitle: controlTitle, providerWindow: provider.window))
  }

  /// This result with some of the rarely set fields changed.
  func with(_ change: (inout Extra) -> Void) -> DispatchResult {
    var extra = box?.extra ?? Extra()
    change(&extra)
    return DispatchResult(
      kind: kind, command: command,
      provider: ProviderReference(place: providerPlace, node: providerNode),
      shortcut: shortcut, keyWindow: keyWindow, extra: extra)
  }

  /// The key window the press went to.
  public var window: String? { keyWindow?.id }

  /// The provider the stored place names, read from the window's names.
  private var commandProvider: Provider? {
    // Each window read where it is stored: `providerWindow ?? keyWindow` retained the
    // names it chose for the read (callgrind).
    switch providerPlace {
    case .none: return nil
    case .app: return .app
    case .node:
      if let window = box?.extra.providerWindow { return window.nodeProvider(providerNode) }
      return keyWindow?.nodeProvider(providerNode)
    case .scene:
      if let window = box?.extra.providerWindow { return .scene(window.id) }
      return keyWindow.map { .scene($0.id) }
    }
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
      && lhs.comparedExtra == rhs.comparedExtra
  }

  /// The rarely set fields as equality compares them: the provider's window is compared as
  /// the provider it names (``provider``), not as where it is kept.
  private var comparedExtra: Extra {
    var extra = box?.extra ?? Extra()
    extra.providerWindow = nil
    return extra
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
    /// The window of the performed command's provider when it is not the key window.
    var providerWindow: WindowNames?
    var reservation: Reservation?
    var focused: NodePath?
    var steps: [DispatchStep] = []
    var effectError: CommandKitError?
    var keys: String?
    var layout: String?
    var blockedReason: BlockedReason?

    var isEmpty: Bool {
      node == nil && action == nil && controlTitle == nil && providerWindow == nil
        && reservation == nil
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
