import CommandKitLite

/// An Objective-C file (`.m`, `.mm`, `.h`) as tokens, read leniently: the importer needs
/// only class declarations (`@interface Name : Super`), action methods and key commands from
/// it, so it never refuses a file. Comments, preprocessor lines, string literals (`@"…"`
/// and `"…"`, as string tokens) and character literals are understood; brackets are not
/// matched (preprocessor branches may leave them unbalanced).
struct ObjectiveCSource {
  let file: String
  let tokens: [SwiftToken]

  init(file: String, text: String) {
    self.file = file
    tokens = SwiftToken.fitted(Self.tokenize(Array(text.unicodeScalars)))
  }

  subscript(index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  func location(_ index: Int) -> SourceLocation {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return SourceLocation(file: file, line: token.line, column: token.column)
  }

  // swift-format-ignore: FunctionBodyLength
  private static func tokenize(_ scalars: [Unicode.Scalar]) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var index = 0
    var line = 1
    var lineStart = 0
    var atLineStart = true
    func advance() {
      if scalars[index] == "\n" {
        line += 1
        lineStart = index + 1
        atLineStart = true
      }
      index += 1
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar.properties.isWhitespace {
        advance()
        continue
      }
      if scalar == "/", next == "/" {
        while index < scalars.count, scalars[index] != "\n" { advance() }
        continue
      }
      if scalar == "/", next == "*" {
        advance()
        advance()
        while index < scalars.count,
          !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
        {
          advance()
        }
        if index < scalars.count {
          advance()
          advance()
        }
        continue
      }
      // A preprocessor line (with `\` continuations) says nothing the importer reads.
      if scalar == "#", atLineStart {
        while index < scalars.count, scalars[index] != "\n" {
          if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "\n" {
            advance()
          }
          advance()
        }
        continue
      }
      atLineStart = false
      let startLine = line
      let startColumn = index - lineStart + 1
      if scalar == "\"" || scalar == "'" {
        let quote = scalar
        advance()
        var value = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote, scalars[index] != "\n" {
          if scalars[index] == "\\", index + 1 < scalars.count {
            advance()
            switch scalars[index] {
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "b": value.append("\u{8}")
            case "e": value.append("\u{1b}")
            case "0": value.append("\0")
            default: value.append(scalars[index])
            }
            advance()
            continue
          }
          value.append(scalars[index])
          advance()
        }
        if index < scalars.count, scalars[index] == quote { advance() }
        if quote == "\"" {
          tokens.append(
            SwiftToken(
              kind: .string, text: String(value), line: startLine, column: startColumn))
        }
        continue
      }
      if SwiftTokenizer.isIdentifierStart(scalar)
        || (scalar == "@" && next.map(SwiftTokenizer.isIdentifierStart) == true)
      {
        var text = String(scalar)
        advance()
        while index < scalars.count, SwiftTokenizer.isIdentifierPart(scalars[index]) {
          text.unicodeScalars.append(scalars[index])
          advance()
        }
        tokens.append(
          SwiftToken(kind: .identifier, text: text, line: startLine, column: startColumn))
        continue
      }
      if ("0"..."9").contains(scalar) {
        var text = ""
        while index < scalars.count, SwiftTokenizer.isIdentifierPart(scalars[index]) {
          text.unicodeScalars.append(scalars[index])
          advance()
        }
        tokens.append(SwiftToken(kind: .number, text: text, line: startLine, column: startColumn))
        continue
      }
      // `@"…"`: the `@` is dropped, the string follows.
      if scalar == "@", next == "\"" {
        advance()
        continue
      }
      advance()
      tokens.append(
        SwiftToken(kind: .punctuation, text: String(scalar), line: startLine, column: startColumn))
    }
    return tokens
  }
}
