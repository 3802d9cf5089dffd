import Foundation

/// A strict RFC 8259 JSON parser from bytes to ``JSONValue``; objects keep member order.
///
/// Stricter than `JSONSerialization` where scene files need it, and safe on hostile input:
/// - duplicate keys in one object are an error naming the key;
/// - strings must be valid UTF-8 without raw control characters; `\u` escapes must pair
///   surrogates (a lone surrogate is an error, since a Swift `String` cannot hold one);
/// - numbers follow the JSON grammar (no `+1`, `01`, `.5`, `1.`, `NaN`); a number too large
///   for a `Double` is an error;
/// - no trailing commas, comments or content after the value;
/// - nesting is limited (512 levels by default) and so is the input size (64 MiB): the
///   parser is iterative, so even 100,000 levels of nesting give an error, never a crash.
///
/// A leading UTF-8 byte-order mark is skipped, as RFC 8259 §8.1 allows.
///
/// - Complexity: O(n) in the input size.
package struct JSONParser: Sendable {
  /// The parser's limits.
  package struct Limits: Hashable, Sendable {
    /// The deepest nesting of arrays and objects accepted.
    package var maxDepth: Int
    /// The largest input accepted, in bytes.
    package var maxBytes: Int

    /// Creates limits; the defaults are 512 levels and 64 MiB.
    package init(maxDepth: Int = 512, maxBytes: Int = 64 << 20) {
      self.maxDepth = maxDepth
      self.maxBytes = maxBytes
    }
  }

  /// The limits this parser applies.
  package var limits: Limits

  /// Creates a parser with `limits`.
  package init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Parses one JSON value from UTF-8 bytes.
  ///
  /// - Throws: ``JSONParseError`` with the line and column of the first problem.
  package func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, limits: limits)
    return try reader.parseDocument()
  }

  /// Parses one JSON value from UTF-8 data.
  package func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    try parse([UInt8](data))
  }

  /// Parses one JSON value from a string.
  package func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }
}

/// The parser's state: the bytes and a position. Errors compute line and column lazily.
struct JSONReader {
  let bytes: [UInt8]
  let limits: JSONParser.Limits
  var position = 0
  /// Where each line starts (0, then the offset after each line feed passed so far) and
  /// the offsets of bytes that are not ASCII (a byte-order mark, and the first such byte of
  /// each string that has one): a ``SourceLineIndex`` over a parsed document, recorded
  /// as the parser passes, since in valid JSON line feeds stand only between tokens and
  /// bytes that are not ASCII only in strings.
  var lineStarts = [0]
  var nonASCII: [Int] = []

  init(bytes: [UInt8], limits: JSONParser.Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  func error(_ problem: JSONParseError.Problem, at offset: Int? = nil) -> JSONParseError {
    let offset = Swift.min(offset ?? position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    // Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte.
    let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return JSONParseError(line: line, column: column, offset: offset, problem: problem)
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
      position += 1
      if byte == 0x0A { recordLineStart() }
    }
  }

  /// Notes that a line starts at `position`. Out of line: appending in the loop above made
  /// every call of it dearer, though few bytes are line feeds.
  @inline(never)
  private mutating func recordLineStart() {
    lineStarts.append(position)
  }

  /// The lines of the document parsed so far, for positions of its values (SPEC §23).
  var lineIndex: SourceLineIndex {
    SourceLineIndex(bytes: bytes, lineStarts: lineStarts, nonASCII: nonASCII)
  }

  /// A readable rendering of what stands at `offset`: `'x'`, `'True'`, `byte 0xFF`.
  func found(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if Self.isWordByte(byte) {
      var end = offset
      while end < bytes.count, end - offset < 20, Self.isWordByte(bytes[end]) { end += 1 }
      return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x20 { return "control character U+00\(JSONParseError.hex(byte))" }
    return "byte 0x\(JSONParseError.hex(byte))"
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-")
  }

  func unexpected(expected: String) -> JSONParseError {
    current == nil
      ? error(.unexpectedEnd(expected: expected))
      : error(.unexpected(found: found(at: position), expected: expected))
  }

  static let valueExpectation =
    "a value (an object, array, string, number, true, false or null)"

  // MARK: Document

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    var stack = JSONContainerStack()
    try parseDocument(into: &stack)
    return stack.finish()
  }

  /// Parses the document into `builder`, event by event; the builder holds the document
  /// when this returns. Every check (syntax, duplicate keys, limits) is made here, in the
  /// same order whatever the builder, so every builder sees the same errors.
  mutating func parseDocument<Builder: JSONBuilder>(into builder: inout Builder)
    throws(JSONParseError)
  {
    guard bytes.count <= limits.maxBytes else {
      throw error(.tooLarge(bytes: bytes.count, limit: limits.maxBytes), at: 0)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
      nonASCII.append(0)
    }
    skipWhitespace()
    guard current != nil else { throw error(.empty) }
    while true {
      guard try parseScalarOrOpen(&builder) else { continue }
      // A complete value: the builder has added it to the enclosing container; while that
      // closes too, the builder adds the container to its own.
      while true {
        skipWhitespace()
        guard builder.depth > 0 else {
          guard current == nil else { throw error(.trailingContent(found: found(at: position))) }
          return
        }
        let isArray = builder.topIsArray
        let closer = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
        if current == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
          if current == closer { throw error(.trailingComma(closer: isArray ? "]" : "}")) }
          if !isArray { try parseKey(into: &builder) }
          break
        } else if current == closer {
          position += 1
          builder.close()
        } else {
          throw unexpected(
            expected: isArray
              ? "',' or ']' after an array element" : "',' or '}' after an object member")
        }
      }
    }
  }

  /// Parses a scalar or an empty container into the builder (returning `true`: a value is
  /// complete), or opens a container (returning `false`, so the loop parses its first
  /// element).
  private mutating func parseScalarOrOpen<Builder: JSONBuilder>(_ builder: inout Builder)
    throws(JSONParseError) -> Bool
  {
    skipWhitespace()
    guard let byte = current else { throw error(.unexpectedEnd(expected: Self.valueExpectation)) }
    builder.markStart(position)
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      guard builder.depth < limits.maxDepth else { throw error(.tooDeep(limit: limits.maxDepth)) }
      position += 1
      skipWhitespace()
      let isArray = byte == UInt8(ascii: "[")
      if isArray, current == UInt8(ascii: "]") {
        position += 1
        builder.appendEmpty(isArray: true)
        return true
      }
      if !isArray, current == UInt8(ascii: "}") {
        position += 1
        builder.appendEmpty(isArray: false)
        return true
      }
      builder.open(isArray: isArray)
      if !isArray { try parseKey(into: &builder) }
      return false
    case UInt8(ascii: "\""):
      builder.appendScalar(.string(try parseString()))
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      builder.appendScalar(.number(try parseNumber()))
      return true
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      // A switch, not a table: a literal array here would be allocated for every value.
      let (word, value): (StaticString, JSONValue) =
        switch byte {
        case UInt8(ascii: "t"): ("true", .bool(true))
        case UInt8(ascii: "f"): ("false", .bool(false))
        default: ("null", .null)
        }
      let length = word.utf8CodeUnitCount
      let end = position + length
      if end <= bytes.count,
        word.withUTF8Buffer({ bytes[position..<end].elementsEqual($0) }),
        !(end < bytes.count && Self.isWordByte(bytes[end]))
      {
        position = end
        builder.appendScalar(value)
        return true
      }
      throw error(.unexpected(found: found(at: position), expected: Self.valueExpectation))
    default:
      throw error(.unexpected(found: found(at: position), expected: Self.valueExpectation))
    }
  }

  /// Parses `"key"` and the `:` after it, and adds the key to the innermost object, in
  /// which it must be new.
  private mutating func parseKey<Builder: JSONBuilder>(into builder: inout Builder)
    throws(JSONParseError)
  {
    guard current == UInt8(ascii: "\"") else {
      throw unexpected(expected: "a member name in double quotes")
    }
    let start = position
    builder.markStart(start)
    let key = try parseString()
    guard !builder.hasMember(key) else { throw error(.duplicateKey(key), at: start) }
    skipWhitespace()
    guard current == UInt8(ascii: ":") else {
      throw unexpected(expected: "':' after the member name \"\(key)\"")
    }
    position += 1
    builder.appendKey(key)
  }
}
