/// A window's in-window controls by shortcut (SPEC §16): for each shortcut, the references
/// of the controls on it in traversal order (pre-order, then declaration order).
///
/// Key dispatch asks it on every press that some template has a control for. A `Dictionary`
/// keyed by ``KeyboardShortcut`` hashed the shortcut's key as a `Character` and a `String`
/// (SipHash over its canonical UTF-8), about 370 instructions a press of a control
/// (callgrind, Benchmarks/README.md); shortcuts whose key has an integer code (nearly all:
/// see ``ShortcutCodeTable``) are found by that code instead, and the rest by hashing.
struct ControlIndex: Sendable {
  /// Per shortcut, the references, in traversal order.
  private var lists: [[ControlReference]] = []
  /// Every shortcut's position in `lists`.
  private var byShortcut: [KeyboardShortcut: Int] = [:]
  /// The positions of the shortcuts that have a code, by code.
  private var byCode = ShortcutCodeTable()

  /// Whether no control has a shortcut.
  var isEmpty: Bool { lists.isEmpty }

  /// Adds the control `reference` on `shortcut`, after those already there.
  mutating func append(_ reference: ControlReference, for shortcut: KeyboardShortcut) {
    if let position = byShortcut[shortcut] {
      lists[position].append(reference)
      return
    }
    byShortcut[shortcut] = lists.count
    if let code = ShortcutCodeTable.canonicalCode(of: shortcut) {
      byCode.set(lists.count, for: code)
    }
    lists.append([reference])
  }

  /// The controls on `shortcut`, in traversal order; `nil` when none is.
  @inline(__always)
  subscript(shortcut: KeyboardShortcut) -> [ControlReference]? {
    // A shortcut with a code is in the code table whenever it is here at all.
    let position: Int?
    if let code = ShortcutCodeTable.code(of: shortcut) {
      position = byCode.value(for: code)
    } else {
      position = byShortcut[shortcut]
    }
    return position.map { lists[$0] }
  }

  /// Every shortcut with its controls (for checks and tests).
  var byShortcutList: [KeyboardShortcut: [ControlReference]] {
    byShortcut.mapValues { lists[$0] }
  }
}
