/// Lines and columns of byte offsets in a document, for positions shown to people and
/// tools (SPEC §23).
///
/// The index knows where each line starts and where the document's bytes that are not
/// ASCII begin. Each question is then a binary search for the line, and, for an offset
/// before the line's first byte that is not ASCII, a subtraction: a column counts Unicode
/// scalars, and in ASCII text every byte is one. Only after such a byte does it count
/// along the line; in document order that count resumes from the previous answer (a scene
/// file written without line breaks is one line of megabytes, asked about many times).
///
/// ``JSONReader`` records both lists as it parses, for free (``init(bytes:lineStarts:nonASCII:)``);
/// otherwise they are found on the first question, by one pass over the bytes. A document
/// nobody asks about costs nothing.
struct SourceLineIndex {
  let bytes: [UInt8]
  /// The offset where each line starts; built on the first question unless given.
  private var lineStarts: [Int] = []
  /// Sorted offsets of bytes that are not ASCII, such that the first of them at or after
  /// a line's start is that line's first byte that is not ASCII, if the line has one (it
  /// may be a later line's). Not every such byte need be listed.
  private var nonASCII: [Int] = []
  /// The previous answer: its line (an index into `lineStarts`), offset and column.
  private var lastLine = -1
  private var lastOffset = 0
  private var lastColumn = 1

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// An index over `bytes` with its line starts and bytes that are not ASCII already
  /// found (as ``JSONReader`` records them): `lineStarts` begins with 0 and lists the
  /// offset after each line feed; `nonASCII` must meet the rule of the stored list.
  init(bytes: [UInt8], lineStarts: [Int], nonASCII: [Int]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
    self.nonASCII = nonASCII
  }

  /// The line (from 1) and column (from 1, in Unicode scalars, as ``JSONParseError``
  /// counts) of byte `offset`.
  mutating func position(of offset: Int) -> (line: Int, column: Int) {
    if lineStarts.isEmpty { (lineStarts, nonASCII) = Self.scan(bytes) }
    let offset = min(max(offset, 0), bytes.count)
    let line = Self.lastIndex(in: lineStarts, atOrBefore: offset) ?? 0
    let lineStart = lineStarts[line]
    // The line is ASCII up to its first byte that is not.
    let first = Self.firstIndex(in: nonASCII, atOrAfter: lineStart).map { nonASCII[$0] }
    let plain = min(offset, first ?? offset)
    var column = plain - lineStart + 1
    var start = plain
    if line == lastLine, offset >= lastOffset, lastOffset > plain {
      column = lastColumn
      start = lastOffset
    }
    for index in start..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    (lastLine, lastOffset, lastColumn) = (line, offset, column)
    return (line + 1, column)
  }

  /// The index of the last element of the sorted `list` at or before `value`.
  private static func lastIndex(in list: [Int], atOrBefore value: Int) -> Int? {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }

  /// The index of the first element of the sorted `list` at or after `value`.
  private static func firstIndex(in list: [Int], atOrAfter value: Int) -> Int? {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < list.count ? low : nil
  }

  /// The line starts, and the first byte that is not ASCII of each line that has one.
  private static func scan(_ bytes: [UInt8]) -> (lineStarts: [Int], nonASCII: [Int]) {
    var starts = [0]
    var nonASCII: [Int] = []
    var lineIsASCII = true
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        starts.append(index + 1)
        lineIsASCII = true
      } else if byte >= 0x80, lineIsASCII {
        nonASCII.append(index)
        lineIsASCII = false
      }
    }
    return (starts, nonASCII)
  }
}
