import Testing

@testable import cmdshell

/// An editing operation, named for test output.
enum BufferOperation: String, Sendable {
  case backspace, deleteForward, moveLeft, moveRight, moveHome, moveEnd
  case killToEnd, killToStart, deletePreviousWord

  func apply(to buffer: inout LineBuffer) {
    switch self {
    case .backspace: buffer.backspace()
    case .deleteForward: buffer.deleteForward()
    case .moveLeft: buffer.moveLeft()
    case .moveRight: buffer.moveRight()
    case .moveHome: buffer.moveHome()
    case .moveEnd: buffer.moveEnd()
    case .killToEnd: buffer.killToEnd()
    case .killToStart: buffer.killToStart()
    case .deletePreviousWord: buffer.deletePreviousWord()
    }
  }
}

/// One row: a line with the cursor marked by `|`, an operation, and the expected result.
struct BufferCase: CustomTestStringConvertible, Sendable {
  var before: String
  var operation: BufferOperation
  var after: String
  var testDescription: String { "\(operation.rawValue): \"\(before)\" → \"\(after)\"" }

  init(_ before: String, _ operation: BufferOperation, _ after: String) {
    (self.before, self.operation, self.after) = (before, operation, after)
  }
}

/// A buffer from text with a `|` marking the cursor.
func marked(_ text: String) -> LineBuffer {
  let cursor = text.firstIndex(of: "|").map { text.distance(from: text.startIndex, to: $0) }
  return LineBuffer(text.replacing("|", with: ""), cursor: cursor)
}

/// The buffer's text with a `|` at the cursor.
func marking(_ buffer: LineBuffer) -> String {
  var characters = buffer.characters
  characters.insert("|", at: buffer.cursor)
  return String(characters)
}

@Suite("LineBuffer")
struct LineBufferTests {
  static let cases: [BufferCase] = [
    BufferCase("abc|", .backspace, "ab|"),
    BufferCase("a|bc", .backspace, "|bc"),
    BufferCase("|abc", .backspace, "|abc"),
    BufferCase("a|bc", .deleteForward, "a|c"),
    BufferCase("abc|", .deleteForward, "abc|"),
    BufferCase("ab|c", .moveLeft, "a|bc"),
    BufferCase("|abc", .moveLeft, "|abc"),
    BufferCase("ab|c", .moveRight, "abc|"),
    BufferCase("abc|", .moveRight, "abc|"),
    BufferCase("ab|c", .moveHome, "|abc"),
    BufferCase("a|bc", .moveEnd, "abc|"),
    BufferCase("ab|cd", .killToEnd, "ab|"),
    BufferCase("ab|cd", .killToStart, "|cd"),
    BufferCase("git commit -m|", .deletePreviousWord, "git commit |"),
    BufferCase("git commit   |", .deletePreviousWord, "git |"),
    BufferCase("git com|mit", .deletePreviousWord, "git |mit"),
    BufferCase("   |", .deletePreviousWord, "|"),
    BufferCase("|word", .deletePreviousWord, "|word"),
    BufferCase("path/to/file|", .deletePreviousWord, "|"),
    BufferCase("héllo wörld|", .deletePreviousWord, "héllo |"),
    BufferCase("日本語|", .backspace, "日本|"),
    BufferCase("a👍🏽|b", .backspace, "a|b"),
    BufferCase("a|👍🏽b", .moveRight, "a👍🏽|b"),
  ]

  @Test("editing operations", arguments: cases)
  func operation(_ row: BufferCase) {
    var buffer = marked(row.before)
    row.operation.apply(to: &buffer)
    #expect(marking(buffer) == row.after)
  }

  @Test("insert at the cursor")
  func insert() {
    var buffer = marked("ac|")
    buffer.moveLeft()
    buffer.insert("b")
    buffer.insert("€")
    #expect(marking(buffer) == "ab€|c")
    #expect(buffer.text == "ab€c")
  }

  @Test("a combining mark joins the character before it")
  func combiningMark() {
    var buffer = LineBuffer()
    buffer.insert("e")
    buffer.insert("\u{301}")
    #expect(buffer.characters.count == 1)
    #expect(buffer.cursor == 1)
    #expect(buffer.text == "é")
  }

  @Test("replace from an offset to the cursor")
  func replace() {
    var buffer = marked("git pre| tail")
    buffer.replace(from: 4, with: "press ")
    #expect(marking(buffer) == "git press | tail")
    buffer.replace(from: 99, with: "ignored")
    #expect(buffer.text == "git press  tail")
  }

  @Test("cursor is clamped on creation", arguments: [(-3, 0), (2, 2), (50, 3)])
  func clamp(requested: Int, expected: Int) {
    #expect(LineBuffer("abc", cursor: requested).cursor == expected)
  }
}
