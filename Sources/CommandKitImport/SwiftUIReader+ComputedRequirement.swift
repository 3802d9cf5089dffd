extension SwiftUIReader {
  /// The focused value a command's item names through a computed property of its own type
  /// (`.disabled(!canSplit)` with `private var canSplit: Bool { paneID != nil }`, `paneID` a
  /// `@FocusedValue`): the first focused value the property's getter names, as if written
  /// in the item (SPEC §22: the command requires the focused value its item tests).
  ///
  /// Written in round eighteen after the thirty-second held-out batch was judged (VVTerm's
  /// Split Down ⇧⌘D, imported as always enabled beside Discover Devices ⇧⌘D, a false
  /// `ambiguous` error; ImporterDefects/focused-requirement-in-computed-property/). Swift
  /// evaluates a computed property where it is named (*The Swift Programming Language*,
  /// "Properties", "Computed Properties"), so naming it is naming what its getter reads.
  /// Only a property of the type the item is written in, read-only (`var name: T { … }`, or
  /// with an explicit `get`), and only one level deep: SPEC §22 is silent, and a property
  /// reached through another is left, as the importer reads no data flow.
  func focusedValueThroughProperty(in range: Range<Int>) -> String? {
    guard
      let owner = innermost(source.typeBodies(), containing: range.lowerBound, range: \.body)
    else { return nil }
    for index in range where tokens[index].kind == .identifier {
      guard
        source[index - 1]?.isPunctuation(".") != true
          || source[index - 2]?.isIdentifier("self") == true,
        let getter = computedGetter(named: tokens[index].text, in: owner.body),
        !getter.contains(index)
      else { continue }
      for position in getter where tokens[position].kind == .identifier {
        if source[position - 1]?.isPunctuation(".") == true,
          source[position - 2]?.isIdentifier("self") != true
        {
          continue
        }
        if let key = focusedVariables[tokens[position].text] { return key }
      }
    }
    return nil
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
