import CommandKitLite

/// A tokenized Swift file with its brackets matched, and the small reading helpers the
/// SwiftUI and UIKit readers share: call arguments, string values, enclosing regions.
struct SwiftSource {
  /// The file's path as given, for source locations.
  let file: String
  let tokens: [SwiftToken]
  /// For each opening bracket, the index of its partner; -1 elsewhere.
  let partner: [Int]
  /// The file's text, to quote expressions as written.
  let scalars: [Unicode.Scalar]
  /// The type declarations' names and bodies, found once.
  private let types: [(name: String, body: Range<Int>)]

  /// One argument of a call: its label (if any) and its tokens, label excluded.
  struct Argument {
    var label: String?
    var range: Range<Int>
  }

  init(file: String, text: String) throws(SwiftTokenizeError) {
    self.init(
      file: file, scalars: Array(text.unicodeScalars), tokens: try SwiftTokenizer.tokenize(text))
  }

  /// A file's tokens, some left out (code not compiled for the platform imported), with the
  /// text they come from; every bracket of `tokens` has its partner.
  init(file: String, scalars: [Unicode.Scalar], tokens: [SwiftToken]) {
    self.file = file
    self.scalars = scalars
    self.tokens = tokens
    var partner = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch token.text {
      case "(", "[", "{": stack.append(index)
      case ")", "]", "}":
        // The tokenizer checked that every bracket has its partner.
        if let open = stack.popLast() {
          partner[open] = index
          partner[index] = open
        }
      default: break
      }
    }
    self.partner = partner
    types = Self.findTypes(tokens, partner: partner)
  }

  subscript(index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  func location(_ index: Int) -> SourceLocation {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return SourceLocation(file: file, line: token.line, column: token.column)
  }

  /// `name(` at `index`: the index of the `(`.
  func call(_ index: Int, named names: Set<String>) -> Int? {
    guard let token = self[index], token.kind == .identifier, names.contains(token.text),
      self[index + 1]?.isPunctuation("(") == true, self[index - 1]?.isPunctuation(".") != true
    else { return nil }
    return index + 1
  }

  /// The function a value names (`save`, `model.save`, `self.save`), when it is one dotted
  /// path of identifiers; `self.` is dropped.
  func functionPath(_ range: Range<Int>) -> String? {
    guard !range.isEmpty else { return nil }
    var parts: [String] = []
    var expectName = true
    for index in range {
      let token = tokens[index]
      if expectName, token.kind == .identifier {
        parts.append(token.text)
      } else if !expectName, token.isPunctuation(".") {
      } else {
        return nil
      }
      expectName.toggle()
    }
    guard !expectName else { return nil }
    if parts.first == "self" { parts.removeFirst() }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  /// A closure body that is one call without arguments (`save()`, `model.save()`).
  func calledFunction(_ body: Range<Int>) -> String? {
    guard body.count >= 3, tokens[body.upperBound - 1].isPunctuation(")"),
      tokens[body.upperBound - 2].isPunctuation("(")
    else { return nil }
    return functionPath(body.lowerBound..<(body.upperBound - 2))
  }

  /// The function a closure argument runs: a named function (`action: save`) or a closure
  /// that is one call without arguments (`{ save() }`).
  func functionRun(by range: Range<Int>) -> String? {
    guard let first = range.first else { return nil }
    if tokens[first].isPunctuation("{"), partner[first] == range.upperBound - 1 {
      return calledFunction((first + 1)..<(range.upperBound - 1))
    }
    return functionPath(range)
  }

  /// The arguments of the call whose `(` is at `open`.
  func arguments(_ open: Int) -> [Argument] {
    let close = partner[open]
    guard close > open else { return [] }
    var result: [Argument] = []
    var start = open + 1
    var position = open + 1
    while position <= close {
      let token = tokens[position]
      if position == close || token.isPunctuation(",") {
        if start < position {
          var argument = Argument(label: nil, range: start..<position)
          if tokens[start].kind == .identifier, start + 1 < position,
            tokens[start + 1].isPunctuation(":")
          {
            argument = Argument(label: tokens[start].text, range: (start + 2)..<position)
          }
          result.append(argument)
        }
        start = position + 1
        position += 1
        continue
      }
      position = partner[position] > position ? partner[position] + 1 : position + 1
    }
    return result
  }

  /// The argument labelled `label`.
  func argument(_ arguments: [Argument], _ label: String) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// What a title expression reads as.
  enum Text: Equatable {
    /// A literal (or a localized key's literal).
    case literal(String)
    /// Known only at run time: the expression as written.
    case computed(String)
  }

  /// A title: `"Save"`, `LocalizedStringKey("save")`, `String(localized: "Save")`,
  /// `NSLocalizedString("Save", comment: …)`, `Text("Save")`, `Label("Save", …)`.
  func text(_ range: Range<Int>) -> Text {
    guard !range.isEmpty else { return .computed("") }
    let first = tokens[range.lowerBound]
    if range.count == 1, first.kind == .string {
      return first.hasInterpolation ? .computed(spelling(range)) : .literal(first.text)
    }
    let wrappers: Set<String> = [
      "LocalizedStringKey", "LocalizedStringResource", "String", "NSLocalizedString", "Text",
      "Label", "LocalizedString",
    ]
    if let open = call(range.lowerBound, named: wrappers), partner[open] == range.upperBound - 1,
      let inner = arguments(open).first,
      inner.label == nil || inner.label == "localized" || inner.label == "verbatim"
    {
      return text(inner.range)
    }
    return .computed(spelling(range))
  }

  /// The localization key (and table) a title literal is looked up with, or `nil` for text
  /// shown as written. `bareIsKey`: a bare literal is a key (SwiftUI's initializers take a
  /// `LocalizedStringKey`), not a plain `String` (UIKit's titles). `LocalizedStringKey(…)`,
  /// `Text(…)`, `Label(…)`, `String(localized:table:)`, `LocalizedStringResource(…)` and
  /// `NSLocalizedString(_:tableName:…)` look up; `Text(verbatim:)` and `String(…)` do not.
  func localizationKey(_ range: Range<Int>, bareIsKey: Bool) -> (key: String, table: String?)? {
    guard !range.isEmpty else { return nil }
    let first = tokens[range.lowerBound]
    if range.count == 1, first.kind == .string, !first.hasInterpolation {
      return bareIsKey ? (first.text, nil) : nil
    }
    guard
      let open = call(
        range.lowerBound,
        named: [
          "LocalizedStringKey", "LocalizedStringResource", "String", "NSLocalizedString", "Text",
          "Label",
        ]), partner[open] == range.upperBound - 1,
      let inner = arguments(open).first
    else { return nil }
    let arguments = arguments(open)
    let tableArgument =
      argument(arguments, "table") ?? argument(arguments, "tableName")
    var table: String?
    if let tableArgument, case .literal(let name) = text(tableArgument.range) { table = name }
    switch (tokens[range.lowerBound].text, inner.label) {
    case ("String", "localized"?), ("LocalizedStringResource", nil), ("NSLocalizedString", nil):
      return localizationKey(inner.range, bareIsKey: true).map { ($0.key, table ?? $0.table) }
    case ("LocalizedStringKey", nil), ("Text", nil), ("Label", nil):
      return localizationKey(inner.range, bareIsKey: true).map { ($0.key, table ?? $0.table) }
    default:
      return nil
    }
  }

  /// The table accessor and key of a generated string-catalog constant that `range` is
  /// exactly: `.localizable(.key)` or `String(localizable: .key)`
  /// (``Localizations/accessorValue(table:key:)``).
  func generatedCatalogKey(_ range: Range<Int>) -> (table: String, key: String)? {
    let texts = tokens[range].map(\.text)
    let kinds = tokens[range].map(\.kind)
    if texts.count == 6, texts[0] == ".", kinds[1] == .identifier, texts[2] == "(",
      texts[3] == ".", kinds[4] == .identifier, texts[5] == ")"
    {
      return (texts[1], texts[4])
    }
    if texts.count == 7, texts[0] == "String", texts[1] == "(", kinds[2] == .identifier,
      texts[3] == ":", texts[4] == ".", kinds[5] == .identifier, texts[6] == ")"
    {
      return (texts[2], texts[5])
    }
    return nil
  }

  /// The string literals inside `range` (an expression's possible titles), in order.
  func literals(in range: Range<Int>) -> [String] {
    range.compactMap { index in
      tokens[index].kind == .string && !tokens[index].hasInterpolation ? tokens[index].text : nil
    }
  }

  /// The tokens of `range` as written (for messages).
  func spelling(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let span =
      tokens[range.lowerBound].span.lowerBound..<tokens[range.upperBound - 1].span.upperBound
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[span])
    return String(text)
  }

  /// The first `Text("…")` or `Label("…", …)` inside `range` (a label closure's title).
  func firstLabel(in range: Range<Int>) -> Text? {
    firstLabelArgument(in: range).map(text)
  }

  /// The title argument of the first `Text("…")` or `Label("…", …)` inside `range`.
  func firstLabelArgument(in range: Range<Int>) -> Range<Int>? {
    for index in range {
      if let open = call(index, named: ["Text", "Label"]),
        let first = arguments(open).first, first.label == nil || first.label == "verbatim"
      {
        // `Text(verbatim: "x")` is shown as written: its argument with the label, so that
        // `localizationKey` says no.
        return first.label == nil ? first.range : (index..<(partner[open] + 1))
      }
    }
    return nil
  }

  /// The end (exclusive) of the call whose `(` is at `open`, with trailing closures
  /// (`{ … }` and `label: { … }`).
  func endOfCall(_ open: Int) -> Int {
    endOfTrailingClosures(from: partner[open] + 1)
  }

  /// The end (exclusive) of the trailing closures that start at `start`, for a call written
  /// without parentheses (`Menu { … } label: { … }`); `start` itself when there are none.
  func endOfTrailingClosures(from start: Int) -> Int {
    var end = start
    while true {
      if self[end]?.isPunctuation("{") == true {
        end = partner[end] + 1
      } else if self[end]?.kind == .identifier, self[end + 1]?.isPunctuation(":") == true,
        self[end + 2]?.isPunctuation("{") == true
      {
        end = partner[end + 2] + 1
      } else {
        return end
      }
    }
  }

  /// The modifier calls chained after `end`: `.name(…)`, each with its `(` index.
  func modifiers(after end: Int) -> (calls: [(name: String, open: Int?, at: Int)], end: Int) {
    var calls: [(String, Int?, Int)] = []
    var position = end
    while self[position]?.isPunctuation(".") == true, let name = self[position + 1],
      name.kind == .identifier
    {
      if self[position + 2]?.isPunctuation("(") == true {
        calls.append((name.text, position + 2, position + 1))
        position = endOfCall(position + 2)
      } else if self[position + 2]?.isPunctuation("{") == true {
        calls.append((name.text, nil, position + 1))
        position = partner[position + 2] + 1
      } else {
        break
      }
    }
    return (calls, position)
  }

  /// A dotted member such as `.command`, `EventModifiers.command` or `KeyEquivalent.delete`
  /// spanning `range`: its last name.
  func memberName(_ range: Range<Int>) -> String? {
    guard range.count >= 2, tokens[range.upperBound - 2].isPunctuation("."),
      tokens[range.upperBound - 1].kind == .identifier
    else { return nil }
    for index in range.dropLast(2)
    where tokens[index].kind != .identifier
      && !tokens[index].isPunctuation(".")
    {
      return nil
    }
    return tokens[range.upperBound - 1].text
  }

  /// Whether `range` spells an option set of `type` with no member made from its raw value:
  /// `type(rawValue: 0)`, `.init(rawValue: 0)`, `type()`, `.init()` (Swift's `OptionSet`:
  /// the raw value 0 is the empty set). `[]` is read by `optionNames`.
  func isEmptyOptionSet(_ range: Range<Int>, type: String) -> Bool {
    let texts = range.map { tokens[$0].text }
    for prefix in [[type], [".", "init"], [type, ".", "init"]] {
      guard texts.starts(with: prefix) else { continue }
      let rest = texts.dropFirst(prefix.count)
      if Array(rest) == ["(", ")"] || Array(rest) == ["(", "rawValue", ":", "0", ")"] {
        return true
      }
    }
    return false
  }

  /// The members of an option-set expression: `.command`, `[.command, .shift]`, `[]`;
  /// `nil` when it is something else (a variable).
  func optionNames(_ range: Range<Int>) -> [String]? {
    guard !range.isEmpty else { return nil }
    // `command.modifierFlags`, `flags.union(…)`: a value, not an option set literal.
    if tokens[range.lowerBound].kind == .identifier,
      tokens[range.lowerBound].text.first?.isLowercase == true
    {
      return nil
    }
    if tokens[range.lowerBound].isPunctuation("["),
      partner[range.lowerBound] == range.upperBound - 1
    {
      var names: [String] = []
      var start = range.lowerBound + 1
      for index in (range.lowerBound + 1)..<range.upperBound
      where tokens[index].isPunctuation(",") || index == range.upperBound - 1 {
        if start < index {
          guard let name = memberName(start..<index) else { return nil }
          names.append(name)
        }
        start = index + 1
      }
      return names
    }
    return memberName(range).map { [$0] }
  }

  /// The index ranges of the bodies (`{ … }`, braces excluded) of the type declarations,
  /// with their names (an extension's is the extended type's).
  func typeBodies() -> [(name: String, body: Range<Int>)] { types }

  /// Words after `class` that make it a modifier (`class func`), not a declaration.
  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "static", "override", "final", "private",
    "fileprivate", "internal", "public", "open", "required", "convenience", "protocol",
  ]

  private static func findTypes(_ tokens: [SwiftToken], partner: [Int]) -> [(
    name: String, body: Range<Int>
  )] {
    var result: [(String, Range<Int>)] = []
    for (index, token) in tokens.enumerated()
    where ["class", "struct", "extension", "enum", "actor"].contains(token.text)
      && token.kind == .identifier && (index == 0 || !tokens[index - 1].isPunctuation("."))
    {
      guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
        !notTypeNames.contains(tokens[index + 1].text)
      else { continue }
      var position = index + 2
      while position < tokens.count, !tokens[position].isPunctuation("{"),
        !tokens[position].isPunctuation(";"), !tokens[position].isPunctuation("}")
      {
        position = partner[position] > position ? partner[position] + 1 : position + 1
      }
      if position < tokens.count, tokens[position].isPunctuation("{") {
        result.append((tokens[index + 1].text, (position + 1)..<partner[position]))
      }
    }
    return result
  }
}

/// The innermost of `regions` that contains `index`.
func innermost<Region>(_ regions: [Region], containing index: Int, range: (Region) -> Range<Int>)
  -> Region?
{
  regions.filter { range($0).contains(index) }.min { range($0).count < range($1).count }
}

extension SwiftSource {
  /// The token ranges of the file's Xcode previews: each `#Preview { … }` (with or without
  /// its name and traits in parentheses) and the body of each type that adopts
  /// `PreviewProvider`. Xcode builds them for its canvas only ("Previews in Xcode": a preview
  /// is not part of the running app), so what they build is on no screen of the app.
  func previewBodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for (index, token) in tokens.enumerated() where token.isIdentifier("#Preview") {
      var position = index + 1
      if self[position]?.isPunctuation("(") == true, partner[position] > position {
        position = partner[position] + 1
      }
      if self[position]?.isPunctuation("{") == true, partner[position] > position {
        bodies.append(index..<(partner[position] + 1))
      }
    }
    for type in typeBodies() {
      // The inheritance list between the name and the body's `{`.
      var position = type.body.lowerBound - 2
      var adopts = false
      while position >= 0, !tokens[position].isIdentifier(type.name) {
        if tokens[position].isIdentifier("PreviewProvider") { adopts = true }
        position -= 1
      }
      if adopts { bodies.append(type.body) }
    }
    return bodies
  }
}
