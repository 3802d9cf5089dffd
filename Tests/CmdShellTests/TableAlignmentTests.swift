import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// Tables line up as a terminal shows them (issue 19): the escape codes of a bold header or
/// a dimmed cell take no columns, wide characters take two, and no line ends in spaces.
@Suite struct TableAlignmentTests {
  /// The column at which `text` starts in `line`, in terminal columns.
  static func column(of text: String, in line: String) -> Int? {
    let visible = line.withoutANSI
    guard let range = visible.range(of: text) else { return nil }
    return String(visible[..<range.lowerBound]).displayWidth
  }

  static func reply(_ lines: [String], colour: Bool) -> String {
    var session = ShellSession(app: DemoApp.make())
    session.style = Style(isEnabled: colour)
    var text = ""
    for line in lines { text = session.run(line)?.text ?? text }
    return text
  }

  struct TableCase: Sendable, CustomTestStringConvertible {
    let lines: [String]
    var styled = true
    var testDescription: String { lines.last ?? "" }
  }

  static let tables: [TableCase] = [
    .init(lines: ["open inspector", "sheet w1 rename s1", "open main 窓", "windows"]),
    .init(lines: ["focus editor", "menu"]),
    .init(lines: ["overlay"]),
    .init(lines: ["contextmenu w1/list"]),
    .init(lines: ["a11y"], styled: false),
    .init(lines: ["help"], styled: false),
    .init(lines: ["why delete"]),
  ]

  @Test(
    "With colour on, every table reads as the colour-off one, with no trailing spaces",
    arguments: tables)
  func colourOnMatchesColourOff(_ table: TableCase) {
    let on = Self.reply(table.lines, colour: true)
    let off = Self.reply(table.lines, colour: false)
    #expect(on.contains("\u{1B}[") == table.styled)
    let offLines = off.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("  (disabled)") ? String($0.dropLast("  (disabled)".count)) : String($0)
    }
    #expect(
      on.withoutANSI.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        == offLines)
    for line in (on + "\n" + off).split(separator: "\n") {
      #expect(!String(line).withoutANSI.hasSuffix(" "), "trailing spaces: '\(line)'")
    }
  }

  @Test("The windows table with colour on: every cell starts under its bold header")
  func windowsColumns() throws {
    let text = Self.reply(
      ["open inspector", "sheet w1 rename s1", "open main 窓", "windows"], colour: true)
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    #expect(header.contains("\u{1B}[1m"))
    let rows: [[String]] = [
      ["窓", "main", "window", "main"], ["s1", "rename", "sheet", "main"],
      ["w1", "main", "window", "main"], ["inspector", "inspector", "panel", "main"],
    ]
    let names = ["ID", "TEMPLATE", "KIND", "DISPLAY"]
    for (line, cells) in zip(lines.dropFirst(), rows) {
      for (name, cell) in zip(names, cells) {
        let expected = try #require(Self.column(of: name, in: header))
        // The n-th word of the row starts where the n-th header does.
        let words = line.withoutANSI.split(separator: " ")
        let index = try #require(names.firstIndex(of: name))
        let word = String(words[index])
        #expect(word == cell)
        let prefix = Self.prefixWidth(of: index, in: line.withoutANSI)
        #expect(prefix == expected, "\(cell) in '\(line.withoutANSI)'")
      }
    }
    let blocked = try #require(lines.first { $0.hasPrefix("w1") })
    #expect(blocked.hasSuffix("blocked by s1"))
  }

  /// The column at which the `index`-th space-separated word of `line` starts.
  static func prefixWidth(of index: Int, in line: String) -> Int {
    var count = -1
    var width = 0
    var previous: Character = " "
    for character in line {
      if character != " ", previous == " " {
        count += 1
        if count == index { return width }
      }
      width += TextWidth.columns(of: character)
      previous = character
    }
    return width
  }

  @Test("Widths: escape codes take none, CJK and emoji take two, combining marks none")
  func widths() {
    #expect("\u{1B}[1mID\u{1B}[0m".displayWidth == 2)
    #expect("\u{1B}[1;31merror:\u{1B}[0m x".withoutANSI == "error: x")
    #expect("窓".displayWidth == 2)
    #expect("📝".displayWidth == 2)
    #expect("e\u{301}".displayWidth == 1)
    #expect("⌘⇧Z".displayWidth == 3)
  }

  @Test("Table.lines pads by display width and leaves an empty last column unpadded")
  func tableLines() {
    let lines = Table.lines([
      ["\u{1B}[1mID\u{1B}[0m", "\u{1B}[1mNOTE\u{1B}[0m", "\u{1B}[1mFLAG\u{1B}[0m"],
      ["窓口", "📝 memo", ""], ["w1", "plain", "x"],
    ])
    let starts = zip(lines, ["NOTE", "📝", "plain"]).map { Self.column(of: $1, in: $0) }
    #expect(starts == [6, 6, 6])
    #expect(lines[1].withoutANSI == "窓口  📝 memo")
    #expect(lines[2] == "w1    plain    x")
  }
}

extension TableAlignmentTests {
  @Test("Through the binary with --color: the windows table lines up under its bold header")
  func windowsThroughTheBinary() throws {
    let run = try ArgumentTests.run(
      ["--color", "--script", "-"], input: "open inspector\nsheet w1 rename s1\nwindows\n")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "> windows"))
    let header = lines[start + 1]
    #expect(header.hasPrefix("\u{1B}[1mID\u{1B}[0m"))
    let kind = try #require(Self.column(of: "KIND", in: header))
    let blocked = try #require(Self.column(of: "BLOCKED", in: header))
    for row in lines[(start + 2)...(start + 4)] {
      #expect(Self.prefixWidth(of: 2, in: row.withoutANSI) == kind, "\(row)")
      #expect(!row.hasSuffix(" "), "\(row)")
    }
    #expect(Self.column(of: "blocked by s1", in: lines[start + 3]) == blocked)
  }
}
