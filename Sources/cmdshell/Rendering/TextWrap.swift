/// Word wrapping for a terminal of a given width: lines break only at spaces, never inside
/// a word, so an id, a path or a shortcut is never cut in two. A word wider than the width
/// gets a line of its own (and is then wider than the line: cutting it would change what
/// it says).
enum TextWrap {
  /// `text` in lines of at most `width` columns; lines after the first start with
  /// `hangingIndent` spaces (so a wrapped paragraph reads as one item). The spacing between
  /// words on one line is kept; the spaces where a line breaks are dropped. Each line of a
  /// text with line breaks is wrapped on its own.
  static func lines(_ text: StyledText, width: Int, hangingIndent: Int = 0) -> [StyledText] {
    paragraphs(of: text).flatMap { paragraph in
      wrap(paragraph, first: width, rest: width - hangingIndent).enumerated().map {
        $0.offset == 0 ? $0.element : .spaces(hangingIndent) + $0.element
      }
    }
  }

  /// Plain text, wrapped as ``lines(_:width:hangingIndent:)`` wraps styled text.
  static func lines(_ text: String, width: Int, hangingIndent: Int = 0) -> [String] {
    lines(StyledText(text), width: width, hangingIndent: hangingIndent).map(\.plain)
  }

  /// The widest word of `text`: the narrowest it can be wrapped without cutting a word.
  static func widestWord(_ text: StyledText) -> Int {
    segments(of: text).map(\.word.displayWidth).max() ?? 0
  }

  /// The text's lines, split at line breaks.
  private static func paragraphs(of text: StyledText) -> [StyledText] {
    var paragraphs: [[(Character, StyledText.Attributes)]] = [[]]
    for (character, attributes) in text.characters {
      if character == "\n" {
        paragraphs.append([])
      } else {
        paragraphs[paragraphs.count - 1].append((character, attributes))
      }
    }
    return paragraphs.map { StyledText(characters: $0) }
  }

  /// One word and the spaces before it.
  private struct Segment {
    var gap: StyledText
    var word: StyledText
  }

  /// The text as words with the spaces before each (the first word's are its indent).
  private static func segments(of text: StyledText) -> [Segment] {
    var segments: [Segment] = []
    var gap: [(Character, StyledText.Attributes)] = []
    var word: [(Character, StyledText.Attributes)] = []
    for (character, attributes) in text.characters {
      if character == " " {
        if !word.isEmpty {
          segments.append(
            Segment(gap: StyledText(characters: gap), word: StyledText(characters: word)))
          gap = []
          word = []
        }
        gap.append((character, attributes))
      } else {
        word.append((character, attributes))
      }
    }
    if !word.isEmpty {
      segments.append(Segment(gap: StyledText(characters: gap), word: StyledText(characters: word)))
    }
    return segments
  }

  /// Greedy wrapping: the first line may take `first` columns, the others `rest`.
  private static func wrap(_ text: StyledText, first: Int, rest: Int) -> [StyledText] {
    let segments = segments(of: text)
    guard let head = segments.first else { return [text.trimmingTrailingSpaces] }
    var lines: [StyledText] = []
    var line = head.gap + head.word
    var used = line.displayWidth
    for segment in segments.dropFirst() {
      let available = lines.isEmpty ? first : rest
      let width = segment.gap.displayWidth + segment.word.displayWidth
      if used + width <= available {
        line += segment.gap + segment.word
        used += width
      } else {
        lines.append(line)
        line = segment.word
        used = segment.word.displayWidth
      }
    }
    lines.append(line)
    return lines
  }
}
