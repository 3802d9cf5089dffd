import CommandKitLite

/// `duplicate`: commands that act differently share a shortcut but are never enabled
/// together. The key works, but means different things in different places. A shortcut that
/// is also ambiguous is reported only as ambiguous, the stronger finding; once that is
/// fixed, what remains shows here. Items that send one action are one command (SPEC §20)
/// and share their key by design.
///
/// Every warning has a witness (SPEC §20): the witnesses are, for each meaning of the key,
/// the first context where it is enabled. When only one meaning is ever enabled (the others
/// require values nothing publishes), the key means one thing today: an `info`.
struct DuplicateShortcutRule: AuditRule {
  static let kind = Finding.Kind.duplicate

  func check(_ model: AuditModel) -> [Finding] {
    model.buckets.indices.compactMap { index in
      let bucket = model.buckets[index]
      guard bucket.hasRivals, !model.enablement.ambiguousBuckets.contains(index) else {
        return nil
      }
      let commands = bucket.members.map { model.commands[$0] }
      // The first enabled context of each actor, in menu order.
      var actors: [AuditActor] = []
      var witnesses: [String] = []
      var enabledTitles: [String] = []
      for member in bucket.members {
        let command = model.commands[member]
        guard !actors.contains(command.actor),
          let first = model.enabledWitnesses(of: member, limit: 1).names.first
        else { continue }
        actors.append(command.actor)
        enabledTitles.append(command.quotedTitle)
        if !witnesses.contains(first) { witnesses.append(first) }
      }
      let titles = commands.map(\.quotedTitle)
      let meanings = actors.count
      return Finding(
        kind: Self.kind, severity: meanings >= 2 ? .warning : .info, shortcut: bucket.shortcut,
        commands: commands.map(\.id),
        contexts: Array(witnesses.sorted().prefix(ShortcutAudit.witnessLimit)),
        message: meanings >= 2
          ? Message.duplicate(titles: titles, shortcut: bucket.shortcut)
          : Message.oneMeaning(titles: titles, enabled: enabledTitles, shortcut: bucket.shortcut))
    }
  }
}

private enum Message {
  static func duplicate(titles: [String], shortcut: KeyboardShortcut) -> String {
    "\(AuditPhrase.list(titles)) share \(shortcut) but are never enabled together, so "
      + "\(shortcut) means different things in different places; give each its own shortcut"
  }

  static func oneMeaning(titles: [String], enabled: [String], shortcut: KeyboardShortcut)
    -> String
  {
    let which =
      enabled.first.map { "only \($0) is ever enabled" } ?? "none of them is ever enabled"
    return "\(AuditPhrase.list(titles)) share \(shortcut), but \(which), so today the key "
      + "means one thing at most; give each its own shortcut before enabling the others"
  }
}
