import CommandKitLite

/// `missing-standard`: a command with a standard id (`edit.copy`) has no shortcut, or one
/// other than the platform's standard one (alternates count as standard). The finding's
/// shortcut is the standard one, the shortcut that is missing.
struct MissingStandardShortcutRule: AuditRule {
  static let kind = Finding.Kind.missingStandard

  func check(_ model: AuditModel) -> [Finding] {
    model.commands.compactMap { command in
      guard let standard = ShortcutTables.standardCommand(id: command.id),
        standard.platforms.contains(model.platform)
      else { return nil }
      if let shortcut = command.shortcut,
        shortcut == standard.shortcut || standard.alternates.contains(shortcut)
      {
        return nil
      }
      return Finding(
        kind: Self.kind, severity: .info, shortcut: standard.shortcut, commands: [command.id],
        message: Message.missing(command: command, standard: standard))
    }
  }
}

private enum Message {
  static func missing(command: AuditCommand, standard: StandardCommand) -> String {
    let name = "\(command.quotedTitle) (\(command.id))"
    guard let shortcut = command.shortcut else {
      return "\(name) has no shortcut; give it the standard \(standard.shortcut)"
    }
    return "\(name) uses \(shortcut) instead of the standard \(standard.shortcut); "
      + "use \(standard.shortcut)"
  }
}
