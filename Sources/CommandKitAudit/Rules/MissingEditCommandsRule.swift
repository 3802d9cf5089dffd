import CommandKitLite

/// `missing-edit-commands` (SPEC §20): a template has a text input but the menu bar lacks
/// Cut, Copy, Paste, Select All or Undo. On macOS a text view gets ⌘X ⌘C ⌘V ⌘A ⌘Z only
/// as key equivalents of the main menu's Edit items (NSResponder's `cut:`, `copy:`...
/// reach the text through the menu; Cocoa Text System docs, "Text Editing"; Apple's
/// StandardKeyBinding.dict binds none of them), so without the items those keys are dead
/// in it: an error. UIKit text inputs answer the keys themselves, but the menu bar and
/// the key-command overlay (⌘ held) then do not show them: a warning.
///
/// The menu bar is what the registry has (declared commands, and the platform's default
/// items where the app keeps them, SPEC §14); an item counts by its standard id or by
/// its title. Witnesses are the contexts with a text input in the focus chain.
struct MissingEditCommandsRule: AuditRule {
  static let kind = Finding.Kind.missingEditCommands

  /// The items a text input needs, by standard id and title.
  static let required: [(id: String, title: String)] = [
    ("edit.cut", "Cut"), ("edit.copy", "Copy"), ("edit.paste", "Paste"),
    ("edit.selectAll", "Select All"), ("edit.undo", "Undo"),
  ]

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.textInputContexts.isEmpty else { return [] }
    let ids = Set(model.commands.map(\.id))
    let titles = Set(model.commands.map { StandardRole.normalized($0.command.title) })
    let missing = Self.required.filter { item in
      !ids.contains(item.id) && !titles.contains(item.title.lowercased())
    }
    guard !missing.isEmpty else { return [] }
    let names = Array(model.textInputContexts.prefix(ShortcutAudit.witnessLimit))
    // The finding is about the menu bar as a whole: it points at the Edit menu's first
    // declared item with a position, if any.
    let editItems = model.commands.filter { $0.command.menu == "Edit" }.map(\.id)
    return [
      Finding(
        kind: Self.kind, severity: model.platform == .macOS ? .error : .warning,
        contexts: names,
        message: Message.missing(
          items: missing.map { "\($0.title) (\($0.id))" }, platform: model.platform,
          contexts: AuditPhrase.contexts(names, total: model.textInputContexts.count)),
        source: model.source(ofCommands: editItems))
    ]
  }
}

private enum Message {
  static func missing(items: [String], platform: Platform, contexts: String) -> String {
    let effect =
      platform == .macOS
      ? "so their keys are dead in the text input"
      : "so the menu bar and the ⌘ overlay do not offer them"
    return "the menu bar lacks \(AuditPhrase.list(items)), \(effect) (\(contexts)); "
      + "keep the platform's Edit items, or declare them with their standard ids"
  }
}
