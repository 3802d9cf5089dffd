import Testing

@testable import cmdshell

/// Tables in a terminal narrower than they are (issue 29, item 7): laid out again so that
/// no line breaks inside a word, as the two ``Table/Overflow`` layouts say.
@Suite struct TableOverflowTests {
  static func lines(
    _ rows: [[String]], width: Int?, indent: String = "", overflow: Table.Overflow
  ) -> [String] {
    Table.lines(rows, indent: indent, width: width, overflow: overflow)
  }

  static let windows = [
    ["ID", "TEMPLATE", "KIND", "PHASE", "BLOCKED"],
    ["w1", "main", "window", "inactive", "blocked by rename"],
    ["rename", "rename", "sheet", "active", ""],
  ]

  @Test("A table that fits is the aligned one, whatever the layout", arguments: [nil, 80, 200])
  func fits(width: Int?) {
    let aligned = Table.lines(Self.windows)
    #expect(Self.lines(Self.windows, width: width, overflow: .continuationLines) == aligned)
    #expect(Self.lines(Self.windows, width: width, overflow: .wrapLastColumn) == aligned)
  }

  @Test("Columns that do not fit move to continuation lines, aligned as a second table")
  func continuationLines() {
    #expect(
      Self.lines(Self.windows, width: 32, overflow: .continuationLines) == [
        "ID      TEMPLATE  KIND",
        "    PHASE     BLOCKED",
        "w1      main      window",
        "    inactive  blocked by rename",
        "rename  rename    sheet",
        "    active",
      ])
  }

  @Test("A column too wide for any line wraps at its words, hanging when it starts the row")
  func wideColumnWraps() {
    let rows = [["a11y [focus PATH | perform NAME | escape]", "x"]]
    #expect(
      Self.lines(rows, width: 20, indent: "  ", overflow: .continuationLines) == [
        "  a11y [focus PATH |", "    perform NAME |", "    escape]", "      x",
      ])
  }

  static let verbs = [
    ["help [verb]", "lists verbs, or explains one"],
    ["a11y [focus PATH | perform NAME]", "the accessibility cursor, its actions"],
    ["load FILE", "replaces the app with a scene file"],
  ]

  @Test("Prose in the last column wraps beside the others; a long first cell takes a line")
  func proseBeside() {
    #expect(
      Self.lines(Self.verbs, width: 50, indent: "  ", overflow: .wrapLastColumn) == [
        "  help [verb]  lists verbs, or explains one",
        "  a11y [focus PATH | perform NAME]",
        "               the accessibility cursor, its",
        "               actions",
        "  load FILE    replaces the app with a scene file",
      ])
  }

  @Test("Too narrow for prose beside the cells, the prose goes below each row")
  func proseBelow() {
    #expect(
      Self.lines(Self.verbs, width: 30, indent: "  ", overflow: .wrapLastColumn) == [
        "  help [verb]",
        "      lists verbs, or explains",
        "      one",
        "  a11y [focus PATH | perform",
        "    NAME]",
        "      the accessibility",
        "      cursor, its actions",
        "  load FILE",
        "      replaces the app with a",
        "      scene file",
      ])
  }

  @Test(
    "Laid out again, a table keeps every word whole and in order, within the width",
    arguments: [Table.Overflow.continuationLines, .wrapLastColumn], [12, 20, 30, 45])
  func wordsKept(overflow: Table.Overflow, width: Int) {
    for rows in [Self.windows, Self.verbs] {
      let lines = Self.lines(rows, width: width, indent: "  ", overflow: overflow)
      let words = rows.flatMap { $0.flatMap { $0.split(separator: " ") } }
      #expect(lines.flatMap { $0.split(separator: " ") } == words)
      for line in lines where line.displayWidth > width {
        #expect(line.split(separator: " ").count == 1, "'\(line)' is wider than \(width)")
      }
    }
  }

  @Test("Escape codes in cells take no columns and stay on their words when laid out again")
  func styledCells() {
    let style = Style(isEnabled: true)
    let rows = Self.windows.map { $0.map { $0.isEmpty ? $0 : style.bold($0) } }
    let lines = Self.lines(rows, width: 24, overflow: .continuationLines)
    #expect(
      lines.map(\.withoutANSI) == Self.lines(Self.windows, width: 24, overflow: .continuationLines))
    #expect(lines.allSatisfy { $0.contains("\u{1B}[1m") })
  }
}
