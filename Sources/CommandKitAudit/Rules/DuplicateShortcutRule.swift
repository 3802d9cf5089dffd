import CommandKitLite

/// `duplicate`: commands share a shortcut but are never enabled together. The key works,
/// but means different things in different places. A shortcut that is also ambiguous is
/// reported only as ambiguous, the stronger finding; once that is fixed, what remains
/// shows here.
struct DuplicateShortcutRule: AuditRule {
  static let kind = Finding.Kind.duplicate

  func check(_ model: AuditModel) -> [Finding] {
    model.buckets.indices.compactMap { index in
      let bucket = model.buckets[index]
      guard bucket.members.count >= 2, !model.enablement.ambiguousBuckets.contains(index) else {
        return nil
      }
      let commands = bucket.members.map { model.commands[$0] }
      return Finding(
        kind: Self.kind, severity: .warning, shortcut: bucket.shortcut,
        commands: commands.map(\.id),
        message: Message.duplicate(titles: commands.map(\.quotedTitle), shortcut: bucket.shortcut))
    }
  }
}

private enum Message {
  static func duplicate(titles: [String], shortcut: KeyboardShortcut) -> String {
    "\(AuditPhrase.list(titles)) share \(shortcut) but are never enabled together, so "
      + "\(shortcut) means different things in different places; give each its own shortcut"
  }
}
