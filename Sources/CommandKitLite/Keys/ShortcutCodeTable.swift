/// A hash table from shortcuts whose key composes to one scalar (letters, digits,
/// punctuation, every named key, `ß`, `é`: nearly every shortcut) to small integers, by an
/// integer code made of the key's scalar and the modifier bits.
///
/// Key dispatch looks a shortcut up on every press. A `Dictionary` keyed by
/// ``KeyboardShortcut`` hashes it with SipHash over the key's UTF-8 (canonically, as
/// `Character` requires), which was more than half of a press; here a lookup is a multiply,
/// a shift and an integer comparison. Shortcuts without a code are not in this table; the
/// caller keeps them in a dictionary.
///
/// Open addressing with linear probing, at most half full. Code 0 marks an empty slot.
struct ShortcutCodeTable: Sendable {
  private var codes: [UInt64] = []
  private var values: [Int] = []
  /// log2 of the capacity; the capacity is a power of two.
  private var bits = 0
  /// The number of codes stored.
  private(set) var count = 0

  /// An empty table.
  init() {}

  /// The table's code for `shortcut`, or `nil` when its key has no code.
  ///
  /// Two shortcuts with codes have equal codes exactly when they are equal (see
  /// ``KeyEquivalent``).
  static func code(of shortcut: KeyboardShortcut) -> UInt64? {
    code(key: shortcut.key, modifiers: shortcut.modifiers)
  }

  private static func code(key: KeyEquivalent, modifiers: EventModifiers) -> UInt64? {
    let bits = modifiers.rawValue
    // The modifier bits in the low 16 bits (any set of known modifiers fits; a raw value
    // that does not is left to the dictionary), the key's code (a scalar plus one) above.
    guard key.code != 0, bits >= 0, bits < 1 << 16 else { return nil }
    return UInt64(key.code) << 16 | UInt64(bits)
  }

  /// The code under which a stored shortcut must also be found: its own. A key's code is
  /// that of its canonical composition (the Kelvin sign has "K"'s code), so a key without
  /// a code is canonically equivalent to no key with one.
  static func canonicalCode(of shortcut: KeyboardShortcut) -> UInt64? {
    code(of: shortcut)
  }

  /// The value stored for `code`.
  func value(for code: UInt64) -> Int? {
    guard bits > 0 else { return nil }
    // In place: copying the arrays out would retain them.
    var slot = Self.slot(of: code, bits: bits)
    let mask = (1 << bits) - 1
    while true {
      let stored = codes[slot]
      if stored == code { return values[slot] }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `code` (nonzero), replacing the value stored for it.
  mutating func set(_ value: Int, for code: UInt64) {
    // Codes from `code(of:)` are never 0: the key's code is at least 1.
    guard code != 0 else { return }
    if (count + 1) * 2 > (bits == 0 ? 0 : 1 << bits) { grow() }
    let mask = (1 << bits) - 1
    var slot = Self.slot(of: code, bits: bits)
    while codes[slot] != 0, codes[slot] != code { slot = (slot + 1) & mask }
    if codes[slot] == 0 { count += 1 }
    codes[slot] = code
    values[slot] = value
  }

  /// Removes every code, keeping the capacity.
  mutating func removeAll() {
    for slot in codes.indices { codes[slot] = 0 }
    count = 0
  }

  /// Fibonacci hashing: the top `bits` bits of the code times 2^64 / φ.
  private static func slot(of code: UInt64, bits: Int) -> Int {
    Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  private mutating func grow() {
    let old = zip(codes, values).filter { $0.0 != 0 }
    bits = max(4, bits + 1)
    codes = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: 0, count: 1 << bits)
    count = 0
    for (code, value) in old { set(value, for: code) }
  }
}
