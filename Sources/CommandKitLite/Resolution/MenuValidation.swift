/// A command's state as the menu shows it right now.
public struct MenuItemState: Sendable, Identifiable {
  /// The command id.
  public var id: String
  /// The title, after `titleBy`.
  public var title: String
  /// The effective shortcut (user binding or default).
  public var shortcut: KeyboardShortcut?
  /// Whether the command is enabled.
  public var isEnabled: Bool
  /// Whether the command shows a checkmark.
  public var isChecked: Bool
  /// The provider of the required value, when it resolved.
  public var provider: Provider?
  /// Why the command is enabled or not, in words (for `why`).
  public var reason: String
}

/// One menu of the validated menu bar.
public struct ValidatedMenu: Sendable {
  /// The menu title; the App menu is titled with the app's name.
  public var title: String
  /// The items in menu order.
  public var items: [MenuItemState]
}

extension App {
  /// The menu bar validated against the current state: each command's enabled state,
  /// title and checkmark (SPEC §3). Menus with no items are left out.
  /// - Complexity: O(commands) resolutions, each a few hash probes; the tree is not walked.
  public func validatedMenuBar() -> [ValidatedMenu] {
    let scope = ResolutionScope.standard(self)
    var menus: [ValidatedMenu] = []
    for position in menuOrder {
      let item = validate(position, in: scope)
      let title = menuTitle(for: commands[position].menu)
      if menus.last?.title == title {
        menus[menus.count - 1].items.append(item)
      } else {
        menus.append(ValidatedMenu(title: title, items: [item]))
      }
    }
    return menus
  }

  /// The menu bar's menu titled `title` (`File`, or the app's name for the App menu).
  public func validatedMenu(_ title: String) -> ValidatedMenu? {
    validatedMenuBar().first {
      $0.title.lowercased() == title.lowercased()
        || ($0.title == name && title.lowercased() == StandardMenu.app.rawValue.lowercased())
    }
  }

  /// The Cmd-hold overlay: enabled commands that have shortcuts, by menu.
  public func shortcutOverlay() -> [ValidatedMenu] {
    validatedMenuBar().compactMap { menu in
      let items = menu.items.filter { $0.isEnabled && $0.shortcut != nil }
      return items.isEmpty ? nil : ValidatedMenu(title: menu.title, items: items)
    }
  }

  /// One command's current state.
  public func validate(_ id: String) -> MenuItemState? {
    commandIndex[id].map { validate($0, in: .standard(self)) }
  }

  func menuTitle(for menu: String) -> String {
    menu == StandardMenu.app.rawValue ? name : menu
  }

  func validate(_ position: Int, in scope: ResolutionScope) -> MenuItemState {
    let command = commands[position]
    var isEnabled = true
    var provider: Provider?
    var reason = "enabled: requires nothing"
    if let key = command.requires {
      if let found = resolve(key, in: scope) {
        provider = found.provider
        isEnabled = command.enabledIf.isSatisfied(by: found.value)
        reason =
          isEnabled
          ? "enabled: \(key) from \(found.provider)"
          : "disabled: \(key) from \(found.provider) is not \(command.enabledIf == .true ? "true" : "non-empty")"
      } else {
        isEnabled = false
        reason = "disabled: no \(key) in the focus chain"
      }
    }
    var title = command.title
    if let rule = command.titleBy, let found = resolve(rule.key, in: scope) {
      title = EnablementRule.isTrue(found.value) ? rule.whenTrue : rule.whenFalse
    }
    let isChecked = command.checkedBy.flatMap { resolve($0, in: scope) }
      .map { EnablementRule.isTrue($0.value) } ?? false
    return MenuItemState(
      id: command.id, title: title, shortcut: userBindings[command.id] ?? command.shortcut,
      isEnabled: isEnabled, isChecked: isChecked, provider: provider, reason: reason)
  }
}
