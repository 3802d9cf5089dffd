/// Presses already decided in one app state, by dispatch entry: a key pressed again in the
/// same state (key repeat, a script or test pressing a key again and again) is performed
/// without being decided again.
///
/// It lives beside the resolution cache (`App.pressMemory`) and is forgotten with it: the
/// app clears both whenever a part changes (``clear()``), and ``prepare(for:)`` also
/// empties it when the state's ``ResolutionStamp`` moved. A decision depends on nothing the
/// resolution state does not (the windows and their trees, values, commands and bindings,
/// semantics) except the templates, the dispatch index and the platform, whose changes
/// clear it too.
///
/// Only the second press of an entry in a row in one state is remembered, and from the third
/// press on it is used: the one press per state that follows most changes pays a comparison, not an
/// allocation. Keys typed on a layout are never remembered (`App.press(keys:)` passes over
/// commands per layout).
struct PressMemory: Sendable {
  /// The state the entries describe.
  private(set) var stamp: ResolutionStamp?
  /// Per dispatch entry, the remembered press; `nil` when there is none.
  private var presses: [RememberedPress?] = []
  /// The entries that hold one, so that clearing touches only them.
  private var filled: [Int] = []
  /// The dispatch entry of the last press decided in this state.
  private var lastDecidedEntry: Int?

  /// Whether nothing is remembered.
  var isEmpty: Bool { filled.isEmpty && lastDecidedEntry == nil }

  /// Makes the memory describe the state `stamp`, forgetting everything when it described
  /// another one.
  mutating func prepare(for stamp: ResolutionStamp) {
    guard stamp != self.stamp else { return }
    clear()
    self.stamp = stamp
  }

  /// Forgets (and releases) every remembered press.
  mutating func clear() {
    if !filled.isEmpty {
      for entry in filled { presses[entry] = nil }
      filled.removeAll(keepingCapacity: true)
    }
    lastDecidedEntry = nil
  }

  /// The press of `shortcut` remembered at dispatch entry `entry`, when one is and it was
  /// written the same way (see ``spellsAlike(_:_:)``).
  func rememberedPress(at entry: Int, for shortcut: KeyboardShortcut) -> RememberedPress? {
    guard entry < presses.count, let remembered = presses[entry],
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
    if entry >= presses.count {
      presses.append(contentsOf: repeatElement(nil, count: entry + 1 - presses.count))
    }
    if presses[entry] == nil { filled.append(entry) }
    presses[entry] = press
  }

  /// Whether two shortcuts are written alike: the same modifiers and localization, and keys
  /// whose codes name one spelling each (see ``hasOneSpelling(_:)``).
  static func spellsAlike(_ lhs: KeyboardShortcut, _ rhs: KeyboardShortcut) -> Bool {
    hasOneSpelling(lhs) && lhs.key.code == rhs.key.code && lhs.modifiers == rhs.modifiers
      && lhs.localization == rhs.localization
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
