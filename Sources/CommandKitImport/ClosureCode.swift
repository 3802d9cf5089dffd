import CommandKitLite

/// A button's action closure, token for token, with the names it takes from outside itself:
/// what ``SceneImport/matchSameCode(index:)`` compares to tell that a menu command and a
/// control run the same code on the same values (SPEC §20, "one action, one command").
struct ClosureCode: Sendable, Equatable {
  /// The type the closure is written in (`SpotiflyCommands`).
  var type: String
  /// The code, token for token, after a leading `guard … else { return }`
  /// (``SwiftSource/code(in:)``).
  var code: String
  /// The lower-case names the code reads or calls without declaring them: properties and
  /// methods of `type`, or free functions (`playbackViewModel`, `withAnimation`), in order
  /// of first use.
  var freeNames: [String]
}

/// A closure that assigns a literal to a binding: `selection?.wrappedValue = .favorites`
/// through a `@FocusedValue` holding a `Binding`, `selection = .favorites` through a
/// `@FocusedBinding` or a `@Binding`.
struct BindingAssignment: Sendable, Equatable {
  /// The variable assigned through (`selection`).
  var variable: String
  /// The type the closure is written in, which declares `variable`.
  var type: String
  /// The assignment, normalized with the variable's name: `selection = .favorites`.
  var assignment: String
  /// Written `variable?.wrappedValue = …` or `variable.wrappedValue = …`.
  var throughWrappedValue: Bool

  /// The literal assigned (`.favorites`).
  var literal: String {
    String(assignment.drop { $0 != "=" }.dropFirst().drop { $0 == " " })
  }
}

extension SwiftSource {
  /// Words that are never a value's name.
  private static let keywords: Set<String> = [
    "if", "else", "guard", "let", "var", "return", "await", "try", "async", "in", "for",
    "while", "switch", "case", "default", "do", "catch", "throw", "true", "false", "nil",
    "self", "as", "is", "some", "any", "where", "break", "continue", "fallthrough", "repeat",
    "defer", "inout", "super", "_",
  ]

  /// The closure `body` as ``ClosureCode``, written in `type`; `nil` for no code.
  func closureCode(in body: Range<Int>, type: String) -> ClosureCode? {
    let body = droppingReturningGuard(body)
    guard let code = code(in: body) else { return nil }
    var declared: Set<String> = []
    // Names the closure declares: `let x`, `var x`, `guard let x`, `for x in`, and an inner
    // closure's parameters (`{ x in`, `{ (a, b) in`).
    for position in body where tokens[position].kind == .identifier {
      let text = tokens[position].text
      if ["let", "var", "for"].contains(text), let name = self[position + 1],
        name.kind == .identifier
      {
        declared.insert(name.text)
      } else if text == "in", position > body.lowerBound {
        var back = position - 1
        while back > body.lowerBound,
          tokens[back].kind == .identifier
            || [",", "(", ")"].contains(tokens[back].text)
        {
          if tokens[back].kind == .identifier { declared.insert(tokens[back].text) }
          back -= 1
        }
      }
    }
    var names: [String] = []
    for position in body where tokens[position].kind == .identifier {
      var text = tokens[position].text
      if text.hasPrefix("$") { text.removeFirst() }
      guard let first = text.first, first.isLowercase, !Self.keywords.contains(text),
        !declared.contains(text)
      else { continue }
      // `value.name` is a member of `value`; `self.name` is the type's own.
      if position > body.lowerBound, tokens[position - 1].isPunctuation("."),
        !(position - 2 >= body.lowerBound && tokens[position - 2].isIdentifier("self"))
      {
        continue
      }
      // An argument label: `f(label: …)`.
      if self[position + 1]?.isPunctuation(":") == true, position > body.lowerBound,
        tokens[position - 1].isPunctuation("(") || tokens[position - 1].isPunctuation(",")
      {
        continue
      }
      if !names.contains(text) { names.append(text) }
    }
    return ClosureCode(type: type, code: code, freeNames: names)
  }

  /// The binding assignment `body` is, through a focused value: `name?.wrappedValue =
  /// literal` or `name.wrappedValue = literal` (a `@FocusedValue` holding a `Binding`), or
  /// `name = literal` (a `@FocusedBinding`), with the literal normalized as
  /// ``assignment(in:)`` does; `nil` for anything else.
  func bindingAssignment(in body: Range<Int>, type: String) -> BindingAssignment? {
    var tokens = Array(self.tokens[body])
    guard let name = tokens.first, name.kind == .identifier else { return nil }
    var through = false
    if tokens.count > 3, tokens[1].isPunctuation("?"), tokens[2].isPunctuation("."),
      tokens[3].isIdentifier("wrappedValue")
    {
      tokens.removeSubrange(1...3)
      through = true
    } else if tokens.count > 2, tokens[1].isPunctuation("."),
      tokens[2].isIdentifier("wrappedValue")
    {
      tokens.removeSubrange(1...2)
      through = true
    }
    guard let assignment = Self.literalAssignment(tokens) else { return nil }
    return BindingAssignment(
      variable: name.text, type: type, assignment: assignment, throughWrappedValue: through)
  }
}
