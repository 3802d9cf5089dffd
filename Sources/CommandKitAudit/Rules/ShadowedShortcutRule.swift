import CommandKitLite

/// `shadowed` between a local key handler and a menu command on one shortcut, in the
/// direction of the audited platform's order of key handling (SPEC §13):
/// - **Command hides handler.** On macOS (AppKit) a key with `cmd` or `ctrl` is a key
///   equivalent: the main menu gets it before the focused view, so while the command is
///   enabled the handler never sees the key. The handler is the one reported; witnesses
///   are the contexts whose chain holds the handler's node and where the command can be
///   enabled.
/// - **Handler hides command.** On macOS for keys without `cmd`/`ctrl`, and on UIKit
///   platforms for every key, the focus chain goes first: wherever the handler's node is
///   in the chain the key runs the handler and the command cannot be reached by key. A
///   handler whose result is `ignored` passes the key on and hides nothing.
/// A handler on a node that no focusable node sits under never runs, and is not reported.
struct ShadowedShortcutRule: AuditRule {
  static let kind = Finding.Kind.shadowed

  /// Whether on `platform` the menu command takes `shortcut` before the focused view.
  static func menuComesFirst(_ shortcut: KeyboardShortcut, on platform: Platform) -> Bool {
    DispatchProfile(platform) == .appkit && shortcut.hasCommandModifier
  }

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
      let menuFirst = Self.menuComesFirst(shortcut, on: model.platform)
      if !menuFirst && handler.handler.result == .ignored { continue }
      for member in model.buckets[bucket].members {
        let command = model.commands[member]
        let witnesses =
          menuFirst
          ? handler.witnesses.filter { model.canBeEnabled(member, inContext: $0) }
          : handler.witnesses
        guard !witnesses.isEmpty else { continue }
        let names = Array(witnesses.sorted().prefix(ShortcutAudit.witnessLimit))
        let contexts = AuditPhrase.contexts(names, total: witnesses.count)
        let handlerPhrase = AuditPhrase.handler(handler)
        findings.append(
          Finding(
            kind: Self.kind, severity: .warning, shortcut: shortcut, commands: [command.id],
            contexts: names,
            message: menuFirst
              ? Message.handlerShadowed(
                handler: handlerPhrase, title: command.quotedTitle, contexts: contexts,
                platform: model.platform)
              : Message.commandShadowed(
                handler: handlerPhrase, title: command.quotedTitle, contexts: contexts)))
      }
    }
    return findings
  }
}

private enum Message {
  static func commandShadowed(handler: String, title: String, contexts: String) -> String {
    "\(handler) takes the key before \(title) can, so the command is unreachable by key "
      + "with focus in \(contexts); give the handler or the command another shortcut"
  }

  static func handlerShadowed(handler: String, title: String, contexts: String, platform: Platform)
    -> String
  {
    "on \(platform) the menu takes ⌘ and ⌃ keys before the focused view, so \(handler) "
      + "never sees the key while \(title) is enabled (with focus in \(contexts)); give the "
      + "handler another shortcut, or drop it and let the command do the work"
  }
}
