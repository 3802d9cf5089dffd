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
struct ShadowedByControlRule: AuditRule {
  static let kind = Finding.Kind.shadowed

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
          var finding = Finding(
            kind: Self.kind, severity: .warning, shortcut: group.shortcut,
            commands: [command.id], contexts: names,
            message: Message.shadowed(
              control: control.phrase, title: command.quotedTitle, shortcut: group.shortcut,
              contexts: AuditPhrase.contexts(names, total: witnesses.count)),
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
}
