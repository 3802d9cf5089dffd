/// `reserved`: a command or local key handler uses a shortcut the platform reserves.
///
/// Hard reservations are errors (the app never sees the key; scene files drop such
/// shortcuts at load, and the rejection is reported here too); conventional ones are
/// warnings, except for the standard command that owns the shortcut (`app.quit` on
/// `cmd+q`).
struct ReservedShortcutRule: AuditRule {
  static let kind = Finding.Kind.reserved

  func check(_ model: AuditModel) -> [Finding] {
    let inUse = Set(model.buckets.map(\.shortcut))
    var findings: [Finding] = []
    func report(
      _ shortcut: KeyboardShortcut, _ reservation: Reservation, owner: String, dropped: Bool,
      commands: [String], contexts: [String], source: SourceLocation? = nil
    ) {
      let suggestion = Self.alternative(to: shortcut, on: model.platform, avoiding: inUse)
      findings.append(
        Finding(
          kind: Self.kind, severity: reservation.strength == .hard || dropped ? .error : .warning,
          shortcut: shortcut, commands: commands, contexts: contexts,
          message: Message.reserved(
            owner: owner, shortcut: shortcut, reservation: reservation,
            platform: model.platform, dropped: dropped, suggestion: suggestion),
          source: source))
    }
    for command in model.commands {
      if let shortcut = command.shortcut,
        let reservation = ShortcutTables.reservation(of: shortcut, on: model.platform),
        reservation.strength == .hard || !Self.isStandard(command.id, for: shortcut)
      {
        report(
          shortcut, reservation, owner: command.quotedTitle, dropped: false,
          commands: [command.id], contexts: [])
      }
      if case .reserved(let shortcut, let reservation)? = command.command.rejectedShortcut?.reason {
        report(
          shortcut, reservation, owner: command.quotedTitle, dropped: true,
          commands: [command.id], contexts: [])
      }
    }
    for handler in model.handlers {
      let owner = AuditPhrase.handler(handler)
      if let shortcut = handler.handler.shortcut,
        let reservation = ShortcutTables.reservation(of: shortcut, on: model.platform)
      {
        report(
          shortcut, reservation, owner: owner, dropped: false, commands: [],
          contexts: [handler.path], source: handler.source)
      }
      if case .reserved(let shortcut, let reservation)? = handler.handler.rejectedShortcut?.reason {
        report(
          shortcut, reservation, owner: owner, dropped: true, commands: [],
          contexts: [handler.path], source: handler.source)
      }
    }
    return findings
  }

  /// Whether `id` is a standard command whose standard shortcut (or an alternate) is
  /// `shortcut`: its conventional meaning is the one the system reserves it for.
  static func isStandard(_ id: String, for shortcut: KeyboardShortcut) -> Bool {
    guard let standard = ShortcutTables.standardCommand(id: id) else { return false }
    return standard.shortcut == shortcut || standard.alternates.contains(shortcut)
  }

  /// A free variant of `shortcut`: extra modifiers, not reserved and not used by a command.
  static func alternative(
    to shortcut: KeyboardShortcut, on platform: Platform, avoiding inUse: Set<KeyboardShortcut>
  ) -> KeyboardShortcut? {
    let base = shortcut.modifiers.subtracting(.function).union(.command)
    let extras: [EventModifiers] = [[], .control, .option, .shift, [.control, .option]]
    for extra in extras {
      let candidate = KeyboardShortcut(shortcut.key, modifiers: base.union(extra))
      if candidate != shortcut, !inUse.contains(candidate),
        ShortcutTables.reservation(of: candidate, on: platform) == nil
      {
        return candidate
      }
    }
    return nil
  }
}

private enum Message {
  static func reserved(
    owner: String, shortcut: KeyboardShortcut, reservation: Reservation, platform: Platform,
    dropped: Bool, suggestion: KeyboardShortcut?
  ) -> String {
    let example = suggestion.map { " (e.g. \($0))" } ?? ""
    if dropped {
      return "\(owner) was declared with \(shortcut), which \(platform) reserves for "
        + "\"\(reservation.use)\", so it was dropped at load; choose another shortcut\(example)"
    }
    switch reservation.strength {
    case .hard:
      return "\(owner) uses \(shortcut), which \(platform) reserves for "
        + "\"\(reservation.use)\", so the app never sees it; choose another shortcut\(example)"
    case .conventional:
      return "\(owner) uses \(shortcut), which people expect to mean "
        + "\"\(reservation.use)\" on \(platform); choose another shortcut\(example)"
    }
  }
}
