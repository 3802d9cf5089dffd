import CommandKitLite

/// What the app's property wrappers say about its views' properties: the type an
/// `@Environment(T.self)` or `@FocusedValue(\.key)` property holds, which properties are
/// `@Binding`s and of what, and which types are classes (one instance can be shared). What
/// ``SceneImport/matchSameCode(index:)`` needs to tell that a menu command and a control do
/// the same thing to the same value (SPEC §20, "one action, one command").
extension AppIndex {
  /// Notes a Swift file's classes and actors, and its wrapped properties:
  /// `@Environment(T.self) var name` (a `T`, SwiftUI `Environment.init(_:)` reads an
  /// observable object by its type), `@FocusedValue(\.key) var name` (what the app declares
  /// `FocusedValues.key` as, resolved when asked: ``declaredTypes(of:in:)``) and
  /// `@Binding var name: T` (a binding to a `T`); and `var key: Binding<T>` members (a
  /// `FocusedValues` entry that publishes a binding).
  mutating func noteWrappedProperties(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      if token.text == "class" || token.text == "actor",
        let name = source[index + 1], name.kind == .identifier,
        name.text.first?.isUppercase == true,
        source[index + 2].map({
          $0.isPunctuation(":") || $0.isPunctuation("{") || $0.isPunctuation("<")
        })
          == true
      {
        referenceTypes.insert(name.text)
        continue
      }
      guard token.text == "var" || token.text == "let", let name = source[index + 1],
        name.kind == .identifier,
        let owner = innermost(types, containing: index, range: { $0.body })?.name
      else { continue }
      let member = owner + "." + name.text
      // `let session = Session()`: the type's own instance, not one it is handed.
      if source[index + 2]?.isPunctuation("=") == true, let type = source[index + 3],
        type.text.first?.isUppercase == true, source[index + 4]?.isPunctuation("(") == true
      {
        ownInstances.insert(member)
      }
      // `var key: Binding<T>` (or `Binding<T?>?`).
      if source[index + 2]?.isPunctuation(":") == true,
        source[index + 3]?.isIdentifier("Binding") == true,
        source[index + 4]?.isPunctuation("<") == true, let value = source[index + 5],
        value.kind == .identifier
      {
        bindingValueTypes[member] = value.text
      }
      guard let attribute = wrapperAttribute(before: index, in: source) else { continue }
      switch attribute.name {
      case "@Environment":
        if let open = attribute.open, let key = source[source.partner[open] - 1],
          Self.sharedEnvironmentActions.contains(key.text),
          source[source.partner[open] - 2]?.isPunctuation(".") == true
        {
          environmentActions[member] = key.text
          continue
        }
        // `@Environment(T.self)`: exactly a type and `.self`.
        guard let open = attribute.open, source.partner[open] == open + 4,
          let type = source[open + 1], type.kind == .identifier,
          type.text.first?.isUppercase == true,
          source[open + 2]?.isPunctuation(".") == true,
          source[open + 3]?.isIdentifier("self") == true
        else { continue }
        memberTypes[member, default: []].insert(type.text)
      case "@FocusedValue", "@FocusedBinding":
        // `@FocusedValue(\.key)`: the key is the last name before `)`.
        guard let open = attribute.open, let key = source[source.partner[open] - 1],
          key.kind == .identifier
        else { continue }
        focusedKeys[member] = key.text
        if attribute.name == "@FocusedBinding" { focusedBindings.insert(member) }
      case "@Binding":
        guard source[index + 2]?.isPunctuation(":") == true, let type = source[index + 3],
          type.kind == .identifier
        else { continue }
        bindingMembers[member] = type.text
      default:
        continue
      }
    }
  }

  /// The environment actions whose effect depends only on their arguments, whatever view
  /// reads them: `openWindow` ("Opens a window that's associated with the specified
  /// identifier", Apple's `OpenWindowAction.callAsFunction(id:)`) and `openSettings`
  /// ("presents the settings scene for an app", `OpenSettingsAction`); neither has a public
  /// initializer, so no view can put another in its subtree. Not `openURL` (a view can
  /// replace it with `.environment(\.openURL, OpenURLAction { … })`), `dismiss` or
  /// `dismissWindow` (they act on the view's own presentation or window).
  static let sharedEnvironmentActions: Set<String> = ["openWindow", "openSettings"]

  /// The attribute written just before the declaration at `index` (over access and other
  /// modifiers): its name (`@Environment`) and, when it has arguments, its `(`.
  private func wrapperAttribute(before index: Int, in source: SwiftSource) -> (
    name: String, open: Int?
  )? {
    let modifiers: Set<String> = [
      "private", "fileprivate", "internal", "public", "package", "nonisolated", "weak", "lazy",
    ]
    var position = index - 1
    while let token = source[position], token.kind == .identifier, modifiers.contains(token.text) {
      position -= 1
    }
    guard let token = source[position] else { return nil }
    if token.isPunctuation(")") {
      let open = source.partner[position]
      guard open < position, let name = source[open - 1], name.text.hasPrefix("@") else {
        return nil
      }
      return (name.text, open)
    }
    return token.text.hasPrefix("@") ? (token.text, nil) : nil
  }

  /// The types `type`'s property `name` is declared with: written (`var vm: MainVM`), read
  /// from the environment by type, or, for a `@FocusedValue(\.key)`, what the app declares
  /// `FocusedValues.key` as.
  func declaredTypes(of name: String, in type: String) -> Set<String> {
    let member = type + "." + name
    var found = memberTypes[member] ?? []
    if let key = focusedKeys[member] { found.formUnion(memberTypes["FocusedValues." + key] ?? []) }
    return found
  }
}
