/// The `"source"` field of imported commands, controls, nodes and templates (SPEC §22):
/// `{"file": "MainMenu.xib", "line": 12, "column": 5}`, where the item was declared in the
/// app's own files. It fills ``Command/sourceLocation``, ``Control/sourceLocation``,
/// ``ViewNode/sourceLocation`` and ``WindowTemplate/sourceLocation``
/// (``SourceLocation/json`` writes it).
extension SceneFileDecoder {
  static let sourceFields = ["file", "line", "column"]

  /// The `source` member of `entry`, if any; a malformed one is reported.
  mutating func sourceLocation(_ entry: Object, at path: JSONPath) -> SourceLocation? {
    guard let value = member(entry, "source") else { return nil }
    return sourceLocation(value, at: path)
  }

  /// `value`, the `source` member of the object at `path`; a malformed one is reported.
  mutating func sourceLocation(_ value: Value, at path: JSONPath) -> SourceLocation? {
    let sourcePath = path.appending("source")
    guard let source = object(value, at: sourcePath) else { return nil }
    checkFields(source, allowed: Self.sourceFields, at: sourcePath)
    let file = requiredString(
      source, "file", at: sourcePath, hint: "the file the item was imported from")
    guard let lineValue = member(source, "line") else {
      fail(sourcePath, .missingField("line", hint: "the line, from 1"))
      return nil
    }
    let line = position(lineValue, at: sourcePath.appending("line"))
    let column = member(source, "column").map { position($0, at: sourcePath.appending("column")) }
    guard let file, let line else { return nil }
    return SourceLocation(file: file, line: line, column: (column ?? 1) ?? 1)
  }

  /// A line or column: a whole number from 1.
  private mutating func position(_ value: Value, at path: JSONPath) -> Int? {
    guard case .number(let number) = tape.events[value.index], number >= 1,
      number <= Double(Int32.max), number.rounded() == number
    else {
      wrongType(value, expected: "a whole number from 1", at: path)
      return nil
    }
    return Int(number)
  }
}
