/// Why a scene or session file is not valid JSON: the line and column of the offending byte,
/// the problem in words with its fix, and a stable code.
///
/// The description reads `line 3, column 17: duplicate key "title" in an object; each key
/// may appear once per object`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the error, from 1.
  public let line: Int
  /// The column of the error in Unicode scalars, from 1.
  public let column: Int
  /// The byte offset of the error, from 0.
  public let offset: Int
  /// The problem and its fix, without the position.
  public let message: String
  /// A stable machine-readable code, such as `duplicate-key`.
  public let code: String

  /// The parser's error, as the public API reports it.
  package init(_ error: JSONParseError) {
    line = error.line
    column = error.column
    offset = error.offset
    message = error.message
    code = error.code
  }

  /// `line L, column C: problem and fix`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
