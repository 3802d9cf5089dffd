import CommandKitLite

extension SceneImport {
  /// Applies the key equivalents the code sets in loops over a menu's items
  /// (``AppIndex/menuItemFilter(for:at:in:)``) to the items the loops pick: the imported
  /// commands that send that action or have that title, and the platform's own item
  /// (SPEC §14) when the defaults are on and the app declares none of that id. A platform
  /// item whose key is cleared is declared with the standard id and no shortcut
  /// (`"shortcut": null`), keeping what it does (File ▸ Close still closes the key
  /// window). Each change is named in a warning. Only a change that sets the whole key
  /// equivalent (a key, `""` or with its modifiers) is applied; one that only adds a
  /// modifier to an item the loop picks, or that two places make differently, is named
  /// and left.
  mutating func applyMenuLoopKeyChanges(index: AppIndex) {
    for (filter, change) in index.menuLoopKeyChanges.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      let place = "\(change.location.file):\(change.location.line)"
      let shortcut: String?
      if change.key == "" {
        shortcut = nil
      } else if !change.conflicting, let key = change.key, let character = key.first,
        key.count == 1, let mask = change.mask, change.added.isEmpty,
        case .shortcut(let text) = ImportedShortcut.text(character, modifiers: mask)
      {
        shortcut = text
      } else {
        warn(
          "a loop over the menu's items changes the key equivalent of the items it picks "
            + "(\(filter.described)) in a way the import does not follow; imported as declared",
          at: change.location)
        continue
      }
      var changed: [String] = []
      for position in commands.indices where filter.picks(commands[position]) {
        guard commands[position].shortcut != shortcut else { continue }
        commands[position].shortcut = shortcut
        if shortcut == nil, commands[position].id.contains(".") {
          commands[position].dropsShortcut = true
        }
        changed.append(commands[position].title)
      }
      if defaultCommands, let item = platformItem(picked: filter),
        !commands.contains(where: { $0.id == item.id }), item.shortcut?.description != shortcut
      {
        var command = ImportedCommand(
          id: item.id, title: item.title, menu: item.menu.rawValue, shortcut: shortcut,
          source: change.location)
        command.dropsShortcut = shortcut == nil
        command.closesKeyWindow = item.effect == .closeKeyWindow
        commands.append(command)
        changed.append(item.title)
      }
      guard !changed.isEmpty else { continue }
      let names = changed.map { "\"\($0)\"" }.joined(separator: ", ")
      warn(
        "a loop over the menu's items "
          + (shortcut.map { "sets the key equivalent of \(filter.described) to \($0)" }
            ?? "clears the key equivalent of \(filter.described)")
          + " (\(place)), so \(names) \(changed.count == 1 ? "has" : "have") "
          + (shortcut ?? "no shortcut") + " when the app runs; imported so",
        at: change.location)
    }
  }

  /// The platform's default menu item the filter picks: by its title, or by the selector
  /// its standard id stands for (`performClose:` is File ▸ Close).
  private func platformItem(picked filter: AppIndex.MenuItemFilter) -> PlatformMenuItem? {
    let items = PlatformMenuItems.items(for: platform)
    switch filter {
    case .title(let title):
      return items.first { $0.title == title }
    case .action(let selector):
      guard let id = SelectorMap.standardID(selector: selector, tag: nil) else { return nil }
      return items.first { $0.id == id }
    }
  }
}

extension AppIndex.MenuItemFilter {
  /// Whether the loop picks this command: it sends the selector, or has the title.
  func picks(_ command: ImportedCommand) -> Bool {
    switch self {
    case .title(let title): command.title == title
    case .action(let selector):
      command.action == selector
        || SelectorMap.standardID(selector: selector, tag: nil) == command.id
    }
  }

  /// How a warning names the items.
  var described: String {
    switch self {
    case .title(let title): "the items titled \"\(title)\""
    case .action(let selector): "the items that send \(selector)"
    }
  }
}
