/// The short strings of one document seen last, so that a name the document repeats is
/// made into a `String` once rather than at every occurrence.
///
/// A scene file repeats a few dozen member names (`id`, `role`, `children`) and values
/// (`row`, `group`, item and action names) tens of thousands of times; making each
/// occurrence a `String` validates and copies its bytes again. The cache is direct-mapped:
/// a string's length and three of its bytes choose one slot, which holds the last string
/// seen there, and a different string replaces it. A lookup therefore costs at most one
/// comparison of ``maxLength`` bytes whatever the document (a hostile one cannot make
/// chains to walk), and the cache never holds more than ``slotCount`` strings.
///
/// Slots record where their string's bytes are in the document, so the cache serves one
/// document: the one it was made with.
struct JSONStringCache {
  /// The number of slots, a power of two.
  static let slotCount = 256
  /// The longest string cached; longer ones are made each time (names are short).
  static let maxLength = 32

  private let bytes: [UInt8]
  /// For each slot: where its string's bytes start in `bytes`, their count (0 for an
  /// empty slot), and the string.
  private var starts: [Int]
  private var counts: [Int]
  private var texts: [String]

  /// A cache for strings of `bytes`; its slots are made on the first string (a parse of a
  /// lone number makes none).
  init(bytes: [UInt8]) {
    self.bytes = bytes
    starts = []
    counts = []
    texts = []
  }

  /// The bytes `start..<end` of the document as a string; they must be valid UTF-8 (the
  /// parser has checked them).
  mutating func string(from start: Int, to end: Int) -> String {
    let count = end - start
    guard count > 0, count <= Self.maxLength else {
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    if counts.isEmpty {
      starts = Array(repeating: 0, count: Self.slotCount)
      counts = Array(repeating: 0, count: Self.slotCount)
      texts = Array(repeating: "", count: Self.slotCount)
    }
    let slot = Self.slot(
      count: count, first: bytes[start], middle: bytes[start + count / 2], last: bytes[end - 1])
    if counts[slot] == count {
      let cached = starts[slot]
      var offset = 0
      while offset < count, bytes[cached + offset] == bytes[start + offset] { offset += 1 }
      if offset == count { return texts[slot] }
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    starts[slot] = start
    counts[slot] = count
    texts[slot] = text
    return text
  }

  /// The slot of a string of `count` bytes with these first, middle and last bytes.
  static func slot(count: Int, first: UInt8, middle: UInt8, last: UInt8) -> Int {
    var hash = count
    hash = hash &* 31 &+ Int(first)
    hash = hash &* 31 &+ Int(middle)
    hash = hash &* 31 &+ Int(last)
    return (hash ^ (hash >> 7)) & (slotCount - 1)
  }
}
