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
/// items where the app keeps them, SPEC §14); an item counts by its standard id, its
/// selector or its title (``StandardRole``: `copy:` sent by any item is Copy).
///
/// What a tool needs (issue 25): the witnesses are the contexts with a text input in the
/// focus chain; the finding's shortcut is the first missing item's (⌘X when Cut is
/// missing), the key a user presses in vain there. The witness text inputs whose sources
/// the app's files give (imported nodes, SPEC §22) are its ``Finding/nodes``. Its source:
/// - the declared command that replaced the missing items' group (`CommandGroup(replacing:
///   .pasteboard)`), where the app removed them and the fix goes;
/// - else the first witness text input, where the keys are dead: nothing in the menus
///   caused the defect (an app without a main menu, an Edit menu that never had the items),
///   so an Edit menu item would be no better a place than any other;
/// - else (a scene file written by hand) the Edit menu's first declared item, else the
///   first declared command with a known position (the main menu's file).
///
/// An item the app disables (``Command/isDisabled``) gives no key to a text input
/// (`NSMenuItem.isEnabled` false takes no key equivalent): it counts as missing.
struct MissingEditCommandsRule: AuditRule {
  static let kind = Finding.Kind.missingEditCommands

  /// The items a text input needs, by standard id, in the order the message lists them.
  static let required = ["edit.cut", "edit.copy", "edit.paste", "edit.selectAll", "edit.undo"]

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.textInputContexts.isEmpty else { return [] }
    let evidence = model.commands.filter { !$0.command.isDisabled }.map {
      RoleEvidence($0.command)
    }
    let missing = Self.required.compactMap { ShortcutTables.standardCommand(id: $0) }.filter {
      standard in
      !evidence.contains { StandardRole.plays($0, standard, appName: model.appName) }
    }
    guard let first = missing.first else { return [] }
    let names = Array(model.textInputContexts.prefix(ShortcutAudit.witnessLimit))
    let fix = Self.fixLocation(missing: missing, in: model)
    let inputs = model.nodeSources.textInputs(ofContexts: names)
    var finding = Finding(
      kind: Self.kind, severity: model.platform == .macOS ? .error : .warning,
      shortcut: first.shortcut, contexts: names,
      message: Message.missing(
        items: missing.map { "\($0.title) (\($0.id))" },
        platform: model.platform,
        contexts: AuditPhrase.contexts(names, total: model.textInputContexts.count)),
      source: fix?.command != nil ? fix?.source : inputs.first?.source ?? fix?.source)
    finding.nodes = inputs
    return [finding]
  }

  /// Where the fix goes (see the type's documentation), and the declared command there
  /// when it is the one that replaced the missing items' group.
  private static func fixLocation(missing: [StandardCommand], in model: AuditModel)
    -> (source: SourceLocation, command: String?)?
  {
    let declared = model.commands.map(\.command).filter { !$0.isPlatformDefault }
    let groups = Set(
      missing.compactMap { PlatformMenuItems.item(id: $0.id, on: model.platform)?.group })
    func location(_ command: Command) -> SourceLocation? {
      command.sourceLocation ?? command.shortcutLocation
    }
    if let replacing = declared.first(where: { command in
      command.placement == .replacing && command.group.map(groups.contains) == true
        && location(command) != nil
    }), let source = location(replacing) {
      return (source, replacing.id)
    }
    if let edit = declared.first(where: { $0.menu == "Edit" && location($0) != nil }),
      let source = location(edit)
    {
      return (source, nil)
    }
    return declared.lazy.compactMap(location).first.map { ($0, nil) }
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
