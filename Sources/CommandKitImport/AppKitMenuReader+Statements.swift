import CommandKitLite

/// Follows the statements of a file and of its functions in order (SPEC §22, menus built in code).
extension AppKitMenuReader {

  mutating func read() {
    functions = findFunctions()
    menus = [Menu(title: nil, isInterfaceBuilderMain: true)]
    // The types' stored properties first (`let statusMenu = NSMenu()`), then each function
    // that is not a factory, in file order.
    let bodies = functions.map(\.body)
    var scope: Scope = [:]
    run(0..<tokens.count, scope: &scope, skipping: bodies)
    fileScope = scope
    for function in functions where !function.isFactory {
      var local = fileScope
      let nested = functions.map(\.body).filter {
        $0 != function.body && function.body.contains($0.lowerBound)
      }
      run(function.body, scope: &local, skipping: nested)
    }
    finish()
  }

  /// Follows the statements of `range` in order, leaving out the `skipping` ranges (the
  /// bodies of nested functions); returns the value of the first `return` (a factory's).
  @discardableResult
  mutating func run(_ range: Range<Int>, scope: inout Scope, skipping: [Range<Int>])
    -> Object?
  {
    var position = range.lowerBound
    var firstValue: Object?
    var sawStatement = false
    // How deep in blocks of the body (`if`, `guard … else`, loops): a `return` there ends
    // only that path.
    var blocks = 0
    while position < range.upperBound {
      if let skipped = skipping.first(where: { $0.contains(position) }) {
        position = skipped.upperBound
        continue
      }
      let token = tokens[position]
      if token.isPunctuation("{") { blocks += 1 }
      if token.isPunctuation("}") { blocks -= 1 }
      // `let name = …`, `var name: NSMenu = …`, `guard let name = …`, `if let name = …`.
      if token.isIdentifier("let") || token.isIdentifier("var"),
        let name = source[position + 1], name.kind == .identifier
      {
        var equals = position + 2
        if source[equals]?.isPunctuation(":") == true {
          equals += 1
          while let typeToken = source[equals], !typeToken.isPunctuation("="),
            equals < range.upperBound, typeToken.line == name.line
          {
            equals = source.partner[equals] > equals ? source.partner[equals] + 1 : equals + 1
          }
        }
        if source[equals]?.isPunctuation("=") == true,
          source[equals + 1]?.isPunctuation("=") != true
        {
          let start = equals + 1
          let end = chainEnd(start, limit: range.upperBound)
          if let object = evaluate(start..<end, scope: scope) {
            scope[name.text] = .object(object)
          } else if end > start, !continuesOnLine(end, after: start) {
            scope[name.text] = .expression(start..<end, scope)
          } else {
            scope[name.text] = nil
          }
          position = max(end, equals + 1)
          continue
        }
        position += 2
        continue
      }
      if token.isIdentifier("return"), blocks == 0, isStatementStart(position, in: range) {
        let start = position + 1
        let end = chainEnd(start, limit: range.upperBound)
        let value = end > start ? evaluate(start..<end, scope: scope) : nil
        return value
      }
      if isStatementStart(position, in: range),
        token.kind == .identifier || token.isPunctuation(".")
      {
        let end = chainEnd(position, limit: range.upperBound)
        if end > position {
          if source[end]?.isPunctuation("=") == true, source[end + 1]?.isPunctuation("=") != true {
            let valueEnd = chainEnd(end + 1, limit: range.upperBound)
            assign(position..<end, value: (end + 1)..<valueEnd, scope: &scope)
            position = max(valueEnd, end + 1)
            continue
          }
          let value = evaluate(position..<end, scope: scope)
          if !sawStatement { firstValue = value }
          sawStatement = true
          position = end
          continue
        }
      }
      position += 1
    }
    // A body of one expression returns it (`{ NSMenuItem(…) }`).
    return firstValue
  }

  /// Whether the token at `position` begins a statement: after `{`, `}` or `;`, or first
  /// on its line after a token that does not continue an expression.
  func isStatementStart(_ position: Int, in range: Range<Int>) -> Bool {
    guard position > range.lowerBound, let previous = source[position - 1] else { return true }
    if previous.isPunctuation("{") || previous.isPunctuation("}") || previous.isPunctuation(";") {
      return true
    }
    guard previous.line < tokens[position].line else { return false }
    if previous.kind == .punctuation {
      return [")", "]"].contains(previous.text)
    }
    // `in` ends a closure's parameters; other words (`return`, `else`) continue.
    return previous.kind != .identifier || previous.isIdentifier("in")
      || !["return", "else", "throw", "try", "await", "case", "where"].contains(previous.text)
  }

  /// Whether an operator follows `end` on the same line (`a + b`, `x ?? y`): the chain is
  /// only the start of the expression.
  func continuesOnLine(_ end: Int, after start: Int) -> Bool {
    guard let next = source[end], next.line == tokens[end - 1].line else { return false }
    return next.kind == .punctuation && !["{", "}", ",", ")", "]", ";"].contains(next.text)
  }

  /// The end (exclusive) of the postfix chain that starts at `start`: a name, an implicit
  /// member (`.separator()`), a literal or `[…]`, then `.member`, calls, subscripts, `?`, `!`.
  func chainEnd(_ start: Int, limit: Int) -> Int {
    guard start < limit, let first = source[start] else { return start }
    var position = start
    if first.isPunctuation("[") || first.isPunctuation("(") {
      position = source.partner[start] + 1
    } else if first.isPunctuation("."), source[start + 1]?.kind == .identifier {
      position = start + 2
    } else if first.kind == .identifier || first.kind == .string || first.kind == .number {
      position = start + 1
    } else {
      return start
    }
    while position < limit, let token = source[position] {
      let sameLine = token.line == tokens[position - 1].line
      if token.isPunctuation("."), source[position + 1]?.kind == .identifier {
        position += 2
      } else if token.isPunctuation("("), sameLine {
        position = source.partner[position] + 1
      } else if token.isPunctuation("["), sameLine {
        position = source.partner[position] + 1
      } else if token.isPunctuation("{"), sameLine, position > start,
        tokens[position - 1].isPunctuation(")") || tokens[position - 1].kind == .identifier,
        isTrailingClosure(position)
      {
        position = source.partner[position] + 1
      } else if token.isPunctuation("?") || token.isPunctuation("!"), sameLine,
        source[position + 1]?.isPunctuation(".") == true
          || source[position + 1]?.isPunctuation("[") == true
          || (token.isPunctuation("!") && source[position + 1]?.isPunctuation("=") != true)
      {
        position += 1
      } else {
        break
      }
    }
    return min(position, limit)
  }

  /// A `{` after a call or a name that is a trailing closure (`items.first { … }`), not a
  /// statement's body (`if let x = y {`).
  func isTrailingClosure(_ open: Int) -> Bool {
    // A body follows a condition; a trailing closure follows a method name or call.
    var back = open - 1
    while back >= 0, tokens[back].line == tokens[open].line {
      if ["if", "guard", "while", "for", "switch", "else"].contains(tokens[back].text),
        tokens[back].kind == .identifier
      {
        return false
      }
      back -= 1
    }
    return true
  }
}
