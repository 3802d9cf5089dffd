extension SwiftUIReader {
  /// Every focused value a command's item names, in order (``ImportedCommand/focusCandidates``):
  /// in the item itself (its action, `.disabled`), in an `if let` around it, and in the
  /// getter of a read-only computed property of its own type that the item's `.disabled`
  /// tests (`.disabled(!canSplit)` with `private var canSplit: Bool { paneID != nil }`, one
  /// level deep, no `??` fallback). Swift evaluates a computed property where it is named (*The Swift Programming
  /// Language*, "Properties", "Computed Properties"), so naming it is naming what its
  /// getter reads. The command needs them all; it keeps one requirement, which the merge
  /// chooses once the app's views are known (``SwiftUIViews/chooseRequirements(of:focusDependent:)``).
  func focusCandidates(in range: Range<Int>, unwrapped: String?) -> [String] {
    var keys: [String] = []
    func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
    for index in range where tokens[index].kind == .identifier {
      if let key = focusedVariables[tokens[index].text] { add(key) }
    }
    if let unwrapped { add(unwrapped) }
    guard
      let owner = innermost(source.typeBodies(), containing: range.lowerBound, range: \.body)
    else { return keys }
    // Only a property the item's `.disabled(…)` tests: naming one in the action gates
    // nothing (Gridex's `currentAppState?.closeActiveTab()`, a getter with a fallback).
    var tested: [Int] = []
    for index in range where tokens[index].isIdentifier("disabled") {
      guard source[index - 1]?.isPunctuation(".") == true,
        source[index + 1]?.isPunctuation("(") == true, source.partner[index + 1] > index + 1
      else { continue }
      tested += Array((index + 2)..<source.partner[index + 1])
    }
    for index in tested where tokens[index].kind == .identifier {
      guard
        source[index - 1]?.isPunctuation(".") != true
          || source[index - 2]?.isIdentifier("self") == true,
        let getter = computedGetter(named: tokens[index].text, in: owner.body),
        !getter.contains(index),
        // `focused ?? fallback`: the value is there without the focused one.
        !getter.contains(where: {
          tokens[$0].isPunctuation("?") && source[$0 + 1]?.isPunctuation("?") == true
        })
      else { continue }
      for position in getter where tokens[position].kind == .identifier {
        if source[position - 1]?.isPunctuation(".") == true,
          source[position - 2]?.isIdentifier("self") != true
        {
          continue
        }
        if let key = focusedVariables[tokens[position].text] { add(key) }
      }
    }
    return keys
  }

  /// The getter body of the read-only computed property `name` declared directly in `body`
  /// (`var name: Type { … }`), not a stored property (`var name: Type = …`) nor one with
  /// observers or a setter.
  private func computedGetter(named name: String, in body: Range<Int>) -> Range<Int>? {
    var position = body.lowerBound
    while position < body.upperBound {
      let token = tokens[position]
      if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
        position = max(source.partner[position], position) + 1
        continue
      }
      if token.isIdentifier("var"), source[position + 1]?.isIdentifier(name) == true,
        source[position + 2]?.isPunctuation(":") == true
      {
        var cursor = position + 3
        while let next = source[cursor], cursor < body.upperBound, !next.isPunctuation("{"),
          !next.isPunctuation("="), !next.isPunctuation("}")
        {
          if next.isPunctuation("(") || next.isPunctuation("[") {
            cursor = max(source.partner[cursor], cursor) + 1
            continue
          }
          cursor += 1
        }
        guard source[cursor]?.isPunctuation("{") == true, source.partner[cursor] > cursor
        else { return nil }
        var getter = (cursor + 1)..<source.partner[cursor]
        // `{ get { … } }`; a `set`, `willSet` or `didSet` makes it no read-only property.
        let words = getter.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
        if let first = words.first, ["set", "willSet", "didSet"].contains(first) { return nil }
        if tokens[getter.lowerBound].isIdentifier("get"),
          source[getter.lowerBound + 1]?.isPunctuation("{") == true
        {
          let open = getter.lowerBound + 1
          guard source.partner[open] > open else { return nil }
          if source[source.partner[open] + 1]?.isIdentifier("set") == true { return nil }
          getter = (open + 1)..<source.partner[open]
        }
        return getter
      }
      position += 1
    }
    return nil
  }
}
