/// Answers already given, by small integer slot: the one memo behind both of the app's
/// caches (see ``DispatchState``) and the memo the menu bar keeps for one validation.
///
/// An array indexed by slot, so a lookup costs no hashing. The slots that hold an answer
/// are listed, so that ``clear()`` touches only them: a change of state then costs the few
/// answers a press made, not every slot.
struct SlotMemo<Value: Sendable>: Sendable {
  /// Per slot, the answer; `nil` when nothing is remembered.
  private var entries: [Value?] = []
  /// The slots that hold an answer.
  private var filled: [Int] = []

  /// Whether the memo remembers nothing.
  var isEmpty: Bool { filled.isEmpty }

  /// The answer remembered for `slot`, if any.
  func lookup(_ slot: Int) -> Value? {
    slot < entries.count ? entries[slot] : nil
  }

  /// Remembers `value` for `slot`.
  mutating func store(_ value: Value, at slot: Int) {
    if slot >= entries.count {
      entries.append(contentsOf: repeatElement(nil, count: slot + 1 - entries.count))
    }
    if entries[slot] == nil { filled.append(slot) }
    entries[slot] = value
  }

  /// Forgets (and releases) every answer.
  mutating func clear() {
    // A change of state often finds the memo empty already: then there is nothing to
    // touch, not even the list.
    guard !filled.isEmpty else { return }
    for slot in filled { entries[slot] = nil }
    filled.removeAll(keepingCapacity: true)
  }
}

/// Resolutions by value slot (see ``CommandRegistry/State/valueSlots``): `.some(nil)`
/// remembers that nothing resolves.
///
/// The menu bar validates thousands of commands against a handful of keys, so
/// `validatedMenuBar()` keeps one for the duration of the call; key presses keep one across
/// calls in the app's ``DispatchState``, for as long as the state's ``AppStamp`` holds. So a
/// press resolves a key once per state, however many presses, commands or shortcuts read
/// it, the way SwiftUI computes focused values once per focus change rather than per read.
typealias ResolutionMemo = SlotMemo<SharedResolution?>

extension SlotMemo where Value == SharedResolution? {
  /// The answer for `slot`, made with `resolve` and remembered when there is none yet.
  mutating func resolution(
    at slot: Int, orElse resolve: () -> Resolved<any Sendable>?
  ) -> SharedResolution? {
    if let remembered = lookup(slot) { return remembered }
    // Bound with `if let`, the resolution moves into the shared box; `map`'s closure would
    // borrow it and copy it in.
    let found: SharedResolution?
    if let resolved = resolve() { found = SharedResolution(resolved) } else { found = nil }
    store(found, at: slot)
    return found
  }
}

/// A resolution held by reference: memos hand it around with one retain, where copying
/// the value (an existential) and its provider would cost a dozen reference counts.
final class SharedResolution: Sendable {
  let resolved: Resolved<any Sendable>
  /// Whether a focused text input answers the command as its responder (SPEC §15): the
  /// input does the editing, so performing runs neither the command's action nor effect.
  let isTextResponder: Bool

  init(_ resolved: Resolved<any Sendable>, isTextResponder: Bool = false) {
    self.resolved = resolved
    self.isTextResponder = isTextResponder
  }

  var provider: Provider { resolved.provider }
}
