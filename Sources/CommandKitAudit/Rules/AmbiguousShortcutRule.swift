import CommandKitLite

/// `ambiguous`: in some context two or more commands with one shortcut are enabled at
/// once, so the key runs whichever comes first in menu order. One finding per distinct
/// set of co-enabled commands, witnessed by the contexts where exactly that set is enabled.
struct AmbiguousShortcutRule: AuditRule {
  static let kind = Finding.Kind.ambiguous

  func check(_ model: AuditModel) -> [Finding] {
    model.enablement.coEnabled.map { group in
      let (names, total) = model.contexts.names(
        of: group.states, products: group.products, limit: ShortcutAudit.witnessLimit)
      let commands = group.commands.map { model.commands[$0] }
      return Finding(
        kind: Self.kind, severity: .error, shortcut: model.buckets[group.bucket].shortcut,
        commands: commands.map(\.id), contexts: names,
        message: Message.ambiguous(
          titles: commands.map(\.quotedTitle), contexts: AuditPhrase.contexts(names, total: total)))
    }
  }
}

private enum Message {
  static func ambiguous(titles: [String], contexts: String) -> String {
    if titles.count == 2 {
      return "\(AuditPhrase.list(titles)) are both enabled in \(contexts); "
        + "give one of them another shortcut"
    }
    return "\(AuditPhrase.list(titles)) are all enabled in \(contexts); "
      + "give all but one of them another shortcut"
  }
}
