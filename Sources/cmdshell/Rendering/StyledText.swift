/// Text whose styles are data: runs of characters, each with its attributes, turned into
/// ANSI escape codes only when printed.
///
/// Styling a whole line (dimming a disabled menu item) adds an attribute to every run, so
/// a style inside the line (a platform item's italic title) keeps the outer one: nothing
/// is nested, and no inner reset can cancel an outer style, as it does when escape codes
/// are pasted into other text.
struct StyledText: Equatable, Sendable, ExpressibleByStringLiteral {
  /// The styles a run can have; several combine (`[.dim, .italic]`).
  struct Attributes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let bold = Attributes(rawValue: 1 << 0)
    static let dim = Attributes(rawValue: 1 << 1)
    static let italic = Attributes(rawValue: 1 << 2)
    static let red = Attributes(rawValue: 1 << 3)
    static let green = Attributes(rawValue: 1 << 4)
    static let yellow = Attributes(rawValue: 1 << 5)
    static let cyan = Attributes(rawValue: 1 << 6)

    /// The SGR parameters, in a fixed order: `1` bold, `2` dim, `3` italic, then the colour.
    var codes: [String] {
      let table: [(Attributes, String)] = [
        (.bold, "1"), (.dim, "2"), (.italic, "3"), (.red, "31"), (.green, "32"),
        (.yellow, "33"), (.cyan, "36"),
      ]
      return table.filter { contains($0.0) }.map(\.1)
    }

    /// The attributes an SGR parameter sets, if it is one of ours.
    init?(code: Int) {
      switch code {
      case 1: self = .bold
      case 2: self = .dim
      case 3: self = .italic
      case 31: self = .red
      case 32: self = .green
      case 33: self = .yellow
      case 36: self = .cyan
      default: return nil
      }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
  }

  /// Characters that share one set of attributes.
  struct Run: Equatable, Sendable {
    var text: String
    var attributes: Attributes
  }

  /// The runs, in order; adjacent runs may share attributes.
  private(set) var runs: [Run]

  /// No text.
  init() {
    runs = []
  }

  /// Text with one set of attributes (none by default).
  init(_ text: String, _ attributes: Attributes = []) {
    runs = text.isEmpty ? [] : [Run(text: text, attributes: attributes)]
  }

  init(stringLiteral value: String) {
    self.init(value)
  }

  private init(runs: [Run]) {
    self.runs = runs.filter { !$0.text.isEmpty }
  }

  /// The text without any styling.
  var plain: String { runs.map(\.text).joined() }

  /// Whether there is no text.
  var isEmpty: Bool { runs.isEmpty }

  /// The columns the text takes in a terminal.
  var displayWidth: Int { runs.reduce(0) { $0 + $1.text.displayWidth } }

  /// The text with `attributes` added to every run (a dimmed line keeps its inner styles).
  func adding(_ attributes: Attributes) -> StyledText {
    StyledText(runs: runs.map { Run(text: $0.text, attributes: $0.attributes.union(attributes)) })
  }

  static func + (left: StyledText, right: StyledText) -> StyledText {
    StyledText(runs: left.runs + right.runs)
  }

  static func += (left: inout StyledText, right: StyledText) {
    left = left + right
  }

  /// Spaces, unstyled.
  static func spaces(_ count: Int) -> StyledText {
    StyledText(String(repeating: " ", count: max(count, 0)))
  }

  /// The text with spaces after it up to `width` columns.
  func padded(to width: Int) -> StyledText {
    self + .spaces(width - displayWidth)
  }

  /// The text without spaces at its end.
  var trimmingTrailingSpaces: StyledText {
    var runs = self.runs
    while let last = runs.last {
      let trimmed = last.text.trimmingTrailingSpaces
      if trimmed.isEmpty {
        runs.removeLast()
        continue
      }
      runs[runs.count - 1].text = trimmed
      break
    }
    return StyledText(runs: runs)
  }

  /// Each character with its attributes, for splitting text into words.
  var characters: [(Character, Attributes)] {
    runs.flatMap { run in run.text.map { ($0, run.attributes) } }
  }

  /// Text from characters with their attributes, adjacent equal attributes joined.
  init(characters: some Sequence<(Character, Attributes)>) {
    var runs: [Run] = []
    for (character, attributes) in characters {
      if runs.last?.attributes == attributes {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append(Run(text: String(character), attributes: attributes))
      }
    }
    self.init(runs: runs)
  }

  /// The text for a terminal: each styled run in its own escape codes and a reset after it
  /// when `colour` is on, the plain text when it is off.
  func rendered(colour: Bool) -> String {
    guard colour else { return plain }
    return runs.map { run in
      let codes = run.attributes.codes
      return codes.isEmpty
        ? run.text : "\u{1B}[\(codes.joined(separator: ";"))m\(run.text)\u{1B}[0m"
    }.joined()
  }

  /// Text that holds escape codes of the kind ``rendered(colour:)`` and ``Style`` write
  /// (`ESC[…m`), read back into runs: a code adds its attributes until `ESC[0m` (or `ESC[m`)
  /// resets them, as a terminal reads them. Other escape sequences are dropped.
  init(ansi text: String) {
    guard text.contains("\u{1B}") else {
      self.init(text)
      return
    }
    var characters: [(Character, Attributes)] = []
    var current: Attributes = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard character == "\u{1B}" else {
        characters.append((character, current))
        index = text.index(after: index)
        continue
      }
      // ESC [ parameters final-byte
      var cursor = text.index(after: index)
      guard cursor < text.endIndex, text[cursor] == "[" else {
        index = cursor
        continue
      }
      cursor = text.index(after: cursor)
      var parameters = ""
      while cursor < text.endIndex, let ascii = text[cursor].asciiValue,
        !(0x40...0x7E).contains(ascii)
      {
        parameters.append(text[cursor])
        cursor = text.index(after: cursor)
      }
      let final = cursor < text.endIndex ? text[cursor] : nil
      index = cursor < text.endIndex ? text.index(after: cursor) : cursor
      guard final == "m" else { continue }
      for parameter in parameters.split(separator: ";", omittingEmptySubsequences: false) {
        let code = Int(parameter) ?? 0
        if code == 0 {
          current = []
        } else if let attributes = Attributes(code: code) {
          current.formUnion(attributes)
        }
      }
    }
    self.init(characters: characters)
  }
}
