import CommandKitLite

/// `ambiguous` for controls (SPEC §16, §20): two or more controls of one window answer one
/// shortcut and, in some context, two of them that act differently are live at once, so
/// the key fires whichever comes first in traversal order. Controls that run the same
/// command, send the same action or have the same effect act alike and are no conflict
/// (SPEC §20, "one action, one command"; ``CommandActors/actor(of:)``). Witnesses are the
/// contexts where two are live.
struct AmbiguousControlRule: AuditRule {
  static let kind = Finding.Kind.ambiguous

  func check(_ model: AuditModel) -> [Finding] {
    model.controlConflicts.compactMap { conflict in
      guard !conflict.witnesses.isEmpty, !DefaultButtonsRule.isRoleConflict(conflict, in: model)
      else { return nil }
      let controls = conflict.group.members.map { model.controls.controls[$0] }
      let names = Array(conflict.witnesses.sorted().prefix(ShortcutAudit.witnessLimit))
      var finding = Finding(
        kind: Self.kind, severity: .error, shortcut: conflict.group.shortcut,
        commands: ControlPhrase.commands(of: controls, in: model), contexts: names,
        message: Message.ambiguous(
          controls: controls.map(\.phrase), shortcut: conflict.group.shortcut,
          contexts: AuditPhrase.contexts(names, total: conflict.witnesses.count)),
        source: controls.lazy.compactMap(\.source).first)
      finding.controls = controls.map(\.reference)
      // A free key for the last of them in traversal order, the one the key never fires
      // (SPEC §16: the first live control wins), as the command conflict suggests one.
      if let unreached = controls.last?.control.title, !unreached.isEmpty {
        finding.requestSuggestion(
          .near(conflict.group.shortcut, title: unreached), wording: .exampleFor(title: unreached),
          stem: finding.message)
      } else {
        finding.requestSuggestion(.near(conflict.group.shortcut, title: nil), stem: finding.message)
      }
      return finding
    }
  }
}

private enum Message {
  static func ambiguous(controls: [String], shortcut: KeyboardShortcut, contexts: String)
    -> String
  {
    "\(AuditPhrase.list(controls)) \(controls.count == 2 ? "both" : "all") answer \(shortcut) "
      + "and are live at once in \(contexts), so only the first in the window fires; give "
      + (controls.count == 2 ? "one of them" : "all but one of them") + " another shortcut"
  }
}

/// Wording shared by the control rules.
enum ControlPhrase {
  /// The ids of the known commands that `controls` run, or whose action or effect they
  /// share (SPEC §20: one action, one command), in menu order, without repeats.
  static func commands(of controls: [AuditControl], in model: AuditModel) -> [String] {
    var positions = Set(
      controls.compactMap { $0.control.command.flatMap { model.commandIndex[$0] } })
    let actions = Set(controls.filter { $0.control.command == nil }.compactMap(\.control.action))
    let effects = Set(controls.filter { $0.control.command == nil }.compactMap(\.control.effect))
    if !actions.isEmpty || !effects.isEmpty {
      for (position, command) in model.commands.enumerated() {
        if let sends = command.command.sentSelector, actions.contains(sends) {
          positions.insert(position)
        } else if let effect = command.command.effect, effects.contains(effect) {
          positions.insert(position)
        }
      }
    }
    return positions.sorted().map { model.commands[$0].id }
  }
}
