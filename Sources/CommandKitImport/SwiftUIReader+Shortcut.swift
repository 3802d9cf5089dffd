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
    guard let modifiers = modifiers(source.argument(arguments, "modifiers")?.range, at: index)
    else { return .unreadable }
    return key(first.range, modifiers: modifiers, at: index)
  }

  /// The modifiers an option set literal at `range` names (`.command`, `[.command,
  /// .option]`), `.command` without one (SwiftUI's default); `nil`, with a warning naming
  /// `what` (the modifier read), when it is not a literal or names a modifier with no
  /// scene-file spelling.
  mutating func modifiers(
    _ range: Range<Int>?, at index: Int, what: String = ".keyboardShortcut"
  ) -> EventModifiers? {
    guard let range else { return .command }
    guard let names = source.optionNames(range) else {
      result.warn(
        "\(what) modifiers \(source.spelling(range)) come from a variable or an expression; "
          + "imported without a shortcut", at: source.location(index))
      return nil
    }
    return modifiers(named: names, at: index, what: what)
  }

  /// The modifiers `names` spell (`command`, `shift`); `nil`, with a warning naming `what`,
  /// when one has no scene-file spelling.
  mutating func modifiers(named names: [String], at index: Int, what: String) -> EventModifiers? {
    var modifiers: EventModifiers = []
    for name in names {
      guard let modifier = ImportedShortcut.modifier(named: name) else {
        result.warn(
          "\(what) modifier .\(name) has no scene-file spelling; imported without a shortcut",
          at: source.location(index))
        return nil
      }
      modifiers.formUnion(modifier)
    }
    return modifiers
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
    let what = "." + tokens[index].text
    var names = helper.fixedModifiers ?? ["command"]
    if let parameter = helper.modifiers {
      if let given = bound[parameter] {
        guard let modifiers = modifiers(given, at: index, what: what) else { return .unreadable }
        return self.key(key, modifiers: modifiers, at: index)
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
    guard let modifiers = modifiers(named: names, at: index, what: what) else {
      return .unreadable
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
