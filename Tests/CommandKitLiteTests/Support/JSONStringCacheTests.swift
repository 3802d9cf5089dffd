import Testing

@testable import CommandKitLite

/// The cache of a document's short strings gives back exactly the string of the bytes asked
/// for, whether it was cached, evicted by another string in its slot, or never cached.
@Suite struct JSONStringCacheTests {
  static let documents = [
    #"{"id": "r1", "role": "row", "id": "r2", "role": "row", "role": "group"}"#,
    // Strings of one length whose first, middle and last bytes agree share a slot.
    "abXcd abYcd abXcd abZcd abYcd abXcd",
    "naïve 日本語 naïve 😀 naïve",
    String(repeating: "a", count: 31) + " " + String(repeating: "a", count: 32) + " "
      + String(repeating: "a", count: 33) + " " + String(repeating: "a", count: 32),
    "",
  ]

  /// The words of `text` (runs between spaces, punctuation kept) as byte ranges.
  static func words(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
      ranges.append(start..<index)
      start = index + 1
    }
    return ranges
  }

  @Test("Every string asked for equals the bytes made into a string", arguments: documents)
  func stringsEqualTheirBytes(text: String) {
    let bytes = Array(text.utf8)
    var cache = JSONStringCache(bytes: bytes)
    let ranges = Self.words(bytes)
    // Twice in order, then backwards: hits, misses and evictions all come up.
    for range in ranges + ranges + ranges.reversed() {
      let expected = String(decoding: bytes[range], as: UTF8.self)
      #expect(cache.string(from: range.lowerBound, to: range.upperBound) == expected)
    }
  }

  @Test("Every substring of a document comes back right, in any order")
  func everySubstring() {
    let bytes = Array(#"{"k": "kk", "kk": "k", "x": "kxk"}"#.utf8)
    var cache = JSONStringCache(bytes: bytes)
    var ranges: [Range<Int>] = []
    for start in 0...bytes.count {
      for end in start...bytes.count { ranges.append(start..<end) }
    }
    var generator = SystemRandomNumberGenerator()
    for range in ranges.shuffled(using: &generator) + ranges {
      let expected = String(decoding: bytes[range], as: UTF8.self)
      #expect(cache.string(from: range.lowerBound, to: range.upperBound) == expected)
    }
  }

  @Test("Strings that differ only where the slot does not look share a slot, and stay apart")
  func collidingStrings() {
    let first = JSONStringCache.slot(
      count: 5, first: UInt8(ascii: "a"), middle: UInt8(ascii: "X"), last: UInt8(ascii: "d"))
    let bytes = Array("abXcd aqXrd".utf8)
    let second = JSONStringCache.slot(count: 5, first: bytes[6], middle: bytes[8], last: bytes[10])
    #expect(first == second)
    var cache = JSONStringCache(bytes: bytes)
    #expect(cache.string(from: 0, to: 5) == "abXcd")
    #expect(cache.string(from: 6, to: 11) == "aqXrd")
    #expect(cache.string(from: 0, to: 5) == "abXcd")
  }
}
