/// Splits a shell line into words: whitespace separates, single or double quotes group
/// (`a11y perform "New Folder"`), and a backslash escapes the next character inside double
/// quotes.
///
/// Quotes only group; they never become part of a word, with one exception that lets a
/// shortcut name the quote keys (SPEC §19): a quote inside a word (after other characters)
/// that ends the word or has no matching quote later in the line is the character itself.
/// So `press cmd+'` presses ⌘' and `press 'cmd+"'` presses ⌘"; a quote that starts a word
/// and is never closed is still an error.
enum Tokenizer {
  /// A word and where it started in the line, so a verb can take "the rest of the line".
  struct Token: Equatable {
    var text: String
    var start: String.Index
  }

  static func tokenize(_ line: String) throws(ShellError) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var start: String.Index?
    var quote: Character?
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\", open == "\"", line.index(after: index) < line.endIndex {
          index = line.index(after: index)
          current.append(line[index])
        } else {
          current.append(character)
        }
      } else if character == "\"" || character == "'" {
        if start != nil, isLiteralQuote(at: index, in: line) {
          current.append(character)
        } else {
          quote = character
          if start == nil { start = index }
        }
      } else if character.isWhitespace {
        if let begun = start {
          tokens.append(Token(text: current, start: begun))
          current = ""
          start = nil
        }
      } else {
        if start == nil { start = index }
        current.append(character)
      }
      index = line.index(after: index)
    }
    if quote != nil {
      throw ShellError(
        code: .badArguments,
        message: "unterminated quote in '\(line)'; close it with a matching quote")
    }
    if let begun = start { tokens.append(Token(text: current, start: begun)) }
    return tokens
  }

  /// Whether the quote at `index`, inside a word, is a literal character: it ends the word
  /// (end of line or whitespace follows) or no matching quote follows it in the line.
  private static func isLiteralQuote(at index: String.Index, in line: String) -> Bool {
    let next = line.index(after: index)
    guard next < line.endIndex, !line[next].isWhitespace else { return true }
    return !line[next...].contains(line[index])
  }
}
