import Testing

@testable import CommandKitLite

/// Byte offsets become the lines and columns people and tools see (SPEC §23): lines from 1,
/// columns from 1 in Unicode scalars, offsets past either end clamped.
@Suite struct SourceLineIndexTests {
  static let text = "{\n  \"a\": \"é\",\n  \"b\": 1\n}"

  @Test(
    "An offset's line and column count lines from 1 and columns in scalars",
    arguments: [
      (offset: 0, line: 1, column: 1),
      (offset: 1, line: 1, column: 2),
      (offset: 2, line: 2, column: 1),
      (offset: 4, line: 2, column: 3),
      // "é" is two bytes: the comma after it is column 11, not 12.
      (offset: 13, line: 2, column: 11),
      (offset: 14, line: 2, column: 12),
      (offset: 15, line: 3, column: 1),
      (offset: 16, line: 3, column: 2),
      (offset: 24, line: 4, column: 1),
    ])
  func positions(offset: Int, line: Int, column: Int) {
    var index = SourceLineIndex(bytes: Array(Self.text.utf8))
    let position = index.position(of: offset)
    #expect(position.line == line)
    #expect(position.column == column)
  }

  @Test("Offsets before the start or past the end are clamped to the document")
  func clamping() {
    var index = SourceLineIndex(bytes: Array(Self.text.utf8))
    #expect(index.position(of: -5) == (1, 1))
    let end = index.position(of: 1000)
    #expect(end.line == 4)
    #expect(end.column == 2)
  }

  @Test("An empty document has one line")
  func emptyDocument() {
    var index = SourceLineIndex(bytes: [])
    #expect(index.position(of: 0) == (1, 1))
  }
}
