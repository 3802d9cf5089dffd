import Testing

@testable import cmdshell

/// Word wrapping for a narrow terminal (issue 29, item 7): lines break at spaces only, a
/// wrapped paragraph hangs, and a word is never cut, even one wider than the line.
@Suite struct TextWrapTests {
  struct WrapCase: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    var hanging = 0
    let lines: [String]
    var testDescription: String { "\(text.prefix(30)) at \(width)" }
  }

  static let cases: [WrapCase] = [
    .init(text: "short enough", width: 40, lines: ["short enough"]),
    .init(text: "one two three four", width: 9, lines: ["one two", "three", "four"]),
    .init(
      text: "one two three four", width: 9, hanging: 2, lines: ["one two", "  three", "  four"]),
    // The spacing between words on a line is kept; the spaces at a break go.
    .init(text: "a  b   c", width: 6, lines: ["a  b", "c"]),
    .init(text: "  indented text", width: 10, lines: ["  indented", "text"]),
    // A word wider than the line keeps a line of its own, whole.
    .init(
      text: "see edit.pasteAndMatchStyle now", width: 10,
      lines: ["see", "edit.pasteAndMatchStyle", "now"]),
    // Line breaks in the text are kept, each line wrapped on its own.
    .init(text: "ab cd\nef gh", width: 3, lines: ["ab", "cd", "ef", "gh"]),
    // Wide characters take two columns: three of them fill six.
    .init(text: "窓窓窓 x", width: 6, lines: ["窓窓窓", "x"]),
    .init(text: "⌘C ⌥⇧⌘V ⌃⌘Space", width: 8, lines: ["⌘C ⌥⇧⌘V", "⌃⌘Space"]),
  ]

  @Test("Text wraps at spaces, hanging and never cutting a word", arguments: cases)
  func wraps(_ wrap: WrapCase) {
    #expect(TextWrap.lines(wrap.text, width: wrap.width, hangingIndent: wrap.hanging) == wrap.lines)
  }

  static let sentences = [
    "⌫ (delete) in rename: consumed by the text input rename/name",
    "shows or switches the layout direction; rtl mirrors automatic shortcuts with [ ] { } ( ) < > ← →",
    "Try: windows · tree · press delete · focus editor · press delete · why cmd+n · open inspector",
  ]

  @Test(
    "At any width, wrapping only moves spaces: the words stay whole and in order",
    arguments: sentences, [8, 12, 20, 33, 40, 80])
  func wordsKept(_ sentence: String, width: Int) {
    let lines = TextWrap.lines(sentence, width: width, hangingIndent: 2)
    #expect(lines.flatMap { $0.split(separator: " ") } == sentence.split(separator: " "))
    for line in lines where line.displayWidth > width {
      // Only a single word wider than the line may run past it.
      #expect(line.split(separator: " ").count == 1, "'\(line)' is wider than \(width)")
    }
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test("Styles survive wrapping: each word keeps its attributes on its new line")
  func styledWrap() {
    let text = StyledText("in w1: ") + StyledText("would perform", .green) + " edit.delete"
    let lines = TextWrap.lines(text, width: 12)
    #expect(lines.map(\.plain) == ["in w1: would", "perform", "edit.delete"])
    #expect(lines[0].runs.last == .init(text: "would", attributes: .green))
    #expect(lines[1].runs == [.init(text: "perform", attributes: .green)])
    #expect(lines[2].runs == [.init(text: "edit.delete", attributes: [])])
  }
}
