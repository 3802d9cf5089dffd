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

  /// The reference answer, counted from the document's start: lines after each line feed,
  /// columns in bytes that are not UTF-8 continuation bytes.
  static func naive(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
    let offset = min(max(offset, 0), bytes.count)
    var (line, column) = (1, 1)
    for byte in bytes[..<offset] {
      if byte == UInt8(ascii: "\n") {
        (line, column) = (line + 1, 1)
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  @Test(
    "Questions in any order get the answers counted from the start (the count resumes)",
    arguments: [
      [0, 3, 4, 13, 14, 14, 16, 24],
      [14, 4, 13, 2, 24, 16, 15, 0],
      [16, 15, 14, 13, 4, 2, 1, 0],
      [5, 13, 6, 14, 1000, -3, 14, 13],
    ])
  func questionsInAnyOrder(offsets: [Int]) {
    let bytes = Array(Self.text.utf8)
    var index = SourceLineIndex(bytes: bytes)
    for offset in offsets {
      let position = index.position(of: offset)
      let expected = Self.naive(bytes, offset)
      #expect(position.line == expected.0, "line of offset \(offset)")
      #expect(position.column == expected.1, "column of offset \(offset)")
    }
  }

  static let documents: [TestText] = [
    TestText(
      "{\"é\": [" + String(repeating: "\"ü€\", \"plain\", ", count: 60) + "1]}",
      name: "120 strings, multi-byte and plain"),
    "\u{FEFF}{\"a\": \"b\",\n \"é\": \"x\"}",
    "{\r\n  \"a\": \"naïve\",\r\n  \"b\": [\"\\u00e9\", \"😀 ok\"],\n\n  \"c\": \"ascii\"\n}\n",
    "[\n\"\\n\\t\", \"日本語\", \"x日\",\n  \"\\ud83d\\ude00\"  ]",
    "  \n\n  42  \n",
  ]

  @Test(
    "The lines and bytes the parser records answer as the index counts them from the bytes",
    arguments: documents)
  func recordedByTheParser(document: TestText) throws {
    let text = document.text
    let bytes = Array(text.utf8)
    var reader = JSONReader(bytes: bytes, limits: .init())
    var tape = JSONTape()
    try reader.parseDocument(into: &tape)
    var recorded = reader.lineIndex
    var scanned = SourceLineIndex(bytes: bytes)
    // In order (as a decoder asks), then backwards, then by strides.
    let offsets =
      Array(-1...bytes.count + 1) + Array((0...bytes.count).reversed())
      + Array(stride(from: 0, through: bytes.count, by: 7))
    for offset in offsets {
      let expected = Self.naive(bytes, offset)
      #expect(recorded.position(of: offset) == expected, "offset \(offset)")
      #expect(scanned.position(of: offset) == expected, "offset \(offset)")
    }
  }
}
