import Testing

@testable import cmdshell

/// One row of a decoder table: input bytes and the keys they must produce.
struct DecodeCase: CustomTestStringConvertible, Sendable {
  var name: String
  var bytes: [UInt8]
  var keys: [KeyEvent]
  var testDescription: String { name }

  init(_ name: String, _ bytes: [UInt8], _ keys: [KeyEvent]) {
    (self.name, self.bytes, self.keys) = (name, bytes, keys)
  }
}

private let esc: UInt8 = 0x1B

/// Bytes of an ASCII string, for readable tables.
private func b(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("KeyDecoder")
struct KeyDecoderTests {
  static let wellFormed: [DecodeCase] = [
    DecodeCase(
      "printable ASCII", b("ab 1"),
      [.character("a"), .character("b"), .character(" "), .character("1")]),
    DecodeCase("two-byte UTF-8", [0xC3, 0xA9], [.character("é")]),
    DecodeCase("three-byte UTF-8", [0xE2, 0x82, 0xAC], [.character("€")]),
    DecodeCase("four-byte UTF-8", [0xF0, 0x9F, 0x98, 0x80], [.character("😀")]),
    DecodeCase("CR is Enter", [0x0D], [.enter]),
    DecodeCase("LF is Enter", [0x0A], [.enter]),
    DecodeCase("CR LF is one Enter", [0x0D, 0x0A], [.enter]),
    DecodeCase("LF LF is two Enters", [0x0A, 0x0A], [.enter, .enter]),
    DecodeCase("DEL is Backspace", [0x7F], [.backspace]),
    DecodeCase("BS is Backspace", [0x08], [.backspace]),
    DecodeCase("Tab", [0x09], [.tab]),
    DecodeCase("Delete", [esc] + b("[3~"), [.delete]),
    DecodeCase("Ctrl-Delete ignores modifier", [esc] + b("[3;5~"), [.delete]),
    DecodeCase(
      "CSI arrows", [esc] + b("[A") + [esc] + b("[B") + [esc] + b("[C") + [esc] + b("[D"),
      [.up, .down, .right, .left]),
    DecodeCase(
      "SS3 arrows", [esc] + b("OA") + [esc] + b("OB") + [esc] + b("OC") + [esc] + b("OD"),
      [.up, .down, .right, .left]),
    DecodeCase("modified arrow", [esc] + b("[1;5C"), [.right]),
    DecodeCase("Home and End (CSI H/F)", [esc] + b("[H") + [esc] + b("[F"), [.home, .end]),
    DecodeCase("Home and End (1~ 4~)", [esc] + b("[1~") + [esc] + b("[4~"), [.home, .end]),
    DecodeCase("Home and End (7~ 8~)", [esc] + b("[7~") + [esc] + b("[8~"), [.home, .end]),
    DecodeCase("Home and End (SS3)", [esc] + b("OH") + [esc] + b("OF"), [.home, .end]),
    DecodeCase(
      "control letters", [0x01, 0x05, 0x0B, 0x15, 0x17, 0x03, 0x04, 0x0C],
      [
        .control("a"), .control("e"), .control("k"), .control("u"), .control("w"), .control("c"),
        .control("d"), .control("l"),
      ]),
    DecodeCase(
      "text around a sequence", b("x") + [esc] + b("[Dy"),
      [.character("x"), .left, .character("y")]),
  ]

  static let malformed: [DecodeCase] = [
    DecodeCase("unknown CSI final byte", [esc] + b("[Zq"), [.character("q")]),
    DecodeCase("unknown tilde key (F5)", [esc] + b("[15~q"), [.character("q")]),
    DecodeCase("unknown SS3 key (F1)", [esc] + b("OPq"), [.character("q")]),
    DecodeCase("Alt-letter pair is dropped", [esc] + b("bq"), [.character("q")]),
    DecodeCase("ESC ESC restarts the sequence", [esc, esc] + b("[A"), [.up]),
    DecodeCase("control byte inside CSI aborts it", [esc] + b("[1") + [0x0D], [.enter]),
    DecodeCase(
      "UTF-8 inside CSI aborts it", [esc, UInt8(ascii: "["), 0xC3, 0xA9], [.character("é")]),
    DecodeCase("SS3 followed by a control byte", [esc, UInt8(ascii: "O"), 0x09], [.tab]),
    DecodeCase(
      "overlong CSI is abandoned",
      [esc, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40) + b("A"),
      Array(repeating: KeyEvent.character("1"), count: 23) + [.character("A")]),
    DecodeCase("stray continuation byte", [0x80, 0xBF] + b("a"), [.character("a")]),
    DecodeCase("invalid lead bytes", [0xC0, 0xC1, 0xF5, 0xFF] + b("a"), [.character("a")]),
    DecodeCase("truncated two-byte char then ASCII", [0xC3] + b("a"), [.character("a")]),
    DecodeCase(
      "truncated three-byte char then ESC sequence", [0xE2, 0x82, esc] + b("[C"), [.right]),
    DecodeCase("overlong encoding of '/'", [0xE0, 0x80, 0xAF] + b("a"), [.character("a")]),
    DecodeCase("UTF-16 surrogate", [0xED, 0xA0, 0x80] + b("a"), [.character("a")]),
    DecodeCase("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80] + b("a"), [.character("a")]),
    DecodeCase("C1 control via UTF-8", [0xC2, 0x9B] + b("a"), [.character("a")]),
    DecodeCase("NUL and unbound C0 controls", [0x00, 0x1C, 0x1F] + b("a"), [.character("a")]),
  ]

  @Test("well-formed input", arguments: wellFormed)
  func decodesWellFormed(_ row: DecodeCase) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(row.bytes) == row.keys)
    #expect(!decoder.isPending)
  }

  @Test("malformed input is skipped safely", arguments: malformed)
  func skipsMalformed(_ row: DecodeCase) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(row.bytes) == row.keys)
  }

  @Test("any split into chunks gives the same keys", arguments: wellFormed)
  func chunkingDoesNotMatter(_ row: DecodeCase) {
    var decoder = KeyDecoder()
    let keys = row.bytes.flatMap { decoder.decode([$0]) }
    #expect(keys == row.keys)
  }

  static let truncated: [DecodeCase] = [
    DecodeCase("lone ESC", [esc], []),
    DecodeCase("ESC [", [esc] + b("["), []),
    DecodeCase("ESC [ 3", [esc] + b("[3"), []),
    DecodeCase("ESC O", [esc] + b("O"), []),
    DecodeCase("half a UTF-8 char", [0xE2, 0x82], []),
  ]

  @Test("truncated input stays pending until flushed", arguments: truncated)
  func truncatedInput(_ row: DecodeCase) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(row.bytes) == row.keys)
    #expect(decoder.isPending)
    decoder.flush()
    #expect(!decoder.isPending)
    #expect(decoder.decode(b("a")) == [.character("a")])
  }

  @Test("random bytes never crash and leave the decoder usable")
  func fuzz() {
    var generator = SplitMix64(seed: 42)
    var decoder = KeyDecoder()
    for _ in 0..<2000 {
      let length = Int(generator.next() % 12)
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = decoder.decode(bytes)
    }
    decoder.flush()
    #expect(decoder.decode([esc] + b("[A")) == [.up])
  }
}

/// A tiny deterministic generator so the fuzz test is reproducible.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
