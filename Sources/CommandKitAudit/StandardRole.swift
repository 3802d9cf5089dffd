import CommandKitLite
import Foundation

/// Whether a command plays a standard command's role, by id or by title (SPEC §20:
/// `New Feed…` on ⌘N is a New; `Stop` on ⌘. is the standard cancel-operation role).
///
/// Titles are compared lower-cased, without a trailing ellipsis. Roles whose verb takes
/// an object (New, Open, Save, Close, Print, Find, Quit, cancel-operation, Settings, the
/// zoom roles) match a title that starts with one of their phrases ("Bigger Text"); the others match their standard title
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
    "help.appHelp": ["help"], "view.zoomIn": ["zoom in", "bigger", "increase", "larger"],
    "view.zoomOut": ["zoom out", "smaller", "decrease"], "format.bigger": ["bigger"],
    "format.smaller": ["smaller"], "view.actualSize": ["actual size"],
    "file.newTab": ["new tab", "open new tab"],
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
    matches(id: id, normalizedTitle: normalized(title), standard, appName: appName)
  }

  /// The same with the title already ``normalized(_:)`` (rules normalize each title once).
  static func matches(
    id: String, normalizedTitle name: String, _ standard: StandardCommand, appName: String = ""
  ) -> Bool {
    if id == standard.id { return true }
    guard !name.isEmpty else { return false }
    if let phrases = prefixes[standard.id] {
      if phrases.contains(where: { name == $0 || name.hasPrefix($0 + " ") }) {
        // "Hide Toolbar" is not Hide: an object other than the app is another role.
        if standard.id == "app.hide" {
          return name == "hide" || name == "hide app" || name == "hide " + appName.lowercased()
        }
        return true
      }
    }
    // "IINA Help" is the app's help.
    if standard.id == "help.appHelp", name.hasSuffix(" help") { return true }
    let variants = variantsByID[standard.id] ?? titleVariants(of: standard.title)
    return variants.contains(name)
      || (synonyms[standard.id] ?? []).contains(name)
  }

  /// Each standard command's title variants, computed once.
  private static let variantsByID: [String: Set<String>] = Dictionary(
    ShortcutTables.standardCommands.map { ($0.id, titleVariants(of: $0.title)) },
    uniquingKeysWith: { first, _ in first })

  /// The titles a standard title stands for, normalized: `Show/Hide Sidebar` is "show
  /// sidebar" and "hide sidebar", `Close Window / Close File` is "close window" and "close
  /// file", and a parenthesized note is left out (`Copy Ruler (formatting settings)`).
  static func titleVariants(of title: String) -> Set<String> {
    var text = normalized(title)
    if let open = text.firstIndex(of: "(") {
      text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
    }
    var variants: Set<String> = [text]
    if text.contains(" / ") {
      for part in text.components(separatedBy: " / ") {
        variants.insert(part.trimmingCharacters(in: .whitespaces))
      }
    } else if let slash = text.firstIndex(of: "/") {
      // "show/hide sidebar": the words around the slash each with the rest of the title.
      let before = text[..<slash]
      let after = text[text.index(after: slash)...]
      let head = before.split(separator: " ").dropLast().joined(separator: " ")
      let left = before.split(separator: " ").last.map(String.init) ?? ""
      let rightWords = after.split(separator: " ")
      let right = rightWords.first.map(String.init) ?? ""
      let tail = rightWords.dropFirst().joined(separator: " ")
      for word in [left, right] {
        variants.insert([head, word, tail].filter { !$0.isEmpty }.joined(separator: " "))
      }
    }
    return variants
  }

  /// `title` lower-cased, trimmed, without a trailing `…` or `...`.
  static func normalized(_ title: String) -> String {
    var text = title.lowercased().trimmingCharacters(in: .whitespaces)
    for suffix in ["…", "..."] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
