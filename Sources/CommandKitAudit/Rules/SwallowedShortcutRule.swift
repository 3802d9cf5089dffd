import CommandKitLite

/// `swallowed`: a command's shortcut has no `cmd` or `ctrl` (and is not `escape` or
/// `tab`), and the command is only ever enabled while a text input is focused or an
/// ancestor of the focus, where typing eats the key (SPEC §4 step 3). Witnesses are the
/// contexts where it is enabled. A command enabled nowhere is left to other rules.
struct SwallowedShortcutRule: AuditRule {
  static let kind = Finding.Kind.swallowed

  func check(_ model: AuditModel) -> [Finding] {
    model.enablement.enabledWithTextInput.compactMap { position, states in
      guard !model.enablement.enabledWithoutTextInput.contains(position) else { return nil }
      let command = model.commands[position]
      let (names, total) = model.contexts.names(of: states, limit: ShortcutAudit.witnessLimit)
      return Finding(
        kind: Self.kind, severity: .warning, shortcut: command.shortcut,
        commands: [command.id], contexts: names,
        message: Message.swallowed(
          title: command.quotedTitle, contexts: AuditPhrase.contexts(names, total: total)))
    }
  }
}

private enum Message {
  static func swallowed(title: String, contexts: String) -> String {
    "\(title) has no cmd or ctrl and is only enabled with a text input in the focus chain "
      + "(\(contexts)), which types the key instead; add cmd or ctrl to its shortcut"
  }
}
