import CommandKitLite

/// `default-buttons` (SPEC §20): two or more live default (Return) or cancel (Escape)
/// controls in one window. A window has one default button (AppKit's
/// `NSWindow.defaultButtonCell`; SwiftUI's `.defaultAction` / `.cancelAction` roles
/// assign one per window), so Return or Escape fires whichever comes first. Reported here
/// rather than as `ambiguous`: the fix is to give one control the role, not a shortcut.
///
/// Controls that all send one action, or all have one effect, are SPEC §20's "one action,
/// one command" (items that send the same `action` or `effect` are one command shown in two
/// places): whichever takes the key does the same, so they are no finding (PiStats, fifth
/// held-out batch: a sheet's header and footer Cancel, both `dismiss()`). SPEC §20 names
/// only `ambiguous` and `duplicate` there and is silent on `default-buttons`; the principle
/// is applied here too, since the defect this kind reports is a key that fires the wrong
/// control, and neither control is wrong.
struct DefaultButtonsRule: AuditRule {
  static let kind = Finding.Kind.defaultButtons

  /// Whether a conflict is only between controls of one role with the role's keys.
  static func isRoleConflict(_ conflict: ControlConflict, in model: AuditModel) -> Bool {
    let controls = conflict.group.members.map { model.controls.controls[$0].control }
    guard let role = controls.first?.role else { return false }
    // The role's own keys only: written out (`"shortcut": "return"`) or implied.
    let keys = Control("", role: role, action: "").shortcuts
    return controls.allSatisfy { control in
      control.role == role && (control.shortcut.map(keys.contains) ?? true)
    }
  }

  /// Whether `controls` all send one action or all have one effect (SPEC §20: one action,
  /// one command).
  static func actAlike(_ controls: [Control]) -> Bool {
    guard let first = controls.first, controls.count >= 2 else { return false }
    if let action = first.action, controls.allSatisfy({ $0.action == action }) { return true }
    if let effect = first.effect, controls.allSatisfy({ $0.effect == effect }) { return true }
    return false
  }

  func check(_ model: AuditModel) -> [Finding] {
    var seen = Set<[Int]>()
    return model.controlConflicts.compactMap { conflict in
      guard Self.isRoleConflict(conflict, in: model), !conflict.witnesses.isEmpty,
        seen.insert(conflict.group.members).inserted
      else { return nil }
      let controls = conflict.group.members.map { model.controls.controls[$0] }
      guard !Self.actAlike(controls.map(\.control)) else { return nil }
      let role = controls.first?.control.role == .cancel ? "cancel" : "default"
      let names = Array(conflict.witnesses.sorted().prefix(ShortcutAudit.witnessLimit))
      var finding = Finding(
        kind: Self.kind, severity: .warning, shortcut: conflict.group.shortcut,
        commands: ControlPhrase.commands(of: controls, in: model), contexts: names,
        message: Message.defaultButtons(
          controls: controls.map(\.phrase), role: role,
          contexts: AuditPhrase.contexts(names, total: conflict.witnesses.count)),
        source: controls.lazy.compactMap(\.source).first)
      finding.controls = controls.map(\.reference)
      return finding
    }
  }
}

private enum Message {
  static func defaultButtons(controls: [String], role: String, contexts: String) -> String {
    "\(AuditPhrase.list(controls)) are \(controls.count == 2 ? "both" : "all") \(role) buttons "
      + "live at once in \(contexts), so the key fires only the first; give the \(role) role "
      + "to one of them"
  }
}
