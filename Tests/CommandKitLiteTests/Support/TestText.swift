import Testing

/// A text argument of a parameterized test, shown in the test output by a bounded
/// description: the text itself when short, else its first characters, its length and a
/// hash (Swift Testing prints every argument of every test case, so a 100,000-character
/// input would otherwise be printed whole).
struct TestText: Sendable, CustomTestStringConvertible, ExpressibleByStringLiteral {
  /// The text the test reads.
  let text: String
  /// What the output calls it, if not the bounded description.
  let name: String?

  init(_ text: String, name: String? = nil) {
    self.text = text
    self.name = name
  }

  init(stringLiteral value: String) {
    self.init(value)
  }

  var testDescription: String { name ?? Self.describe(text) }

  /// The longest text shown whole, in characters.
  static let shownWhole = 80

  /// `text` quoted when it is short; else its start, its length and its FNV-1a hash, which
  /// tells two long inputs apart and stays the same from run to run.
  static func describe(_ text: String) -> String {
    guard text.count > shownWhole else { return text.debugDescription }
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    let start = String(text.prefix(24)).debugDescription
    return
      "\(start)… (\(text.count) characters, hash \(String(repeating: "0", count: 8 - hex.count))\(hex))"
  }
}
