import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A piece of Swift and the tokens (kind and text) it must give.
struct TokenCase: Sendable, CustomTestStringConvertible {
  var source: String
  var tokens: [String]
  var testDescription: String { source }
}

/// A piece of Swift that must not tokenize, and the reason's words.
struct BadTokenCase: Sendable, CustomTestStringConvertible {
  var source: String
  var line: Int
  var words: String
  var testDescription: String { source }
}

@Suite struct SwiftTokenizerTests {
  /// Tokens are written `s:` for strings (value), `i:` identifiers, `p:` punctuation,
  /// `n:` numbers, `r:` regex literals; `s$:` an interpolated string.
  static let cases: [TokenCase] = [
    .init(source: #"Button("Save")"#, tokens: ["i:Button", "p:(", "s:Save", "p:)"]),
    .init(source: #"x // .keyboardShortcut("o")"#, tokens: ["i:x"]),
    .init(source: "a /* one /* two */ still */ b", tokens: ["i:a", "i:b"]),
    .init(source: #""a\"b\n\u{41}""#, tokens: ["s:a\"b\nA"]),
    .init(
      source: #""Share \(note.title("x")) now""#, tokens: [#"s$:Share \(note.title("x")) now"#]),
    .init(source: ##"#"raw \n "quoted" "#"##, tokens: [#"s:raw \n "quoted" "#]),
    .init(source: ##"#"raw \#(x)"#"##, tokens: [#"s$:raw \(x)"#]),
    .init(source: "\"\"\"\n  line one\n  \"inner\"\n  \"\"\"", tokens: ["s:line one\n\"inner\""]),
    .init(
      source: "@FocusedValue(\\.jot) var jot",
      tokens: [
        "i:@FocusedValue", "p:(", "p:\\", "p:.", "i:jot", "p:)", "i:var", "i:jot",
      ]),
    .init(
      source: "#selector(copy(_:))",
      tokens: [
        "i:#selector", "p:(", "i:copy", "p:(", "i:_", "p::", "p:)", "p:)",
      ]),
    .init(
      source: "f(1.5, 0x1F, 1...3)",
      tokens: [
        "i:f", "p:(", "n:1.5", "p:,", "n:0x1F", "p:,", "n:1", "p:.", "p:.", "p:.", "n:3", "p:)",
      ]),
    .init(source: "let `default` = #/a\"(/#", tokens: ["i:let", "i:default", "p:="]),
    // A bare regex literal where an expression starts (SE-0354): its brackets and quotes
    // are not Swift's. Division stays division.
    .init(
      source: #"s.replacing(/\s+\(/, with: "(")"#,
      tokens: [
        "i:s", "p:.", "i:replacing", "p:(", #"r:\s+\("#, "p:,", "i:with", "p::", "s:(", "p:)",
      ]),
    .init(
      source: #"x.firstMatch(of: /["']? *(?<e>[-_.a-z]+)/)"#,
      tokens: [
        "i:x", "p:.", "i:firstMatch", "p:(", "i:of", "p::", #"r:["']? *(?<e>[-_.a-z]+)"#, "p:)",
      ]),
    .init(source: "let r = /[/]x/", tokens: ["i:let", "i:r", "p:=", "r:[/]x"]),
    .init(source: "a / b / c", tokens: ["i:a", "p:/", "i:b", "p:/", "i:c"]),
    .init(
      source: "f(a)/2 + x/y",
      tokens: ["i:f", "p:(", "i:a", "p:)", "p:/", "n:2", "p:+", "i:x", "p:/", "i:y"]),
    .init(source: "return /a b/", tokens: ["i:return", "r:a b"]),
    // A raw string holding one quote is not a multi-line literal's opening.
    .init(source: ##"let quote = #"""#"##, tokens: ["i:let", "i:quote", "p:=", #"s:""#]),
  ]

  static func describe(_ token: SwiftToken) -> String {
    switch token.kind {
    case .string: (token.hasInterpolation ? "s$:" : "s:") + token.text
    case .identifier: "i:" + token.text
    case .number: "n:" + token.text
    case .punctuation: "p:" + token.text
    case .regex: "r:" + token.text
    }
  }

  @Test(
    "Strings, comments, raw and multi-line literals tokenize as Swift reads them", arguments: cases)
  func tokenizes(_ example: TokenCase) throws {
    let tokens = try SwiftTokenizer.tokenize(example.source)
    #expect(tokens.map(Self.describe) == example.tokens)
  }

  @Test("Tokens carry their line and column")
  func positions() throws {
    let tokens = try SwiftTokenizer.tokenize("a\n  /* c\n */ b(\"x\")")
    #expect(tokens.map(\.line) == [1, 3, 3, 3, 3])
    #expect(tokens.map(\.column) == [1, 5, 6, 7, 10])
  }

  @Test("Tokens keep their spans, and positions past 32 bits are clamped, not trapped")
  func compactPositions() throws {
    let tokens = try SwiftTokenizer.tokenize("let name = \"x\"")
    #expect(tokens.map(\.span) == [0..<3, 4..<8, 9..<10, 11..<14])
    var token = SwiftToken(kind: .identifier, text: "a", line: Int.max, column: Int.min)
    #expect(token.line == Int(Int32.max))
    #expect(token.column == Int(Int32.min))
    token.span = 5..<Int.max
    #expect(token.span == 5..<Int(Int32.max))
    token.line = 7
    #expect(token.line == 7)
  }

  @Test("A token takes at most 40 bytes, so that a whole app's headers fit in memory")
  func tokenSize() {
    // TenFourFox's 12,817 files (129 MB) took 0.95 GB as 64-byte tokens, 0.59 GB at 40.
    #expect(MemoryLayout<SwiftToken>.stride <= 40)
  }

  @Test("Swift and Objective-C tokens are kept in arrays of their own size")
  func tokensFit() throws {
    let objectiveC = ObjectiveCSource(
      file: "A.m", text: String(repeating: "- (IBAction)open:(id)sender;\n", count: 1000))
    let swift = try SwiftTokenizer.tokenize(String(repeating: "f(a: 1)\n", count: 1000))
    #expect(objectiveC.tokens.count == 11000)
    #expect(swift.count == 6000)
    for tokens in [objectiveC.tokens, swift] {
      #expect(tokens.capacity <= tokens.count + tokens.count / 8)
    }
  }

  static let bad: [BadTokenCase] = [
    .init(source: "let a = \"open\nlet b = 1", line: 1, words: "unterminated string"),
    .init(source: "x\n/* never /* closed */", line: 2, words: "unterminated /* comment"),
    .init(source: "f(a, [b)", line: 1, words: "closes '['"),
    .init(source: "}\n", line: 1, words: "closes nothing"),
    .init(source: "g(\n{", line: 2, words: "never closed"),
    .init(source: ##"#"raw""##, line: 1, words: "unterminated string"),
    .init(source: #""\q""#, line: 1, words: "unknown escape"),
  ]

  @Test("Hostile nesting is refused, not a stack overflow")
  func hostileNesting() {
    let brackets = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    #expect(throws: SwiftTokenizeError.self) { _ = try SwiftTokenizer.tokenize(brackets) }
    let strings =
      String(repeating: #""\("#, count: 10_000) + String(repeating: #")""#, count: 10_000)
    #expect(throws: SwiftTokenizeError.self) { _ = try SwiftTokenizer.tokenize(strings) }
    let deepButDecent =
      "f" + String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
    #expect((try? SwiftTokenizer.tokenize(deepButDecent)) != nil)
  }

  @Test("Random Swift-like text never crashes the readers", arguments: 0..<50)
  func randomText(_ seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let alphabet = Array(
      "Button(\"x\").keyboardShortcut(.init(\"n\"), modifiers: [.command]) {}\\#\"/*\n")
    let text = String(
      (0..<400).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    if let source = try? SwiftSource(file: "R.swift", text: text) {
      _ = SwiftUIReader.read(source)
      _ = UIKitReader.read(source)
    }
  }

  @Test("Source that does not tokenize is an error with its line", arguments: bad)
  func rejects(_ example: BadTokenCase) {
    #expect {
      _ = try SwiftTokenizer.tokenize(example.source)
    } throws: { error in
      guard let error = error as? SwiftTokenizeError else { return false }
      return error.line == example.line && error.reason.contains(example.words)
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failing case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
