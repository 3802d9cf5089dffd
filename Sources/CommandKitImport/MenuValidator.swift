import CommandKitLite

/// A menu item validator an app class implements, `validateMenuItem(_:)` or
/// `validateUserInterfaceItem(_:)` (Swift or Objective-C), kept as the tokens of its body so
/// that the importer can read what it says about one item.
///
/// AppKit asks the object an item's action reaches (the target, or for the First Responder
/// the first responder that implements the action) whether the item is enabled: "Implemented
/// to override the default action of enabling or disabling a specific menu item. … Return
/// `true` to enable `menuItem`, `false` to disable it" (`NSMenuItemValidation`), and
/// `validateUserInterfaceItem(_:)` the same for any validated item
/// (`NSUserInterfaceValidations`). A disabled item's key equivalent does nothing
/// (`NSMenuItem.isEnabled`: "If a menu item is disabled, its keyboard equivalent is also
/// disabled").
struct MenuValidator: Sendable {
  /// Which method: AppKit calls `validateMenuItem(_:)` for a menu item when the object has
  /// it, else `validateUserInterfaceItem(_:)`.
  enum Kind: Sendable { case menuItem, userInterfaceItem }

  var kind: Kind
  /// The body's tokens, between its braces.
  var body: [SwiftToken]
  /// Where the method is declared.
  var location: SourceLocation

  /// What the validator says about an item that sends `action` and has `identifier`
  /// (Interface Builder's `identifier`, nil when the item has none): `false` only when every
  /// path the reading can follow for that item returns `false`; nil when the reading cannot
  /// tell (a condition on the app's state, a call, a name it cannot resolve).
  func alwaysDisables(action: String, identifier: String?) -> Bool {
    var reader = ValidatorReader(
      tokens: body, item: .init(action: action, identifier: identifier))
    var outcome = reader.run(0..<body.count)
    if outcome.fallsThrough { outcome.verdicts.insert(.undecided) }
    return outcome.verdicts == [.disabled]
  }
}

/// Reads a validator's body for one item, statement by statement, following only what it
/// can decide from the item itself: `guard let id = item.identifier else { return false }`,
/// `if item.action == #selector(x(_:))` (or `@selector(x:)`), `switch item.action` and
/// `switch item.identifier` cases, `return true` / `return false` (`YES` / `NO`). Every other
/// condition may go either way; a `return` of anything else, or one inside a loop or
/// closure, is undecided. The reading is deliberately narrow: it may only ever conclude
/// "never enabled" from code that says so for this item whatever the app's state.
struct ValidatorReader {
  /// The item being validated.
  struct Item {
    var action: String
    var identifier: String?
  }

  /// What one path through the body returns.
  enum Verdict: Hashable { case enabled, disabled, undecided }

  /// What a condition is for the item: true, false, or it depends on the app.
  enum Decision { case yes, no, unknown }

  /// What running a range of statements gives: the verdicts its returns can give, and
  /// whether a path reaches its end without returning.
  struct Outcome {
    var verdicts: Set<Verdict> = []
    var fallsThrough = true
  }

  let tokens: [SwiftToken]
  let item: Item
  /// For each opening bracket, its partner (-1 where unmatched: Objective-C preprocessor
  /// branches may leave brackets unbalanced).
  let partner: [Int]
  /// Local names bound to the item's identifier (`guard let id = menuItem.identifier`).
  var identifierNames: Set<String> = []

  init(tokens: [SwiftToken], item: Item) {
    self.tokens = tokens
    self.item = item
    var partner = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      if ["(", "[", "{"].contains(token.text) {
        stack.append(index)
      } else if let open = pairs[token.text], let last = stack.last, tokens[last].text == open {
        stack.removeLast()
        partner[last] = index
        partner[index] = last
      }
    }
    self.partner = partner
  }

  private func token(_ index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  private func isOpening(_ index: Int) -> Bool {
    guard let token = token(index), token.kind == .punctuation else { return false }
    return ["(", "[", "{"].contains(token.text) && partner[index] > index
  }

  private func contains(_ name: String, in range: Range<Int>) -> Bool {
    range.contains { tokens[$0].isIdentifier(name) }
  }

  /// Runs the statements of `range`.
  mutating func run(_ range: Range<Int>) -> Outcome {
    var outcome = Outcome()
    var position = range.lowerBound
    while position < range.upperBound {
      let current = tokens[position]
      if current.isIdentifier("return") {
        outcome.verdicts.insert(returnVerdict(at: position, end: range.upperBound))
        outcome.fallsThrough = false
        return outcome
      }
      // A `guard`, `if` or `switch` the reader follows: its verdicts join, and the rest runs
      // only if it can fall through.
      let step: (outcome: Outcome, next: Int)?
      if current.isIdentifier("guard") {
        step = runGuard(at: position, end: range.upperBound)
      } else if current.isIdentifier("if") {
        step = runIf(at: position, end: range.upperBound)
      } else if current.isIdentifier("switch") {
        step = runSwitch(at: position, end: range.upperBound)
      } else {
        step = nil
      }
      if let step {
        outcome.verdicts.formUnion(step.outcome.verdicts)
        if !step.outcome.fallsThrough {
          outcome.fallsThrough = false
          return outcome
        }
        position = step.next
        continue
      }
      if isOpening(position) {
        // A loop body, closure or nested block: a `return` in it may or may not run.
        if contains("return", in: position..<partner[position]) {
          outcome.verdicts.insert(.undecided)
        }
        position = partner[position] + 1
        continue
      }
      position += 1
    }
    return outcome
  }

  /// `return false` (`NO`) and `return true` (`YES`) alone; anything else is undecided.
  private func returnVerdict(at index: Int, end: Int) -> Verdict {
    guard let value = token(index + 1), value.kind == .identifier else { return .undecided }
    let after = index + 2
    let ends =
      after >= end || tokens[after].isPunctuation(";") || tokens[after].isPunctuation("}")
      || tokens[after].line > value.line
    guard ends else { return .undecided }
    switch value.text {
    case "false", "NO": return .disabled
    case "true", "YES": return .enabled
    default: return .undecided
    }
  }

  /// The range of a branch starting at `index`: a `{ … }` block's inside (and the index
  /// after it), or an Objective-C single statement up to its `;`.
  private func branch(at index: Int, end: Int) -> (body: Range<Int>, next: Int)? {
    guard index < end else { return nil }
    if tokens[index].isPunctuation("{") {
      guard partner[index] > index, partner[index] < end else { return nil }
      return ((index + 1)..<partner[index], partner[index] + 1)
    }
    var position = index
    while position < end, !tokens[position].isPunctuation(";") {
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    guard position < end else { return nil }
    return (index..<(position + 1), position + 1)
  }

  /// The index of the first `{` at the top level from `start` (a condition's end).
  private func openingBrace(from start: Int, end: Int) -> Int? {
    var position = start
    while position < end {
      if tokens[position].isPunctuation("{") { return position }
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    return nil
  }

  private mutating func runGuard(at index: Int, end: Int) -> (outcome: Outcome, next: Int)? {
    var position = index + 1
    while position < end, !tokens[position].isIdentifier("else") {
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    guard position < end, let elseBranch = branch(at: position + 1, end: end),
      tokens[position + 1].isPunctuation("{")
    else { return nil }
    let decision = decide((index + 1)..<position)
    let elseOutcome = run(elseBranch.body)
    switch decision {
    case .yes: return (Outcome(), elseBranch.next)
    case .no: return (Outcome(verdicts: elseOutcome.verdicts, fallsThrough: false), elseBranch.next)
    case .unknown:
      return (Outcome(verdicts: elseOutcome.verdicts, fallsThrough: true), elseBranch.next)
    }
  }

  private mutating func runIf(at index: Int, end: Int) -> (outcome: Outcome, next: Int)? {
    var outcome = Outcome(verdicts: [], fallsThrough: false)
    var position = index
    var noBranchTaken = true
    while true {
      // `if (cond) …` (Objective-C) or `if cond {` (Swift).
      let condition: Range<Int>
      let bodyStart: Int
      if let open = token(position + 1), open.isPunctuation("("), partner[position + 1] > position,
        let after = token(partner[position + 1] + 1),
        after.kind != .punctuation || after.isPunctuation("{") || after.isPunctuation("[")
      {
        condition = (position + 2)..<partner[position + 1]
        bodyStart = partner[position + 1] + 1
      } else {
        guard let brace = openingBrace(from: position + 1, end: end) else { return nil }
        condition = (position + 1)..<brace
        bodyStart = brace
      }
      guard let body = branch(at: bodyStart, end: end) else { return nil }
      let decision = decide(condition)
      if decision != .no {
        let taken = run(body.body)
        outcome.verdicts.formUnion(taken.verdicts)
        if taken.fallsThrough { outcome.fallsThrough = true }
      }
      position = body.next
      if decision == .yes {
        noBranchTaken = false
        // Skip the rest of the chain.
        while let word = token(position), word.isIdentifier("else"), position < end {
          if let next = token(position + 1), next.isIdentifier("if") {
            let skipStart: Int
            if let open = token(position + 2), open.isPunctuation("("), partner[position + 2] > 0 {
              skipStart = partner[position + 2] + 1
            } else {
              guard let brace = openingBrace(from: position + 2, end: end) else { return nil }
              skipStart = brace
            }
            guard let skipped = branch(at: skipStart, end: end) else { return nil }
            position = skipped.next
          } else {
            guard let skipped = branch(at: position + 1, end: end) else { return nil }
            position = skipped.next
          }
        }
        break
      }
      guard let word = token(position), word.isIdentifier("else"), position < end else { break }
      if let next = token(position + 1), next.isIdentifier("if") {
        position += 1
        continue
      }
      guard let last = branch(at: position + 1, end: end) else { return nil }
      let taken = run(last.body)
      outcome.verdicts.formUnion(taken.verdicts)
      if taken.fallsThrough { outcome.fallsThrough = true }
      noBranchTaken = false
      position = last.next
      break
    }
    if noBranchTaken { outcome.fallsThrough = true }
    return (outcome, position)
  }

  /// What a switch is over.
  private enum Subject { case action, identifier, other }

  private mutating func runSwitch(at index: Int, end: Int) -> (outcome: Outcome, next: Int)? {
    guard let brace = openingBrace(from: index + 1, end: end), partner[brace] > brace,
      partner[brace] < end
    else { return nil }
    let next = partner[brace] + 1
    let subjectRange = (index + 1)..<brace
    let subject: Subject
    let namesIdentifier =
      subjectRange.count == 1 && identifierNames.contains(tokens[subjectRange.lowerBound].text)
    if namesIdentifier || contains("identifier", in: subjectRange) {
      subject = .identifier
    } else if contains("action", in: subjectRange) {
      subject = .action
    } else {
      subject = .other
    }
    // An Objective-C switch can only be over a number (a tag): its subject is `other`, so
    // every case is followed and the switch may fall through, as its cases may.
    var labels: [(patterns: Range<Int>?, body: Range<Int>)] = []
    var position = brace + 1
    var current: (patterns: Range<Int>?, bodyStart: Int)?
    while position < partner[brace] {
      let word = tokens[position]
      if word.isIdentifier("case") || word.isIdentifier("default") {
        if let open = current { labels.append((open.patterns, open.bodyStart..<position)) }
        var colon = position + 1
        while colon < partner[brace], !tokens[colon].isPunctuation(":") {
          colon = isOpening(colon) ? partner[colon] + 1 : colon + 1
        }
        guard colon < partner[brace] else { return nil }
        current = (word.isIdentifier("case") ? (position + 1)..<colon : nil, colon + 1)
        position = colon + 1
        continue
      }
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    if let open = current { labels.append((open.patterns, open.bodyStart..<partner[brace])) }
    var outcome = Outcome(verdicts: [], fallsThrough: false)
    var matched = false
    for label in labels {
      let decision = label.patterns.map { decidePatterns($0, subject: subject) } ?? .yes
      if decision == .no { continue }
      if contains("fallthrough", in: label.body) || contains("break", in: label.body) {
        outcome.verdicts.insert(.undecided)
        outcome.fallsThrough = true
      }
      let taken = run(label.body)
      outcome.verdicts.formUnion(taken.verdicts)
      if taken.fallsThrough { outcome.fallsThrough = true }
      if decision == .yes {
        matched = true
        break
      }
    }
    if !matched { outcome.fallsThrough = true }
    return (outcome, next)
  }

  /// Splits `range` at top-level `separator` tokens (a one-character punctuation, or two of
  /// it for `||` and `&&`).
  private func split(_ range: Range<Int>, at separator: String, doubled: Bool) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var position = range.lowerBound
    while position < range.upperBound {
      if tokens[position].isPunctuation(separator) {
        if !doubled {
          parts.append(start..<position)
          start = position + 1
        } else if position + 1 < range.upperBound, tokens[position + 1].isPunctuation(separator) {
          parts.append(start..<position)
          start = position + 2
          position += 2
          continue
        }
      }
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    parts.append(start..<range.upperBound)
    return parts
  }

  private func strip(_ range: Range<Int>) -> Range<Int> {
    var range = range
    while range.count >= 2, tokens[range.lowerBound].isPunctuation("("),
      partner[range.lowerBound] == range.upperBound - 1
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
  }

  /// Decides a condition: Swift's comma-separated clauses, `||`, `&&`, and atoms.
  private mutating func decide(_ range: Range<Int>) -> Decision {
    let range = strip(range)
    guard !range.isEmpty else { return .unknown }
    let clauses = split(range, at: ",", doubled: false)
    if clauses.count > 1 { return all(clauses.map { decide($0) }) }
    let alternatives = split(range, at: "|", doubled: true)
    if alternatives.count > 1 { return any(alternatives.map { decide($0) }) }
    let conjuncts = split(range, at: "&", doubled: true)
    if conjuncts.count > 1 { return all(conjuncts.map { decide($0) }) }
    return decideAtom(range)
  }

  private func all(_ decisions: [Decision]) -> Decision {
    if decisions.contains(.no) { return .no }
    return decisions.allSatisfy { $0 == .yes } ? .yes : .unknown
  }

  private func any(_ decisions: [Decision]) -> Decision {
    if decisions.contains(.yes) { return .yes }
    return decisions.allSatisfy { $0 == .no } ? .no : .unknown
  }

  private mutating func decideAtom(_ range: Range<Int>) -> Decision {
    // `let id = menuItem.identifier` (`if let`, `guard let`): bound when the item has one.
    if tokens[range.lowerBound].isIdentifier("let") || tokens[range.lowerBound].isIdentifier("var"),
      range.count >= 4, tokens[range.lowerBound + 2].isPunctuation("="),
      tokens[range.lowerBound + 1].kind == .identifier
    {
      let value = (range.lowerBound + 3)..<range.upperBound
      if isIdentifierAccess(value) {
        identifierNames.insert(tokens[range.lowerBound + 1].text)
        return item.identifier == nil ? .no : .yes
      }
      return .unknown
    }
    // `a == b` or `a != b`, where one side is a selector literal or an identifier.
    var position = range.lowerBound
    while position + 1 < range.upperBound {
      let first = tokens[position]
      if (first.isPunctuation("=") || first.isPunctuation("!")),
        tokens[position + 1].isPunctuation("="), position > range.lowerBound
      {
        let left = range.lowerBound..<position
        let right = (position + 2)..<range.upperBound
        let equal = compare(left, right)
        guard first.isPunctuation("!") else { return equal }
        switch equal {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
      }
      position = isOpening(position) ? partner[position] + 1 : position + 1
    }
    return .unknown
  }

  /// `menuItem.identifier`, `menuItem.identifier?.rawValue`, `[menuItem identifier]`, or a
  /// name bound to it.
  private func isIdentifierAccess(_ range: Range<Int>) -> Bool {
    let names = tokens[range].filter { $0.kind == .identifier }.map(\.text)
    if names.count == 1, identifierNames.contains(names[0]) { return true }
    return names.count >= 2 && names.count <= 3 && names[1] == "identifier"
      && (names.count == 2 || names[2] == "rawValue")
  }

  private func compare(_ left: Range<Int>, _ right: Range<Int>) -> Decision {
    if let selector = selectorLiteral(right) ?? selectorLiteral(left) {
      return matches(selector)
    }
    for (access, value) in [(left, right), (right, left)] where isIdentifierAccess(access) {
      guard let identifier = item.identifier else {
        // An item without an identifier equals no identifier value (only `nil`).
        return value.count == 1 && tokens[value.lowerBound].isIdentifier("nil") ? .yes : .no
      }
      if let literal = identifierLiteral(value) { return literal == identifier ? .yes : .no }
      return .unknown
    }
    return .unknown
  }

  /// `"name"`, `NSUserInterfaceItemIdentifier("name")`, `.init("name")`,
  /// `NSUserInterfaceItemIdentifier(rawValue: "name")`.
  private func identifierLiteral(_ range: Range<Int>) -> String? {
    let strings = tokens[range].filter { $0.kind == .string }
    guard strings.count == 1, !strings[0].hasInterpolation else { return nil }
    let others = tokens[range].filter {
      $0.kind == .identifier
        && !["NSUserInterfaceItemIdentifier", "init", "rawValue"].contains($0.text)
    }
    return others.isEmpty ? strings[0].text : nil
  }

  /// The selector of `#selector(Type.name(_:label:))` or `@selector(name:label:)`: the full
  /// selector, or the bare name when written without labels (`#selector(name)`).
  private func selectorLiteral(_ range: Range<Int>) -> (name: String, full: String?)? {
    let range = strip(range)
    guard range.count >= 3,
      tokens[range.lowerBound].isIdentifier("#selector")
        || tokens[range.lowerBound].isIdentifier("@selector"),
      tokens[range.lowerBound + 1].isPunctuation("("),
      partner[range.lowerBound + 1] == range.upperBound - 1
    else { return nil }
    let inside = (range.lowerBound + 2)..<(range.upperBound - 1)
    if tokens[range.lowerBound].text == "@selector" {
      let text = tokens[inside].map(\.text).joined()
      return (text, text)
    }
    // Swift: the last name before the labels' parentheses (or at the end).
    var name: String?
    var labels: [String]?
    var position = inside.lowerBound
    while position < inside.upperBound {
      let token = tokens[position]
      if token.kind == .identifier, !["getter", "setter"].contains(token.text) {
        name = token.text
      } else if token.isPunctuation("("), partner[position] > position {
        // Each label is the name before a `:` (`_` included, whatever its token kind).
        labels = ((position + 1)..<partner[position]).filter {
          tokens[$0].isPunctuation(":") && $0 > position + 1
        }.map { tokens[$0 - 1].text }
        break
      }
      position += 1
    }
    guard let name else { return nil }
    guard let labels, let first = labels.first else { return (name, labels == nil ? nil : name) }
    let head = ImportedShortcut.selectorHead(name: name, firstLabel: first)
    return (name, ([head] + labels.dropFirst()).joined(separator: ":") + ":")
  }

  private func matches(_ selector: (name: String, full: String?)) -> Decision {
    if let full = selector.full { return full == item.action ? .yes : .no }
    // `#selector(name)` names the method without its labels: it can be the item's action
    // only when the action starts with that name.
    return item.action.hasPrefix(selector.name) ? .unknown : .no
  }

  private mutating func decidePatterns(_ range: Range<Int>, subject: Subject) -> Decision {
    any(split(range, at: ",", doubled: false).map { decidePattern($0, subject: subject) })
  }

  private func decidePattern(_ range: Range<Int>, subject: Subject) -> Decision {
    let range = strip(range)
    guard !range.isEmpty else { return .unknown }
    if range.count == 1, tokens[range.lowerBound].isIdentifier("_") { return .yes }
    // A binding with a `where` depends on its condition; without, it matches anything.
    if tokens[range.lowerBound].isIdentifier("let") || tokens[range.lowerBound].isIdentifier("var")
    {
      return contains("where", in: range) ? .unknown : .yes
    }
    switch subject {
    case .action:
      return selectorLiteral(range).map(matches) ?? .unknown
    case .identifier:
      let isNil =
        range.count == 1 && tokens[range.lowerBound].isIdentifier("nil")
        || (range.count == 2 && tokens[range.lowerBound].isPunctuation(".")
          && tokens[range.lowerBound + 1].isIdentifier("none"))
      guard let identifier = item.identifier else {
        if isNil { return .yes }
        // `.name`, a literal or an initializer: a value, which no missing identifier is.
        let isValue =
          tokens[range.lowerBound].isPunctuation(".") || identifierLiteral(range) != nil
        return isValue ? .no : .unknown
      }
      if isNil { return .no }
      if let literal = identifierLiteral(range) { return literal == identifier ? .yes : .no }
      return .unknown
    case .other:
      return .unknown
    }
  }
}
