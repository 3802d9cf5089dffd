/// Why a JSON text was refused, with the line and column of the offending byte.
///
/// The description reads `line 3, column 17: duplicate key "title" in an object; each key
/// may appear once per object`: where, what, and how to fix it.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Problem: Hashable, Sendable {
    /// The input is larger than the parser's size limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The input holds no value at all.
    case empty
    /// The input ends where more was expected (a truncated file).
    case unexpectedEnd(expected: String)
    /// A character that cannot appear here.
    case unexpected(found: String, expected: String)
    /// A comma right before `]` or `}`.
    case trailingComma(closer: Character)
    /// More content after the one top-level value.
    case trailingContent(found: String)
    /// A byte that is not valid UTF-8 inside a string.
    case invalidUTF8(byte: UInt8)
    /// A raw control character (U+0000 to U+001F) inside a string.
    case controlCharacter(UInt8)
    /// An unknown escape sequence such as `\x`.
    case invalidEscape(String)
    /// A UTF-16 surrogate escape without its partner (`\uD800` alone).
    case loneSurrogate(String)
    /// A number that breaks the JSON number grammar.
    case invalidNumber(String, reason: String)
    /// A number too large to represent as a `Double`.
    case numberOutOfRange(String)
    /// A key repeated within one object.
    case duplicateKey(String)
    /// Arrays and objects nested deeper than the parser's depth limit.
    case tooDeep(limit: Int)
  }

  /// The line of the error, from 1.
  package let line: Int
  /// The column of the error in Unicode scalars, from 1.
  package let column: Int
  /// The byte offset of the error, from 0.
  package let offset: Int
  /// What went wrong.
  package let problem: Problem

  /// Creates an error at a position.
  package init(line: Int, column: Int, offset: Int, problem: Problem) {
    self.line = line
    self.column = column
    self.offset = offset
    self.problem = problem
  }

  /// The problem without its position.
  package var message: String {
    switch problem {
    case .tooLarge(let bytes, let limit):
      "the input is \(bytes) bytes, over the limit of \(limit) bytes; use a smaller file"
    case .empty:
      "no JSON value: the input is empty or only whitespace"
    case .unexpectedEnd(let expected):
      "unexpected end of input; expected \(expected) (is the file truncated?)"
    case .unexpected(let found, let expected):
      "unexpected \(found); expected \(expected)"
    case .trailingComma(let closer):
      "trailing comma before '\(closer)'; remove it (JSON does not allow trailing commas)"
    case .trailingContent(let found):
      "unexpected \(found) after the JSON value; the input must hold exactly one value"
    case .invalidUTF8(let byte):
      "invalid UTF-8 byte 0x\(Self.hex(byte)) in a string; save the file as UTF-8"
    case .controlCharacter(let byte):
      "unescaped control character U+00\(Self.hex(byte)) in a string; write it as \(Self.escape(for: byte))"
    case .invalidEscape(let text):
      "invalid escape '\(text)' in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    case .loneSurrogate(let text):
      "lone surrogate '\(text)' in a string; a high surrogate \\uD800-\\uDBFF must be followed by a low one \\uDC00-\\uDFFF"
    case .invalidNumber(let text, let reason):
      "invalid number '\(text)': \(reason)"
    case .numberOutOfRange(let text):
      "number '\(text)' is too large to represent; write a smaller number or a string"
    case .duplicateKey(let key):
      "duplicate key \"\(key)\" in an object; each key may appear once per object"
    case .tooDeep(let limit):
      "arrays and objects nested deeper than \(limit) levels; flatten the structure"
    }
  }

  /// `line L, column C: message`.
  package var description: String { "line \(line), column \(column): \(message)" }

  /// A stable machine-readable code, such as `duplicate-key`.
  package var code: String {
    switch problem {
    case .tooLarge: "too-large"
    case .empty: "empty"
    case .unexpectedEnd: "unexpected-end"
    case .unexpected: "unexpected-character"
    case .trailingComma: "trailing-comma"
    case .trailingContent: "trailing-content"
    case .invalidUTF8: "invalid-utf8"
    case .controlCharacter: "control-character"
    case .invalidEscape: "invalid-escape"
    case .loneSurrogate: "lone-surrogate"
    case .invalidNumber: "invalid-number"
    case .numberOutOfRange: "number-out-of-range"
    case .duplicateKey: "duplicate-key"
    case .tooDeep: "too-deep"
    }
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  private static func escape(for byte: UInt8) -> String {
    switch byte {
    case 0x0A: "\\n"
    case 0x0D: "\\r"
    case 0x09: "\\t"
    case 0x08: "\\b"
    case 0x0C: "\\f"
    default: "\\u00\(hex(byte))"
    }
  }
}
