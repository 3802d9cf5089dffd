import CommandKitLite
import Foundation
import Testing

/// Hostile input for the JSON parser: each is refused with a clear error, no crash, and
/// in bounded time and memory. The limits are documented in Fuzz/README.md ("Limits").
@Suite struct HostileJSONTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let code: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ code: String) {
      self.init(name, Array(text.utf8), code)
    }

    init(_ name: String, _ bytes: [UInt8], _ code: String) {
      self.name = name
      self.bytes = bytes
      self.code = code
    }
  }

  static let deep = 100_000

  static let cases: [Case] = [
    .init(
      "100,000 nested arrays",
      String(repeating: "[", count: deep) + String(repeating: "]", count: deep), "too-deep"),
    .init(
      "100,000 nested objects",
      String(repeating: #"{"a":"#, count: deep) + "1" + String(repeating: "}", count: deep),
      "too-deep"),
    .init("100,000 unclosed arrays", String(repeating: "[", count: deep), "too-deep"),
    .init("100,000 alternating", String(repeating: #"[{"k":"#, count: deep / 2), "too-deep"),
    .init("duplicate key", #"{"a": 1, "a": 2}"#, "duplicate-key"),
    .init(
      "duplicate key deep inside", #"{"t": {"main": {"root": {"id": "r", "id": "s"}}}}"#,
      "duplicate-key"),
    .init("duplicate key after escapes", #"{"a": 1, "\u0061": 2}"#, "duplicate-key"),
    .init("invalid UTF-8 byte", [0x22, 0xFF, 0x22], "invalid-utf8"),
    .init("overlong encoding", [0x22, 0xC0, 0x80, 0x22], "invalid-utf8"),
    .init("UTF-8 encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid-utf8"),
    .init("beyond U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid-utf8"),
    .init("truncated sequence", [0x22, 0xE2, 0x82], "invalid-utf8"),
    .init("lone continuation byte", [0x22, 0x80, 0x22], "invalid-utf8"),
    .init("invalid UTF-8 outside a string", [0x5B, 0xFF, 0x5D], "unexpected-character"),
    .init("lone surrogate escape", #""\uD800""#, "lone-surrogate"),
    .init("number out of range", "1e999", "number-out-of-range"),
    .init("NaN", "NaN", "unexpected-character"),
    .init("leading zero", "012", "invalid-number"),
    .init("NUL in a string", [0x22, 0x00, 0x22], "control-character"),
    .init("empty", "", "empty"),
    .init("trailing comma", "[1,]", "trailing-comma"),
    .init("two values", "{} {}", "trailing-content"),
  ]

  @Test("Refused with a clear error", arguments: cases)
  func refused(_ hostile: Case) {
    do {
      _ = try JSONParser().parse(hostile.bytes)
      Issue.record("accepted \(hostile.name)")
    } catch {
      #expect(error.code == hostile.code, "\(error)")
      #expect(error.description.hasPrefix("line "))
      #expect(
        error.description.count < 400,
        "an error message should stay short: \(error.description.count) characters")
    }
  }

  @Test("The depth limit is exact: 512 levels parse, 513 do not")
  func depthLimit() throws {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    _ = try JSONParser().parse(ok)
    let over = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(throws: JSONParseError.self) { try JSONParser().parse(over) }
  }

  @Test("Input over the size limit is refused before it is read")
  func sizeLimit() {
    let bytes = [UInt8](repeating: 0x20, count: JSONParser.Limits().maxBytes + 1)
    #expect { try JSONParser().parse(bytes) } throws: { error in
      (error as? JSONParseError)?.code == "too-large"
    }
  }

  @Test("A document of 4 MB parses in linear time, not quadratic (arrays, objects, strings)")
  func linearTime() throws {
    // Each shape is measured at n and 4n: a quadratic parser takes 16 times as long.
    func seconds(_ text: String) throws -> Double {
      let start = ContinuousClock.now
      _ = try JSONParser().parse(text)
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    func shapes(_ n: Int) -> [String] {
      [
        "[" + Array(repeating: "0", count: n).joined(separator: ",") + "]",
        "{" + (0..<n / 2).map { #""k\#($0)":0"# }.joined(separator: ",") + "}",
        "\"" + String(repeating: "a", count: n * 4) + "\"",
      ]
    }
    for (small, large) in zip(shapes(25_000), shapes(100_000)) {
      let a = try seconds(small)
      let b = try seconds(large)
      #expect(b < max(a, 0.01) * 10, "4x the input took \(b / max(a, 1e-9))x as long")
    }
  }

  @Test("A 50 MB document is refused by the default session and scene-file limit")
  func fiftyMegabytes() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 50_000_000)
    #expect {
      try JSONParser(limits: .init(maxBytes: SceneFile.maxFileSize)).parse(bytes)
    } throws: { error in
      (error as? JSONParseError)?.code == "too-large"
    }
  }
}
