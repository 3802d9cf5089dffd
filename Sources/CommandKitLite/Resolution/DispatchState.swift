/// What key dispatch keeps between presses: the dispatch index and the two caches, behind
/// one ``prepare(for:)`` (SPEC §4; issue 27: dispatch state in Resolution/).
///
/// - ``index``: what dispatch knows about each shortcut, derived from the registry, the
///   templates and the platform and rebuilt or updated when one of them changes.
/// - ``resolutions``: the resolutions presses made, by value slot.
/// - the press memory: presses already decided, by dispatch entry. A key pressed again in
///   the same state (key repeat, a script or test pressing a key again and again) is
///   performed without being decided again. Only the second press of an entry in a row in
///   one state is remembered, and from the third press on it is used: the one press per
///   state that follows most changes pays a comparison, not an allocation. Keys typed on a
///   layout are never remembered (they pass over commands per layout).
///
/// Both caches describe one ``AppStamp``. ``prepare(for:)`` empties them when the stamp
/// moved; a press calls it first, so no answer made in another state is ever read,
/// whatever changed. The app also calls it after each change, which frees the remembered
/// presses at once instead of at the next press. Neither cache keeps a focused value alive:
/// resolutions and decisions say where a value is (``ValueLocation``), not what it is.
struct DispatchState: Sendable {
  /// What key dispatch knows about each shortcut.
  private(set) var index: DispatchIndex
  /// Resolutions made in ``stamp``, by value slot. A press moves it out and back with
  /// `swap`, so that it can resolve through it while reading the app.
  var resolutions = ResolutionMemo()
  /// Presses decided in ``stamp``, by dispatch entry.
  private var presses = SlotMemo<RememberedPress>()
  /// The dispatch entry of the last press decided in ``stamp``.
  private var lastDecidedEntry: Int?
  /// The state the caches describe; `nil` before the first ``prepare(for:)``.
  private(set) var stamp: AppStamp?

  /// Dispatch state for an app on `platform` with no commands or templates yet.
  init(platform: Platform) {
    index = DispatchIndex(platform: platform, localHandlers: [], shortcutIndex: [:])
  }

  /// Whether the caches hold nothing.
  var isEmpty: Bool { resolutions.isEmpty && presses.isEmpty && lastDecidedEntry == nil }

  /// Makes the caches describe the state `stamp`: caches made in another state forget (and
  /// release) everything first.
  @inline(__always)
  mutating func prepare(for stamp: AppStamp) {
    guard stamp != self.stamp else { return }
    resolutions.clear()
    presses.clear()
    lastDecidedEntry = nil
    self.stamp = stamp
  }

  // MARK: The index

  /// Rebuilds the index from `platform`'s reservations, the templates' local handlers and
  /// controls, and the registry's shortcut index.
  mutating func rebuildIndex(
    platform: Platform, localHandlers: Set<KeyboardShortcut>, controls: Set<KeyboardShortcut>,
    shortcutIndex: [KeyboardShortcut: [Int]]
  ) {
    index = DispatchIndex(
      platform: platform, localHandlers: localHandlers, controls: controls,
      shortcutIndex: shortcutIndex)
  }

  /// Sets the commands bound to `shortcut` (one command registered).
  mutating func setCommands(_ bound: [Int], for shortcut: KeyboardShortcut, on platform: Platform) {
    index.setCommands(bound, for: shortcut, on: platform)
  }

  // MARK: The press memory

  /// The press of `shortcut` remembered at dispatch entry `entry`, when one is and it was
  /// written the same way (see ``spellsAlike(_:_:)``).
  func rememberedPress(at entry: Int, for shortcut: KeyboardShortcut) -> RememberedPress? {
    guard let remembered = presses.lookup(entry),
      Self.spellsAlike(remembered.result.shortcut, shortcut)
    else { return nil }
    return remembered
  }

  /// Notes a press decided at dispatch entry `entry`; whether it is the second press of
  /// that entry in a row in this state, which ``remember(_:at:)`` should then keep.
  mutating func isDecidedAgain(at entry: Int) -> Bool {
    guard lastDecidedEntry == entry else {
      lastDecidedEntry = entry
      return false
    }
    return true
  }

  /// Remembers a press decided at dispatch entry `entry` in this state.
  mutating func remember(_ press: RememberedPress, at entry: Int) {
    // A key written some other way than its code tells (a decomposed `é`) is not kept: the
    // remembered result repeats the shortcut as it was first written.
    guard Self.hasOneSpelling(press.result.shortcut) else { return }
    presses.store(press, at: entry)
  }

  /// Whether two shortcuts are written alike: the same modifiers, localization and written
  /// character (`cmd+&` is not written `shift+cmd+7`), and keys whose codes name one
  /// spelling each (see ``hasOneSpelling(_:)``).
  static func spellsAlike(_ lhs: KeyboardShortcut, _ rhs: KeyboardShortcut) -> Bool {
    hasOneSpelling(lhs) && lhs.key.code == rhs.key.code && lhs.modifiers == rhs.modifiers
      && lhs.localization == rhs.localization && lhs.writtenByte == rhs.writtenByte
  }

  /// Whether the shortcut's key code names one spelling of its key: ASCII and the
  /// private-use scalars of the named keys are their own canonical form (``KeyEquivalent``),
  /// so equal codes mean equal text.
  static func hasOneSpelling(_ shortcut: KeyboardShortcut) -> Bool {
    let code = shortcut.key.code
    return code != 0 && (code <= 0x80 || (0xE001...0xF900).contains(code))
  }
}

/// A press decided in one state: the decision, its result as read before anything was
/// performed, and the local handlers that ran and let the key go on (they run again on
/// every press). Held by reference, so handing it out costs one retain.
final class RememberedPress: Sendable {
  let decision: DispatchDecision
  let result: DispatchResult
  let ignoredHandlers: [Int]

  init(decision: DispatchDecision, result: DispatchResult, ignoredHandlers: [Int]) {
    self.decision = decision
    self.result = result
    self.ignoredHandlers = ignoredHandlers
  }
}
