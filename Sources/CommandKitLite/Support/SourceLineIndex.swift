/// Lines and columns of byte offsets in a document, for positions shown to people and
/// tools (SPEC §23).
///
/// The line starts are found once, on the first question, by one pass over the bytes; each
/// question is then a binary search and a count along one line. A document nobody asks
/// about costs nothing.
struct SourceLineIndex {
  let bytes: [UInt8]
  /// The offset where each line starts; built on the first question.
  private var lineStarts: [Int] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The line (from 1) and column (from 1, in Unicode scalars, as ``JSONParseError``
  /// counts) of byte `offset`.
  mutating func position(of offset: Int) -> (line: Int, column: Int) {
    if lineStarts.isEmpty { lineStarts = Self.lineStarts(of: bytes) }
    let offset = min(max(offset, 0), bytes.count)
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in lineStarts[low]..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return (low + 1, column)
  }

  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    return starts
  }
}
