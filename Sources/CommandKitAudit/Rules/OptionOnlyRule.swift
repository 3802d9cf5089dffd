import CommandKitLite

/// `option-only` (SPEC §20), macOS only: a shortcut whose only modifiers are `opt` (and
/// `shift`) on a character key. On a Mac layout ⌥ types a character with such keys (⌥E an
/// accent, ⌥2 ™), and a focused text input takes keys without ⌘/⌃ before the menu (Cocoa
/// Event Handling Guide, "Handling Key Equivalents"), so in every text input the key types
/// instead of running the command. Reported when the app has a text input anywhere; the
/// witnesses are those contexts. A command that is *only* enabled in text inputs is
/// `swallowed` as well, and the two merge.
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

  func check(_ model: AuditModel) -> [Finding] {
    guard model.platform == .macOS, !model.textInputContexts.isEmpty else { return [] }
    let names = Array(model.textInputContexts.prefix(ShortcutAudit.witnessLimit))
    let contexts = AuditPhrase.contexts(names, total: model.textInputContexts.count)
    let suggestions = ShortcutSuggestion(model: model)
    var findings: [Finding] = []
    func report(_ shortcut: KeyboardShortcut, owner: String, title: String, commands: [String]) {
      let suggestion = suggestions.alternative(to: shortcut, title: title)
      var finding = Finding(
        kind: Self.kind, severity: .warning, shortcut: shortcut, commands: commands,
        contexts: names,
        message: Message.optionOnly(
          owner: owner, shortcut: shortcut, contexts: contexts, suggestion: suggestion))
      finding.suggestion = suggestion
      findings.append(finding)
    }
    for command in model.commands {
      guard let shortcut = command.shortcut, Self.isOptionOnly(shortcut) else { continue }
      report(
        shortcut, owner: command.quotedTitle, title: command.command.title, commands: [command.id])
    }
    for control in model.controls.controls {
      for shortcut in control.control.shortcuts where Self.isOptionOnly(shortcut) {
        report(
          shortcut, owner: control.phrase, title: control.control.title,
          commands: ControlPhrase.commands(of: [control], in: model))
      }
    }
    return findings
  }
}

private enum Message {
  static func optionOnly(
    owner: String, shortcut: KeyboardShortcut, contexts: String, suggestion: KeyboardShortcut?
  ) -> String {
    let example = suggestion.map { " (e.g. \($0))" } ?? ""
    return "\(owner) uses \(shortcut), which types a character in every text input "
      + "(\(contexts)), so there the key never reaches it; add cmd\(example)"
  }
}
