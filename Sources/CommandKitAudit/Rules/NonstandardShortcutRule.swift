import CommandKitLite

/// `nonstandard` (SPEC §11, §20): a standard shortcut of the platform (`cmd+c`, `cmd+z`...,
/// alternates included) runs a command that does not play that standard command's role
/// (by id, or by title: `New Feed…` on ⌘N is a New, see ``StandardRole``).
///
/// Its severity depends on context, so that a hex editor's ⌘B Bookmarks or an app without
/// Italic that puts Info on ⌘I is not noise:
/// - **warning** when the app also has the standard command for that shortcut (the command
///   displaces it), or when the shortcut is one people use in every app
///   (``StandardRole/coreShortcuts``);
/// - **info** otherwise.
struct NonstandardShortcutRule: AuditRule {
  static let kind = Finding.Kind.nonstandard

  func check(_ model: AuditModel) -> [Finding] {
    var standards: [KeyboardShortcut: [StandardCommand]] = [:]
    for standard in model.standardCommands {
      for shortcut in [standard.shortcut] + standard.alternates {
        standards[shortcut, default: []].append(standard)
      }
    }
    let suggestions = ShortcutSuggestion(model: model)
    // Which commands play each standard role met on some command's shortcut, computed
    // once (roles × commands), so that "displaced" is a lookup, not a scan per finding.
    var players: [String: [Int]] = [:]
    let titles = model.commands.map { StandardRole.normalized($0.command.title) }
    let met = Set(model.commands.compactMap { $0.shortcut.flatMap { standards[$0] } }.joined())
    for owner in model.standardCommands where met.contains(owner) {
      players[owner.id] = model.commands.indices.filter { position in
        let other = model.commands[position]
        return StandardRole.matches(
          id: other.id, normalizedTitle: titles[position], owner, appName: model.appName)
      }
    }
    return model.commands.indices.compactMap { position in
      let command = model.commands[position]
      guard let shortcut = command.shortcut, let owners = standards[shortcut],
        !owners.contains(where: { players[$0.id]?.contains(position) == true })
      else { return nil }
      let displaced = owners.filter { !(players[$0.id] ?? []).isEmpty }
      let core = StandardRole.coreShortcuts.contains(shortcut)
      let severity: Severity = !displaced.isEmpty || core ? .warning : .info
      let suggestion = suggestions.alternative(to: shortcut, title: command.command.title)
      var finding = Finding(
        kind: Self.kind, severity: severity, shortcut: shortcut, commands: [command.id],
        message: Message.nonstandard(
          shortcut: shortcut, owners: owners, title: command.quotedTitle,
          displaced: !displaced.isEmpty, suggestion: suggestion))
      finding.suggestion = suggestion
      return finding
    }
  }
}

private enum Message {
  static func nonstandard(
    shortcut: KeyboardShortcut, owners: [StandardCommand], title: String, displaced: Bool,
    suggestion: KeyboardShortcut?
  ) -> String {
    let names = owners.map { "\($0.title) (\($0.id))" }.joined(separator: " or ")
    let example = suggestion.map { " (e.g. \($0))" } ?? ""
    if displaced {
      return "\(shortcut) is the standard shortcut for \(names), which this app also has, "
        + "but here it runs \(title); give \(title) another shortcut\(example)"
    }
    return "\(shortcut) is the standard shortcut for \(names), but here it runs \(title); "
      + "give \(title) another shortcut\(example)"
  }
}
