/// The generations of every part of an ``App`` that resolution reads: its window stack
/// (windows, trees, focus, scene values, key and main), its app-level values, and its
/// command registry (which decides the value slots). Two equal stamps mean the same
/// resolution state.
struct ResolutionStamp: Hashable, Sendable {
  var windows: UInt64
  var values: UInt64
  var commands: UInt64
  var semantics: ResolutionSemantics
}

/// Resolutions already made in one app state, by value slot (see
/// ``CommandRegistry/State/valueSlots``).
///
/// Two uses. The menu bar validates thousands of commands against a handful of keys, so
/// `validatedMenuBar()` keeps a fresh memo for the duration of the call. Key presses keep
/// one across calls in `App.resolutionCache`, keyed on the app's ``ResolutionStamp``: a
/// press first calls ``prepare(for:)`` with the current stamp, which empties the memo when
/// the state has changed since its entries were made. So a press resolves a key once per
/// state, however many presses, commands or shortcuts read it, the way SwiftUI computes
/// focused values once per focus change rather than per read.
///
/// ``clear()`` drops every entry, releasing the values they hold: the app calls it when a
/// part changes, so a withdrawn value does not live on in the cache.
struct ResolutionMemo: Sendable {
  /// The state the entries describe; `nil` for a memo made for one call.
  private(set) var stamp: ResolutionStamp?
  /// Per slot: `nil` when nothing is remembered, `.some(nil)` when it is remembered that
  /// nothing resolves.
  private var entries: [SharedResolution??] = []
  /// The slots that hold an answer, so that clearing touches only them (a change of state
  /// then costs the few answers a press made, not every slot).
  private var filled: [Int] = []

  /// Whether the memo remembers nothing.
  var isEmpty: Bool { filled.isEmpty }

  /// Makes the memo describe the state `stamp`: a memo made for another state forgets
  /// everything first.
  mutating func prepare(for stamp: ResolutionStamp) {
    guard stamp != self.stamp else { return }
    clear()
    self.stamp = stamp
  }

  /// Forgets (and releases) every entry.
  mutating func clear() {
    // A change of state usually finds the memo empty already (the part that changed
    // cleared it): then there is nothing to touch, not even the list.
    guard !filled.isEmpty else { return }
    for slot in filled { entries[slot] = nil }
    filled.removeAll(keepingCapacity: true)
  }

  /// The remembered answer for `slot`: `.some(nil)` when it is remembered that nothing
  /// resolves, `nil` when nothing is remembered.
  func lookup(_ slot: Int) -> SharedResolution?? {
    slot < entries.count ? entries[slot] : nil
  }

  /// The answer for `slot`, made with `resolve` and remembered when there is none yet.
  mutating func resolution(
    at slot: Int, orElse resolve: () -> Resolved<any Sendable>?
  ) -> SharedResolution? {
    if slot < entries.count, let remembered = entries[slot] { return remembered }
    // Bound with `if let`, the resolution moves into the shared box; `map`'s closure would
    // borrow it and copy it in.
    let found: SharedResolution?
    if let resolved = resolve() { found = SharedResolution(resolved) } else { found = nil }
    store(found, at: slot)
    return found
  }

  /// Remembers the answer for `slot`.
  mutating func store(_ resolved: SharedResolution?, at slot: Int) {
    if slot >= entries.count {
      entries.append(contentsOf: repeatElement(nil, count: slot + 1 - entries.count))
    }
    if entries[slot] == nil { filled.append(slot) }
    entries[slot] = .some(resolved)
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
