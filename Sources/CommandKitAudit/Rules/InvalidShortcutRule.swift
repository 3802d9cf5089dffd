import CommandKitLite

/// `invalid`: a shortcut that cannot be parsed (kept by the loader as a rejected shortcut).
struct InvalidShortcutRule: AuditRule {
  static let kind = Finding.Kind.invalid

  func check(_ model: AuditModel) -> [Finding] {
    var findings: [Finding] = []
    for command in model.commands {
      guard let rejected = command.command.rejectedShortcut,
        case .invalid(let error) = rejected.reason
      else { continue }
      findings.append(
        Finding(
          kind: Self.kind, severity: .error, shortcutText: rejected.text, commands: [command.id],
          message: Message.invalid(owner: command.quotedTitle, text: rejected.text, error: error)))
    }
    for handler in model.handlers {
      guard let rejected = handler.handler.rejectedShortcut,
        case .invalid(let error) = rejected.reason
      else { continue }
      findings.append(
        Finding(
          kind: Self.kind, severity: .error, shortcutText: rejected.text,
          contexts: [handler.path],
          message: Message.invalid(
            owner: AuditPhrase.handler(handler), text: rejected.text, error: error),
          source: handler.source))
    }
    return findings
  }
}

private enum Message {
  static func invalid(owner: String, text: String, error: ShortcutParseError) -> String {
    "\(owner) has the shortcut '\(text)', which cannot be parsed, so it has none: \(error)"
  }
}
