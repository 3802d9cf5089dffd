/// Aligned text tables: each column as wide as its widest cell as the terminal shows it
/// (escape codes of a bold header or a dimmed cell do not count), and no trailing spaces
/// on a line, whatever its last cells are.
enum Table {
  /// Renders rows under a header.
  static func render(header: [String], rows: [[String]]) -> String {
    lines([header] + rows).joined(separator: "\n")
  }

  /// The rows as aligned lines, each starting with `indent`, cells separated by `separator`.
  static func lines(_ rows: [[String]], indent: String = "", separator: String = "  ")
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
}

extension String {
  /// The string without spaces at its end.
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
