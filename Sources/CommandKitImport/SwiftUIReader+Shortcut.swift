import CommandKitLite

/// Reading `.keyboardShortcut(…)` in every SwiftUI spelling (SwiftUI docs:
/// `View.keyboardShortcut(_:modifiers:)`, `KeyEquivalent`, `KeyboardShortcut`).
extension SwiftUIReader {
  /// What a `.keyboardShortcut(…)` said.
  enum ReadShortcut {
    /// Explicitly none (`.keyboardShortcut(nil)`), or no call at all.
    case none
    case text(String)
    case role(Control.Role)
    /// Not readable; a warning says why.
    case unreadable
  }

  mutating func readShortcut(_ open: Int?, at index: Int) -> ReadShortcut {
    guard let open else { return .unreadable }
    let arguments = source.arguments(open)
    guard let first = arguments.first, first.label == nil else {
      result.warn(".keyboardShortcut without a key cannot be read", at: source.location(index))
      return .unreadable
    }
    // `.keyboardShortcut(nil)`: explicitly none (SwiftUI `keyboardShortcut(_: KeyboardShortcut?)`).
    if first.range.count == 1, tokens[first.range.lowerBound].isIdentifier("nil") {
      return .none
    }
    var modifiers = EventModifiers.command
    if let given = source.argument(arguments, "modifiers") {
      guard let names = source.optionNames(given.range) else {
        result.warn(
          ".keyboardShortcut modifiers \(source.spelling(given.range)) come from a variable or "
            + "an expression; imported without a shortcut", at: source.location(index))
        return .unreadable
      }
      modifiers = []
      for name in names {
        guard let modifier = ImportedShortcut.modifier(named: name) else {
          result.warn(
            ".keyboardShortcut modifier .\(name) has no scene-file spelling; imported without "
              + "a shortcut", at: source.location(index))
          return .unreadable
        }
        modifiers.formUnion(modifier)
      }
    }
    return key(first.range, modifiers: modifiers, at: index)
  }

  /// The shortcut a call of an app's own shortcut helper gives (``ShortcutHelper``): its
  /// arguments bound to the helper's parameters, the key and the modifiers read from the
  /// arguments (or the parameter's default, or what the helper passes itself).
  mutating func readHelperShortcut(_ helper: ShortcutHelper, open: Int?, at index: Int)
    -> ReadShortcut
  {
    let arguments = open.map(source.arguments) ?? []
    guard let bound = helper.bind(arguments), let key = bound[helper.key] else {
      result.warn(
        ".\(tokens[index].text)'s arguments do not bind to the shortcut helper's parameters; "
          + "imported without a shortcut", at: source.location(index))
      return .unreadable
    }
    var names = helper.fixedModifiers ?? ["command"]
    if let parameter = helper.modifiers {
      if let given = bound[parameter] {
        guard let options = source.optionNames(given) else {
          result.warn(
            ".\(tokens[index].text) modifiers \(source.spelling(given)) come from a variable or "
              + "an expression; imported without a shortcut", at: source.location(index))
          return .unreadable
        }
        names = options
      } else {
        guard
          let options = helper.parameters.first(where: { $0.name == parameter })?.defaultOptions
        else {
          result.warn(
            ".\(tokens[index].text)'s default modifiers are not an option set literal; imported "
              + "without a shortcut", at: source.location(index))
          return .unreadable
        }
        names = options
      }
    }
    var modifiers: EventModifiers = []
    for name in names {
      guard let modifier = ImportedShortcut.modifier(named: name) else {
        result.warn(
          ".\(tokens[index].text) modifier .\(name) has no scene-file spelling; imported "
            + "without a shortcut", at: source.location(index))
        return .unreadable
      }
      modifiers.formUnion(modifier)
    }
    return self.key(key, modifiers: modifiers, at: index)
  }

  /// The key of a `.keyboardShortcut`: a literal, `.init("n")`, `KeyEquivalent("n")`, a
  /// named `KeyEquivalent`, `KeyboardShortcut(…)`, `.defaultAction` or `.cancelAction`.
  mutating func key(_ range: Range<Int>, modifiers: EventModifiers, at index: Int)
    -> ReadShortcut
  {
    let first = tokens[range.lowerBound]
    if range.count == 1, first.kind == .string, !first.hasInterpolation,
      let character = first.text.first, first.text.count == 1
    {
      return shortcut(character, modifiers: modifiers, at: index)
    }
    // `.init("n")`, `KeyEquivalent("n")`, `KeyboardShortcut("n", modifiers: …)`.
    var open: Int?
    if first.isPunctuation("."), source[range.lowerBound + 1]?.isIdentifier("init") == true,
      source[range.lowerBound + 2]?.isPunctuation("(") == true
    {
      open = range.lowerBound + 2
    } else if let call = source.call(
      range.lowerBound, named: ["KeyEquivalent", "KeyboardShortcut"])
    {
      open = call
    }
    if let open, source.partner[open] == range.upperBound - 1 {
      let arguments = source.arguments(open)
      guard let inner = arguments.first, inner.label == nil else { return .unreadable }
      var innerModifiers = modifiers
      if let given = source.argument(arguments, "modifiers"),
        let names = source.optionNames(given.range)
      {
        innerModifiers = names.compactMap(ImportedShortcut.modifier(named:)).reduce([]) {
          $0.union($1)
        }
      }
      return key(inner.range, modifiers: innerModifiers, at: index)
    }
    if let name = source.memberName(range) {
      switch name {
      case "defaultAction": return .role(.default)
      case "cancelAction": return .role(.cancel)
      default: break
      }
      if let key = Self.namedKeys[name] {
        return shortcut(key.character, modifiers: modifiers, at: index)
      }
    }
    result.warn(
      ".keyboardShortcut key \(source.spelling(range)) comes from a variable or an expression; "
        + "imported without a shortcut", at: source.location(index))
    return .unreadable
  }

  /// SwiftUI's named `KeyEquivalent`s (SwiftUI docs, `KeyEquivalent`).
  static let namedKeys: [String: KeyEquivalent] = [
    "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow,
    "rightArrow": .rightArrow, "clear": .clear, "delete": .delete,
    "deleteForward": .deleteForward, "end": .end, "escape": .escape, "home": .home,
    "pageDown": .pageDown, "pageUp": .pageUp, "return": .return, "space": .space, "tab": .tab,
  ]

  mutating func shortcut(_ character: Character, modifiers: EventModifiers, at index: Int)
    -> ReadShortcut
  {
    switch ImportedShortcut.text(character, modifiers: modifiers) {
    case .shortcut(let text): return .text(text)
    case .unsupported(let reason):
      result.warn("\(reason); imported without a shortcut", at: source.location(index))
      return .unreadable
    }
  }
}
