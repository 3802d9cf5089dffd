import CommandKitLite

/// `ambiguous`: in some context two or more commands with one shortcut are enabled at
/// once, so the key runs whichever comes first in menu order. One finding per distinct
/// set of co-enabled commands, witnessed by the contexts where exactly that set is enabled.
///
/// Its fix suggests a free key for the last of them in menu order, the one the key never
/// reaches while they are enabled together (SPEC §13: menu order decides which of two
/// enabled items performs); a `nonstandard` finding it absorbs names the command to move
/// instead (``FindingMerge``). Since round twenty-four: before, the message said "give one
/// of them another shortcut" with no key, the one finding of a conflict a tool could not fix.
struct AmbiguousShortcutRule: AuditRule {
  static let kind = Finding.Kind.ambiguous

  func check(_ model: AuditModel) -> [Finding] {
    model.enablement.coEnabled.map { group in
      let (names, total) = model.contexts.names(
        of: group.states, products: group.products, limit: ShortcutAudit.witnessLimit)
      let commands = group.commands.map { model.commands[$0] }
      let shortcut = model.buckets[group.bucket].shortcut
      var finding = Finding(
        kind: Self.kind, severity: .error, shortcut: shortcut,
        commands: commands.map(\.id), contexts: names, message: "")
      let stem = Message.ambiguous(
        titles: commands.map(\.quotedTitle), contexts: AuditPhrase.contexts(names, total: total))
      if let unreached = commands.last?.command.title {
        finding.requestSuggestion(
          .near(shortcut, title: unreached), wording: .exampleFor(title: unreached), stem: stem)
      } else {
        finding.message = stem
      }
      return finding
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
