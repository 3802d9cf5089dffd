import CommandKitLite

/// Evaluates the expressions that make, find and fill menus and items.
extension AppKitMenuReader {

  /// The parts of a chain: the head's tokens, then each `.member` with its call (if any).
  struct Link {
    var name: String
    var open: Int?
    var at: Int
  }

  func links(_ range: Range<Int>) -> (head: Range<Int>, links: [Link]) {
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
  mutating func evaluate(_ range: Range<Int>, scope: Scope) -> Object? {
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

  func object(named name: String, scope: Scope) -> Object? {
    switch scope[name] ?? fileScope[name] {
    case .object(let object)?: return object
    default: return nil
    }
  }

  /// The item of top-level menu `title` in `menu` (the Interface Builder main menu), made
  /// once.
  mutating func lookUp(_ title: String, in menu: Int, at index: Int) -> Int {
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

  mutating func makeMenu(_ open: Int, scope: Scope) -> Object? {
    var menu = Menu()
    if let title = source.argument(source.arguments(open), "title") {
      menu.title = string(title.range, scope: scope)
    }
    menus.append(menu)
    return .menu(menus.count - 1)
  }

  /// `NSMenuItem(title:action:keyEquivalent:)` or `addItem(withTitle:action:keyEquivalent:)`
  /// whose `(` is at `open`.
  mutating func makeItem(
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
  mutating func callFactory(_ name: String, open: Int, scope: Scope) -> Object? {
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
  func bind(_ function: Function, _ arguments: [SwiftSource.Argument], scope: Scope)
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
  mutating func assign(_ target: Range<Int>, value: Range<Int>, scope: inout Scope) {
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
  func trimmingOptional(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound,
      tokens[end - 1].isPunctuation("?") || tokens[end - 1].isPunctuation("!")
    {
      end -= 1
    }
    return range.lowerBound..<end
  }
}
