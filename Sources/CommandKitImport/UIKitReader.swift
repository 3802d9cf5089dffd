import CommandKitLite

/// Reads UIKit sources (SPEC §22): `UIKeyCommand(input:modifierFlags:action:)`,
/// `UIKeyCommand(title:…input:modifierFlags:…)`, the `UIKeyCommand.input…` constants,
/// `keyCommands` overrides and `UIMenuBuilder` insertions and removals; AppKit menu items
/// made in code (`NSMenuItem(title:action:keyEquivalent:)`) are reported, not imported.
///
/// A key command's menu: the title of the `UIMenu` it is in; else the standard menu a
/// `UIMenuBuilder` insertion puts it in (`atStartOfMenu: .file`); else the type whose
/// `keyCommands` return it. UIKit's modifiers default to none (`modifierFlags: []`), not
/// ⌘ (UIKit docs, `UIKeyCommand.init(title:image:action:input:modifierFlags:…)`).
struct UIKitReader {
  let source: SwiftSource
  var result = SceneImport()
  private var seenIDs: Set<String> = []

  init(source: SwiftSource) {
    self.source = source
  }

  /// Whether the file uses UIKit's or AppKit's menu API at all.
  static func isUIKit(_ source: SwiftSource) -> Bool {
    source.tokens.contains {
      $0.kind == .identifier
        && ["UIKeyCommand", "UIMenuBuilder", "UICommand", "NSMenuItem"].contains($0.text)
    }
  }

  /// The app's strings, for titles given with `NSLocalizedString` or `String(localized:)`.
  var localizations = Localizations()

  static func read(_ source: SwiftSource, localizations: Localizations = Localizations())
    -> SceneImport
  {
    var reader = UIKitReader(source: source)
    reader.localizations = localizations
    reader.read()
    return reader.result
  }

  private var tokens: [SwiftToken] { source.tokens }

  /// `UIKeyCommand.inputUpArrow` … (UIKit docs, "Input strings for special keys";
  /// `inputDelete` since iOS 15, `f1`…`f12` since iOS 13.4).
  static let inputConstants: [String: KeyEquivalent] = {
    var table: [String: KeyEquivalent] = [
      "inputUpArrow": .upArrow, "inputDownArrow": .downArrow, "inputLeftArrow": .leftArrow,
      "inputRightArrow": .rightArrow, "inputEscape": .escape, "inputPageUp": .pageUp,
      "inputPageDown": .pageDown, "inputHome": .home, "inputEnd": .end, "inputDelete": .delete,
    ]
    for number in 1...12 {
      if let key = KeyEquivalent.function(number) { table["inputF\(number)"] = key }
      if let key = KeyEquivalent.function(number) { table["f\(number)"] = key }
    }
    return table
  }()

  /// UIKit's main-menu identifiers: the menu each stands in, and the SwiftUI groups a
  /// `builder.remove(menu:)` of it takes away (UIKit docs, `UIMenu.Identifier`).
  static let menuIdentifiers: [String: (menu: StandardMenu, groups: [CommandGroupPlacement])] = [
    "application": (.app, []), "about": (.app, [.appInfo]),
    "preferences": (.app, [.appSettings]), "services": (.app, [.systemServices]),
    "hide": (.app, [.appVisibility]), "quit": (.app, [.appTermination]),
    "file": (.file, [.newItem, .saveItem, .importExport, .printItem]),
    "newScene": (.file, [.newItem]), "close": (.file, [.saveItem]),
    "document": (.file, [.saveItem]), "print": (.file, [.printItem]),
    "edit": (.edit, [.undoRedo, .pasteboard, .textEditing]), "undoRedo": (.edit, [.undoRedo]),
    "standardEdit": (.edit, [.pasteboard]), "find": (.edit, [.textEditing]),
    "format": (.format, [.textFormatting]), "font": (.format, [.textFormatting]),
    "text": (.format, [.textFormatting]),
    "view": (.view, [.toolbar, .sidebar]), "toolbar": (.view, [.toolbar]),
    "sidebar": (.view, [.sidebar]), "fullscreen": (.view, []),
    "window": (.window, [.windowSize, .windowArrangement]),
    "minimizeAndZoom": (.window, [.windowSize]), "bringAllToFront": (.window, [.windowArrangement]),
    "help": (.help, [.help]),
  ]

  private struct MenuRegion {
    var title: String
    var range: Range<Int>
  }

  private mutating func read() {
    let types = source.typeBodies()
    var menus: [MenuRegion] = []
    // Titled UIMenus, and the menus builder insertions put their argument in.
    var lets: [String: Range<Int>] = [:]
    for index in tokens.indices {
      if tokens[index].isIdentifier("let"), let name = source[index + 1],
        name.kind == .identifier, source[index + 2]?.isPunctuation("=") == true
      {
        var end = index + 3
        if let open = source.call(end, named: ["UIMenu"]) { end = source.endOfCall(open) }
        lets[name.text] = (index + 3)..<end
      }
      guard let open = source.call(index, named: ["UIMenu"]) else { continue }
      let arguments = source.arguments(open)
      if let title = source.argument(arguments, "title"),
        case .literal(let text) = source.text(title.range), !text.isEmpty
      {
        menus.append(MenuRegion(title: text, range: index..<source.endOfCall(open)))
      }
    }
    for index in tokens.indices {
      guard tokens[index].kind == .identifier,
        ["insertChild", "insertSibling", "remove", "replace", "replaceChildren"].contains(
          tokens[index].text), source[index - 1]?.isPunctuation(".") == true,
        source[index + 1]?.isPunctuation("(") == true
      else { continue }
      let open = index + 1
      let arguments = source.arguments(open)
      switch tokens[index].text {
      case "insertChild", "insertSibling":
        guard
          let target = arguments.first(where: {
            ["atStartOfMenu", "atEndOfMenu", "beforeMenu", "afterMenu"].contains($0.label ?? "")
          }), let name = source.memberName(target.range), let menu = Self.menuIdentifiers[name],
          let inserted = arguments.first
        else { continue }
        var range = inserted.range
        if inserted.range.count == 1, let bound = lets[tokens[inserted.range.lowerBound].text] {
          range = bound
        }
        menus.append(MenuRegion(title: menu.menu.rawValue, range: range))
      case "remove":
        guard let argument = source.argument(arguments, "menu"),
          let name = source.memberName(argument.range)
        else { continue }
        if let menu = Self.menuIdentifiers[name], !menu.groups.isEmpty {
          for group in menu.groups { result.removeGroup(group.name) }
        } else {
          result.warn(
            "builder.remove(menu: .\(name)) removes a menu the simulator has no group for; "
              + "not imported", at: source.location(index))
        }
      default:
        result.warn(
          "UIMenuBuilder.\(tokens[index].text) changes menus in code; not imported",
          at: source.location(index))
      }
    }
    for index in tokens.indices {
      if let open = source.call(index, named: ["UIKeyCommand", "UICommand"])
        ?? initializerCall(index)
      {
        readCommand(at: index, open: open, menus: menus, types: types)
      } else if let open = source.call(index, named: ["NSMenuItem"]),
        hasKeyEquivalent(source.arguments(open))
      {
        result.warn(
          "menu item with a key equivalent added in code (NSMenuItem(…)) is not imported; "
            + "describe it in the main menu's .xib or .storyboard", at: source.location(index))
      } else if tokens[index].isIdentifier("addItem"),
        source[index + 1]?.isPunctuation("(") == true,
        let first = source.arguments(index + 1).first, first.label == "withTitle",
        hasKeyEquivalent(source.arguments(index + 1))
      {
        result.warn(
          "menu item with a key equivalent added in code (addItem(withTitle:…)) is not "
            + "imported",
          at: source.location(index))
      } else if tokens[index].isIdentifier("addKeyCommand"),
        source[index + 1]?.isPunctuation("(") == true,
        let first = source.arguments(index + 1).first,
        source.call(first.range.lowerBound, named: ["UIKeyCommand"]) == nil
      {
        result.warn(
          "key command added in code from \(source.spelling(first.range)) is not imported",
          at: source.location(index))
      }
    }
  }

  /// Whether a menu item made in code has a key equivalent: a `keyEquivalent:` that is not
  /// the empty string (an item without one loses no shortcut by not being imported).
  private func hasKeyEquivalent(_ arguments: [SwiftSource.Argument]) -> Bool {
    guard let key = source.argument(arguments, "keyEquivalent") else { return false }
    if case .literal(let text) = source.text(key.range) { return !text.isEmpty }
    return true
  }

  /// `UIKeyCommand.init(…)`: the index of its `(`.
  private func initializerCall(_ index: Int) -> Int? {
    guard tokens[index].isIdentifier("UIKeyCommand") || tokens[index].isIdentifier("UICommand"),
      source[index - 1]?.isPunctuation(".") != true,
      source[index + 1]?.isPunctuation(".") == true,
      source[index + 2]?.isIdentifier("init") == true,
      source[index + 3]?.isPunctuation("(") == true
    else { return nil }
    return index + 3
  }

  private mutating func readCommand(
    at index: Int, open: Int, menus: [MenuRegion], types: [(name: String, body: Range<Int>)]
  ) {
    let arguments = source.arguments(open)
    let location = source.location(index)
    let isKeyCommand = tokens[index].text == "UIKeyCommand"
    var selector: String?
    if let action = source.argument(arguments, "action") {
      selector = Self.selector(source, action.range)
      if selector == nil {
        result.warn(
          "action \(source.spelling(action.range)) is not a #selector; imported without one",
          at: location)
      }
    }
    var title: String?
    var titleKey: String?
    for label in ["title", "discoverabilityTitle"] {
      guard title == nil, let argument = source.argument(arguments, label) else { continue }
      switch source.text(argument.range) {
      case .literal(let text) where !text.isEmpty:
        title = text
        // UIKit takes a `String`: only a localized one is looked up.
        if let (key, table) = source.localizationKey(argument.range, bareIsKey: false),
          let value = localizations.value(key, table: table), value != key
        {
          title = value
          titleKey = key
        }
      case .literal: break
      case .computed(let expression):
        result.warn(
          "key command title \(expression) is computed at run time; imported with that "
            + "expression as its title", at: location)
        title = expression
      }
    }
    let standardTitle = selector.flatMap { SelectorMap.standardID(selector: $0, tag: nil) }
      .flatMap { ShortcutTables.standardCommand(id: $0)?.title }
    let name =
      title ?? standardTitle ?? selector.map { String($0.prefix { $0 != ":" }) } ?? "Key Command"
    var shortcut: String?
    if let input = source.argument(arguments, "input") {
      var modifiers: EventModifiers = []
      var readable = true
      if let flags = source.argument(arguments, "modifierFlags") {
        if let names = source.optionNames(flags.range) {
          for flag in names {
            guard let modifier = ImportedShortcut.modifier(named: flag) else {
              result.warn(
                "modifier flag .\(flag) has no scene-file spelling; imported without a shortcut",
                at: location)
              readable = false
              continue
            }
            modifiers.formUnion(modifier)
          }
        } else {
          result.warn(
            "modifierFlags \(source.spelling(flags.range)) come from a variable; imported "
              + "without a shortcut", at: location)
          readable = false
        }
      }
      if readable { shortcut = key(input.range, modifiers: modifiers, at: location) }
    } else if isKeyCommand {
      result.warn(
        "UIKeyCommand without an input: argument (set in code later?); imported without a "
          + "shortcut", at: location)
    }
    // Never silent (SPEC §22): each key command is imported with its key or warned about.
    if isKeyCommand { result.census.keyCommands.record(shortcut == nil ? .warned : .imported) }
    var menu: String
    if let region = innermost(menus, containing: index, range: \.range) {
      menu = region.title
    } else if let type = innermost(types, containing: index, range: \.body) {
      menu = type.name
    } else {
      menu = "Key Commands"
    }
    var id: String
    var group: CommandGroupPlacement?
    var requires: String?
    if let selector, let standard = SelectorMap.standardID(selector: selector, tag: nil),
      !seenIDs.contains(standard)
    {
      id = standard
      if let placement = SelectorMap.placement(of: standard), placement.menu == menu {
        group = placement.group
      }
    } else {
      id = ImportedShortcut.makeID(path: [menu], title: name, line: location.line)
      requires = selector
    }
    if seenIDs.contains(id) {
      var number = 2
      while seenIDs.contains("\(id)\(number)") { number += 1 }
      id += "\(number)"
    }
    seenIDs.insert(id)
    result.commands.append(
      ImportedCommand(
        id: id, title: name, menu: menu, group: group, shortcut: shortcut, requires: requires,
        action: selector, titleKey: titleKey, source: location))
  }

  private mutating func key(
    _ range: Range<Int>, modifiers: EventModifiers, at location: SourceLocation
  )
    -> String?
  {
    let first = tokens[range.lowerBound]
    var key: Character?
    if range.count == 1, first.kind == .string, !first.hasInterpolation, first.text.count == 1 {
      key = first.text.first
    } else if let name = source.memberName(range), let constant = Self.inputConstants[name] {
      key = constant.character
    }
    guard let key else {
      result.warn(
        "key command input \(source.spelling(range)) comes from a variable or is not one key; "
          + "imported without a shortcut", at: location)
      return nil
    }
    switch ImportedShortcut.text(key, modifiers: modifiers) {
    case .shortcut(let text): return text
    case .unsupported(let reason):
      result.warn("\(reason); imported without a shortcut", at: location)
      return nil
    }
  }

  /// `#selector(copy(_:))` as `copy:`, `#selector(Self.save)` as `save`,
  /// `#selector(move(_:to:))` as `move:to:`.
  static func selector(_ source: SwiftSource, _ range: Range<Int>) -> String? {
    guard let open = source.call(range.lowerBound, named: ["#selector"]),
      source.partner[open] == range.upperBound - 1
    else { return nil }
    var position = open + 1
    var name: String?
    while position < source.partner[open] {
      let token = source.tokens[position]
      if token.kind == .identifier, source[position + 1]?.isPunctuation(".") != true {
        name = token.text
        break
      }
      position += 1
    }
    guard let name else { return nil }
    guard source[position + 1]?.isPunctuation("(") == true else { return name }
    // `(_:to:)`: each label is followed by a colon.
    var parts: [String] = []
    var index = position + 2
    while index < source.partner[position + 1] {
      if source.tokens[index].kind == .identifier, source[index + 1]?.isPunctuation(":") == true {
        parts.append(source.tokens[index].text)
      }
      index += 1
    }
    guard let firstLabel = parts.first else { return name }
    let head = ImportedShortcut.selectorHead(name: name, firstLabel: firstLabel)
    return ([head] + parts.dropFirst()).joined(separator: ":") + ":"
  }
}
