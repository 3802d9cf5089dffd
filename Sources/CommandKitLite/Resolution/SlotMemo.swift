/// Answers already given, by small integer slot: the one memo behind both of the app's
/// caches (see ``DispatchState``) and the memo the menu bar keeps for one validation.
///
/// An array indexed by slot, so a lookup costs no hashing. The slots that hold an answer
/// are listed, so that ``clear()`` touches only them: a change of state then costs the few
/// answers a press made, not every slot.
struct SlotMemo<Value: Sendable>: Sendable {
  /// Per slot, the answer; `nil` when nothing is remembered.
  private var entries: [Value?] = []
  /// The slots that hold an answer: the first ``filledCount`` elements. The array keeps its
  /// elements when cleared and is overwritten from the start, so a state's first stores
  /// cost no append and a clear no `removeAll` (callgrind: 60 instructions a change).
  private var filled: [Int] = []
  private var filledCount = 0

  /// Whether the memo remembers nothing.
  var isEmpty: Bool { filledCount == 0 }

  /// The answer remembered for `slot`, if any.
  func lookup(_ slot: Int) -> Value? {
    slot < entries.count ? entries[slot] : nil
  }

  /// Remembers `value` for `slot`.
  mutating func store(_ value: Value, at slot: Int) {
    if slot >= entries.count {
      entries.append(contentsOf: repeatElement(nil, count: slot + 1 - entries.count))
    }
    if entries[slot] == nil {
      if filledCount < filled.count {
        filled[filledCount] = slot
      } else {
        filled.append(slot)
      }
      filledCount += 1
    }
    entries[slot] = value
  }

  /// Forgets (and releases) every answer.
  mutating func clear() {
    // A change of state often finds the memo empty already: then there is nothing to
    // touch, not even the list.
    guard filledCount > 0 else { return }
    for index in 0..<filledCount { entries[filled[index]] = nil }
    filledCount = 0
  }
}

/// Where values resolved, by value slot (see ``CommandRegistry/State/valueSlots`` and
/// ``ValueLocation``): `.some(nil)` remembers that nothing resolves.
///
/// The menu bar validates thousands of commands against a handful of keys, so
/// `validatedMenuBar()` keeps one for the duration of the call; key presses keep one across
/// calls in the app's ``DispatchState``, for as long as the state's ``AppStamp`` holds. So a
/// press resolves a key once per state, however many presses, commands or shortcuts read
/// it, the way SwiftUI computes focused values once per focus change rather than per read.
///
/// Its entries are plain integers, so it keeps no value alive, and it forgets by era rather
/// than by slot: each entry records the era it was stored in, and ``clear()`` starts a new
/// era, without touching an entry or keeping a list of the filled slots (one array instead
/// of ``SlotMemo``'s two, which a press creates and destroys with the empty memo it swaps
/// in; callgrind, Benchmarks/README.md).
struct ResolutionMemo: Sendable {
  /// Per slot, the era the entry was stored in and what it remembers.
  private var entries: [(era: UInt64, location: ValueLocation?)] = []
  /// The current era: an entry of another era is not remembered. Starts at 1, so that the
  /// padding entries (era 0) are never read as remembered.
  private var era: UInt64 = 1
  /// Whether an entry was stored in the current era.
  private var hasEntries = false

  /// Whether the memo remembers nothing.
  var isEmpty: Bool { !hasEntries }

  /// What is remembered for `slot`: `nil` when nothing is, `.some(nil)` for a slot that
  /// resolves nowhere.
  func lookup(_ slot: Int) -> ValueLocation?? {
    guard slot < entries.count, entries[slot].era == era else { return nil }
    return .some(entries[slot].location)
  }

  /// Remembers `location` for `slot`.
  mutating func store(_ location: ValueLocation?, at slot: Int) {
    if slot >= entries.count {
      let padding: (era: UInt64, location: ValueLocation?) = (0, nil)
      entries.append(contentsOf: repeatElement(padding, count: slot + 1 - entries.count))
    }
    entries[slot] = (era, location)
    hasEntries = true
  }

  /// Forgets every answer.
  mutating func clear() {
    guard hasEntries else { return }
    if era == .max {
      // Never reached in practice (2^64 changes of state); should it be, no entry of an
      // old era may come back as the new era's.
      entries.removeAll()
      era = 0
    }
    era += 1
    hasEntries = false
  }
}
