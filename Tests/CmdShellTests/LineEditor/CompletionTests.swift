import Testing

@testable import cmdshell

/// One Tab press: the line (cursor at `|`), the completer's answer, and the outcome.
struct CompletionCase: CustomTestStringConvertible, Sendable {
  enum Expected: Sendable {
    case edited(String)
    case list([String])
    case bell
  }

  var name: String
  var line: String
  var completion: Completion
  var expected: Expected
  var testDescription: String { name }
}

@Suite("Completion")
struct CompletionTests {
  static let cases: [CompletionCase] = [
    CompletionCase(
      name: "one candidate completes the word and adds a space", line: "pre|",
      completion: Completion(replaceFrom: 0, candidates: ["press"]), expected: .edited("press |")),
    CompletionCase(
      name: "completes a word in the middle of the line", line: "git ch| --x",
      completion: Completion(replaceFrom: 4, candidates: ["checkout"]),
      expected: .edited("git checkout | --x")),
    CompletionCase(
      name: "several candidates extend to the common prefix", line: "echo fo|",
      completion: Completion(replaceFrom: 5, candidates: ["foobar", "foobaz"]),
      expected: .edited("echo fooba|")),
    CompletionCase(
      name: "duplicate candidates count as one", line: "l|",
      completion: Completion(replaceFrom: 0, candidates: ["ls", "ls"]), expected: .edited("ls |")),
    CompletionCase(
      name: "nothing to extend lists the candidates", line: "x |",
      completion: Completion(replaceFrom: 2, candidates: ["alpha", "beta"]),
      expected: .list(["alpha", "beta"])),
    CompletionCase(
      name: "common prefix no longer than the word lists", line: "foo|",
      completion: Completion(replaceFrom: 0, candidates: ["foo", "foobar"]),
      expected: .list(["foo", "foobar"])),
    CompletionCase(
      name: "multi-byte prefix", line: "é|",
      completion: Completion(replaceFrom: 0, candidates: ["été", "étage"]), expected: .edited("ét|")
    ),
    CompletionCase(
      name: "no candidates rings the bell", line: "zz|",
      completion: Completion(replaceFrom: 0, candidates: []), expected: .bell),
    CompletionCase(
      name: "replaceFrom after the cursor is rejected", line: "ab|",
      completion: Completion(replaceFrom: 5, candidates: ["x"]), expected: .bell),
    CompletionCase(
      name: "negative replaceFrom is rejected", line: "ab|",
      completion: Completion(replaceFrom: -1, candidates: ["x"]), expected: .bell),
  ]

  @Test("Tab behaviour", arguments: cases)
  func tab(_ row: CompletionCase) {
    let outcome = LineEditor.complete(marked(row.line), with: row.completion)
    switch (row.expected, outcome) {
    case (.edited(let line), .edited(let buffer)): #expect(marking(buffer) == line)
    case (.list(let candidates), .list(let listed)): #expect(listed == candidates)
    case (.bell, .noCandidates): break
    default: Issue.record("unexpected outcome \(outcome)")
    }
  }

  @Test(
    "longest common prefix",
    arguments: [
      ([String](), ""), (["abc"], "abc"), (["abc", "abd"], "ab"), (["abc", "x"], ""),
      (["ab", "abc"], "ab"),
    ])
  func commonPrefix(strings: [String], expected: String) {
    #expect(LineEditor.longestCommonPrefix(strings) == expected)
  }

  @Test("candidates are listed in columns, top to bottom")
  func columns() {
    let text = LineEditor.columnLayout(["a", "bb", "c", "dd", "e"], width: 12)
    // Column width is 2 + 2 = 4, so three columns of two rows.
    #expect(text == "\r\na   c   e\r\nbb  dd\r\n")
    #expect(LineEditor.columnLayout(["long-name"], width: 4) == "\r\nlong-name\r\n")
  }
}

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "prompt width ignores ANSI escape sequences",
    arguments: [
      ("> ", 2), ("\u{1B}[1;32mcmd\u{1B}[0m> ", 5), ("\u{1B}[38;5;208mé\u{1B}[m", 1), ("日本> ", 6),
      ("e\u{301}", 1), ("\u{1B}", 0),
    ])
  func promptWidth(prompt: String, width: Int) {
    #expect(Terminal.visibleWidth(of: prompt) == width)
  }
}

@Suite("Line drawing")
struct LineViewTests {
  /// One row: a marked line, the columns available for text, and what is shown.
  struct WindowCase: CustomTestStringConvertible, Sendable {
    var line: String
    var available: Int
    var shown: String
    var columnsAfterCursor: Int
    var testDescription: String { "\"\(line)\" in \(available) columns" }
  }

  static let cases: [WindowCase] = [
    WindowCase(line: "hello|", available: 10, shown: "hello", columnsAfterCursor: 0),
    WindowCase(line: "he|llo", available: 10, shown: "hello", columnsAfterCursor: 3),
    WindowCase(line: "né|日", available: 10, shown: "né日", columnsAfterCursor: 2),
    WindowCase(line: "abcdefgh|", available: 5, shown: "defgh", columnsAfterCursor: 0),
    WindowCase(line: "ab|cdefgh", available: 5, shown: "abcde", columnsAfterCursor: 3),
    WindowCase(line: "日本語|", available: 4, shown: "本語", columnsAfterCursor: 0),
    WindowCase(line: "|日本語", available: 3, shown: "日", columnsAfterCursor: 2),
  ]

  @Test("the visible window keeps the cursor on screen", arguments: cases)
  func window(_ row: WindowCase) {
    let buffer = marked(row.line)
    let window = LineView.window(buffer, available: row.available)
    #expect(String(buffer.characters[window.range]) == row.shown)
    #expect(window.columnsAfterCursor == row.columnsAfterCursor)
  }
}
