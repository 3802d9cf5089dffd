extension ShellSession {
  /// `text` wrapped at word boundaries to the terminal's ``width`` (unchanged without a
  /// width). Each line's wrapped part is indented by `hangingIndent`, or, without one, to
  /// just after a leading label (`USAGE: `, `Try: `) or by two columns. Escape codes in
  /// `text` (as ``Style`` writes them) are kept.
  func wrapped(_ text: String, hangingIndent: Int? = nil) -> String {
    guard let width,
      text.split(separator: "\n").contains(where: { String($0).displayWidth > width })
    else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let styled = StyledText(ansi: String(line))
      guard styled.displayWidth > width else { return [String(line)] }
      let hanging = hangingIndent ?? Self.labelWidth(styled.plain) ?? 2
      return TextWrap.lines(styled, width: width, hangingIndent: hanging).map(style.render)
    }.joined(separator: "\n")
  }

  /// The columns up to the text after a leading label of letters and spaces and `: `
  /// (`USAGE: `, `COMMAND LINE: `), if the line starts with one; wrapped lines align there.
  static func labelWidth(_ line: String) -> Int? {
    guard let colon = line.firstRange(of: ": ") else { return nil }
    let label = line[..<colon.lowerBound]
    guard !label.isEmpty, label.count <= 16,
      label.allSatisfy({ $0.isLetter || $0 == " " }), label.first?.isLetter == true
    else { return nil }
    return label.count + 2
  }
}
