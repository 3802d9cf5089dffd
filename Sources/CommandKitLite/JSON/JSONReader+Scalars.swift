extension JSONReader {
  // MARK: Strings

  /// Parses a string starting at its opening quote, validating UTF-8 and escapes.
  mutating func parseString() throws(JSONParseError) -> String {
    position += 1
    // Fast path: printable ASCII without escapes becomes a string straight from the bytes.
    let start = position
    var end = start
    var closed = false
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        closed = true
        break
      }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
      end += 1
    }
    position = end
    if closed {
      position += 1
      return text(from: start, to: end)
    }
    var buffer = Array(bytes[start..<position])
    var recordedNonASCII = false
    while true {
      guard let byte = current else {
        throw error(.unexpectedEnd(expected: "'\"' to close the string"))
      }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw error(.controlCharacter(byte))
      case 0x20..<0x80:
        buffer.append(byte)
        position += 1
      default:
        if !recordedNonASCII {
          nonASCII.append(position)
          recordedNonASCII = true
        }
        let length = try validateUTF8Sequence()
        buffer.append(contentsOf: bytes[position..<position + length])
        position += length
      }
    }
  }

  /// The bytes `start..<end`, valid UTF-8, as a string.
  private func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The length of the valid UTF-8 sequence at `position` (Unicode Table 3-7), or an error
  /// at the first bad byte.
  private func validateUTF8Sequence() throws(JSONParseError) -> Int {
    let lead = bytes[position]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; secondRange = 0x80...0x9F  // no UTF-8 encoded surrogates
    case 0xF0: length = 4; secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; secondRange = 0x80...0x8F  // nothing above U+10FFFF
    default: throw error(.invalidUTF8(byte: lead))
    }
    for offset in 1..<length {
      let index = position + offset
      guard index < bytes.count else { throw error(.invalidUTF8(byte: lead)) }
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(bytes[index]) else {
        throw error(.invalidUTF8(byte: bytes[index]), at: index)
      }
    }
    return length
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
    let start = position
    position += 1
    guard let byte = current else {
      throw error(.unexpectedEnd(expected: "an escape sequence after '\\'"))
    }
    position += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): 0x22
      case UInt8(ascii: "\\"): 0x5C
      case UInt8(ascii: "/"): 0x2F
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      buffer.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      let shown =
        byte >= 0x21 && byte < 0x7F
        ? String(Character(Unicode.Scalar(byte))) : "\\u{\(JSONParseError.hex(byte))}"
      throw error(.invalidEscape("\\" + shown), at: start)
    }
    let first = try hexQuad(escapeStart: start)
    var scalarValue = UInt32(first)
    switch first {
    case 0xD800...0xDBFF:
      let secondStart = position
      guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        throw error(.loneSurrogate(escapeText(start)), at: start)
      }
      position += 2
      let second = try hexQuad(escapeStart: secondStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error(.loneSurrogate(escapeText(start)), at: start)
      }
      scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
    case 0xDC00...0xDFFF:
      throw error(.loneSurrogate(escapeText(start)), at: start)
    default:
      break
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw error(.loneSurrogate(escapeText(start)), at: start)
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  private func escapeText(_ start: Int) -> String {
    String(decoding: bytes[start..<Swift.min(start + 6, bytes.count)], as: UTF8.self)
  }

  private mutating func hexQuad(escapeStart: Int) throws(JSONParseError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = current else {
        throw error(.unexpectedEnd(expected: "four hex digits after '\\u'"))
      }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        let end = Swift.min(position + 1, bytes.count)
        throw error(
          .invalidEscape(String(decoding: bytes[escapeStart..<end], as: UTF8.self)),
          at: escapeStart)
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  // MARK: Numbers

  /// Parses a number by the JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = position
    func isDigit(_ byte: UInt8?) -> Bool {
      byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    }
    func text() -> String {
      var end = position
      while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
      return String(decoding: bytes[start..<Swift.max(end, position)], as: UTF8.self)
    }
    func invalid(_ reason: String) -> JSONParseError {
      error(.invalidNumber(text(), reason: reason), at: start)
    }
    if current == UInt8(ascii: "-") { position += 1 }
    guard isDigit(current) else { throw invalid("expected a digit after '-'") }
    if current == UInt8(ascii: "0") {
      position += 1
      if isDigit(current) { throw invalid("leading zeros are not allowed") }
    } else {
      while isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard isDigit(current) else { throw invalid("expected a digit after '.'") }
      while isDigit(current) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard isDigit(current) else { throw invalid("expected a digit in the exponent") }
      while isDigit(current) { position += 1 }
    }
    if let byte = current, Self.isWordByte(byte) {
      throw invalid("unexpected '\(Character(Unicode.Scalar(byte)))' in a number")
    }
    let literal = self.text(from: start, to: position)
    guard let number = Double(literal), number.isFinite else {
      throw error(.numberOutOfRange(literal), at: start)
    }
    return number
  }
}
