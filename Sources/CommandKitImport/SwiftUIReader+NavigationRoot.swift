import CommandKitLite

/// A `NavigationStack`'s root and its destinations (SPEC §22, whole apps).
///
/// A `switch` (or `if`/`else`) in a `.navigationDestination` closure is a chain whose
/// branches are templates of their own (``SwiftUIReader/readExclusiveBranches()``), and each
/// branch takes what its host shows beside the chain (``SwiftUIViews/hostedBranches(of:reached:)``).
/// But a stack does not show a destination beside its root: "a view that displays a root view
/// and enables you to present additional views over the root view"; pushing a value onto the
/// path presents the destination's view in place of the one below it (SwiftUI docs,
/// `NavigationStack`, "Overview": the stack "always displays the most recently added view
/// that hasn't been removed"). So the stack's own content, the root the modifier is attached
/// to and what is written beside it in the stack's closure, is apart from every branch of a
/// chain in the destination closure (``ApartContent``): the branch does not take it from its
/// host. Only a `NavigationStack` written in the same view is read: in a
/// `NavigationSplitView` a destination replaces the detail column and the sidebar stays, and
/// a stack written in another view is not followed (a choice: no corpus app needed it). A
/// destination closure with no chain is not a template of its own and stays in the window.
/// Written after the thirty-ninth held-out batch was judged (Whisky's setup sheet, its
/// welcome screen's Next and a destination's Retry on Return,
/// `ImporterDefects/navigation-root-in-destination/`).
extension SwiftUIReader {
  /// For the chain whose statement starts at `keyword`, with `branches`, in a view whose body
  /// is `typeBody`: the stack root each branch never shows beside it, when the chain is
  /// written in a `.navigationDestination` closure of a `NavigationStack` in the same body.
  func navigationRootApart(keyword: Int, branches: [Range<Int>], in typeBody: Range<Int>)
    -> [Range<Int>: ApartContent]
  {
    guard let (modifier, closure) = destinationClosure(around: keyword, in: typeBody),
      let stack = stackBody(enclosing: modifier, in: typeBody)
    else { return [:] }
    // The root: the stack's content outside the destination modifier (its arguments and
    // closure), before and after it.
    let arguments = (modifier + 1)..<(closure.upperBound + 1)
    let root = stack.filter { !arguments.contains($0) }
    var apart = ApartContent()
    for position in root where isViewUse(position) {
      let name = tokens[position].text
      // A type also written elsewhere in the view is shown there anyway.
      let elsewhere = typeBody.contains { other in
        (!stack.contains(other) || arguments.contains(other)) && tokens[other].text == name
          && isViewUse(other)
      }
      if !elsewhere { apart.types.insert(name) }
    }
    // Lines of the root before and after the modifier, never a line of the closure's content.
    let content = (closure.lowerBound + 1)..<closure.upperBound
    let firstInside = content.first.map { tokens[$0].line } ?? tokens[closure.lowerBound].line
    let lastInside = content.last.map { tokens[$0].line } ?? tokens[closure.upperBound].line
    if let first = stack.first, modifier > first {
      let last = min(tokens[modifier - 1].line, firstInside - 1)
      if tokens[first].line <= last {
        apart.spans.append(SourceSpan(file: source.file, lines: tokens[first].line...last))
      }
    }
    if let last = stack.last, closure.upperBound < last {
      let first = max(tokens[closure.upperBound + 1].line, lastInside + 1)
      if first <= tokens[last].line {
        apart.spans.append(SourceSpan(file: source.file, lines: first...tokens[last].line))
      }
    }
    guard !apart.types.isEmpty || !apart.spans.isEmpty else { return [:] }
    return Dictionary(uniqueKeysWithValues: branches.map { ($0, apart) })
  }

  /// The innermost `.navigationDestination` modifier in `typeBody` whose closure (trailing,
  /// or its `destination:` argument) holds `position`: the modifier's name token and the
  /// closure's braces (`{` at `lowerBound`, `}` at `upperBound`).
  private func destinationClosure(around position: Int, in typeBody: Range<Int>)
    -> (Int, ClosedRange<Int>)?
  {
    var found: (Int, ClosedRange<Int>)?
    for index in typeBody.lowerBound..<position
    where tokens[index].isIdentifier("navigationDestination")
      && source[index - 1]?.isPunctuation(".") == true
    {
      var open: Int?
      var after = index + 1
      if source[after]?.isPunctuation("(") == true {
        let close = source.partner[after]
        guard close > after else { continue }
        for inner in (after + 1)..<close
        where tokens[inner].isIdentifier("destination")
          && source[inner + 1]?.isPunctuation(":") == true
          && source[inner + 2]?.isPunctuation("{") == true
        {
          open = inner + 2
        }
        after = close + 1
      }
      if open == nil, source[after]?.isPunctuation("{") == true { open = after }
      guard let open, source.partner[open] > open, source.partner[open] > position,
        open < position
      else { continue }
      found = (index, open...source.partner[open])
    }
    return found
  }

  /// The content of the `NavigationStack { … }` that encloses `position` in `typeBody`, the
  /// nearest stack or split view outward; `nil` when the nearest is a `NavigationSplitView`
  /// or there is none.
  private func stackBody(enclosing position: Int, in typeBody: Range<Int>) -> Range<Int>? {
    var index = position - 1
    while index > typeBody.lowerBound {
      defer { index -= 1 }
      guard tokens[index].isPunctuation("{"), source.partner[index] > position else {
        continue
      }
      // The call the brace's closure belongs to: `Name {` or `Name(…) {`.
      var callee = index - 1
      if source[callee]?.isPunctuation(")") == true {
        let open = source.partner[callee]
        guard open < callee else { continue }
        callee = open - 1
      }
      guard let name = source[callee], name.kind == .identifier else { continue }
      if name.text == "NavigationSplitView" { return nil }
      if name.text == "NavigationStack" { return (index + 1)..<source.partner[index] }
    }
    return nil
  }
}
