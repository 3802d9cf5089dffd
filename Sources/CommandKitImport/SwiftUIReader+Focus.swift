import CommandKitLite

/// Who publishes the focused values that commands require (SPEC §22): SwiftUI's
/// `.focusedValue(\.key, value)` and `.focusedObject(object)` publish while the view they
/// modify, or a view inside it, has focus; `.focusedSceneValue` and `.focusedSceneObject`
/// publish for the whole scene (SwiftUI docs, `View.focusedValue(_:_:)`,
/// `View.focusedObject(_:)`, `View.focusedSceneValue(_:_:)`). An object's key is its type.
///
/// Windows are imported flat, so a publisher is placed only when it modifies a view the
/// importer reads as a node (a list, a text input): that node then publishes the value
/// (scene file `values`), and a command requiring it is enabled only while the node has
/// focus (CodeEdit's Close Terminal, enabled while the terminal list is focused). A value
/// that an app view type publishes from a container is placed on the nodes inside it
/// (``SwiftUIViews/focusContainers(reached:)``); one published for the whole scene, or by
/// code outside every view type, keeps the importer's reading of a required value: every
/// window that can be main publishes it.
extension SwiftUIReader {
  /// The modifiers that publish a focused value while the view has focus.
  static let focusModifiers: Set<String> = ["focusedValue", "focusedObject"]
  /// The modifiers that publish a focused value for the whole scene.
  static let sceneFocusModifiers: Set<String> = ["focusedSceneValue", "focusedSceneObject"]

  /// The keys the focus modifiers among `modifiers` publish, noting those modifiers as a
  /// node's (``nodePublishers``).
  mutating func publishedKeys(_ modifiers: [(name: String, open: Int?, at: Int)]) -> [String] {
    var keys: [String] = []
    for modifier in modifiers where Self.focusModifiers.contains(modifier.name) {
      guard let open = modifier.open, let key = publishedKey(open: open, at: modifier.at) else {
        continue
      }
      nodePublishers.insert(modifier.at)
      if !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// Every focus modifier of the file: whether each key it publishes is published by nodes
  /// only (``SwiftUIViews/focusPublications``).
  mutating func readFocusPublications() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = tokens[index].text
      let isFocus = Self.focusModifiers.contains(name)
      guard isFocus || Self.sceneFocusModifiers.contains(name),
        source[index - 1]?.isPunctuation(".") == true,
        source[index + 1]?.isPunctuation("(") == true,
        let key = publishedKey(open: index + 1, at: index)
      else { continue }
      let byNode = isFocus && nodePublishers.contains(index)
      result.views.notePublication(of: key, byNode: byNode)
      guard !byNode else { continue }
      // A container's `.focusedValue` publishes while focus is inside it; a scene value, or
      // a modifier outside every type, is the window's (``SwiftUIViews/focusContainers``).
      let owner = innermost(source.typeBodies(), containing: index, range: \.body)
      if isFocus {
        result.views.noteContainerPublication(
          of: key, by: owner?.name, at: source.location(index))
      } else {
        result.views.noteScenePublication(of: key, by: owner?.name)
      }
    }
  }

  /// The key a focus modifier whose `(` is at `open` publishes: a key path's last name
  /// (`\.selectedTerminal`, `\FocusedValues.selectedTerminal`), else the type of the object
  /// or value it is given (`.focusedObject(model)` with `@StateObject var model = Model()`).
  func publishedKey(open: Int, at index: Int) -> String? {
    guard let first = source.arguments(open).first, !first.range.isEmpty else { return nil }
    if tokens[first.range.lowerBound].isPunctuation("\\") {
      return first.range.reversed().first { tokens[$0].kind == .identifier }.map {
        tokens[$0].text
      }
    }
    // An object: `name` or `self.name`, whose type its declaration gives.
    var range = first.range
    if tokens[range.lowerBound].isIdentifier("self"), range.count == 3,
      tokens[range.lowerBound + 1].isPunctuation(".")
    {
      range = (range.lowerBound + 2)..<range.upperBound
    }
    guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
    return typeOfVariable(tokens[range.lowerBound].text, near: index)
  }

  /// The type of the variable `name` as the type around `index` (else the file) declares
  /// it: `var name: Type`, `let name: Type?`, `var name = Type(…)`, with any attributes
  /// (`@StateObject private var name = Type()`, `@EnvironmentObject var name: Type`).
  func typeOfVariable(_ name: String, near index: Int) -> String? {
    let owner = innermost(source.typeBodies(), containing: index, range: \.body)?.body
    for scope in [owner, tokens.indices].compactMap({ $0 }) {
      for position in scope
      where tokens[position].isIdentifier("var") || tokens[position].isIdentifier("let") {
        guard source[position + 1]?.isIdentifier(name) == true,
          let separator = source[position + 2], let type = source[position + 3],
          type.kind == .identifier, type.text.first?.isUppercase == true
        else { continue }
        if separator.isPunctuation(":") { return type.text }
        if separator.isPunctuation("="), source[position + 4]?.isPunctuation("(") == true {
          return type.text
        }
      }
    }
    return nil
  }
}
