/// Resolutions already made in one app state, by value slot (see `App.valueSlots`).
///
/// Two uses. The menu bar validates thousands of commands against a handful of keys, so
/// `validatedMenuBar()` keeps a fresh memo for the duration of the call. Key presses keep
/// one across calls in `App.resolutionCache`: every mutation of what resolution reads
/// (windows, their trees and focus, the key and main window, app values) advances
/// ``generation`` (a `didSet` on those properties), and an entry counts only when it was
/// stamped with the current generation. So a press resolves a key once per state, however
/// many presses, commands or shortcuts read it, the way SwiftUI computes focused values
/// once per focus change rather than per read.
///
/// The memo lives in the `App` value, so a copy of the app carries a memo that is exactly
/// as valid as its state: copies change their generations independently, and an entry is
/// written only by the value whose state it was computed from.
struct ResolutionMemo: Sendable {
  /// The state the entries describe; starts at 1, so a zeroed entry is never current.
  private(set) var generation: UInt64 = 1
  private var entries: [Entry] = []

  private struct Entry: Sendable {
    var stamp: UInt64 = 0
    var resolved: SharedResolution?
  }

  /// Forgets every entry, in O(1): the next lookups miss until they are stored again.
  mutating func invalidate() {
    generation &+= 1
  }

  /// The remembered answer for `slot`: `.some(nil)` when it is remembered that nothing
  /// resolves, `nil` when nothing is remembered.
  func lookup(_ slot: Int) -> SharedResolution?? {
    guard slot < entries.count, entries[slot].stamp == generation else { return nil }
    return .some(entries[slot].resolved)
  }

  /// The answer for `slot`, made with `resolve` and remembered when there is none yet.
  ///
  /// The resolution is borrowed, not retained: the memo keeps it, so it stays valid until
  /// this memo is released or stores another answer at `slot`. A press takes its resolution this way
  /// because a retain and its release are two atomic operations.
  mutating func resolution(
    at slot: Int, orElse resolve: () -> Resolved<any Sendable>?
  ) -> Unmanaged<SharedResolution>? {
    if slot < entries.count, entries[slot].stamp == generation {
      return entries[slot].resolved.map { Unmanaged.passUnretained($0) }
    }
    let found = resolve().map(SharedResolution.init)
    store(found, at: slot)
    return found.map { Unmanaged.passUnretained($0) }
  }

  /// Remembers the answer for `slot` in the current state.
  mutating func store(_ resolved: SharedResolution?, at slot: Int) {
    if slot >= entries.count {
      entries.append(contentsOf: repeatElement(Entry(), count: slot + 1 - entries.count))
    }
    entries[slot] = Entry(stamp: generation, resolved: resolved)
  }

}

/// A resolution held by reference: memos hand it around with one retain, where copying
/// the value (an existential) and its provider would cost a dozen reference counts.
final class SharedResolution: Sendable {
  let resolved: Resolved<any Sendable>

  init(_ resolved: Resolved<any Sendable>) {
    self.resolved = resolved
  }

  var provider: Provider { resolved.provider }
}
