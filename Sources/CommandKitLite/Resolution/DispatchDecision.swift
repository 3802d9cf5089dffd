/// What key dispatch decided for a press (SPEC §4, §13), before anything is performed.
///
/// Kept apart from ``DispatchResult``: the decision carries indexes and the resolution a
/// performed command needs, and the result (strings for the caller) is built once from it.
enum DispatchDecision: Sendable {
  /// The platform hard-reserves the shortcut.
  case reserved(Reservation)
  /// No window can take keys, or the app has quit (SPEC §4 step 2, §13).
  case blocked(BlockedReason)
  /// A focused text input eats the key.
  case consumed(window: Int, node: Int)
  /// A node's local handler takes it.
  case local(window: Int, node: Int, action: String)
  /// An in-window control runs its action (SPEC §16).
  case control(window: Int, reference: ControlReference)
  /// The first enabled bound command, and where its required value resolved; `control`
  /// names the in-window control that ran it, if one did.
  case performed(
    position: Int, found: ValueLocation?, control: (window: Int, reference: ControlReference)?)
  /// Commands are bound but none is enabled, and nothing else took the key; the first.
  case disabled(position: Int)
  /// Tab or Shift-Tab, or a text input's own focus move.
  case focus(backwards: Bool)
  /// Nothing handles it.
  case unhandled
}

extension App {
  /// The result of `decision` for a press of `shortcut`, read in the current state (before
  /// anything is performed). A method rather than an initializer taking the app: passing
  /// the app as an argument would copy it.
  func result(of decision: DispatchDecision, for shortcut: KeyboardShortcut) -> DispatchResult {
    // The key window by its names: one reference, read into strings only when the result is.
    let keyWindow = keyWindowIndex.map { windows[$0].names }
    switch decision {
    case .reserved(let reservation):
      return DispatchResult(
        kind: .reserved, shortcut: shortcut, keyWindow: keyWindow,
        extra: .init(reservation: reservation))
    case .consumed(let window, let node):
      return DispatchResult(
        node: windows[window].path(node), kind: .consumed, shortcut: shortcut,
        keyWindow: keyWindow)
    case .local(let window, let node, let action):
      return DispatchResult(
        node: windows[window].path(node), kind: .local, action: action, shortcut: shortcut,
        keyWindow: keyWindow)
    case .control(let window, let reference):
      // The two fields read in place: a copy of the control retains each of its fields
      // (callgrind: a fifth of a control press).
      let title = windows[window].tree.nodes[reference.node].controls[reference.control].title
      let action: String
      if case .action(let name, _) =
        windows[window].tree.nodes[reference.node].controls[reference.control].target
      {
        action = name
      } else {
        action = title
      }
      return DispatchResult(
        node: windows[window].path(reference.node), kind: .control, action: action,
        controlTitle: title, shortcut: shortcut, keyWindow: keyWindow)
    case .performed(let position, let found, let control):
      // The provider is named here, the one place that names it: by index, read when asked.
      let provider = found.map { providerReference(of: $0) } ?? .none
      guard let (window, reference) = control else {
        return DispatchResult(
          kind: .performed, command: commands[position].id, provider: provider,
          shortcut: shortcut, keyWindow: keyWindow)
      }
      return DispatchResult(
        node: windows[window].path(reference.node), kind: .performed,
        controlTitle: windows[window].tree.nodes[reference.node].controls[reference.control].title,
        command: commands[position].id, provider: provider, shortcut: shortcut,
        keyWindow: keyWindow)
    case .disabled(let position):
      return DispatchResult(
        kind: .disabled, command: commands[position].id, shortcut: shortcut,
        keyWindow: keyWindow)
    case .focus:
      return DispatchResult(kind: .focus, shortcut: shortcut, keyWindow: keyWindow)
    case .blocked(let reason):
      return DispatchResult(
        kind: .blocked, shortcut: shortcut, keyWindow: keyWindow,
        extra: .init(blockedReason: reason))
    case .unhandled:
      return DispatchResult(kind: .unhandled, shortcut: shortcut, keyWindow: keyWindow)
    }
  }

  /// The provider of the value at `location` (SPEC §2) as a result keeps it: its place, its
  /// node's index and its window's names when that is not the key window.
  private func providerReference(of location: ValueLocation) -> DispatchResult.ProviderReference {
    func names(_ window: Int) -> WindowNames? {
      window == keyWindowIndex ? nil : windows[window].names
    }
    switch location {
    case .node(let window, let node, _), .textResponder(let window, let node):
      return .init(place: .node, node: node, window: names(window))
    case .sceneNode(let window, _, _), .scene(let window, _):
      return .init(place: .scene, window: names(window))
    case .app:
      return .init(place: .app)
    }
  }
}

/// What one press has found so far: the menu command found disabled (which decides only
/// if nothing later takes the key, SPEC §13) and the local handlers that ran and let the
/// key go on (SPEC §17), whose code the press runs; and, for keys typed on a layout, what
/// they ask of the commands and controls they meet.
struct DispatchProgress {
  var firstDisabled: Int?
  var ignoredHandlers: [Int] = []
  /// For keys typed on a layout (SPEC §21), see ``TypedKeys``; `nil` for a press of a
  /// shortcut, which every command and control on it answers.
  var typed: TypedKeys?
  /// Whether the target the press found answered through ``TypedKeys/mirror``.
  var matchedMirror = false
}

/// What a press of keys typed on a layout asks of the commands and controls it meets
/// (SPEC §21). A class, so that a press of a shortcut carries one nil reference for it.
final class TypedKeys {
  /// Whether a command or control, by its shortcut as declared (its localization and
  /// written character; `nil`: an `automatic` one as the keys name it), answers these keys.
  /// One that does not is passed over and the search goes on, as a menu item whose key
  /// equivalent the layout types differently does not match the event.
  let accepts: (KeyboardShortcut?) -> Bool
  /// Right to left: the shortcut's mirror image, which commands and controls bound to it
  /// answer when its `accepts` lets them (an `automatic` one). Its targets and the
  /// shortcut's own are one list, in menu order for commands and in traversal order for
  /// controls (SPEC §13, §16); local handlers are never mirrored.
  let mirror: MirrorImage?

  init(
    accepts: @escaping (KeyboardShortcut?) -> Bool, mirror: MirrorImage?
  ) {
    self.accepts = accepts
    self.mirror = mirror
  }
}

/// The mirror image a press typed right to left also reaches (see ``TypedKeys/mirror``).
struct MirrorImage {
  /// The mirrored shortcut.
  let shortcut: KeyboardShortcut
  /// Its dispatch entry, if it has one.
  let entry: Int?
  /// Which commands and controls on it, by their declared shortcuts, answer the press.
  let accepts: (KeyboardShortcut?) -> Bool
}

extension App {
  /// Where the key window's focus chain starts: the text responder of SPEC §15 is found
  /// from there.
  var keyChain: (window: Int, node: Int?)? {
    keyWindowIndex.map { ($0, windows[$0].focus) }
  }

  /// The key-handling profile this app's platform follows (SPEC §13).
  public var dispatchProfile: DispatchProfile { DispatchProfile(platform) }

  /// Decides what a press does (SPEC §4, §13), resolving through `memo`; `tracer` hears
  /// each step; `progress` keeps the handlers that ran and let the key go on.
  ///
  /// Steps 1 (reserved) and 2 (blocked) come first everywhere; on macOS a press with no key
  /// window goes to the menu bar instead of being blocked, unless the app is hidden or has
  /// quit (SPEC §13). Then the profile's order:
  /// - AppKit, with ⌘ or ⌃ (a key equivalent): in-window controls, menu commands, the
  ///   focus chain;
  /// - AppKit, without: the focus chain, controls, menu commands, Tab;
  /// - UIKit: text input and Tab, local handlers inside out, controls, menu commands.
  /// A step that answers decides; the menu's disabled commands decide only at the end.
  func decide<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, memo: inout ResolutionMemo,
    progress: inout DispatchProgress
  ) -> DispatchDecision {
    decide(
      shortcut, entry: dispatchIndex.entry(for: shortcut), tracer: &tracer, memo: &memo,
      progress: &progress)
  }

  /// ``decide(_:tracer:memo:progress:)`` with the shortcut's dispatch entry already looked
  /// up: one lookup serves every step that asks whether anything is bound at all.
  func decide<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision {
    if let decision = reservedStep(shortcut, entry: entry, tracer: &tracer) { return decision }
    guard let window = keyWindowIndex else {
      return windowlessStep(
        shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
    }
    let profile = dispatchProfile
    if tracer.isTracing { tracer.record("profile", profileText(profile, shortcut)) }
    let decision: DispatchDecision?
    switch profile {
    case .appkit where shortcut.hasCommandModifier:
      decision =
        controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? chainStep(
          shortcut, window: window, entry: entry, textFirst: false, tracer: &tracer,
          progress: &progress)
    case .appkit:
      decision =
        chainStep(
          shortcut, window: window, entry: entry, textFirst: false, tracer: &tracer,
          progress: &progress)
        ?? controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? focusMoveStep(shortcut, tracer: &tracer)
    case .uikit:
      decision =
        focusMoveStep(shortcut, tracer: &tracer, onlyIfTextPasses: window)
        ?? chainStep(
          shortcut, window: window, entry: entry, textFirst: true, tracer: &tracer,
          progress: &progress)
        ?? controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
    }
    return decision ?? lastStep(shortcut, tracer: &tracer, progress: progress)
  }

  /// When no step took the key: `disabled` when a bound command was found disabled (SPEC
  /// §13: a disabled item decides only if nothing else takes the key), else `unhandled`.
  private func lastStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, progress: DispatchProgress
  ) -> DispatchDecision {
    if let position = progress.firstDisabled {
      tracer.record("disabled", "nothing else took it; \(commands[position].id) is disabled")
      return .disabled(position: position)
    }
    tracer.record("unhandled", "no handler, control, command or focus move for \(shortcut)")
    return .unhandled
  }

  /// Step 2 (SPEC §4, §13): no window can take keys. The press is `blocked` when the app has
  /// quit, on iPadOS, iOS and visionOS (no scene is in the foreground) and while the app is
  /// hidden. On macOS the menu bar belongs to the app, not to a window: while the app is
  /// active with no key window, the press still reaches the menu commands, resolved with
  /// the app's values only; the focus chain and controls are skipped, having no window to
  /// be in (Cocoa Event Handling Guide, "Handling Key Equivalents": `NSApplication` offers a
  /// key equivalent to the main menu whether or not a window is key).
  private func windowlessStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision {
    if hasQuit {
      tracer.record("blocked", "the app has quit; launch starts it again")
      return .blocked(.appQuit)
    }
    guard platform == .macOS, !isHidden else {
      tracer.record(
        "blocked",
        isHidden
          ? "the app is hidden: every window is in the background"
          : "no window can take keys (none open, or all in the background)")
      return .blocked(.noKeyWindow)
    }
    // `why` names the profile whenever the press goes on past step 2 (SPEC §13).
    if tracer.isTracing {
      tracer.record("profile", "appkit: with no key window, the menu bar alone (menu commands)")
    }
    tracer.record(
      "menu bar",
      "no window is key; on macOS the menu bar belongs to the app: menu commands only, "
        + "with the app's values")
    return menuStep(
      entry: entry, appValuesOnly: true, tracer: &tracer, memo: &memo, progress: &progress)
      ?? lastStep(shortcut, tracer: &tracer, progress: progress)
  }

  private func profileText(_ profile: DispatchProfile, _ shortcut: KeyboardShortcut) -> String {
    switch profile {
    case .appkit where shortcut.hasCommandModifier:
      "appkit: a key equivalent (⌘ or ⌃): controls, then the menu, then the focused view"
    case .appkit:
      "appkit: the focused view first, then controls, then the menu, then Tab"
    case .uikit:
      "uikit: text input and focus first, then key commands inside out, controls, the menu"
    }
  }

  /// Step 1: a shortcut the platform hard-reserves never reaches the app; a conventional
  /// reservation is only noted.
  @inline(__always)
  private func reservedStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer
  ) -> DispatchDecision? {
    // The common case, decided in place: an indexed shortcut with no reservation (a call
    // for it cost a press about 40 instructions; callgrind, Benchmarks/README.md).
    if !tracer.isTracing, let entry, dispatchIndex.entries[entry].reservation == nil {
      return nil
    }
    return reservedStepInFull(shortcut, entry: entry, tracer: &tracer)
  }

  /// ``reservedStep(_:entry:tracer:)`` in full.
  private func reservedStepInFull<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer
  ) -> DispatchDecision? {
    guard let reservation = reservation(of: shortcut, entry: entry) else {
      tracer.record("reserved", "not reserved on \(platform)")
      return nil
    }
    if reservation.strength == .hard {
      tracer.record("reserved", "hard-reserved on \(platform) for \(reservation.use)")
      return .reserved(reservation)
    }
    tracer.record(
      "reserved", "conventional on \(platform) (\(reservation.use)); reaches the app")
    return nil
  }

  /// The reservation of a shortcut: its dispatch entry's, or for a shortcut with no entry
  /// the rule that on iPadOS, iOS and visionOS every `fn` combination is reserved.
  private func reservation(of shortcut: KeyboardShortcut, entry: Int?) -> Reservation? {
    if let entry {
      // Asked in place first: copying a reservation out retains its text.
      guard dispatchIndex.entries[entry].reservation != nil else { return nil }
      return dispatchIndex.entries[entry].reservation
    }
    guard platform != .macOS, shortcut.modifiers.contains(.function) else { return nil }
    return ShortcutTables.reservation(of: shortcut, on: platform)
  }

  /// The focus chain of the key window: a focused text input takes what its text system
  /// handles (SPEC §15, ``TextSystem``), and a node's local handler performs the shortcut
  /// (SPEC §17: a handler that says `ignored` runs and the walk goes on outwards). With
  /// `textFirst` (UIKit) the text input acts before any handler; otherwise the deeper of
  /// the two acts first, as the responder chain reaches it first. Found by index.
  private func chainStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, window: Int, entry: Int?, textFirst: Bool,
    tracer: inout Tracer, progress: inout DispatchProgress
  ) -> DispatchDecision? {
    guard let focus = windows[window].focus else { return nil }
    let hasLocalHandlers = entry.map { dispatchIndex.entries[$0].hasLocalHandlers } ?? false
    // The text input in the chain, when its text system acts on this key. Looked up
    // through `windows[window].tree` in place: a copy of the tree retains each of its
    // indexes, so the walk below takes one only once a text input or a handler is found.
    var text: (node: Int, handling: TextSystem.Handling)?
    if let node = windows[window].tree.textInputNodes.nearest(
      containing: focus)
    {
      let handling = TextSystem.handling(
        of: shortcut, multiline: windows[window].tree[node].isMultiline,
        profile: dispatchProfile)
      if handling != .passes { text = (node, handling) }
      if tracer.isTracing, handling == .passes {
        tracer.record(
          "node \(windows[window].path(node))", "text input; it passes \(shortcut) on")
      }
    }
    var handler =
      hasLocalHandlers
      ? windows[window].tree.keyHandlerNodes[shortcut]?.nearest(
        containing: focus) : nil
    if text == nil, handler == nil {
      if tracer.isTracing { tracer.record("chain", "no handler for \(shortcut)") }
      return nil
    }
    // The one copy: a text input or a handler acts, and the walk reads the tree from here.
    let tree = windows[window].tree
    while true {
      // Both are on the chain; the deeper one has the larger pre-order index. At one node
      // the text input acts first: its text system sees the key-down before a handler.
      if let text, textFirst || handler.map({ $0 <= text.node }) ?? true {
        let path = windows[window].path(text.node)
        switch text.handling {
        case .consumes:
          tracer.record("node \(path)", "text input consumes \(shortcut)")
          return .consumed(window: window, node: text.node)
        case .movesFocus(let backwards):
          tracer.record("node \(path)", "text input: \(shortcut) moves focus")
          return .focus(backwards: backwards)
        case .passes:
          return nil
        }
      }
      guard let node = handler, let found = tree[node].keyHandlers[shortcut] else {
        if tracer.isTracing, text == nil { tracer.record("chain", "no handler for \(shortcut)") }
        return nil
      }
      let path = windows[window].path(node)
      guard found.result == .ignored else {
        tracer.record("node \(path)", "local handler \(found.action)")
        return .local(window: window, node: node, action: found.action)
      }
      tracer.record("node \(path)", "local handler \(found.action) ran and ignored it")
      progress.ignoredHandlers.append(node)
      handler = outerHandler(of: shortcut, above: node, in: tree)
    }
  }

  /// The nearest ancestor of `node` with a local handler for `shortcut`.
  private func outerHandler(of shortcut: KeyboardShortcut, above node: Int, in tree: ViewTree)
    -> Int?
  {
    var current = tree[node].parent
    while let index = current {
      if tree[index].isAvailable, tree[index].keyHandlers[shortcut] != nil { return index }
      current = tree[index].parent
    }
    return nil
  }

  /// In-window controls (SPEC §16): the key window's tree in traversal order, then the main
  /// window's when it is not blocked; the first live control wins. A control that runs a
  /// command is live only while the command is enabled. Keys typed on a layout also pass
  /// over controls typed otherwise, and right to left reach the controls of the mirror
  /// image, in the same traversal order (SPEC §21).
  @inline(__always)
  private func controlStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision? {
    // The common case, decided in place: a shortcut no template has a control for (the
    // call cost a press about 40 instructions; callgrind, Benchmarks/README.md).
    if progress.typed == nil, !(entry.map { dispatchIndex.entries[$0].hasControls } ?? false) {
      return nil
    }
    return controlStepInFull(
      shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
  }

  /// ``controlStep(_:entry:tracer:memo:progress:)`` in full.
  private func controlStepInFull<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision? {
    // Compared, not bound: binding the reference would retain it on every press.
    if progress.typed != nil {
      return typedControlStep(
        shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
    }
    guard let entry, dispatchIndex.entries[entry].hasControls else { return nil }
    // The key window, then the main window (two optionals, not an array per press).
    for window in [keyWindowIndex, mainFallbackIndex] {
      guard let window,
        let references = windows[window].tree.controlsByShortcut[shortcut]
      else { continue }
      for reference in references {
        if let decision = controlDecision(
          reference, in: window, accepts: nil, tracer: &tracer, memo: &memo)
        {
          return decision
        }
      }
    }
    return nil
  }

  /// ``controlStep(_:entry:tracer:memo:progress:)`` for keys typed on a layout (with
  /// ``DispatchProgress/typed``): a control
  /// whose localization does not answer them is passed over, and right to left the
  /// controls on the shortcut and those on its mirror image are one list per window, in
  /// traversal order (pre-order, then declaration order), so the first live one wins
  /// however it matched (SPEC §16, §21).
  private func typedControlStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision? {
    guard let typed = progress.typed else { return nil }
    func hasControls(_ entry: Int?) -> Bool {
      entry.map { dispatchIndex.entries[$0].hasControls } ?? false
    }
    guard hasControls(entry) || hasControls(typed.mirror?.entry) else { return nil }
    for window in [keyWindowIndex, mainFallbackIndex] {
      guard let window else { continue }
      let image =
        typed.mirror.flatMap { windows[window].tree.controlsByShortcut[$0.shortcut] } ?? []
      let merged = Self.inOrder(windows[window].tree.controlsByShortcut[shortcut] ?? [], image) {
        ($0.node, $0.control) < ($1.node, $1.control)
      }
      for (reference, isImage) in merged {
        let accepts = isImage ? typed.mirror?.accepts ?? typed.accepts : typed.accepts
        if let decision = controlDecision(
          reference, in: window, accepts: accepts, tracer: &tracer, memo: &memo)
        {
          progress.matchedMirror = isImage
          return decision
        }
      }
    }
    return nil
  }

  /// What one control does with a press: runs its action, or performs its command when
  /// the command is enabled; `nil` when the control is not live (its node unavailable, a
  /// key-window-only control in the main window, a disabled command) or its shortcut's
  /// localization does not answer the keys typed (`accepts`).
  private func controlDecision<Tracer: DispatchTracer>(
    _ reference: ControlReference, in window: Int,
    accepts: ((KeyboardShortcut?) -> Bool)?, tracer: inout Tracer,
    memo: inout ResolutionMemo
  ) -> DispatchDecision? {
    guard windows[window].tree.nodes[reference.node].isAvailable else { return nil }
    // The control's fields are read in place, each when needed: a copy of the control
    // retains every one of them (callgrind: a fifth of a control press).
    func step() -> String {
      let title = windows[window].tree.nodes[reference.node].controls[reference.control].title
      return "control \(windows[window].path(reference.node)) \"\(title)\""
    }
    if windows[window].tree.nodes[reference.node].controls[reference.control].isKeyWindowOnly,
      window != keyWindowIndex
    {
      tracer.record(step(), "live in the key window only")
      return nil
    }
    if let accepts,
      !accepts(windows[window].tree.nodes[reference.node].controls[reference.control].shortcut)
    {
      tracer.record(step(), "its shortcut is typed otherwise on this layout: passed over")
      return nil
    }
    let id: String
    switch windows[window].tree.nodes[reference.node].controls[reference.control].target {
    case .action(let name, _):
      tracer.record(step(), "runs \(name)")
      return .control(window: window, reference: reference)
    case .command(let command):
      id = command
    }
    guard let position = registry.commandIndex[id] else {
      // Declared before its command, and the command never came (SPEC §12).
      tracer.record(step(), "runs \(id), which is not registered: not live")
      return nil
    }
    let (isEnabled, found) = pressEnablement(of: position, appValuesOnly: false, memo: &memo)
    guard isEnabled else {
      tracer.record(step(), "runs \(id), which is disabled: not live")
      return nil
    }
    tracer.record(step(), "runs \(id)")
    return .performed(position: position, found: found, control: (window, reference))
  }

  /// The menu commands bound to the shortcut, in menu order: the first enabled one is
  /// performed. A disabled item takes nothing (`NSMenuItem.isEnabled`): it is remembered
  /// and decides only if no later step takes the key (SPEC §13). Keys typed on a layout
  /// pass over commands typed otherwise, and right to left also reach the commands of the
  /// mirror image, in the same menu order (SPEC §21). `appValuesOnly` resolves required
  /// values from the app alone: the menu bar of a macOS app with no key window (SPEC §13).
  private func menuStep<Tracer: DispatchTracer>(
    entry: Int?, appValuesOnly: Bool = false, tracer: inout Tracer, memo: inout ResolutionMemo,
    progress: inout DispatchProgress
  ) -> DispatchDecision? {
    if progress.typed != nil || appValuesOnly {
      return menuStep(
        candidates(entry: entry, mirror: progress.typed?.mirror), appValuesOnly: appValuesOnly,
        tracer: &tracer, memo: &memo, progress: &progress)
    }
    guard let entry, let first = dispatchIndex.entries[entry].commands.first else { return nil }
    // By index, in place: iterating the array would retain it.
    for index in dispatchIndex.entries[entry].commands.indices {
      let position = dispatchIndex.entries[entry].commands[index]
      if let decision = menuDecision(
        position, appValuesOnly: false, tracer: &tracer, memo: &memo)
      {
        return decision
      }
    }
    if progress.firstDisabled == nil { progress.firstDisabled = first }
    return nil
  }

  /// The commands bound to the shortcut of `entry` and, typed right to left, to its mirror
  /// image, as one list in menu order; each says whether it is bound to the mirror image.
  private func candidates(entry: Int?, mirror: MirrorImage?) -> [(Int, Bool)] {
    let own = entry.map { dispatchIndex.entries[$0].commands } ?? []
    let image = mirror?.entry.map { dispatchIndex.entries[$0].commands } ?? []
    return Self.inOrder(own, image) { registry.menuKey($0) < registry.menuKey($1) }
  }

  /// ``menuStep(entry:appValuesOnly:tracer:memo:progress:)`` over `candidates`: a press
  /// typed right to left, or the menu bar of a macOS app with no key window.
  private func menuStep<Tracer: DispatchTracer>(
    _ candidates: [(Int, Bool)], appValuesOnly: Bool, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: inout DispatchProgress
  ) -> DispatchDecision? {
    var accepted: Int?
    for (position, isImage) in candidates {
      if let typed = progress.typed {
        let accepts = isImage ? typed.mirror?.accepts ?? typed.accepts : typed.accepts
        guard answers(position, accepts, tracer: &tracer) else { continue }
      }
      if accepted == nil { accepted = position }
      if let decision = menuDecision(
        position, appValuesOnly: appValuesOnly, tracer: &tracer, memo: &memo)
      {
        progress.matchedMirror = isImage
        return decision
      }
    }
    if progress.firstDisabled == nil, let accepted { progress.firstDisabled = accepted }
    return nil
  }

  /// Whether command `position`'s shortcut, by its localization, answers the keys typed; a
  /// command that does not is passed over, and the trace says so.
  private func answers<Tracer: DispatchTracer>(
    _ position: Int, _ accepts: (KeyboardShortcut?) -> Bool, tracer: inout Tracer
  ) -> Bool {
    guard accepts(effectiveShortcut(of: commands[position].id)) else {
      tracer.record(
        "menu \(commands[position].id)",
        "its shortcut is typed otherwise on this layout: passed over")
      return false
    }
    return true
  }

  /// Command `position` performed when it is enabled, resolving through `memo` (the key
  /// window's chain, then the main window's, then the app; the app alone with
  /// `appValuesOnly`); `nil` when it is disabled.
  private func menuDecision<Tracer: DispatchTracer>(
    _ position: Int, appValuesOnly: Bool, tracer: inout Tracer, memo: inout ResolutionMemo
  ) -> DispatchDecision? {
    let (isEnabled, found) = pressEnablement(
      of: position, appValuesOnly: appValuesOnly, memo: &memo)
    if tracer.isTracing {
      tracer.record(
        "menu \(commands[position].id)",
        reason(for: position, found: found, isEnabled: isEnabled).description)
    }
    return isEnabled ? .performed(position: position, found: found, control: nil) : nil
  }

  /// The enablement rule for a press (see ``enablementWithoutValue(of:chain:)``), resolving
  /// the required value through the press's `memo`: the key window's chain, then the main
  /// window's, then the app; the app alone with `appValuesOnly`. The value's name is read,
  /// and the scope built, only when the memo has no answer; no closure captures the app.
  private func pressEnablement(
    of position: Int, appValuesOnly: Bool, memo: inout ResolutionMemo
  ) -> (isEnabled: Bool, found: ValueLocation?) {
    switch enablementWithoutValue(of: position, chain: keyChain) {
    case .decided(let isEnabled, let found):
      return (isEnabled, found)
    case .needsValue(let slot):
      let found: ValueLocation?
      if let remembered = memo.lookup(slot) {
        found = remembered
      } else {
        var located: ValueLocation?
        if let name = commands[position].requires {
          let chains =
            appValuesOnly ? (primary: nil, fallback: nil) : ResolutionScope.standardChains(self)
          located = locate(name, slot: slot, primary: chains.primary, fallback: chains.fallback)
        }
        memo.store(located, at: slot)
        found = located
      }
      guard let found else { return (false, nil) }
      return (requiredValueSatisfiesRule(of: position, found), found)
    }
  }

  /// Two lists, each already in order, merged into one in that order; each element says
  /// whether it came from the second list.
  static func inOrder<Element>(
    _ first: [Element], _ second: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [(Element, Bool)] {
    var merged: [(Element, Bool)] = []
    merged.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && !areInIncreasingOrder(second[j], first[i])) {
        merged.append((first[i], false))
        i += 1
      } else {
        merged.append((second[j], true))
        j += 1
      }
    }
    return merged
  }

  /// Tab and Shift-Tab move focus. Under UIKit the focus system goes first, unless a focused
  /// multi-line text input takes Tab as text (`onlyIfTextPasses` names the key window).
  private func focusMoveStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, onlyIfTextPasses window: Int? = nil
  ) -> DispatchDecision? {
    guard shortcut.key == .tab, shortcut.modifiers.isSubset(of: .shift) else { return nil }
    if let window, let focus = windows[window].focus,
      let node = windows[window].tree.textInputNodes.nearest(
        containing: focus),
      windows[window].tree[node].isMultiline
    {
      return nil
    }
    let backwards = shortcut.modifiers.contains(.shift)
    tracer.record(
      "focus", backwards ? "moves focus to the previous node" : "moves focus to the next node")
    return .focus(backwards: backwards)
  }
}
