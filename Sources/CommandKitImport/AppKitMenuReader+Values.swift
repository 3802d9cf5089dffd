import CommandKitLite

/// Reads the values an item is given: titles, keys, modifier masks, actions.
extension AppKitMenuReader {

  /// The expression a name bound to an expression stands for.
  func resolved(_ range: Range<Int>, scope: Scope) -> (Range<Int>, Scope) {
    var range = range
    var scope = scope
    var hops = 0
    while range.count == 1, tokens[range.lowerBound].kind == .identifier, hops < 16,
      case .expression(let bound, let boundScope)? = scope[tokens[range.lowerBound].text]
    {
      range = bound
      scope = boundScope
      hops += 1
    }
    return (range, scope)
  }

  /// A string: a literal, a localized literal, a name bound to one, or a one-argument
  /// helper around one (`L("Format")`, an app's localization function).
  func string(_ range: Range<Int>, scope: Scope) -> String? {
    let (range, scope) = resolved(range, scope: scope)
    guard !range.isEmpty else { return nil }
    switch source.text(range) {
    case .literal(let text):
      if let (key, table) = source.localizationKey(range, bareIsKey: false),
        let value = localizations.value(key, table: table)
      {
        return value
      }
      return text
    case .computed:
      // `L(key)`: a call of one unlabelled argument that is itself a string.
      if tokens[range.lowerBound].kind == .identifier,
        source[range.lowerBound + 1]?.isPunctuation("(") == true,
        source.partner[range.lowerBound + 1] == range.upperBound - 1
      {
        let arguments = source.arguments(range.lowerBound + 1)
        if arguments.count == 1, arguments[0].label == nil {
          return string(arguments[0].range, scope: scope)
        }
      }
      return nil
    }
  }

  /// AppKit's named characters and function keys (NSEvent "Function-Key Unicode Values";
  /// NSText's `NSBackspaceCharacter`, `NSDeleteCharacter`, `NSEnterCharacter` …).
  static let keyConstants: [String: Character] = {
    var table: [String: Character] = [
      "NSUpArrowFunctionKey": "\u{F700}", "NSDownArrowFunctionKey": "\u{F701}",
      "NSLeftArrowFunctionKey": "\u{F702}", "NSRightArrowFunctionKey": "\u{F703}",
      "NSInsertFunctionKey": "\u{F727}", "NSDeleteFunctionKey": "\u{F728}",
      "NSHomeFunctionKey": "\u{F729}", "NSEndFunctionKey": "\u{F72B}",
      "NSPageUpFunctionKey": "\u{F72C}", "NSPageDownFunctionKey": "\u{F72D}",
      "NSClearLineFunctionKey": "\u{F739}", "NSHelpFunctionKey": "\u{F746}",
      "NSBackspaceCharacter": "\u{8}", "NSDeleteCharacter": "\u{7F}",
      "NSTabCharacter": "\t", "NSBackTabCharacter": "\u{19}",
      "NSCarriageReturnCharacter": "\r", "NSEnterCharacter": "\u{3}",
    ]
    for number in 1...35 {
      if let scalar = Unicode.Scalar(0xF703 + number) {
        table["NSF\(number)FunctionKey"] = Character(scalar)
      }
    }
    return table
  }()

  func readKey(_ range: Range<Int>, scope: Scope, into item: inout Item) {
    let (range, scope) = resolved(range, scope: scope)
    guard !range.isEmpty else { return }
    if range.count == 1, tokens[range.lowerBound].kind == .string,
      !tokens[range.lowerBound].hasInterpolation
    {
      item.key = tokens[range.lowerBound].text
      item.keyProblem = nil
      return
    }
    // A key made from one of AppKit's constants (`String(Character(UnicodeScalar(
    // NSUpArrowFunctionKey)!))`, an app's `arrow(NSUpArrowFunctionKey)` helper).
    let named = range.compactMap { Self.keyConstants[tokens[$0].text] }
    if named.count == 1, let key = named.first {
      item.key = String(key)
      item.keyProblem = nil
      return
    }
    // A name bound to a call of a helper on a name bound to a constant.
    if tokens[range.lowerBound].kind == .identifier,
      source[range.lowerBound + 1]?.isPunctuation("(") == true
    {
      let arguments = source.arguments(range.lowerBound + 1)
      if arguments.count == 1 {
        var inner = item
        readKey(arguments[0].range, scope: scope, into: &inner)
        if inner.keyProblem == nil, inner.key != "" {
          item.key = inner.key
          item.keyProblem = nil
          return
        }
      }
    }
    item.key = nil
    item.keyProblem = "key equivalent \(source.spelling(range)) is computed at run time"
  }

  func readAction(_ range: Range<Int>, scope: Scope, into item: inout Item) {
    // A parameter's argument is read where the call writes it.
    let (range, _) = resolved(range, scope: scope)
    guard !range.isEmpty else { return }
    if range.count == 1, tokens[range.lowerBound].isIdentifier("nil") {
      item.hasAction = false
      return
    }
    item.hasAction = true
    if let selector = UIKitReader.selector(source, range) {
      item.selector = selector
      return
    }
    // `Selector(("paste:"))`, `Selector("paste:")`.
    if tokens[range.lowerBound].isIdentifier("Selector"),
      let literal = source.literals(in: range).first, source.literals(in: range).count == 1
    {
      item.selector = literal
      return
    }
    // A constant of the app's `extension Selector` (`.toggleBoldface`).
    if let name = source.memberName(range), let selector = constants.selectorConstants[name] {
      item.selector = selector
      return
    }
    item.actionProblem = "action \(source.spelling(range)) is not a #selector"
  }

  /// A modifier mask: `[.command, .option]`, `.command`, `[]`, `NSEvent.ModifierFlags.shift`.
  func modifiers(_ range: Range<Int>, scope: Scope) -> (EventModifiers?, String?) {
    let (range, _) = resolved(range, scope: scope)
    if source.isEmptyOptionSet(range, type: "NSEvent.ModifierFlags") {
      return ([], nil)
    }
    guard let names = source.optionNames(range) else {
      return (nil, "modifiers \(source.spelling(range)) are computed at run time")
    }
    var mask: EventModifiers = []
    for name in names {
      guard let modifier = ImportedShortcut.modifier(named: name) else {
        return (nil, "modifier .\(name) has no scene-file spelling")
      }
      mask.formUnion(modifier)
    }
    return (mask, nil)
  }
}
