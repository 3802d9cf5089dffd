import CommandKitLite

/// `unreachable`: a command requires a key that nothing ever publishes (no node value,
/// scene value, app value, nor a selectable node for `selection`), so it is never
/// enabled. Also reported: a key that is published but can never satisfy the command's
/// `enabledIf` (never non-empty, or never true and toggled by no command).
///
/// Its witnesses are every context (the first few, sorted): the command is never enabled,
/// so it is dead in each (SPEC §20, "every warning has a witness").
///
/// A command the app disables on purpose (``Command/isDisabled``: SwiftUI's
/// `.disabled(true)`, an Interface Builder item with no action, a section label) is not a
/// requirement nobody meets: it is never reported as such. One with a shortcut shows a key
/// that does nothing, an `info`; one without (a heading, a placeholder) gives nothing.
struct UnreachableCommandRule: AuditRule {
  static let kind = Finding.Kind.unreachable

  func check(_ model: AuditModel) -> [Finding] {
    model.commands.compactMap { command in
      if command.command.isDisabled {
        guard let shortcut = command.shortcut else { return nil }
        return Finding(
          kind: Self.kind, severity: .info, shortcut: shortcut, commands: [command.id],
          message: Message.disabled(title: command.quotedTitle, shortcut: shortcut))
      }
      guard let key = command.key else { return nil }
      let flags = model.publishedFlags[key]
      let rule = command.command.enabledIf
      guard !flags.satisfies(rule) else { return nil }
      let name = model.keyNames[key]
      let message: String
      if flags.contains(.present) {
        message = Message.neverSatisfied(title: command.quotedTitle, key: name, rule: rule)
      } else {
        let suggestion = closestMatch(to: name, in: model.publishedNames.sorted())
        message = Message.unpublished(title: command.quotedTitle, key: name, suggestion: suggestion)
      }
      // The command is dead wherever the user looks for it: every context is a witness
      // (SPEC §20, "every warning has a witness").
      return Finding(
        kind: Self.kind, severity: .warning, shortcut: command.shortcut, commands: [command.id],
        contexts: model.everyContext().names, message: message)
    }
  }
}

private enum Message {
  static func disabled(title: String, shortcut: KeyboardShortcut) -> String {
    "\(title) is disabled and never enabled, so its shortcut \(shortcut) is dead; enable the "
      + "command (give it an action) or drop the shortcut"
  }

  static func unpublished(title: String, key: String, suggestion: String?) -> String {
    let fix =
      suggestion.map { "did you mean \"\($0)\"?" } ?? "publish it from a node, a scene or the app"
    return "\(title) requires \"\(key)\", which nothing publishes (no node, scene or app "
      + "value), so it is never enabled; \(fix)"
  }

  static func neverSatisfied(title: String, key: String, rule: EnablementRule) -> String {
    switch rule {
    case .true:
      return "\(title) requires \"\(key)\" to be true, but it is never true and no command "
        + "toggles it; publish true somewhere or add a command with {\"toggle\": \"\(key)\"}"
    case .nonEmpty, .present:
      return "\(title) requires a non-empty \"\(key)\", but every value published is empty "
        + "and none can fill; publish a non-empty value or use enabledIf present"
    }
  }
}
