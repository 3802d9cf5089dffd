import CommandKitLite

/// Conditions written as enum-case patterns, and `Bool` properties that compute one (SPEC
/// §22, whole apps). `if case .loading = model.state` holds for the value `loading` only,
/// as a `switch model.state`'s `case .loading:` does (*The Swift Programming Language*,
/// "Patterns", "Enumeration Case Pattern": it "matches a case of an existing enumeration
/// type"; a payload's bindings, `case let .success(body)`, match any payload). A computed
/// property "doesn't actually store a value" (same book, "Properties"): `if isSending`, with
/// `var isSending: Bool { if case .loading = model.state { return true }; return false }`,
/// tests what its getter tests. Only these shapes are read; any other getter (two
/// statements that test, a call, `&&`) leaves the property a value of its own. Written after
/// the thirty-fifth held-out batch was judged (Rockxy's Compose Cancel under `if isSending`,
/// `ImporterDefects/test-beside-child-switch/`).
extension SwiftUIReader {
  /// `case PATTERN = S` (`range` starts at `case`): the value the pattern names, of `S`.
  func patternCondition(_ range: Range<Int>) -> ValueCondition? {
    guard let first = range.first, tokens[first].isIdentifier("case"),
      let (name, after) = casePattern(at: first + 1), after < range.upperBound,
      tokens[after].isPunctuation("="), source[after + 1]?.isPunctuation("=") != true,
      let subject = subjectPath((after + 1)..<range.upperBound)
    else { return nil }
    return ValueCondition(subject: subject, values: [name], negated: false)
  }

  /// An enumeration case pattern at `position`: `.name`, `Type.name`, `let .name(…)` or
  /// `.name(let …)`; the case's name and the position after the pattern.
  func casePattern(at position: Int) -> (name: String, after: Int)? {
    var position = position
    if source[position]?.isIdentifier("let") == true
      || source[position]?.isIdentifier("var") == true
    {
      position += 1
    }
    if source[position]?.kind == .identifier, source[position + 1]?.isPunctuation(".") == true {
      position += 1
    }
    guard source[position]?.isPunctuation(".") == true, let name = source[position + 1],
      name.kind == .identifier
    else { return nil }
    var after = position + 2
    if source[after]?.isPunctuation("(") == true {
      guard source.partner[after] > after else { return nil }
      after = source.partner[after] + 1
    }
    return (name.text, after)
  }

  /// The test a computed `Bool` property `name` of the type written around `position`
  /// returns: `var name: Bool { if case .c = S { return true }; return false }` (or `{ true }
  /// else { false }`, or the values swapped), or `var name: Bool { S == .c }` (with or
  /// without `return`).
  func computedTest(_ name: String, at position: Int) -> ValueCondition? {
    let types = source.typeBodies()
    guard
      let owner = types.filter({ $0.body.contains(position) }).min(by: {
        $0.body.count < $1.body.count
      })
    else { return nil }
    for type in types where type.name == owner.name {
      for index in type.body where tokens[index].isIdentifier("var") {
        guard source[index + 1]?.isIdentifier(name) == true,
          source[index + 2]?.isPunctuation(":") == true,
          source[index + 3]?.isIdentifier("Bool") == true,
          source[index + 4]?.isPunctuation("{") == true
        else { continue }
        let open = index + 4
        guard source.partner[open] > open else { return nil }
        return getterTest((open + 1)..<source.partner[open])
      }
    }
    return nil
  }

  /// What a getter's body returns, when it is one of ``computedTest(_:at:)``'s shapes.
  private func getterTest(_ body: Range<Int>) -> ValueCondition? {
    var start = body.lowerBound
    if source[start]?.isIdentifier("return") == true { start += 1 }
    guard start < body.upperBound else { return nil }
    guard tokens[start].isIdentifier("if") else {
      // One expression: `S == .c`, `S != .c`.
      let texts = tokens[start..<body.upperBound].map(\.text)
      guard texts.contains("="), !texts.contains("&"), !texts.contains("|") else { return nil }
      return writtenCondition(start..<body.upperBound)
    }
    // `if case … { return A } return B` or `if case … { A } else { B }`.
    var open = start + 1
    while open < body.upperBound, !tokens[open].isPunctuation("{") {
      if tokens[open].isPunctuation("(") || tokens[open].isPunctuation("[") {
        open = max(source.partner[open], open)
      }
      open += 1
    }
    guard open < body.upperBound, source.partner[open] > open,
      let test = patternCondition((start + 1)..<open)
    else { return nil }
    let close = source.partner[open]
    func literal(_ range: Range<Int>) -> Bool? {
      var texts = tokens[range].map(\.text).filter { $0 != ";" }
      if texts.first == "return" { texts.removeFirst() }
      guard texts.count == 1 else { return nil }
      return texts[0] == "true" ? true : texts[0] == "false" ? false : nil
    }
    var rest = (close + 1)..<body.upperBound
    if source[close + 1]?.isIdentifier("else") == true,
      source[close + 2]?.isPunctuation("{") == true,
      source.partner[close + 2] + 1 == body.upperBound
    {
      rest = (close + 3)..<source.partner[close + 2]
    }
    guard let then = literal((open + 1)..<close), let otherwise = literal(rest), then != otherwise
    else { return nil }
    return then ? test : ValueCondition(subject: test.subject, values: test.values, negated: true)
  }
}
