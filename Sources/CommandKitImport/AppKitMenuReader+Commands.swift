import CommandKitLite

/// Turns the menus that reach the main menu into commands, and names the rest in warnings.
extension AppKitMenuReader {
  mutating func finish() {
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

  mutating func addCommands(of menu: Int, path: [String], reached: inout Set<Int>) {
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

  mutating func addCommand(_ item: Item, path: [String]) {
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
