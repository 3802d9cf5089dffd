/// A position in a file: where an imported command or control was written (SPEC §22), or
/// where a scene file gives an offending `shortcut` (SPEC §23).
///
/// Lines and columns count from 1, as compilers, SARIF and Xcode do.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path as given (relative paths stay relative, so reports are portable).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1 (in Unicode scalars for scene files, as JSON syntax errors count
  /// them; in characters for imported sources).
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the compilers' spelling.
  public var description: String { "\(file):\(line):\(column)" }

  /// `{"file": ..., "line": n, "column": n}`, as audit findings carry it (SPEC §22).
  public var json: JSONValue {
    .object(
      JSONObject([
        ("file", .string(file)), ("line", .number(Double(line))),
        ("column", .number(Double(column))),
      ]))
  }
}
