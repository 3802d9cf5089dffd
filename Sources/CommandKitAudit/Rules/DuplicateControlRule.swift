import CommandKitLite

/// `duplicate` for controls (SPEC §16, §20): two or more controls of one window answer one
/// shortcut but are never live together (they run commands never enabled at once). The key
/// works, but means different things at different times in the same window. The witnesses
/// are the controls' nodes.
struct DuplicateControlRule: AuditRule {
  static let kind = Finding.Kind.duplicate

  func check(_ model: AuditModel) -> [Finding] {
    model.controlConflicts.compactMap { conflict in
      guard conflict.witnesses.isEmpty, !DefaultButtonsRule.isRoleConflict(conflict, in: model)
      else { return nil }
      let controls = conflict.group.members.map { model.controls.controls[$0] }
      var finding = Finding(
        kind: Self.kind, severity: .warning, shortcut: conflict.group.shortcut,
        commands: ControlPhrase.commands(of: controls, in: model),
        contexts: Array(Set(controls.map(\.path)).sorted().prefix(ShortcutAudit.witnessLimit)),
        message: Message.duplicate(
          controls: controls.map(\.phrase), shortcut: conflict.group.shortcut),
        source: controls.lazy.compactMap(\.source).first)
      finding.controls = controls.map(\.reference)
      return finding
    }
  }
}

private enum Message {
  static func duplicate(controls: [String], shortcut: KeyboardShortcut) -> String {
    "\(AuditPhrase.list(controls)) share \(shortcut) but are never live together, so "
      + "\(shortcut) means different things in one window; give each its own shortcut"
  }
}
