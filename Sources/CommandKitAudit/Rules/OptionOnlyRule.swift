import CommandKitLite

/// `option-only` (SPEC §20), macOS only: a shortcut whose only modifiers are `opt` (and
/// `shift`) on a character key. On a Mac layout ⌥ types a character with such keys (⌥E an
/// accent, ⌥2 ™), and a focused text input takes keys without ⌘/⌃ before the menu (Cocoa
/// Event Handling Guide, "Handling Key Equivalents"), so in a text input the key types
/// instead of running the command.
///
/// Every warning has a witness (SPEC §20, "evidence, not resemblance"): it is a warning only
/// where a text input is in the focus chain with the command enabled (for a control: a
/// text context of its own window where it is live); those contexts are the witnesses.
/// Elsewhere — a window with no text input, where nothing is typed — it is an `info`. A
/// command that is *only* enabled in text inputs is `swallowed` as well, and the two merge.
///
/// ⌥ and ⇧⌥ with the arrows, ⌫ and ⌦ type no character but are text-editing conventions
/// (SPEC §20 names ⌥←): the text system binds them to move or delete by word and paragraph
/// (`NSStandardKeyBinding`: ⌥← `moveWordLeft:`, ⌥→ `moveWordRight:`, ⌥↑/⌥↓ to the
/// paragraph's start or end, ⌥⌫ `deleteWordBackward:`, ⌥⌦ `deleteWordForward:`, ⇧ extends
/// the selection; Cocoa Text System, "Key Bindings"). They are reported where a text input
/// is in the focus chain with the command enabled, and only there (SPEC §20, "reported only
/// where a text input is"): elsewhere nothing edits text with them and the key works, so
/// there is no finding, not even an `info`. Like the rest of the kind this is macOS only
/// (SPEC §20 "`option-only` (warning, macOS)"); UIKit text inputs take ⌥← ⌥→ ⌥⌫ first too
/// (SPEC §13), where `swallowed` covers a command enabled only there.
struct OptionOnlyRule: AuditRule {
  static let kind = Finding.Kind.optionOnly

  /// Whether `shortcut` is ⌥ or ⇧⌥ with a key that types a character.
  static func isOptionOnly(_ shortcut: KeyboardShortcut) -> Bool {
    guard shortcut.modifiers.contains(.option),
      shortcut.modifiers.subtracting(.shift) == .option
    else { return false }
    guard let named = shortcut.key.namedKey else { return true }
    return named == .space
  }

  /// Whether `shortcut` is ⌥ or ⇧⌥ with a key the text system binds for editing: the
  /// arrows, ⌫ and ⌦ (see the type's comment).
  static func isOptionEditingKey(_ shortcut: KeyboardShortcut) -> Bool {
    guard shortcut.modifiers.contains(.option),
      shortcut.modifiers.subtracting(.shift) == .option,
      let named = shortcut.key.namedKey
    else { return false }
    return [.left, .right, .up, .down, .delete, .forwardDelete].contains(named)
  }

  func check(_ model: AuditModel) -> [Finding] {
    guard model.platform == .macOS else { return [] }
    var findings: [Finding] = []
    func applies(_ shortcut: KeyboardShortcut) -> Bool {
      Self.isOptionOnly(shortcut) || Self.isOptionEditingKey(shortcut)
    }
    func report(
      _ shortcut: KeyboardShortcut, owner: String, title: String, commands: [String],
      witnesses: (names: [String], total: Int), control: AuditControl? = nil
    ) {
      let typed = !witnesses.names.isEmpty
      let editing = Self.isOptionEditingKey(shortcut)
      // An editing key where no text input is edits nothing: no finding (SPEC §20).
      if editing, !typed { return }
      var finding = Finding(
        kind: Self.kind, severity: typed ? .warning : .info, shortcut: shortcut,
        commands: commands, contexts: witnesses.names, message: "", source: control?.source)
      if let control { finding.controls = [control.reference] }
      finding.requestSuggestion(
        .near(shortcut, title: title),
        stem: editing
          ? Message.editingKey(
            owner: owner, shortcut: shortcut,
            contexts: AuditPhrase.contexts(witnesses.names, total: witnesses.total))
          : typed
            ? Message.optionOnly(
              owner: owner, shortcut: shortcut,
              contexts: AuditPhrase.contexts(witnesses.names, total: witnesses.total))
            : Message.noTextInput(owner: owner, shortcut: shortcut))
      findings.append(finding)
    }
    for (position, command) in model.commands.enumerated() {
      guard let shortcut = command.shortcut, applies(shortcut) else { continue }
      report(
        shortcut, owner: command.quotedTitle, title: command.command.title, commands: [command.id],
        witnesses: model.textInputWitnesses(of: position))
    }
    let textContexts = model.textInputContextsByTemplate
    for (position, control) in model.controls.controls.enumerated() {
      for shortcut in control.control.shortcuts where applies(shortcut) {
        let live = (textContexts[control.template] ?? []).filter {
          model.isLive(control: position, inContext: $0)
        }
        report(
          shortcut, owner: control.phrase, title: control.control.title,
          commands: ControlPhrase.commands(of: [control], in: model),
          witnesses: (Array(live.prefix(ShortcutAudit.witnessLimit)), live.count),
          control: control)
      }
    }
    return findings
  }
}

private enum Message {
  static func optionOnly(owner: String, shortcut: KeyboardShortcut, contexts: String) -> String {
    "\(owner) uses \(shortcut), which types a character in every text input (\(contexts)), "
      + "so there the key never reaches it; add cmd"
  }

  static func editingKey(owner: String, shortcut: KeyboardShortcut, contexts: String) -> String {
    "\(owner) uses \(shortcut), which a text input uses to move or delete by word or "
      + "paragraph (\(contexts)), so there the key never reaches it; add cmd"
  }

  static func noTextInput(owner: String, shortcut: KeyboardShortcut) -> String {
    "\(owner) uses \(shortcut), which types a character in a text input, but no text input "
      + "is in the focus chain where it is enabled, so the key works; add cmd if one ever is"
  }
}
