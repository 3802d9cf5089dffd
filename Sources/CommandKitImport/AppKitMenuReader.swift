import CommandKitLite

/// Reads AppKit menus built in Swift code (SPEC §22, whole apps): `NSMenu(title:)`,
/// `NSMenuItem(title:action:keyEquivalent:)`, `addItem(withTitle:action:keyEquivalent:)`,
/// `addItem(_:)`, `insertItem(_:at:)`, `items = […]`, `item.submenu = menu`,
/// `setSubmenu(_:for:)`, and the main menu: `NSApp.mainMenu = menu` (a main menu built
/// wholly in code, which stands in for the Interface Builder one the app lacks) and items
/// or menus added to the Interface Builder main menu (`NSApp.mainMenu?.addItem(…)`,
/// `mainMenu.insertItem(…)`, `mainMenu.item(withTitle: "Format")?.submenu`).
///
/// The code is read, not run: each function's statements are followed in order, with the
/// menus and items its variables hold; a function that returns an `NSMenu` or `NSMenuItem`
/// (a factory, `func item(_ title: String, key: String = "") -> NSMenuItem`) is followed
/// where it is called, its parameters bound to the call's arguments (or their defaults).
/// Branches and loops are read once, as written.
///
/// The rules, from Apple's documentation:
/// - the modifier mask "by default includes NSCommandKeyMask" (Menu Programming Topics,
///   "Setting a Menu Item's Key Equivalent"): an item whose code sets no
///   `keyEquivalentModifierMask` is on ⌘ and its key;
/// - "a lowercase character with NSShiftKeyMask is interpreted the same as the uppercase
///   character without that mask. For example, Command-Shift-c and Command-C are considered
///   to be identical key equivalents" (NSMenuItem `keyEquivalentModifierMask`): an
///   upper-case letter means Shift, as in Interface Builder files;
/// - an item with no action is disabled ("If the menu item has no action, it is disabled",
///   NSMenu, automatic enabling);
/// - an item with no target sends its action to the first responder (NSApplication
///   `sendAction(_:to:from:)`: "If aTarget is nil, shared looks for an object that can respond
///   to the message […] It begins with the first responder of the key window"): it requires a
///   responder, as an Interface Builder item sent to the First Responder does; one with a
///   target (`item.target = self`) does not;
/// - the first item of a main menu built in code is the App menu, whatever its title: the
///   HIG ("The menu bar") puts the app menu first. Apple's pages read say nothing about the
///   title of a code-built menu's first item; chosen so.
///
/// Items in menus that never reach the main menu (a status item's, a context or pop-up
/// menu), and items whose key, modifiers or menu the reader cannot follow, are named in a
/// warning with their file and line (SPEC §22: never silent). Objective-C menus built in
/// code (`[[NSMenuItem alloc] initWithTitle:action:keyEquivalent:]`) are not read.
struct AppKitMenuReader {
  let source: SwiftSource
  /// The app's strings and constants (titles and selectors given by name).
  var localizations = Localizations()
  var constants = AppIndex()
  var result = SceneImport()

  /// Whether the file builds AppKit menus at all.
  static func buildsMenus(_ source: SwiftSource) -> Bool {
    source.tokens.contains {
      $0.kind == .identifier && ["NSMenuItem", "NSMenu", "mainMenu"].contains($0.text)
    }
  }

  static func read(
    _ source: SwiftSource, localizations: Localizations = Localizations(),
    index: AppIndex = AppIndex()
  ) -> SceneImport {
    var reader = AppKitMenuReader(source: source)
    reader.localizations = localizations
    reader.constants = index
    reader.read()
    return reader.result
  }

  // MARK: - The objects the code makes

  /// A menu the code makes or finds.
  private struct Menu {
    var title: String?
    var items: [Int] = []
    /// The Interface Builder main menu (`NSApp.mainMenu` read in code).
    var isInterfaceBuilderMain = false
    /// A top-level menu of the Interface Builder main menu the code looks up by title.
    var interfaceBuilderTitle: String?
  }

  /// A menu item the code makes.
  private struct Item {
    var title: String?
    /// The key equivalent: `""` for none, `nil` when it cannot be read (`keyProblem`).
    var key: String? = ""
    var keyProblem: String?
    /// `nil`: never set (⌘, the default).
    var mask: EventModifiers?
    var maskProblem: String?
    /// The action's selector; `hasAction` false for `action: nil`.
    var selector: String?
    var hasAction = true
    var actionProblem: String?
    var hasTarget = false
    var tag: String?
    var represented: String?
    var hidden = false
    var submenu: Int?
    var location: SourceLocation
    /// Where the item was made (a token index), to say which creations were followed.
    var made: Int
  }

  private enum Object: Equatable {
    case menu(Int)
    case item(Int)
  }

  /// What a name stands for: an object, or an expression read where it is used (a
  /// parameter's argument, a `let` bound to a title).
  private indirect enum Binding {
    case object(Object)
    case expression(Range<Int>, Scope)
  }

  private typealias Scope = [String: Binding]

  private var menus: [Menu] = []
  private var items: [Item] = []
  /// The menus the code makes the main menu (`NSApp.mainMenu = menu`).
  private var codeMainMenus: [(menu: Int, at: Int)] = []
  /// The main menu as the code reads it: the Interface Builder one, until code sets it.
  private var mainMenu = 0
  /// The token indices of the creations followed (`NSMenuItem(…)`, `addItem(withTitle:…)`).
  private var followed: Set<Int> = []
  /// The properties of the file's types that hold menus or items.
  private var fileScope: Scope = [:]
  private var depth = 0

  private var tokens: [SwiftToken] { source.tokens }

  // MARK: - Functions

  /// A function of the file: its parameters and body.
  private struct Function {
    struct Parameter {
      var label: String?
      var name: String
      var defaultValue: Range<Int>?
    }
    var name: String
    var parameters: [Parameter]
    var body: Range<Int>
    /// Returns an `NSMenu` or `NSMenuItem`: followed where it is called.
    var isFactory: Bool
  }

  private var functions: [Function] = []

  private func findFunctions() -> [Function] {
    var result: [Function] = []
    for index in tokens.indices
    where tokens[index].isIdentifier("func") || tokens[index].isIdentifier("init") {
      guard source[index - 1]?.isPunctuation(".") != true else { continue }
      var name = "init"
      var position = index + 1
      if tokens[index].isIdentifier("func") {
        guard let token = source[index + 1], token.kind == .identifier else { continue }
        name = token.text
        position = index + 2
      }
      // Generic parameters.
      if source[position]?.isPunctuation("<") == true {
        while let token = source[position], !token.isPunctuation(">") { position += 1 }
        position += 1
      }
      guard source[position]?.isPunctuation("(") == true else { continue }
      let open = position
      let close = source.partner[open]
      guard close > open else { continue }
      var parameters: [Function.Parameter] = []
      for argument in source.arguments(open) {
        // `label name: Type = default`: `arguments` splits at the first colon only when
        // one name precedes it; read the words before the colon.
        var cursor = argument.range.lowerBound
        var words: [String] = []
        if let label = argument.label {
          words = [label]
        } else {
          // `arguments` took the whole `label name: Type` (two words before the colon).
          while cursor < argument.range.upperBound, tokens[cursor].kind == .identifier,
            !tokens[cursor].isPunctuation(":")
          {
            words.append(tokens[cursor].text)
            cursor += 1
          }
          guard source[cursor]?.isPunctuation(":") == true else { continue }
          cursor += 1
        }
        var defaultValue: Range<Int>?
        var scan = cursor
        while scan < argument.range.upperBound {
          if tokens[scan].isPunctuation("="), !(source[scan + 1]?.isPunctuation("=") ?? false) {
            defaultValue = (scan + 1)..<argument.range.upperBound
            break
          }
          scan = source.partner[scan] > scan ? source.partner[scan] + 1 : scan + 1
        }
        guard let last = words.last else { continue }
        let label = words.count >= 2 ? words[words.count - 2] : last
        parameters.append(
          .init(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue))
      }
      // The return type and the body.
      position = close + 1
      var returnsMenu = false
      while let token = source[position], !token.isPunctuation("{") {
        if token.isPunctuation("}") || token.isPunctuation(";") || token.isIdentifier("func") {
          break
        }
        if token.isIdentifier("NSMenu") || token.isIdentifier("NSMenuItem") { returnsMenu = true }
        position += 1
      }
      guard source[position]?.isPunctuation("{") == true, source.partner[position] > position
      else { continue }
      result.append(
        Function(
          name: name, parameters: parameters, body: (position + 1)..<source.partner[position],
          isFactory: returnsMenu && name != "init"))
    }
    return result
  }

  // MARK: - Reading

  private mutating func read() {
    functions = findFunctions()
    menus = [Menu(title: nil, isInterfaceBuilderMain: true)]
    // The types' stored properties first (`let statusMenu = NSMenu()`), then each function
    // that is not a factory, in file order.
    let bodies = functions.map(\.body)
    var scope: Scope = [:]
    run(0..<tokens.count, scope: &scope, skipping: bodies)
    fileScope = scope
    for function in functions where !function.isFactory {
      var local = fileScope
      let nested = functions.map(\.body).filter {
        $0 != function.body && function.body.contains($0.lowerBound)
      }
      run(function.body, scope: &local, skipping: nested)
    }
    finish()
  }

  /// Follows the statements of `range` in order, leaving out the `skipping` ranges (the
  /// bodies of nested functions); returns the value of the first `return` (a factory's).
  @discardableResult
  private mutating func run(_ range: Range<Int>, scope: inout Scope, skipping: [Range<Int>])
    -> Object?
  {
    var position = range.lowerBound
    var firstValue: Object?
    var sawStatement = false
    // How deep in blocks of the body (`if`, `guard … else`, loops): a `return` there ends
    // only that path.
    var blocks = 0
    while position < range.upperBound {
      if let skipped = skipping.first(where: { $0.contains(position) }) {
        position = skipped.upperBound
        continue
      }
      let token = tokens[position]
      if token.isPunctuation("{") { blocks += 1 }
      if token.isPunctuation("}") { blocks -= 1 }
      // `let name = …`, `var name: NSMenu = …`, `guard let name = …`, `if let name = …`.
      if token.isIdentifier("let") || token.isIdentifier("var"),
        let name = source[position + 1], name.kind == .identifier
      {
        var equals = position + 2
        if source[equals]?.isPunctuation(":") == true {
          equals += 1
          while let typeToken = source[equals], !typeToken.isPunctuation("="),
            equals < range.upperBound, typeToken.line == name.line
          {
            equals = source.partner[equals] > equals ? source.partner[equals] + 1 : equals + 1
          }
        }
        if source[equals]?.isPunctuation("=") == true,
          source[equals + 1]?.isPunctuation("=") != true
        {
          let start = equals + 1
          let end = chainEnd(start, limit: range.upperBound)
          if let object = evaluate(start..<end, scope: scope) {
            scope[name.text] = .object(object)
          } else if end > start, !continuesOnLine(end, after: start) {
            scope[name.text] = .expression(start..<end, scope)
          } else {
            scope[name.text] = nil
          }
          position = max(end, equals + 1)
          continue
        }
        position += 2
        continue
      }
      if token.isIdentifier("return"), blocks == 0, isStatementStart(position, in: range) {
        let start = position + 1
        let end = chainEnd(start, limit: range.upperBound)
        let value = end > start ? evaluate(start..<end, scope: scope) : nil
        return value
      }
      if isStatementStart(position, in: range),
        token.kind == .identifier || token.isPunctuation(".")
      {
        let end = chainEnd(position, limit: range.upperBound)
        if end > position {
          if source[end]?.isPunctuation("=") == true, source[end + 1]?.isPunctuation("=") != true {
            let valueEnd = chainEnd(end + 1, limit: range.upperBound)
            assign(position..<end, value: (end + 1)..<valueEnd, scope: &scope)
            position = max(valueEnd, end + 1)
            continue
          }
          let value = evaluate(position..<end, scope: scope)
          if !sawStatement { firstValue = value }
          sawStatement = true
          position = end
          continue
        }
      }
      position += 1
    }
    // A body of one expression returns it (`{ NSMenuItem(…) }`).
    return firstValue
  }

  /// Whether the token at `position` begins a statement: after `{`, `}` or `;`, or first
  /// on its line after a token that does not continue an expression.
  private func isStatementStart(_ position: Int, in range: Range<Int>) -> Bool {
    guard position > range.lowerBound, let previous = source[position - 1] else { return true }
    if previous.isPunctuation("{") || previous.isPunctuation("}") || previous.isPunctuation(";") {
      return true
    }
    guard previous.line < tokens[position].line else { return false }
    if previous.kind == .punctuation {
      return [")", "]"].contains(previous.text)
    }
    // `in` ends a closure's parameters; other words (`return`, `else`) continue.
    return previous.kind != .identifier || previous.isIdentifier("in")
      || !["return", "else", "throw", "try", "await", "case", "where"].contains(previous.text)
  }

  /// Whether an operator follows `end` on the same line (`a + b`, `x ?? y`): the chain is
  /// only the start of the expression.
  private func continuesOnLine(_ end: Int, after start: Int) -> Bool {
    guard let next = source[end], next.line == tokens[end - 1].line else { return false }
    return next.kind == .punctuation && !["{", "}", ",", ")", "]", ";"].contains(next.text)
  }

  /// The end (exclusive) of the postfix chain that starts at `start`: a name, an implicit
  /// member (`.separator()`), a literal or `[…]`, then `.member`, calls, subscripts, `?`, `!`.
  private func chainEnd(_ start: Int, limit: Int) -> Int {
    guard start < limit, let first = source[start] else { return start }
    var position = start
    if first.isPunctuation("[") || first.isPunctuation("(") {
      position = source.partner[start] + 1
    } else if first.isPunctuation("."), source[start + 1]?.kind == .identifier {
      position = start + 2
    } else if first.kind == .identifier || first.kind == .string || first.kind == .number {
      position = start + 1
    } else {
      return start
    }
    while position < limit, let token = source[position] {
      let sameLine = token.line == tokens[position - 1].line
      if token.isPunctuation("."), source[position + 1]?.kind == .identifier {
        position += 2
      } else if token.isPunctuation("("), sameLine {
        position = source.partner[position] + 1
      } else if token.isPunctuation("["), sameLine {
        position = source.partner[position] + 1
      } else if token.isPunctuation("{"), sameLine, position > start,
        tokens[position - 1].isPunctuation(")") || tokens[position - 1].kind == .identifier,
        isTrailingClosure(position)
      {
        position = source.partner[position] + 1
      } else if token.isPunctuation("?") || token.isPunctuation("!"), sameLine,
        source[position + 1]?.isPunctuation(".") == true
          || source[position + 1]?.isPunctuation("[") == true
          || (token.isPunctuation("!") && source[position + 1]?.isPunctuation("=") != true)
      {
        position += 1
      } else {
        break
      }
    }
    return min(position, limit)
  }

  /// A `{` after a call or a name that is a trailing closure (`items.first { … }`), not a
  /// statement's body (`if let x = y {`).
  private func isTrailingClosure(_ open: Int) -> Bool {
    // A body follows a condition; a trailing closure follows a method name or call.
    var back = open - 1
    while back >= 0, tokens[back].line == tokens[open].line {
      if ["if", "guard", "while", "for", "switch", "else"].contains(tokens[back].text),
        tokens[back].kind == .identifier
      {
        return false
      }
      back -= 1
    }
    return true
  }

  // MARK: - Expressions

  /// The parts of a chain: the head's tokens, then each `.member` with its call (if any).
  private struct Link {
    var name: String
    var open: Int?
    var at: Int
  }

  private func links(_ range: Range<Int>) -> (head: Range<Int>, links: [Link]) {
    var position = range.lowerBound
    var headEnd = position + 1
    if tokens[position].isPunctuation(".") {
      headEnd = position
    } else if tokens[position].isPunctuation("[") || tokens[position].isPunctuation("(") {
      headEnd = source.partner[position] + 1
    }
    position = headEnd
    var result: [Link] = []
    while position < range.upperBound {
      let token = tokens[position]
      if token.isPunctuation("?") || token.isPunctuation("!") {
        position += 1
      } else if token.isPunctuation("."), position + 1 < range.upperBound {
        let name = tokens[position + 1].text
        var link = Link(name: name, open: nil, at: position + 1)
        position += 2
        if position < range.upperBound, tokens[position].isPunctuation("(") {
          link.open = position
          position = source.partner[position] + 1
        }
        if position < range.upperBound, tokens[position].isPunctuation("{") {
          position = source.partner[position] + 1
        }
        result.append(link)
      } else if token.isPunctuation("(") {
        // A call of the head (`NSMenuItem(…)`, `factory(…)`).
        result.append(Link(name: "()", open: position, at: position))
        position = source.partner[position] + 1
      } else if token.isPunctuation("[") || token.isPunctuation("{") {
        result.append(Link(name: "[]", open: nil, at: position))
        position = source.partner[position] + 1
      } else {
        position += 1
      }
    }
    return (range.lowerBound..<headEnd, result)
  }

  /// What a chain evaluates to, with the side effects of the menu calls in it.
  private mutating func evaluate(_ range: Range<Int>, scope: Scope) -> Object? {
    guard !range.isEmpty else { return nil }
    let (head, chain) = links(range)
    var current: Object?
    var rest = chain[...]
    let first = tokens[range.lowerBound]
    // The head.
    if first.isIdentifier("NSMenu") || first.isIdentifier("NSMenuItem") {
      var open: Int?
      if let call = rest.first, call.name == "()" {
        open = call.open
        rest = rest.dropFirst()
      } else if let call = rest.first, call.name == "init", let callOpen = call.open {
        open = callOpen
        rest = rest.dropFirst()
      } else if let call = rest.first, call.name == "separator" {
        return nil
      }
      guard let open else { return nil }
      current =
        first.text == "NSMenu"
        ? makeMenu(open, scope: scope) : makeItem(open, at: range.lowerBound, scope: scope)
    } else if first.isIdentifier("NSApp") || first.isIdentifier("NSApplication") {
      // `NSApp.mainMenu`, `NSApplication.shared.mainMenu`.
      if first.text == "NSApplication", rest.first?.name == "shared" { rest = rest.dropFirst() }
      guard rest.first?.name == "mainMenu", rest.first?.open == nil else { return nil }
      rest = rest.dropFirst()
      current = .menu(mainMenu)
    } else if first.isIdentifier("self"), let link = rest.first, link.open == nil {
      rest = rest.dropFirst()
      current = object(named: link.name, scope: scope)
    } else if first.kind == .identifier, head.count == 1 {
      if let call = rest.first, call.name == "()", let open = call.open {
        rest = rest.dropFirst()
        current = callFactory(first.text, open: open, scope: scope)
      } else {
        current = object(named: first.text, scope: scope)
      }
    } else if first.isPunctuation("."), rest.first?.name == "separator" {
      return nil
    }
    guard var object = current else { return nil }
    // The links.
    for link in rest {
      switch (object, link.name) {
      case (.menu(let menu), "addItem"), (.menu(let menu), "insertItem"):
        guard let open = link.open else { return nil }
        let arguments = source.arguments(open)
        if let title = source.argument(arguments, "withTitle") {
          let item = makeItem(
            open, at: link.at, scope: scope, titleRange: title.range)
          if case .item(let index)? = item { menus[menu].items.append(index) }
          guard let item else { return nil }
          object = item
        } else if let argument = arguments.first {
          if case .item(let index)? = evaluate(argument.range, scope: scope) {
            menus[menu].items.append(index)
            object = .item(index)
          } else {
            return nil
          }
        }
      case (.menu, "setSubmenu"):
        guard let open = link.open else { return nil }
        let arguments = source.arguments(open)
        if let submenu = arguments.first, let target = source.argument(arguments, "for"),
          case .menu(let sub)? = evaluate(submenu.range, scope: scope),
          case .item(let item)? = evaluate(target.range, scope: scope)
        {
          items[item].submenu = sub
        }
        return nil
      case (.menu(let menu), "item"):
        // `mainMenu.item(withTitle: "Format")`: a top-level menu looked up by its title.
        guard let open = link.open, menus[menu].isInterfaceBuilderMain || menu == mainMenu,
          let titleArgument = source.argument(source.arguments(open), "withTitle"),
          let title = string(titleArgument.range, scope: scope)
        else { return nil }
        object = .item(lookUp(title, in: menu, at: link.at))
      case (.item(let item), "submenu") where link.open == nil:
        guard let submenu = items[item].submenu else { return nil }
        object = .menu(submenu)
      default:
        return nil
      }
    }
    return object
  }

  private func object(named name: String, scope: Scope) -> Object? {
    switch scope[name] ?? fileScope[name] {
    case .object(let object)?: return object
    default: return nil
    }
  }

  /// The item of top-level menu `title` in `menu` (the Interface Builder main menu), made
  /// once.
  private mutating func lookUp(_ title: String, in menu: Int, at index: Int) -> Int {
    for item in menus[menu].items where items[item].title == title {
      return item
    }
    menus.append(Menu(title: title, interfaceBuilderTitle: title))
    items.append(
      Item(
        title: title, hasAction: false, submenu: menus.count - 1,
        location: source.location(index), made: index))
    menus[menu].items.append(items.count - 1)
    return items.count - 1
  }

  private mutating func makeMenu(_ open: Int, scope: Scope) -> Object? {
    var menu = Menu()
    if let title = source.argument(source.arguments(open), "title") {
      menu.title = string(title.range, scope: scope)
    }
    menus.append(menu)
    return .menu(menus.count - 1)
  }

  /// `NSMenuItem(title:action:keyEquivalent:)` or `addItem(withTitle:action:keyEquivalent:)`
  /// whose `(` is at `open`.
  private mutating func makeItem(
    _ open: Int, at index: Int, scope: Scope, titleRange: Range<Int>? = nil
  ) -> Object? {
    let arguments = source.arguments(open)
    followed.insert(index)
    var item = Item(location: source.location(index), made: index)
    if let title = titleRange ?? source.argument(arguments, "title")?.range {
      item.title = string(title, scope: scope) ?? source.spelling(title)
    }
    if let key = source.argument(arguments, "keyEquivalent") {
      readKey(key.range, scope: scope, into: &item)
    }
    if let action = source.argument(arguments, "action") {
      readAction(action.range, scope: scope, into: &item)
    } else {
      item.hasAction = false
    }
    items.append(item)
    return .item(items.count - 1)
  }

  /// Follows a factory call: the function's body with its parameters bound.
  private mutating func callFactory(_ name: String, open: Int, scope: Scope) -> Object? {
    guard depth < 8 else { return nil }
    let arguments = source.arguments(open)
    let candidates = functions.filter { $0.name == name && $0.isFactory }
    for function in candidates {
      guard let bound = bind(function, arguments, scope: scope) else { continue }
      depth += 1
      defer { depth -= 1 }
      var local = fileScope.merging(bound) { _, new in new }
      let nested = functions.map(\.body).filter {
        $0 != function.body && function.body.contains($0.lowerBound)
      }
      return run(function.body, scope: &local, skipping: nested)
    }
    return nil
  }

  /// The parameters of `function` bound to `arguments` (Swift's order: each argument to the
  /// next parameter with its label; a parameter with a default may be left out).
  private func bind(_ function: Function, _ arguments: [SwiftSource.Argument], scope: Scope)
    -> Scope?
  {
    var bound: Scope = [:]
    var next = 0
    for parameter in function.parameters {
      if next < arguments.count, arguments[next].label == parameter.label {
        bound[parameter.name] = .expression(arguments[next].range, scope)
        next += 1
      } else if let value = parameter.defaultValue {
        bound[parameter.name] = .expression(value, fileScope)
      } else {
        return nil
      }
    }
    return next == arguments.count ? bound : nil
  }

  /// `target.property = value`.
  private mutating func assign(_ target: Range<Int>, value: Range<Int>, scope: inout Scope) {
    // `x = -1`, `x = !y`: no chain to read.
    guard !value.isEmpty, !target.isEmpty else { return }
    let (head, chain) = links(target)
    // `NSApp.mainMenu = menu`, `NSApplication.shared.mainMenu = menu`.
    let names = [tokens[head.lowerBound].text] + chain.map(\.name)
    if names == ["NSApp", "mainMenu"] || names == ["NSApplication", "shared", "mainMenu"] {
      if case .menu(let menu)? = evaluate(value, scope: scope) {
        codeMainMenus.append((menu, target.lowerBound))
        mainMenu = menu
      }
      return
    }
    // `name = value` (a variable or property set again).
    if chain.isEmpty, head.count == 1 {
      let name = tokens[head.lowerBound].text
      if let object = evaluate(value, scope: scope) {
        scope[name] = .object(object)
        if fileScope[name] != nil { fileScope[name] = .object(object) }
      } else if !value.isEmpty, !continuesOnLine(value.upperBound, after: value.lowerBound) {
        // The value read is the last one written (`var key = ""` then `key = "\(i)"` in a
        // branch): a key set again is read as the code sets it last.
        scope[name] = .expression(value, scope)
      } else {
        // Known only at run time: the name stands for itself.
        scope[name] = nil
      }
      return
    }
    guard let property = chain.last, property.open == nil else { return }
    let owner = target.lowerBound..<property.at - 1
    // `self.name = value`.
    if names.count == 2, names[0] == "self" {
      if let object = evaluate(value, scope: scope) {
        scope[property.name] = .object(object)
        fileScope[property.name] = .object(object)
      }
      return
    }
    let ownerEnd = trimmingOptional(owner)
    switch evaluate(ownerEnd, scope: scope) {
    case .item(let item)?:
      switch property.name {
      case "keyEquivalentModifierMask":
        let (mask, problem) = modifiers(value, scope: scope)
        items[item].mask = mask
        items[item].maskProblem = problem
      case "keyEquivalent":
        var changed = items[item]
        readKey(value, scope: scope, into: &changed)
        items[item] = changed
      case "submenu":
        if case .menu(let menu)? = evaluate(value, scope: scope) { items[item].submenu = menu }
      case "target":
        items[item].hasTarget = !(value.count == 1 && tokens[value.lowerBound].isIdentifier("nil"))
      case "action":
        var changed = items[item]
        readAction(value, scope: scope, into: &changed)
        items[item] = changed
      case "title":
        items[item].title = string(value, scope: scope) ?? source.spelling(value)
      case "isHidden":
        items[item].hidden = value.count == 1 && tokens[value.lowerBound].isIdentifier("true")
      case "tag":
        items[item].tag = source.spelling(value)
      case "representedObject":
        items[item].represented = string(value, scope: scope)
      default:
        break
      }
    case .menu(let menu)?:
      if property.name == "items", tokens[value.lowerBound].isPunctuation("[") {
        for element in source.arguments(value.lowerBound) {
          if case .item(let item)? = evaluate(element.range, scope: scope) {
            menus[menu].items.append(item)
          }
        }
      }
    case nil:
      break
    }
  }

  /// `range` without a trailing `?` or `!`.
  private func trimmingOptional(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound,
      tokens[end - 1].isPunctuation("?") || tokens[end - 1].isPunctuation("!")
    {
      end -= 1
    }
    return range.lowerBound..<end
  }

  // MARK: - Values

  /// The expression a name bound to an expression stands for.
  private func resolved(_ range: Range<Int>, scope: Scope) -> (Range<Int>, Scope) {
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
  private func string(_ range: Range<Int>, scope: Scope) -> String? {
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

  private func readKey(_ range: Range<Int>, scope: Scope, into item: inout Item) {
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

  private func readAction(_ range: Range<Int>, scope: Scope, into item: inout Item) {
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
  private func modifiers(_ range: Range<Int>, scope: Scope) -> (EventModifiers?, String?) {
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

  // MARK: - Commands

  private var seenIDs: Set<String> = []

  private mutating func finish() {
    var reached: Set<Int> = []
    // The main menu built wholly in code: it replaces the Interface Builder one.
    for (menu, at) in codeMainMenus {
      result.defaultCommands = false
      result.warn(
        "the main menu is built in code (NSApp.mainMenu = …): its items are imported, and "
          + "the platform's default items are not assumed", at: source.location(at))
      for (position, item) in menus[menu].items.enumerated() {
        let top = items[item]
        let name =
          position == 0
          ? StandardMenu.app.rawValue
          : (top.title.flatMap { $0.isEmpty ? nil : $0 }
            ?? top.submenu.flatMap { menus[$0].title } ?? "Untitled")
        reached.insert(item)
        if let submenu = top.submenu { addCommands(of: submenu, path: [name], reached: &reached) }
      }
    }
    // Menus added to (or found in) the Interface Builder main menu.
    for item in menus[0].items {
      let top = items[item]
      reached.insert(item)
      let name =
        top.title.flatMap { $0.isEmpty ? nil : $0 } ?? top.submenu.flatMap { menus[$0].title }
        ?? "Untitled"
      if let submenu = top.submenu { addCommands(of: submenu, path: [name], reached: &reached) }
    }
    // Never silent: every item with a key equivalent that no main menu holds, once per
    // place in the code (a function called twice makes its items twice).
    var warnedAt: Set<Int> = []
    for (index, item) in items.enumerated() where !reached.contains(index) {
      guard item.key != "", warnedAt.insert(item.made).inserted else { continue }
      result.census.keyEquivalents.record(.warned)
      result.warn(
        "menu item \"\(item.title ?? "")\" with a key equivalent is made in code in a menu that "
          + "is not the main menu, or that the importer cannot follow to it (a status-item, "
          + "context or pop-up menu, or a menu found at run time); not imported",
        at: item.location)
    }
    // Creations the reading never reached (a factory nobody calls as written, code in a
    // closure passed elsewhere).
    for index in tokens.indices where !followed.contains(index) {
      let open: Int
      let arguments: [SwiftSource.Argument]
      if tokens[index].isIdentifier("NSMenuItem"), source[index + 1]?.isPunctuation("(") == true,
        source[index - 1]?.isPunctuation(".") != true
      {
        open = index + 1
      } else if tokens[index].isIdentifier("addItem"),
        source[index - 1]?.isIdentifier("func") != true,
        source[index + 1]?.isPunctuation("(") == true,
        source.arguments(index + 1).first?.label == "withTitle"
      {
        open = index + 1
      } else {
        continue
      }
      arguments = source.arguments(open)
      guard let key = source.argument(arguments, "keyEquivalent") else { continue }
      if case .literal(let text) = source.text(key.range), text.isEmpty { continue }
      result.census.keyEquivalents.record(.warned)
      result.warn(
        "menu item with a key equivalent made in code (\(tokens[index].text)(…)) in a way the "
          + "importer does not follow; not imported", at: source.location(index))
    }
  }

  private mutating func addCommands(of menu: Int, path: [String], reached: inout Set<Int>) {
    for index in menus[menu].items {
      reached.insert(index)
      let item = items[index]
      if let submenu = item.submenu {
        let title = item.title.flatMap { $0.isEmpty ? nil : $0 } ?? menus[submenu].title ?? ""
        addCommands(of: submenu, path: path + [title], reached: &reached)
        continue
      }
      addCommand(item, path: path)
    }
  }

  private mutating func addCommand(_ item: Item, path: [String]) {
    let top = path[0]
    let title = item.title ?? ""
    let location = item.location
    var shortcut: String?
    if let problem = item.keyProblem ?? (item.key != "" ? item.maskProblem : nil) {
      result.warn("menu item \"\(title)\": \(problem); imported without a shortcut", at: location)
      result.census.keyEquivalents.record(.warned)
    } else if let key = item.key, let character = key.first {
      if key.count > 1 {
        result.warn(
          "menu item \"\(title)\": key equivalent \(String(reflecting: key)) is more than one "
            + "character; imported without a shortcut", at: location)
      } else {
        // The default mask is ⌘ (Menu Programming Topics); an upper-case letter is Shift
        // (NSMenuItem `keyEquivalentModifierMask`), which `ImportedShortcut.text` adds.
        switch ImportedShortcut.text(character, modifiers: item.mask ?? .command) {
        case .shortcut(let text): shortcut = text
        case .unsupported(let reason):
          result.warn(
            "menu item \"\(title)\": \(reason); imported without a shortcut", at: location)
        }
      }
      if shortcut != nil, item.hidden {
        result.warn(
          "menu item \"\(title)\" is hidden, so its key equivalent does not work "
            + "(NSMenuItem.isHidden); imported without a shortcut", at: location)
        shortcut = nil
      }
      result.census.keyEquivalents.record(shortcut == nil ? .warned : .imported)
    }
    if let problem = item.actionProblem {
      result.warn("menu item \"\(title)\": \(problem); imported without one", at: location)
    }
    let tag = item.tag.flatMap { Int($0) }
    var id: String
    var group: CommandGroupPlacement?
    var menuName = top
    if let selector = item.selector,
      let standard = SelectorMap.standardID(selector: selector, tag: tag),
      !seenIDs.contains(standard)
    {
      id = standard
      if let placement = SelectorMap.placement(of: standard), placement.menu == top {
        group = placement.group
        menuName = placement.menu
      }
    } else if top == StandardMenu.app.rawValue, path.count == 1,
      title.hasPrefix("Preferences") || title.hasPrefix("Settings"),
      !seenIDs.contains("app.settings")
    {
      // AppKit has no standard settings action; the App menu's Settings… item is the app's
      // settings item whatever it sends (HIG "The menu bar"), as in Interface Builder files.
      id = "app.settings"
      group = .appSettings
    } else {
      id = ImportedShortcut.makeID(path: path, title: title, line: location.line)
    }
    if seenIDs.contains(id) {
      var number = 2
      while seenIDs.contains("\(id)\(number)") { number += 1 }
      id += "\(number)"
    }
    seenIDs.insert(id)
    // The action as Interface Builder's is written: with the tag or represented object
    // that tells items of one shared action apart.
    let action = item.selector.map { selector in
      if let tag = item.tag, tag != "0" { return "\(selector)#\(tag)" }
      if let represented = item.represented { return "\(selector)#\(represented)" }
      return selector
    }
    var command = ImportedCommand(
      id: id, title: title.isEmpty ? id : title, menu: menuName, group: group,
      shortcut: shortcut, action: action, source: location)
    if let selector = item.selector, SelectorMap.standardID(selector: selector, tag: tag) == nil {
      if item.hasTarget {
        command.sentToTarget = true
      } else {
        command.requires = selector
      }
    }
    // "If the menu item has no action, it is disabled" (NSMenu, automatic enabling).
    if !item.hasAction, item.actionProblem == nil {
      command.disabled = true
    }
    result.commands.append(command)
    // Menu items made with AppKit are macOS's.
    result.platformEvidence = .macOS
  }
}
