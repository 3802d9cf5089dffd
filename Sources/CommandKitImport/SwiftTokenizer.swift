import CommandKitLite

/// One token of Swift source: an identifier (`@` and `#` attributes included, as
/// `@FocusedValue` and `#selector`), a string literal with its static value, a number, or
/// one punctuation character. Comments and whitespace are not tokens.
struct SwiftToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// `regex` is a regex literal (`/\d+/`, `#/…/#`), its pattern as the text.
    case identifier, string, number, punctuation, regex
  }

  // Stored compactly: a whole app's headers can be millions of tokens (TenFourFox's 12,817
  // files, 129 MB, took 0.95 GB as 64-byte tokens). Positions are 32-bit, since no file the
  // importer reads is over `SceneFile.maxFileSize`; a larger value is clamped, never trapped.
  // The text comes first so that the small fields pack behind it (40 bytes a token).
  /// The identifier, the punctuation character, the number as written, or the string's
  /// value with escapes decoded (interpolations left as written).
  var text: String
  private var storedLine: Int32
  private var storedColumn: Int32
  private var spanStart: Int32 = 0
  private var spanEnd: Int32 = 0
  var kind: Kind
  /// A string literal with `\(…)` interpolation: its value is known only at run time.
  var hasInterpolation = false

  init(kind: Kind, text: String, hasInterpolation: Bool = false, line: Int, column: Int) {
    self.text = text
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    self.kind = kind
    self.hasInterpolation = hasInterpolation
  }

  /// Line and column (in Unicode scalars) of the token's first character, from 1.
  var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// The token's span in the file's Unicode scalars, for quoting it as written.
  var span: Range<Int> {
    get { Int(spanStart)..<Int(max(spanStart, spanEnd)) }
    set {
      spanStart = Int32(clamping: newValue.lowerBound)
      spanEnd = Int32(clamping: newValue.upperBound)
    }
  }

  func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }

  /// The tokens in an array of their own size: appending leaves up to twice the room an
  /// array needs, and a whole app keeps every file's tokens until the import ends.
  static func fitted(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard tokens.capacity - tokens.count > tokens.count / 8 else { return tokens }
    var fitted: [SwiftToken] = []
    fitted.reserveCapacity(tokens.count)
    fitted.append(contentsOf: tokens)
    return fitted
  }
}

/// Why Swift source could not be tokenized, and where.
struct SwiftTokenizeError: Error, Equatable {
  var line: Int
  var column: Int
  var reason: String
}

/// A tokenizer of Swift source, enough to read declarations reliably (SPEC §22): string
/// literals (with interpolation, multi-line `"""` and raw `#"…"#` forms), line comments
/// and nested block comments, and bracket matching. Regular expressions over lines would
/// read a `.keyboardShortcut` inside a comment or a string; this does not.
///
/// Regex literals: `#/…/#` extended literals are skipped whole; a bare `/…/` is a regex
/// where Swift's parser takes it as one (SE-0354): a `/` where an expression starts (after
/// an operator, an opening bracket, a comma, a colon, `return` and the like, never after a
/// value), not followed by a space, closed by a `/` on the same line (outside `[…]` and
/// escapes). Elsewhere `/` is division.
struct SwiftTokenizer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var interpolationDepth = 0
  /// The last token read, to tell a bare regex literal from division.
  private var previous: SwiftToken?

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Every token of `text`, with each bracket's partner checked.
  static func tokenize(_ text: String) throws(SwiftTokenizeError) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(text)
    var tokens: [SwiftToken] = []
    var open: [SwiftToken] = []
    while let token = try tokenizer.next() {
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{":
          open.append(token)
          // Readers recurse into nested calls: a hostile file must not exhaust the stack.
          guard open.count <= maxNesting else {
            throw SwiftTokenizeError(
              line: token.line, column: token.column,
              reason: "brackets nested more than \(maxNesting) deep")
          }
        case ")", "]", "}":
          guard let last = open.popLast() else {
            throw SwiftTokenizeError(
              line: token.line, column: token.column,
              reason: "'\(token.text)' closes nothing")
          }
          let expected = Self.partner(of: last.text)
          guard expected == token.text else {
            throw SwiftTokenizeError(
              line: token.line, column: token.column,
              reason:
                "'\(token.text)' closes '\(last.text)' of line \(last.line), which needs '\(expected)'"
            )
          }
        default: break
        }
      }
      tokens.append(token)
    }
    if let last = open.last {
      throw SwiftTokenizeError(
        line: last.line, column: last.column, reason: "'\(last.text)' is never closed")
    }
    return SwiftToken.fitted(tokens)
  }

  /// The deepest bracket nesting accepted (real code stays far below it).
  static let maxNesting = 256
  /// The deepest nesting of interpolations inside string literals.
  static let maxInterpolationDepth = 16

  static func partner(of bracket: String) -> String {
    switch bracket {
    case "(": ")"
    case "[": "]"
    default: "}"
    }
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < scalars.count ? scalars[position] : nil
  }

  private var column: Int { index - lineStart + 1 }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private func error(_ reason: String, line: Int, column: Int) -> SwiftTokenizeError {
    SwiftTokenizeError(line: line, column: column, reason: reason)
  }

  /// The next token, or `nil` at the end.
  mutating func next() throws(SwiftTokenizeError) -> SwiftToken? {
    try skipTrivia()
    let start = index
    guard var token = try token() else { return nil }
    token.span = start..<index
    previous = token
    return token
  }

  /// Words after which an expression starts (so a `/` there opens a regex literal).
  private static let expressionKeywords: Set<String> = [
    "return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "else",
    "let", "var", "is", "as", "some", "any", "yield",
  ]

  /// A bare regex literal starting at the `/` here, if Swift would read one: its pattern.
  private mutating func bareRegex() -> String? {
    if let previous {
      switch previous.kind {
      case .identifier:
        guard Self.expressionKeywords.contains(previous.text) else { return nil }
      case .number, .string, .regex:
        return nil
      case .punctuation:
        if [")", "]", "}", "?", "!"].contains(previous.text) { return nil }
      }
    }
    guard let first = peek(1), !first.properties.isWhitespace, first != "/", first != "*",
      first != "="
    else { return nil }
    var offset = 1
    var inClass = 0
    var pattern = String.UnicodeScalarView()
    while let scalar = peek(offset), scalar != "\n" {
      if scalar == "\\" {
        pattern.append(scalar)
        if let escaped = peek(offset + 1), escaped != "\n" { pattern.append(escaped) }
        offset += 2
        continue
      }
      if scalar == "[" { inClass += 1 }
      if scalar == "]", inClass > 0 { inClass -= 1 }
      if scalar == "/", inClass == 0 {
        // A regex does not end in a space before its closing slash (SE-0354).
        guard pattern.last.map({ !$0.properties.isWhitespace }) ?? false else { return nil }
        for _ in 0...offset { advance() }
        return String(pattern)
      }
      pattern.append(scalar)
      offset += 1
    }
    return nil
  }

  private mutating func token() throws(SwiftTokenizeError) -> SwiftToken? {
    guard let scalar = peek() else { return nil }
    let startLine = line
    let startColumn = column
    // Raw strings and extended regex literals start with #s.
    if scalar == "#" {
      var hashes = 0
      while peek(hashes) == "#" { hashes += 1 }
      if peek(hashes) == "\"" {
        for _ in 0..<hashes { advance() }
        return try string(hashes: hashes, line: startLine, column: startColumn)
      }
      if peek(hashes) == "/" {
        try skipExtendedRegex(hashes: hashes, line: startLine, column: startColumn)
        try skipTrivia()
        return try token()
      }
    }
    if scalar == "\"" {
      return try string(hashes: 0, line: startLine, column: startColumn)
    }
    if scalar == "/", let pattern = bareRegex() {
      return SwiftToken(kind: .regex, text: pattern, line: startLine, column: startColumn)
    }
    if Self.isIdentifierStart(scalar)
      || ((scalar == "@" || scalar == "#" || scalar == "$")
        && peek(1).map(Self.isIdentifierPart) == true)
    {
      var text = String(scalar)
      advance()
      while let next = peek(), Self.isIdentifierPart(next) {
        text.unicodeScalars.append(next)
        advance()
      }
      return SwiftToken(kind: .identifier, text: text, line: startLine, column: startColumn)
    }
    if scalar == "`" {
      advance()
      var text = ""
      while let next = peek(), next != "`", next != "\n" {
        text.unicodeScalars.append(next)
        advance()
      }
      guard peek() == "`" else {
        throw error("unterminated `identifier`", line: startLine, column: startColumn)
      }
      advance()
      return SwiftToken(kind: .identifier, text: text, line: startLine, column: startColumn)
    }
    if ("0"..."9").contains(scalar) {
      var text = ""
      while let next = peek(),
        Self.isIdentifierPart(next)
          || (next == "." && peek(1).map { ("0"..."9").contains($0) } == true)
      {
        text.unicodeScalars.append(next)
        advance()
      }
      return SwiftToken(kind: .number, text: text, line: startLine, column: startColumn)
    }
    advance()
    return SwiftToken(
      kind: .punctuation, text: String(scalar), line: startLine, column: startColumn)
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  /// Skips whitespace and comments (block comments nest, as in Swift).
  private mutating func skipTrivia() throws(SwiftTokenizeError) {
    while let scalar = peek() {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/", peek(1) == "*" {
        let startLine = line
        let startColumn = column
        var depth = 0
        repeat {
          guard let next = peek() else {
            throw error("unterminated /* comment", line: startLine, column: startColumn)
          }
          if next == "/", peek(1) == "*" {
            depth += 1
            advance()
          } else if next == "*", peek(1) == "/" {
            depth -= 1
            advance()
          }
          advance()
        } while depth > 0
      } else {
        return
      }
    }
  }

  private mutating func skipExtendedRegex(hashes: Int, line: Int, column: Int)
    throws(SwiftTokenizeError)
  {
    for _ in 0...hashes { advance() }
    while let scalar = peek() {
      if scalar == "/", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { advance() }
        return
      }
      advance()
    }
    throw error("unterminated regex literal", line: line, column: column)
  }

  /// A string literal; the opening `#`s are consumed, the quote is next.
  private mutating func string(hashes: Int, line startLine: Int, column startColumn: Int)
    throws(SwiftTokenizeError) -> SwiftToken
  {
    // Three quotes open a multi-line literal only when a line break follows them (The
    // Swift Programming Language, "Multiline String Literals"): `#"` + `"` + `"#` is a raw
    // string holding one quote.
    var multiline = peek(1) == "\"" && peek(2) == "\""
    if multiline {
      var offset = 3
      while let next = peek(offset), next == " " || next == "\t" { offset += 1 }
      multiline = peek(offset) == "\n" || peek(offset) == "\r"
    }
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    var value = ""
    var interpolated = false
    while true {
      guard let scalar = peek() else {
        throw error("unterminated string literal", line: startLine, column: startColumn)
      }
      if scalar == "\n", !multiline {
        throw error("unterminated string literal", line: startLine, column: startColumn)
      }
      if scalar == "\"", closes(multiline: multiline, hashes: hashes) {
        for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
        break
      }
      if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        let escapeLine = line
        let escapeColumn = column
        for _ in 0...hashes { advance() }
        guard let escaped = peek() else {
          throw error("unterminated string literal", line: startLine, column: startColumn)
        }
        if escaped == "(" {
          interpolated = true
          value += "\\"
          try skipInterpolation(line: escapeLine, column: escapeColumn, into: &value)
          continue
        }
        advance()
        switch escaped {
        case "n": value += "\n"
        case "t": value += "\t"
        case "r": value += "\r"
        case "0": value += "\0"
        case "\\", "\"", "'": value.unicodeScalars.append(escaped)
        case "\n": while let next = peek(), next == " " || next == "\t" { advance() }
        // A line continuation may have spaces between the backslash and the line break.
        case " " where multiline && restOfLineIsBlank(),
          "\t" where multiline && restOfLineIsBlank():
          while let next = peek(), next != "\n" { advance() }
          advance()
          while let next = peek(), next == " " || next == "\t" { advance() }
        case "u":
          guard peek() == "{" else {
            throw error("\\u needs {hex}", line: escapeLine, column: escapeColumn)
          }
          advance()
          var hex = ""
          while let next = peek(), next != "}", hex.count < 8 {
            hex.unicodeScalars.append(next)
            advance()
          }
          guard peek() == "}", let code = UInt32(hex, radix: 16),
            let decoded = Unicode.Scalar(code)
          else { throw error("bad \\u{…} escape", line: escapeLine, column: escapeColumn) }
          advance()
          value.unicodeScalars.append(decoded)
        default:
          throw error("unknown escape \\\(escaped)", line: escapeLine, column: escapeColumn)
        }
        continue
      }
      value.unicodeScalars.append(scalar)
      advance()
    }
    if multiline { value = Self.dedent(value) }
    return SwiftToken(
      kind: .string, text: value, hasInterpolation: interpolated, line: startLine,
      column: startColumn)
  }

  /// Whether only spaces and tabs are left before the line break.
  private func restOfLineIsBlank() -> Bool {
    var offset = 0
    while let next = peek(offset), next != "\n" {
      guard next == " " || next == "\t" || next == "\r" else { return false }
      offset += 1
    }
    return true
  }

  private func closes(multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    for offset in 0..<quotes where peek(offset) != "\"" { return false }
    for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
    return true
  }

  /// Skips `(…)` of an interpolation, nested strings and comments included, and appends
  /// its text to `value` (the title then shows what was interpolated).
  private mutating func skipInterpolation(line: Int, column: Int, into value: inout String)
    throws(SwiftTokenizeError)
  {
    guard interpolationDepth < Self.maxInterpolationDepth else {
      throw error(
        "string interpolations nested more than \(Self.maxInterpolationDepth) deep", line: line,
        column: column)
    }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    var depth = 0
    while let token = try next() {
      value += token.kind == .string ? "\"\(token.text)\"" : token.text
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
    throw error("unterminated interpolation", line: line, column: column)
  }

  /// A multi-line literal's value: without the first line break and the closing line's
  /// indentation.
  private static func dedent(_ raw: String) -> String {
    var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
    let indent = lines.last.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
    if lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
