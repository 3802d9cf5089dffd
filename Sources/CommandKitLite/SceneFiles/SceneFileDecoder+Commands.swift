/// Decoding of `commands` entries (SPEC §3, §9).
extension SceneFileDecoder {
  static let commandFields = [
    "id", "title", "menu", "group", "shortcut", "requires", "enabledIf", "checkedBy", "titleBy",
    "effect", "placement", "source", "localization", "action", "titleKey", "disabled", "submenu",
  ]
  static let effectFields = ["open", "sheet", "close", "dismiss", "toggle"]

  mutating func decodeCommand(_ value: Value, at path: JSONPath, seen: inout Set<String>) {
    guard let entry = object(value, at: path) else { return }
    let errorCount = errors.count
    checkFields(entry, allowed: Self.commandFields, at: path)
    let id = requiredString(
      entry, "id", at: path, hint: "every command needs an id, such as \"edit.delete\"")
    if let id {
      if id.isEmpty {
        fail(path.appending("id"), .invalidName(id, reason: "it is empty"))
      } else if !seen.insert(id).inserted {
        fail(path.appending("id"), .duplicateCommand(id))
      }
    }
    // A platform default's id replaces that default (SPEC §14): the fields left out keep
    // the default's, so title and menu may be left out.
    let replaced = id.flatMap { platformItems[$0] }
    let title =
      replaced != nil && member(entry, "title") == nil
      ? replaced?.title(appName: appName)
      : requiredString(entry, "title", at: path, hint: "the menu item's title")
    let menu =
      replaced.flatMap { item in
        member(entry, "menu") == nil && member(entry, "group") == nil
          ? (item.menu.rawValue, item.group) : nil
      } ?? decodeMenu(entry, at: path)
    let placement = decodePlacement(entry, group: menu?.group, at: path)
    let requires = string(entry, "requires", at: path)
    var enabledIf = EnablementRule.present
    if let rule = string(entry, "enabledIf", at: path) {
      let names = EnablementRule.allCases.map(\.rawValue)
      if let parsed = EnablementRule(rawValue: rule) {
        enabledIf = parsed
        if requires == nil { fail(path.appending("enabledIf"), .needsRequires(field: "enabledIf")) }
      } else {
        fail(
          path.appending("enabledIf"),
          .unknownChoice(
            rule, of: "enabledIf rule", choices: names,
            suggestion: closestMatch(to: rule, in: names)))
      }
    }
    let checkedBy = string(entry, "checkedBy", at: path)
    let titleBy = member(entry, "titleBy").flatMap {
      decodeTitleRule($0, at: path.appending("titleBy"))
    }
    let effect = member(entry, "effect").flatMap { decodeEffect($0, at: path.appending("effect")) }
    var shortcut: KeyboardShortcut?
    var rejected: RejectedShortcut?
    // `"shortcut": null` drops a replaced default's shortcut.
    let dropsShortcut = member(entry, "shortcut").map(tape.isNull) ?? false
    if !dropsShortcut, let text = string(entry, "shortcut", at: path) {
      (shortcut, rejected) = self.shortcut(
        text, at: path.appending("shortcut"), owner: "command \(SceneFileError.quote(id ?? "?"))")
    }
    if let localization = localization(entry, at: path) {
      shortcut = shortcut?.localized(localization)
    }
    let source = sourceLocation(entry, at: path)
    let sends = string(entry, "action", at: path)
    let titleKey = string(entry, "titleKey", at: path)
    let disabled = bool(entry, "disabled", at: path) ?? false
    let submenu = decodeSubmenu(entry, at: path)
    guard errors.count == errorCount, let id, let title, let menu else { return }
    var command = Command(
      id: id, title: title, menu: menu.name, group: menu.group, shortcut: shortcut,
      requires: requires, enabledIf: enabledIf, checkedBy: checkedBy, titleBy: titleBy,
      effect: effect)
    command.rejectedShortcut = rejected
    command.placement = placement
    command.dropsDefaultShortcut = dropsShortcut
    command.sourceLocation = source
    command.shortcutLocation = shortcutLocation(of: entry)
    command.sends = sends
    command.titleKey = titleKey
    command.isDisabled = disabled
    command.submenu = submenu
    commands.append((command, path))
  }

  /// The command's `submenu`: the titles of the submenus between its menu and the item,
  /// outermost first. Unlike other lists, a title may repeat (Tools ▸ Tools ▸ Item is a
  /// menu a nib can hold), but none may be empty: the menu bar shows no submenu without a
  /// title.
  private mutating func decodeSubmenu(_ entry: Object, at path: JSONPath) -> [String] {
    stringList(
      member: member(entry, "submenu"), "submenu", at: path, distinct: false,
      element: "a string (a submenu's title)",
      emptyReason:
        "a submenu's title cannot be empty; write the title the menu bar shows, or drop the entry"
    ) ?? []
  }

  /// The command's `placement` (`replacing`, `before`, `after`), which needs a `group`.
  private mutating func decodePlacement(
    _ entry: Object, group: CommandGroupPlacement?, at path: JSONPath
  ) -> CommandPlacement? {
    guard let name = string(entry, "placement", at: path) else { return nil }
    let names = CommandPlacement.allCases.map(\.rawValue)
    guard let placement = CommandPlacement(rawValue: name) else {
      fail(
        path.appending("placement"),
        .unknownChoice(
          name, of: "placement", choices: names, suggestion: closestMatch(to: name, in: names)))
      return nil
    }
    guard group != nil else {
      if member(entry, "group") == nil {
        fail(path.appending("placement"), .needsGroup(placement: name))
      }
      return nil
    }
    return placement
  }

  /// The command's menu: `menu`, or the standard menu of its `group`; they must agree.
  private mutating func decodeMenu(_ entry: Object, at path: JSONPath)
    -> (name: String, group: CommandGroupPlacement?)?
  {
    let menu = string(entry, "menu", at: path)
    var group: CommandGroupPlacement?
    if let name = string(entry, "group", at: path) {
      let names = CommandGroupPlacement.allCases.map(\.name)
      guard let placement = CommandGroupPlacement(named: name) else {
        fail(
          path.appending("group"),
          .unknownChoice(
            name, of: "group", choices: names, suggestion: closestMatch(to: name, in: names)))
        return nil
      }
      group = placement
    }
    switch (menu, group) {
    case (let menu?, let group?):
      guard menu == group.menu.rawValue else {
        fail(
          path.appending("group"),
          .groupMenuMismatch(
            group: group.name, groupMenu: group.menu.rawValue, menu: menu))
        return nil
      }
      return (menu, group)
    case (let menu?, nil):
      guard !menu.isEmpty else {
        fail(path.appending("menu"), .invalidName(menu, reason: "a menu needs a title"))
        return nil
      }
      return (menu, nil)
    case (nil, let group?):
      return (group.menu.rawValue, group)
    case (nil, nil):
      if member(entry, "menu") == nil, member(entry, "group") == nil {
        fail(
          path,
          .missingField(
            "menu", hint: "every command needs a menu unless \"group\" names a standard group"))
      }
      return nil
    }
  }

  private mutating func decodeTitleRule(_ value: Value, at path: JSONPath) -> TitleRule? {
    guard let rule = object(value, at: path) else { return nil }
    checkFields(rule, allowed: ["key", "true", "false"], at: path)
    let key = requiredString(
      rule, "key", at: path, hint: "the Boolean focused value the title follows")
    let whenTrue = requiredString(rule, "true", at: path, hint: "the title while the value is true")
    let whenFalse = requiredString(
      rule, "false", at: path, hint: "the title while the value is false")
    guard let key, let whenTrue, let whenFalse else { return nil }
    return TitleRule(key: key, whenTrue: whenTrue, whenFalse: whenFalse)
  }

  mutating func decodeEffect(_ value: Value, at path: JSONPath) -> CommandEffect? {
    guard let effect = object(value, at: path) else { return nil }
    checkFields(effect, allowed: Self.effectFields, at: path)
    let known = tape.keys(of: effect).filter(Self.effectFields.contains)
    guard known.count == 1, let kind = known.first, let argument = string(effect, kind, at: path)
    else {
      if known.count != 1 {
        fail(
          path,
          .invalidEffect(
            "give exactly one of \(Self.effectFields.joined(separator: ", ")), such as {\"open\": \"main\"}"
          ))
      }
      return nil
    }
    let argumentPath = path.appending(kind)
    switch kind {
    case "open":
      guard checkTemplateReference(argument, at: argumentPath, opening: true) else { return nil }
      return .open(template: argument)
    case "sheet":
      guard checkTemplateReference(argument, at: argumentPath, opening: false) else { return nil }
      return .sheet(template: argument)
    case "toggle":
      return .toggle(key: argument)
    default:
      guard argument == "key" else {
        fail(
          argumentPath,
          .invalidEffect(
            "\(SceneFileError.quote(kind)) takes \"key\" (it acts on the key window), not \(SceneFileError.quote(argument))"
          ))
        return nil
      }
      return kind == "close" ? .close : .dismiss
    }
  }
}
