/// Aligned text tables: each column as wide as its widest cell as the terminal shows it
/// (escape codes of a bold header or a dimmed cell do not count), and no trailing spaces
/// on a line, whatever its last cells are.
///
/// Given a terminal `width`, a table that does not fit is laid out again so that no line
/// breaks inside a word (a terminal wrapping a long line cuts wherever the edge falls):
/// see ``Overflow``. Without a width (scripts, pipes, `--json`'s text) or when the table
/// fits, the lines are the aligned ones, unchanged.
enum Table {
  /// How a table too wide for the terminal is laid out again.
  enum Overflow: Sendable {
    /// The last column is prose (`help`'s summaries, `why`'s results): it wraps at word
    /// boundaries beside the other columns, which keep their alignment. A column whose
    /// widest cells would leave the prose too little room (under two fifths of the line)
    /// is narrowed to the cells that fit; a longer cell takes its own line, and its row's
    /// prose starts below it. In a terminal too narrow for that, the prose goes below each
    /// row, as with ``continuationLines``.
    case wrapLastColumn
    /// Every column matters as a whole (`windows`, `menu`): the columns that fit stay on
    /// the row's line, the others move to continuation lines indented four more columns
    /// (aligned across rows, as a second table), and so on. A single column wider than the
    /// terminal wraps at word boundaries.
    case continuationLines
  }

  /// Renders rows under a header.
  static func render(
    header: [String], rows: [[String]], width: Int? = nil,
    overflow: Overflow = .continuationLines
  ) -> String {
    lines([header] + rows, width: width, overflow: overflow).joined(separator: "\n")
  }

  /// The rows as aligned lines, each starting with `indent`, cells separated by `separator`.
  /// Cells may hold escape codes (as ``Style`` writes them); a table laid out again for
  /// `width` keeps them.
  static func lines(
    _ rows: [[String]], indent: String = "", separator: String = "  ", width: Int? = nil,
    overflow: Overflow = .continuationLines
  ) -> [String] {
    let aligned = naturalLines(rows, indent: indent, separator: separator)
    guard let width, aligned.contains(where: { $0.displayWidth > width }) else { return aligned }
    let styled = rows.map { $0.map { StyledText(ansi: $0) } }
    return rowLines(
      styled, indent: indent.count, separator: separator.count, width: width, overflow: overflow
    ).flatMap { $0.map { $0.rendered(colour: true) } }
  }

  /// The lines of each row, for styled cells: one line per row when the table fits in
  /// `width` (or there is no width), more where a row is laid out again (see ``Overflow``).
  /// Callers that style or mark a whole row (a disabled menu item) get its lines together.
  static func rowLines(
    _ rows: [[StyledText]], indent: Int = 0, separator: Int = 2, width: Int? = nil,
    overflow: Overflow = .continuationLines
  ) -> [[StyledText]] {
    let widths = columnWidths(rows)
    let natural = rows.map {
      [alignedLine($0, widths: widths, indent: indent, separator: separator)]
    }
    guard let width, natural.contains(where: { $0[0].displayWidth > width }) else {
      return natural
    }
    switch overflow {
    case .wrapLastColumn:
      return wrappingLastColumn(
        rows, widths: widths, indent: indent, separator: separator, width: width)
        ?? banded(rows, widths: widths, indent: indent, separator: separator, width: width)
    case .continuationLines:
      return banded(rows, widths: widths, indent: indent, separator: separator, width: width)
    }
  }

  /// The aligned lines as they always were: no width, no wrapping.
  private static func naturalLines(_ rows: [[String]], indent: String, separator: String)
    -> [String]
  {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { $0.indices.contains(column) ? $0[column].displayWidth : 0 }.max() ?? 0
    }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column])
      }
      return (indent + cells.joined(separator: separator)).trimmingTrailingSpaces
    }
  }

  private static func columnWidths(_ rows: [[StyledText]]) -> [Int] {
    let columns = rows.map(\.count).max() ?? 0
    return (0..<columns).map { column in
      rows.map { $0.indices.contains(column) ? $0[column].displayWidth : 0 }.max() ?? 0
    }
  }

  private static func alignedLine(
    _ row: [StyledText], widths: [Int], indent: Int, separator: Int
  ) -> StyledText {
    var line = StyledText.spaces(indent)
    for (column, cell) in row.enumerated() {
      if column > 0 { line += .spaces(separator) }
      line += column == row.count - 1 ? cell : cell.padded(to: widths[column])
    }
    return line.trimmingTrailingSpaces
  }

  /// ``Overflow/wrapLastColumn``, or `nil` when even narrowed columns leave the prose no
  /// room (then the table takes continuation lines).
  private static func wrappingLastColumn(
    _ rows: [[StyledText]], widths: [Int], indent: Int, separator: Int, width: Int
  ) -> [[StyledText]]? {
    let last = widths.count - 1
    guard last >= 1 else { return nil }
    // The prose keeps at least two fifths of the line (24 columns at the least), so it
    // reads as sentences, not as a column of single words.
    let prose = min(widths[last], max(24, (width - indent) * 2 / 5))
    var fixed = Array(widths[..<last])
    let budget = width - indent - separator * last - prose
    if fixed.reduce(0, +) > budget {
      // Narrow the last fixed column to its cells that fit; longer ones take a line. Not
      // below half its width: then most rows would take two lines anyway.
      let others = fixed.dropLast().reduce(0, +)
      let cap = budget - others
      guard cap >= 4, cap * 2 >= fixed[last - 1] else { return nil }
      let fitting = rows.compactMap { row in
        row.indices.contains(last - 1) ? row[last - 1].displayWidth : nil
      }.filter { $0 <= cap }
      fixed[last - 1] = fitting.max() ?? cap
    }
    let proseStart = indent + fixed.reduce(0, +) + separator * last
    let proseWidth = width - proseStart
    return rows.map { row in
      let cells = Array(row.prefix(last))
      let text = row.count > last ? row[last] : StyledText()
      let overflowing = cells.indices.contains(where: { cells[$0].displayWidth > fixed[$0] })
      var lines: [StyledText] = []
      var proseLines = text.isEmpty ? [] : TextWrap.lines(text, width: proseWidth)
      if overflowing {
        // The long cell (and the cells before it) on their own lines, the prose below.
        var head = StyledText()
        for (column, cell) in cells.enumerated() {
          if column > 0 { head += .spaces(separator) }
          head += cell
        }
        lines += TextWrap.lines(head, width: width - indent, hangingIndent: 2).map {
          (.spaces(indent) + $0).trimmingTrailingSpaces
        }
      } else {
        var head = StyledText.spaces(indent)
        for (column, cell) in cells.enumerated() {
          if column > 0 { head += .spaces(separator) }
          head += cell.padded(to: fixed[column])
        }
        if !proseLines.isEmpty { head += .spaces(separator) + proseLines.removeFirst() }
        lines.append(head.trimmingTrailingSpaces)
      }
      lines += proseLines.map { (.spaces(proseStart) + $0).trimmingTrailingSpaces }
      return lines
    }
  }

  /// A run of columns shown on one line of a row, from `indent`.
  private struct Band {
    var indent: Int
    var columns: [Int] = []
    /// The width the band's last column wraps at, when it is wider than what is left.
    var wrapWidth: Int?
  }

  /// ``Overflow/continuationLines``.
  private static func banded(
    _ rows: [[StyledText]], widths: [Int], indent: Int, separator: Int, width: Int
  ) -> [[StyledText]] {
    let continuation = indent + 4
    var bands: [Band] = []
    var band = Band(indent: indent)
    var used = indent
    for column in widths.indices {
      if !band.columns.isEmpty, used + separator + widths[column] > width {
        bands.append(band)
        band = Band(indent: continuation)
        used = continuation
      }
      used += (band.columns.isEmpty ? 0 : separator) + widths[column]
      band.columns.append(column)
      if used > width {
        // Alone on its line and still too wide: it wraps, and nothing goes beside it.
        band.wrapWidth = max(width - band.indent, 1)
        bands.append(band)
        band = Band(indent: continuation)
        used = continuation
      }
    }
    if !band.columns.isEmpty { bands.append(band) }
    return rows.map { row in
      var lines: [StyledText] = []
      for (number, band) in bands.enumerated() {
        let cells = band.columns.map { row.indices.contains($0) ? row[$0] : StyledText() }
        // A continuation line with nothing on it is left out.
        if number > 0, cells.allSatisfy(\.isEmpty) { continue }
        var line = StyledText.spaces(band.indent)
        for (position, cell) in cells.enumerated() {
          if position > 0 { line += .spaces(separator) }
          let column = band.columns[position]
          guard position == cells.count - 1 else {
            line += cell.padded(to: widths[column])
            continue
          }
          guard let wrapWidth = band.wrapWidth else {
            line += cell
            continue
          }
          // A row's first cell hangs by two, so its next line does not look like a row.
          let hanging = number == 0 && position == 0 ? 2 : 0
          let start = line.displayWidth
          let wrapped = TextWrap.lines(cell, width: wrapWidth, hangingIndent: hanging)
          line += wrapped.first ?? StyledText()
          lines.append(line.trimmingTrailingSpaces)
          line = StyledText()
          for more in wrapped.dropFirst() {
            lines.append((.spaces(start) + more).trimmingTrailingSpaces)
          }
        }
        if !line.isEmpty { lines.append(line.trimmingTrailingSpaces) }
      }
      return lines
    }
  }
}

extension String {
  /// The string without spaces at its end.
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
