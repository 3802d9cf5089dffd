/// What key dispatch decided for a press (SPEC §4, §13), before anything is performed.
///
/// Kept apart from ``DispatchResult``: the decision carries indexes and the resolution a
/// performed command needs, and the result (strings for the caller) is built once from it.
enum DispatchDecision: Sendable {
  /// The platform hard-reserves the shortcut.
  case reserved(Reservation)
  /// No window can take keys.
  case blocked
  /// A focused text input eats the key.
  case consumed(window: Int, node: Int)
  /// A node's local handler takes it.
  case local(window: Int, node: Int, action: String)
  /// An in-window control runs its action (SPEC §16).
  case control(window: Int, reference: ControlReference)
  /// The first enabled bound command, and its resolved required value; `control` names
  /// the in-window control that ran it, if one did.
  case performed(
    position: Int, found: SharedResolution?, control: (window: Int, reference: ControlReference)?)
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
    switch decision {
    case .reserved(let reservation):
      return DispatchResult(
        outcome: .reserved(reservation), shortcut: shortcut, window: keyWindowID)
    case .consumed(let window, let node):
      return DispatchResult(
        outcome: .consumed(node: windows[window].path(node)), shortcut: shortcut,
        window: keyWindowID)
    case .local(let window, let node, let action):
      return DispatchResult(
        outcome: .local(action: action, node: windows[window].path(node)), shortcut: shortcut,
        window: keyWindowID)
    case .control(let window, let reference):
      let control = windows[window].tree[reference.node].controls[reference.control]
      return DispatchResult(
        outcome: .control(
          title: control.title, action: control.action ?? control.title,
          node: windows[window].path(reference.node)),
        shortcut: shortcut, window: keyWindowID)
    case .performed(let position, let found, let control):
      guard let (window, reference) = control else {
        return DispatchResult(
          performed: commands[position].id, provider: found?.provider, shortcut: shortcut,
          window: keyWindowID)
      }
      return DispatchResult(
        performed: commands[position].id, provider: found?.provider, shortcut: shortcut,
        window: keyWindowID,
        extra: .init(
          node: windows[window].path(reference.node),
          controlTitle: windows[window].tree[reference.node].controls[reference.control].title))
    case .disabled(let position):
      return DispatchResult(
        kind: .disabled, command: commands[position].id, provider: nil, shortcut: shortcut,
        window: keyWindowID)
    case .focus:
      return DispatchResult(
        kind: .focus, command: nil, provider: nil, shortcut: shortcut, window: keyWindowID)
    case .blocked:
      return DispatchResult(
        kind: .blocked, command: nil, provider: nil, shortcut: shortcut, window: keyWindowID)
    case .unhandled:
      return DispatchResult(
        kind: .unhandled, command: nil, provider: nil, shortcut: shortcut, window: keyWindowID)
    }
  }
}

/// What one press has found so far: the menu command found disabled (which decides only
/// if nothing later takes the key, SPEC §13) and the local handlers that ran and let the
/// key go on (SPEC §17), whose code the press runs; and, for keys typed on a layout, which
/// shortcut localizations answer them.
struct DispatchProgress {
  var firstDisabled: Int?
  var ignoredHandlers: [Int] = []
  /// For a key press typed on a keyboard layout (SPEC §21): whether a command or control
  /// whose shortcut has a localization answers these keys. One that does not is passed
  /// over and the search goes on, as a menu item whose key equivalent the layout types
  /// differently does not match the event. `nil`: every one answers.
  var accepts: ((KeyboardShortcut.Localization?) -> Bool)?
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
  /// Steps 1 (reserved) and 2 (blocked) come first everywhere. Then the profile's order:
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
    guard let window = keyWindowStep(tracer: &tracer) else { return .blocked }
    let profile = dispatchProfile
    if tracer.isTracing { tracer.record("profile", profileText(profile, shortcut)) }
    let decision: DispatchDecision?
    switch profile {
    case .appkit where shortcut.hasCommandModifier:
      decision =
        controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? chainStep(
          shortcut, window: window, entry: entry, textFirst: false, tracer: &tracer,
          progress: &progress)
    case .appkit:
      decision =
        chainStep(
          shortcut, window: window, entry: entry, textFirst: false, tracer: &tracer,
          progress: &progress)
        ?? controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
        ?? focusMoveStep(shortcut, tracer: &tracer)
    case .uikit:
      decision =
        focusMoveStep(shortcut, tracer: &tracer, onlyIfTextPasses: window)
        ?? chainStep(
          shortcut, window: window, entry: entry, textFirst: true, tracer: &tracer,
          progress: &progress)
        ?? controlStep(shortcut, entry: entry, tracer: &tracer, memo: &memo, progress: progress)
        ?? menuStep(entry: entry, tracer: &tracer, memo: &memo, progress: &progress)
    }
    if let decision { return decision }
    if let position = progress.firstDisabled {
      tracer.record("disabled", "nothing else took it; \(commands[position].id) is disabled")
      return .disabled(position: position)
    }
    tracer.record("unhandled", "no handler, control, command or focus move for \(shortcut)")
    return .unhandled
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
  private func reservedStep<Tracer: DispatchTracer>(
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

  /// Step 2: the key window, or `nil` (outcome `blocked`) when no window can take keys.
  private func keyWindowStep<Tracer: DispatchTracer>(tracer: inout Tracer) -> Int? {
    guard let window = keyWindowIndex else {
      tracer.record("blocked", "no window can take keys (none open, or all in the background)")
      return nil
    }
    return window
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
      containing: focus, in: windows[window].tree.nodes)
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
        containing: focus, in: windows[window].tree.nodes) : nil
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
  /// command is live only while the command is enabled.
  private func controlStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, entry: Int?, tracer: inout Tracer,
    memo: inout ResolutionMemo, progress: DispatchProgress
  ) -> DispatchDecision? {
    guard let entry, dispatchIndex.entries[entry].hasControls else { return nil }
    // The key window, then the main window (two optionals, not an array per press).
    for window in [keyWindowIndex, mainFallbackIndex] {
      guard let window,
        let references = windows[window].tree.controlsByShortcut[shortcut]
      else { continue }
      let isKey = window == keyWindowIndex
      for reference in references where windows[window].tree[reference.node].isAvailable {
        let control = windows[window].tree[reference.node].controls[reference.control]
        // Built only when tracing: the tracer's arguments are autoclosures.
        func step() -> String {
          "control \(windows[window].path(reference.node)) \"\(control.title)\""
        }
        if control.isKeyWindowOnly, !isKey {
          tracer.record(step(), "live in the key window only")
          continue
        }
        if let accepts = progress.accepts, !accepts(control.shortcut?.localization ?? .automatic) {
          tracer.record(step(), "its shortcut is typed otherwise on this layout: passed over")
          continue
        }
        let id: String
        switch control.target {
        case .action(let name, _):
          tracer.record(step(), "runs \(name)")
          return .control(window: window, reference: reference)
        case .command(let command):
          id = command
        }
        guard let position = registry.commandIndex[id] else {
          // Declared before its command, and the command never came (SPEC §12).
          tracer.record(step(), "runs \(id), which is not registered: not live")
          continue
        }
        let (isEnabled, found) = enabledResolution(
          of: position, chain: keyChain
        ) { slot in
          memo.resolution(at: slot) {
            commands[position].requires.flatMap { resolve($0, in: .standard(self)) }
          }
        }
        guard isEnabled else {
          tracer.record(step(), "runs \(id), which is disabled: not live")
          continue
        }
        tracer.record(step(), "runs \(id)")
        return .performed(position: position, found: found, control: (window, reference))
      }
    }
    return nil
  }

  /// The menu commands bound to the shortcut, in menu order: the first enabled one is
  /// performed. A disabled item takes nothing (`NSMenuItem.isEnabled`): it is remembered
  /// and decides only if no later step takes the key (SPEC §13).
  private func menuStep<Tracer: DispatchTracer>(
    entry: Int?, tracer: inout Tracer, memo: inout ResolutionMemo,
    progress: inout DispatchProgress
  ) -> DispatchDecision? {
    guard let entry, var first = dispatchIndex.entries[entry].commands.first else { return nil }
    var accepted: Int?
    // By index, in place: iterating the array would retain it.
    for index in dispatchIndex.entries[entry].commands.indices {
      let position = dispatchIndex.entries[entry].commands[index]
      if let accepts = progress.accepts {
        let localization = effectiveShortcut(of: commands[position].id)?.localization
        guard accepts(localization ?? .automatic) else {
          tracer.record(
            "menu \(commands[position].id)",
            "its shortcut is typed otherwise on this layout: passed over")
          continue
        }
        if accepted == nil { accepted = position }
      }
      // The scope is built only when the memo has no answer.
      let (isEnabled, found) = enabledResolution(of: position, chain: keyChain) { slot in
        memo.resolution(at: slot) {
          commands[position].requires.flatMap { resolve($0, in: .standard(self)) }
        }
      }
      if tracer.isTracing {
        tracer.record(
          "menu \(commands[position].id)",
          reason(for: position, found: found, isEnabled: isEnabled).description)
      }
      if isEnabled { return .performed(position: position, found: found, control: nil) }
    }
    if progress.accepts != nil {
      guard let accepted else { return nil }
      first = accepted
    }
    if progress.firstDisabled == nil { progress.firstDisabled = first }
    return nil
  }

  /// Tab and Shift-Tab move focus. Under UIKit the focus system goes first, unless a focused
  /// multi-line text input takes Tab as text (`onlyIfTextPasses` names the key window).
  private func focusMoveStep<Tracer: DispatchTracer>(
    _ shortcut: KeyboardShortcut, tracer: inout Tracer, onlyIfTextPasses window: Int? = nil
  ) -> DispatchDecision? {
    guard shortcut.key == .tab, shortcut.modifiers.isSubset(of: .shift) else { return nil }
    if let window, let focus = windows[window].focus,
      let node = windows[window].tree.textInputNodes.nearest(
        containing: focus, in: windows[window].tree.nodes),
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
