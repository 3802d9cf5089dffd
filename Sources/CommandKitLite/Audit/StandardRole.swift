import Foundation

/// Whether a command plays a standard command's role, by id or by title (SPEC §20:
/// `New Feed…` on ⌘N is a New; `Stop` on ⌘. is the standard cancel-operation role).
///
/// Titles are compared lower-cased, without a trailing ellipsis. Roles whose verb takes
/// an object (New, Open, Save, Close, Print, Find, Quit, cancel-operation, Settings) match
/// a title that starts with one of their words; the others match their standard title
/// exactly (an app's Hide App, Hide "Name", and Hide are all Hide). Where Apple's menus
/// use a synonym (Preferences… for Settings…, Search for Find, Stop for cancel-operation)
/// the synonym is listed: the HIG's menu bar guidance names both spellings.
enum StandardRole {
  /// The shortcuts people use in every app (SPEC §20): ⌘N ⌘O ⌘S ⌘W ⌘Q ⌘Z ⇧⌘Z ⌘X ⌘C ⌘V ⌘A
  /// ⌘F ⌘P ⌘H ⌘M ⌘,.
  static let coreShortcuts: Set<KeyboardShortcut> = Set(
    [
      "cmd+n", "cmd+o", "cmd+s", "cmd+w", "cmd+q", "cmd+z", "shift+cmd+z", "cmd+x", "cmd+c",
      "cmd+v", "cmd+a", "cmd+f", "cmd+p", "cmd+h", "cmd+m", "cmd+,",
    ].compactMap { try? KeyboardShortcut(parsing: $0) })

  /// Leading words that name a role whose verb takes an object, by standard id.
  private static let prefixes: [String: [String]] = [
    "file.new": ["new"], "file.open": ["open"], "file.save": ["save"],
    "file.close": ["close"], "file.print": ["print"], "edit.find": ["find", "search"],
    "app.quit": ["quit", "exit"], "general.cancelOperation": ["stop", "cancel", "abort"],
    "app.settings": ["settings", "preferences"], "app.hide": ["hide"],
    "window.minimize": ["minimize"], "general.cancel": ["cancel", "close", "dismiss", "done"],
    "help.appHelp": ["help"],
  ]

  /// Titles that name other roles, by standard id (besides the standard title).
  private static let synonyms: [String: [String]] = [
    "edit.redo": ["redo"], "view.zoomIn": ["zoom in", "bigger", "increase size"],
    "view.zoomOut": ["zoom out", "smaller", "decrease size"],
    "view.actualSize": ["actual size", "reset zoom"],
  ]

  /// Whether the command with `id` and `title` plays `standard`'s role.
  static func matches(id: String, title: String, _ standard: StandardCommand, appName: String = "")
    -> Bool
  {
    if id == standard.id { return true }
    let name = normalized(title)
    guard !name.isEmpty else { return false }
    if let words = prefixes[standard.id] {
      let first = name.split(separator: " ").first.map(String.init) ?? name
      if words.contains(first) {
        // "Hide Toolbar" is not Hide: an object other than the app is another role.
        if standard.id == "app.hide" {
          return name == "hide" || name == "hide app" || name == "hide " + appName.lowercased()
        }
        return true
      }
    }
    return name == normalized(standard.title) || (synonyms[standard.id] ?? []).contains(name)
  }

  /// `title` lower-cased, trimmed, without a trailing `…` or `...`.
  static func normalized(_ title: String) -> String {
    var text = title.lowercased().trimmingCharacters(in: .whitespaces)
    for suffix in ["…", "..."] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
