/// `shadowed`: a local key handler has a menu command's shortcut, so wherever the
/// handler's node is in the focus chain the key runs the handler (SPEC §4 step 3) and the
/// command cannot be reached by key. Witnesses are the contexts whose chain holds the
/// handler's node; a handler on a node no focusable node sits under never runs.
struct ShadowedShortcutRule: AuditRule {
  static let kind = Finding.Kind.shadowed

  func check(_ model: AuditModel) -> [Finding] {
    var bucketOf: [KeyboardShortcut: Int] = [:]
    for (index, bucket) in model.buckets.enumerated() { bucketOf[bucket.shortcut] = index }
    var seen = Set<String>()
    var findings: [Finding] = []
    for handler in model.handlers {
      guard let shortcut = handler.handler.shortcut, !handler.witnesses.isEmpty,
        let bucket = bucketOf[shortcut],
        seen.insert("\(handler.path)\u{0}\(shortcut)").inserted
      else { continue }
      let names = Array(handler.witnesses.sorted().prefix(ShortcutAudit.witnessLimit))
      let contexts = AuditPhrase.contexts(names, total: handler.witnesses.count)
      for member in model.buckets[bucket].members {
        let command = model.commands[member]
        findings.append(
          Finding(
            kind: Self.kind, severity: .warning, shortcut: shortcut, commands: [command.id],
            contexts: names,
            message: Message.shadowed(
              handler: AuditPhrase.handler(handler), title: command.quotedTitle,
              contexts: contexts)))
      }
    }
    return findings
  }
}

private enum Message {
  static func shadowed(handler: String, title: String, contexts: String) -> String {
    "\(handler) takes the key before \(title) can, so the command is unreachable by key "
      + "with focus in \(contexts); give the handler or the command another shortcut"
  }
}
