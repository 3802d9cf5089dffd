/// `nonstandard`: a standard shortcut of the platform (`cmd+c`, `cmd+z`..., alternates
/// included) runs a command whose id is not that standard command's, so the key does
/// something other than what people expect.
struct NonstandardShortcutRule: AuditRule {
  static let kind = Finding.Kind.nonstandard

  func check(_ model: AuditModel) -> [Finding] {
    var standards: [KeyboardShortcut: [StandardCommand]] = [:]
    for standard in model.standardCommands {
      for shortcut in [standard.shortcut] + standard.alternates {
        standards[shortcut, default: []].append(standard)
      }
    }
    return model.commands.compactMap { command in
      guard let shortcut = command.shortcut, let owners = standards[shortcut],
        !owners.contains(where: { $0.id == command.id })
      else { return nil }
      return Finding(
        kind: Self.kind, severity: .warning, shortcut: shortcut, commands: [command.id],
        message: Message.nonstandard(shortcut: shortcut, owners: owners, title: command.quotedTitle)
      )
    }
  }
}

private enum Message {
  static func nonstandard(shortcut: KeyboardShortcut, owners: [StandardCommand], title: String)
    -> String
  {
    let names = owners.map { "\($0.title) (\($0.id))" }
    let ids = owners.map(\.id).joined(separator: " or ")
    return "\(shortcut) is the standard shortcut for "
      + names.joined(separator: " or ")
      + ", but here it runs \(title); give \(title) another shortcut, or the id \(ids) "
      + "if it is that command"
  }
}
