/// A press decided once: the decision that is then performed, and everything that explains
/// it (issue 27, item 3). `press(keys:)` performs it; `why(_:)` and `why(keys:)` tell it,
/// through the one ``App/explanation(of:)``.
struct DecidedPress {
  /// The shortcut dispatched: as written, or as the keys type it on the layout (right to
  /// left, the mirror image when a target answered through it).
  var shortcut: KeyboardShortcut
  /// The shortcut the focus chain's local handlers were matched on (never mirrored):
  /// performing the press runs them by it.
  var chainShortcut: KeyboardShortcut
  /// What dispatch decided; `unhandled` for keys whose reading no target answers.
  var decision: DispatchDecision
  /// The local handlers that ran and let the key go on (SPEC §17); they run again when
  /// the press is performed.
  var ignoredHandlers: [Int] = []
  /// How typed keys were read on the layout (SPEC §21); empty for a written shortcut.
  var layoutSteps: [DispatchStep] = []
  /// The dispatch steps, when the decision was traced.
  var trace: [DispatchStep] = []
  /// The keys as typed, and the layout's id; `nil` for a written shortcut.
  var typed: (keys: String, layout: String)?

  /// Keys that reach no target as they are typed (a dead key, or every target typed
  /// otherwise on the layout): unhandled, with nothing traced.
  static func unreached(_ shortcut: KeyboardShortcut, layoutSteps: [DispatchStep])
    -> DecidedPress
  {
    DecidedPress(
      shortcut: shortcut, chainShortcut: shortcut, decision: .unhandled, layoutSteps: layoutSteps)
  }
}

extension App {
  /// Decides a press of `shortcut` (SPEC §4, §13): commands and controls whose localization
  /// `accepts` refuses are passed over (`nil`: every one answers, see
  /// ``TypedKeys/accepts``); right to left, those on `mirror`'s shortcut that its `accepts`
  /// lets answer are candidates too, in menu and traversal order (see ``TypedKeys/mirror``;
  /// a mirror is only given with `accepts`). Resolves through `memo`; traces with a fresh
  /// `Tracer`.
  func decidedPress<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, accepts: ((KeyboardShortcut?) -> Bool)?,
    mirror: (shortcut: KeyboardShortcut, accepts: (KeyboardShortcut?) -> Bool)? = nil,
    tracing: Tracer.Type, memo: inout ResolutionMemo
  ) -> DecidedPress {
    var tracer = Tracer()
    var progress = DispatchProgress()
    if let accepts {
      progress.typed = TypedKeys(
        accepts: accepts,
        mirror: mirror.map {
          MirrorImage(
            shortcut: $0.shortcut, entry: dispatchIndex.entry(for: $0.shortcut),
            accepts: $0.accepts)
        })
    }
    let decision = decide(shortcut, tracer: &tracer, memo: &memo, progress: &progress)
    return DecidedPress(
      shortcut: progress.matchedMirror ? mirror?.shortcut ?? shortcut : shortcut,
      chainShortcut: shortcut, decision: decision, ignoredHandlers: progress.ignoredHandlers,
      trace: tracer.steps)
  }

  /// What a decided press tells, read in the current state (before anything is performed):
  /// its result, with the layout's steps and the trace, and for typed keys the keys and the
  /// layout. The one explanation behind `why(_:)`, `why(keys:)` and `press(keys:)`.
  func explanation(of press: DecidedPress) -> DispatchResult {
    let result = result(of: press.decision, for: press.shortcut)
    guard let typed = press.typed else {
      return press.trace.isEmpty ? result : result.with { $0.steps = press.trace }
    }
    return result.with {
      $0.steps = press.layoutSteps + press.trace
      $0.keys = typed.keys
      $0.layout = typed.layout
    }
  }
}
