/// What the importer checks in an Interface Builder file's bytes before an `XMLParser`
/// reads them: the inputs that crash FoundationXML instead of failing its parse.
///
/// FoundationXML (swift-corelibs-foundation on Linux) hands a processing instruction's data
/// to `strlen` without checking it, and libxml2 gives a processing instruction with a
/// target and no data (`<?php?>`) a null pointer: the whole process dies (SIGSEGV), where
/// any other malformed XML is a parse error. Found by mutating the importer's own test
/// inputs (`cmdshell import` on each, a crash being any signal); Apple's Foundation does
/// not use that code. Interface Builder files hold no processing instruction but the XML
/// declaration, so such a file is malformed for the importer either way, and is reported
/// as malformed at the instruction, before the parser sees it.
enum XMLPreflight {
  /// Where a processing instruction with no data starts (1-based line and column, in
  /// bytes), and its target; `nil` when the file has none. Comments and CDATA sections are
  /// skipped, as the parser skips them.
  static func emptyProcessingInstruction(in bytes: [UInt8]) -> (
    line: Int, column: Int, target: String
  )? {
    var index = 0
    var line = 1
    var lineStart = 0
    func starts(with pattern: [UInt8], at position: Int) -> Bool {
      guard position + pattern.count <= bytes.count else { return false }
      return bytes[position..<position + pattern.count].elementsEqual(pattern)
    }
    /// Moves past `terminator`, counting lines; to the end when it never comes.
    func skip(past terminator: [UInt8]) {
      while index < bytes.count, !starts(with: terminator, at: index) {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      index = min(bytes.count, index + terminator.count)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        index += 1
      } else if byte != UInt8(ascii: "<") {
        index += 1
      } else if starts(with: commentStart, at: index) {
        index += 4
        skip(past: commentEnd)
      } else if starts(with: cdataStart, at: index) {
        index += 9
        skip(past: cdataEnd)
      } else if starts(with: instructionStart, at: index) {
        let start = index
        var end = index + 2
        // The target: every byte up to white space or `?` (what it is made of matters
        // not: only "followed at once by ?>" does).
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?") {
          end += 1
        }
        let target = String(decoding: bytes[start + 2..<end], as: UTF8.self)
        // `<?xml?>` is a broken XML declaration, which the parser reports itself.
        if end > start + 2, starts(with: instructionEnd, at: end), target.lowercased() != "xml" {
          return (line, start - lineStart + 1, target)
        }
        index = start + 2
        skip(past: instructionEnd)
      } else {
        index += 1
      }
    }
    return nil
  }

  private static let commentStart = Array("<!--".utf8)
  private static let commentEnd = Array("-->".utf8)
  private static let cdataStart = Array("<![CDATA[".utf8)
  private static let cdataEnd = Array("]]>".utf8)
  private static let instructionStart = Array("<?".utf8)
  private static let instructionEnd = Array("?>".utf8)

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
