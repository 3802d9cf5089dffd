import CommandKitLite

/// Automatic window tabbing turned off for the whole app (SPEC §14, §22).
///
/// AppKit adds View ▸ Show Tab Bar and Show All Tabs to an app's menus for its window
/// tabbing (macOS 10.12 and later). `NSWindow.allowsAutomaticWindowTabbing` is "a Boolean
/// value that indicates whether the app can automatically organize windows into tabs"
/// (AppKit docs, `NSWindow.allowsAutomaticWindowTabbing`); set to `false`, AppKit adds
/// neither item. Apple's page does not say so in words; the measured reports do: Open
/// Radar 28578742 (lionheart/openradar-mirror#16016: "with tabbing disabled, there is no
/// menu item to hide the window tabbing bar"), gustavscirulis/snapgrid#188 (both items gone
/// from a SwiftUI app's View menu after `NSWindow.allowsAutomaticWindowTabbing = false` in
/// its `App.init()`), insidegui/WWDC#199. A window's own `tabbingMode = .disallowed` is not
/// read: it decides for that window only, and the items stay for the app's other windows.
extension AppIndex {
  /// Notes a statement that turns automatic window tabbing off: Swift or Objective-C
  /// `NSWindow.allowsAutomaticWindowTabbing = false` (`NO`), or Objective-C
  /// `[NSWindow setAllowsAutomaticWindowTabbing:NO]`. Only the literal `false` or `NO`
  /// counts: a variable or an expression is decided at run time, and `true` changes nothing.
  mutating func noteWindowTabbing(_ tokens: [SwiftToken], file: String) {
    guard windowTabbingTurnedOff == nil else { return }
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let value: SwiftToken?
      switch token.text {
      case "allowsAutomaticWindowTabbing"
      where index > 0 && tokens[index - 1].isPunctuation(".") && index + 2 < tokens.count
        && tokens[index + 1].isPunctuation("=") && !tokens[index + 2].isPunctuation("="):
        value = tokens[index + 2]
      case "setAllowsAutomaticWindowTabbing"
      where index + 2 < tokens.count && tokens[index + 1].isPunctuation(":"):
        value = tokens[index + 2]
      default:
        value = nil
      }
      guard let value, value.isIdentifier("false") || value.isIdentifier("NO"),
        // `… = false;` or `…:NO]`, not the first operand of a longer expression.
        index + 3 >= tokens.count || [";", "]", "}"].contains(tokens[index + 3].text)
          || tokens[index + 3].line > value.line
      else { continue }
      windowTabbingTurnedOff = SourceLocation(file: file, line: token.line, column: token.column)
      return
    }
  }
}

extension SceneImport {
  /// The AppKit items that automatic window tabbing adds (SPEC §14's View menu items with
  /// no group), by standard id and title.
  static let windowTabbingItems = [
    ("view.showTabBar", "Show Tab Bar"), ("view.showAllTabs", "Show All Tabs"),
  ]

  /// Removes, as far as a scene file can, the items AppKit does not add when the app turns
  /// automatic window tabbing off (``AppIndex/noteWindowTabbing(_:file:)``). A scene file
  /// cannot remove one item of no group (SPEC §14: `removedGroups` cannot, and
  /// `"defaultCommands": false` removes every item), so each is replaced (a declared
  /// command with the standard id) by an item with no shortcut (`"shortcut": null`) that
  /// is never enabled (`"disabled": true`): nothing answers ⇧⌘T or ⇧⌘\ and no finding can
  /// name them, as in the running app. Only where the defaults are on (a SwiftUI app, an
  /// app whose menu is not in its files) and the app declares no item of that id itself
  /// (an item in the app's own nib stays: AppKit only stops adding its own).
  mutating func removeWindowTabbingItems(index: AppIndex) {
    guard defaultCommands, platform == .macOS, let place = index.windowTabbingTurnedOff
    else { return }
    var removed: [String] = []
    for (id, title) in Self.windowTabbingItems where !commands.contains(where: { $0.id == id }) {
      var command = ImportedCommand(id: id, title: title, menu: "View", source: place)
      command.dropsShortcut = true
      command.disabled = true
      commands.append(command)
      removed.append(title)
    }
    guard !removed.isEmpty else { return }
    warn(
      "automatic window tabbing is turned off here (NSWindow.allowsAutomaticWindowTabbing), "
        + "so AppKit adds no \(removed.joined(separator: " or ")) item: imported with no "
        + "shortcut and never enabled", at: place)
  }
}
