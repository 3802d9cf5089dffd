import CommandKitLite

/// `nonstandard` (SPEC §11, §20): a standard shortcut of the platform (`cmd+c`, `cmd+z`...,
/// alternates included) runs a command that does not play that standard command's role.
/// Roles come from meaning (``StandardRole``): the standard id, or a selector or title that
/// names the role (`New Feed…` and `Create Text File` on ⌘N are a New, `Show Filter Bar` on
/// ⌘F is a Find, `Make Text Smaller` on ⌘− a zoom, `Add Files…` or `Import` on ⌘O an Open),
/// and for a platform default item the role of its own default shortcut (New Window on ⌘N).
/// A title that is a Swift expression with no string literal says nothing, and makes no
/// finding.
///
/// Its severity depends on evidence, so that a hex editor's ⌘B Bookmarks or an app without
/// Italic that puts Info on ⌘I is not noise:
/// - **warning** when the app also has the standard command for that shortcut and that
///   command has no shortcut of its own (it is displaced; one the app bound elsewhere was
///   moved deliberately, and one that is never enabled is not there), or when the shortcut is one people use in every app
///   (``StandardRole/coreShortcuts``) — and only where the command can be enabled, its
///   witnesses (SPEC §20: every warning has a witness);
/// - **info** otherwise, and always for Escape and Tab (SPEC §20: a menu command on
///   Escape leaves a mode or cancels).
struct NonstandardShortcutRule: AuditRule {
  static let kind = Finding.Kind.nonstandard

  func check(_ model: AuditModel) -> [Finding] {
    var standards: [KeyboardShortcut: [StandardCommand]] = [:]
    for standard in model.standardCommands {
      for shortcut in [standard.shortcut] + standard.alternates {
        standards[shortcut, default: []].append(standard)
      }
    }
    // Which commands play each standard role met on some command's shortcut, computed
    // once (roles × commands), so that "displaced" is a lookup, not a scan per finding.
    let evidence = model.commands.map { RoleEvidence($0.command) }
    var players: [String: [Int]] = [:]
    let met = Set(model.commands.compactMap { $0.shortcut.flatMap { standards[$0] } }.joined())
    for owner in model.standardCommands where met.contains(owner) {
      players[owner.id] = model.commands.indices.filter { position in
        StandardRole.plays(evidence[position], owner, appName: model.appName)
      }
    }
    return model.commands.indices.compactMap { position in
      let command = model.commands[position]
      guard let shortcut = command.shortcut, let owners = standards[shortcut],
        !owners.contains(where: { players[$0.id]?.contains(position) == true }),
        evidence[position].speaks
      else { return nil }
      // Displaced: the app's own standard command (its title agreeing) has no shortcut.
      // A never-enabled stand-in is not the app's command: an import keeps AppKit's tab
      // items as disabled stand-ins when the app turns window tabbing off, and AppKit then
      // adds no Show Tab Bar (measured reports: Open Radar 28578742, snapgrid#188; see
      // AppIndex+WindowTabbing), so the key is free (corpus: Whisky ⇧⌘T,
      // AuditDefects/turned-off-item-as-displaced/).
      let displaced = owners.filter { owner in
        (players[owner.id] ?? []).contains { player in
          model.commands[player].shortcut == nil && !model.commands[player].isNeverEnabled
            && StandardRole.standsFor(evidence[player], owner, appName: model.appName)
        }
      }
      let core = StandardRole.coreShortcuts.contains(shortcut)
      var severity: Severity =
        (!displaced.isEmpty || core) && !Self.isEscapeOrTab(shortcut) ? .warning : .info
      var contexts: [String] = []
      if severity == .warning {
        contexts = model.enabledWitnesses(of: position).names
        if contexts.isEmpty { severity = .info }
      }
      var finding = Finding(
        kind: Self.kind, severity: severity, shortcut: shortcut, commands: [command.id],
        contexts: contexts, message: "")
      finding.requestSuggestion(
        .near(shortcut, title: command.command.title),
        stem: Message.nonstandard(
          shortcut: shortcut, owners: owners, title: command.quotedTitle,
          displaced: !displaced.isEmpty))
      return finding
    }
  }

  /// Escape, Tab and Shift-Tab: a menu command there is at most `info` (SPEC §20).
  static func isEscapeOrTab(_ shortcut: KeyboardShortcut) -> Bool {
    switch shortcut.key.namedKey {
    case .escape?: shortcut.modifiers.isEmpty
    case .tab?: shortcut.modifiers.isSubset(of: .shift)
    default: false
    }
  }
}

private enum Message {
  static func nonstandard(
    shortcut: KeyboardShortcut, owners: [StandardCommand], title: String,
    displaced: Bool
  ) -> String {
    let names = owners.map { "\($0.title) (\($0.id))" }.joined(separator: " or ")
    if displaced {
      return "\(shortcut) is the standard shortcut for \(names), which this app also has "
        + "with no shortcut of its own, but here it runs \(title); give \(title) another "
        + "shortcut"
    }
    return "\(shortcut) is the standard shortcut for \(names), but here it runs \(title); "
      + "give \(title) another shortcut"
  }
}
