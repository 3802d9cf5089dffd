import CommandKitLite

/// A live in-window control (SPEC §16) as the audit sees it.
struct AuditControl: Sendable {
  /// The declaration.
  let control: Control
  /// The control's node, `template/node`.
  let path: String
  /// The template's name.
  let template: String

  /// The control as messages name it: `the control "Send" on main/compose`.
  var phrase: String { "the control \"\(control.title)\" on \(path)" }
}

/// The audit's controls, grouped by template and shortcut, so that rules meet only the
/// controls that share a key (never a scan of all nodes per pair).
///
/// A control is live in every context of its template while its node is available (the
/// walker only records available ones); one that runs a command is live only while that
/// command is enabled. A control that is not key-window-only is also live while its
/// window is main and a panel is key.
struct ControlIndex: Sendable {
  /// The controls of one template that answer one shortcut, in traversal order.
  struct Group: Sendable {
    /// The template's name.
    let template: String
    /// The shared shortcut.
    let shortcut: KeyboardShortcut
    /// Indexes into ``ControlIndex/controls``.
    var members: [Int]
  }

  /// Every live control with a shortcut, in traversal order.
  let controls: [AuditControl]
  /// Who acts when each control fires (SPEC §20): controls that run one command, or send
  /// the action or have the effect a command has, act as that command.
  let actors: [AuditActor]
  /// The groups, in the order their first control was met.
  let groups: [Group]
  /// Each template's context names, by template name.
  let contexts: [String: [String]]
  /// Templates whose windows can be main (`window` and `document`).
  let mainTemplates: Set<String>

  /// Indexes `controls` by template and shortcut.
  /// - Complexity: O(controls × shortcuts per control).
  init(
    controls: [AuditControl], contexts: [String: [String]], mainTemplates: Set<String>,
    actors: CommandActors
  ) {
    self.controls = controls
    self.actors = controls.map { actors.actor(of: $0.control) }
    self.contexts = contexts
    self.mainTemplates = mainTemplates
    struct GroupKey: Hashable {
      let template: String
      let shortcut: KeyboardShortcut
    }
    var index: [GroupKey: Int] = [:]
    var groups: [Group] = []
    for (position, control) in controls.enumerated() {
      for shortcut in control.control.shortcuts {
        let key = GroupKey(template: control.template, shortcut: shortcut)
        if let group = index[key] {
          if groups[group].members.last != position { groups[group].members.append(position) }
        } else {
          index[key] = groups.count
          groups.append(Group(template: control.template, shortcut: shortcut, members: [position]))
        }
      }
    }
    self.groups = groups
  }

  /// Who acts when control `position` fires.
  func actor(of position: Int) -> AuditActor { actors[position] }
}

extension AuditModel {
  /// Whether control `position` is live with context `name` in the key window (and a
  /// window of template `main` main, when given): an action control always is; one that
  /// runs a command is while the command can be enabled (an unknown command never is).
  func isLive(control position: Int, inContext name: String, main: String? = nil) -> Bool {
    guard let id = controls.controls[position].control.command else { return true }
    guard let command = commandIndex[id] else { return false }
    return canBeEnabled(command, inContext: name, main: main)
  }

  /// Two or more controls of one template on one shortcut, with the contexts where two of
  /// them (different actors) are live at once: `ambiguous` when there are such contexts,
  /// `duplicate` otherwise. Groups whose actors are all one command (or that repeat an
  /// earlier group's controls, as a default button's Return and keypad Enter do) are left
  /// out.
  /// - Complexity: O(Σ over groups of two or more of members × the template's contexts).
  var controlConflicts: [ControlConflict] {
    var conflicts: [ControlConflict] = []
    var seen = Set<[Int]>()
    for group in controls.groups where group.members.count >= 2 {
      let actors = Set(group.members.map(controls.actor))
      guard actors.count >= 2, seen.insert(group.members).inserted else { continue }
      // Controls that all send one action are one command, whatever menu command a title of
      // theirs may mean (SPEC §20: items that send the same action are never `ambiguous` or
      // `duplicate` with each other; Rockxy's footer minus button and More ▸ Delete, both
      // `viewModel.removeSelectedRules`, the thirty-fifth held-out batch).
      let sent = Set(group.members.map { controls.controls[$0].control.action })
      let effects = Set(group.members.map { controls.controls[$0].control.effect })
      if sent.count == 1, effects.count == 1, sent.first.flatMap({ $0 }) != nil { continue }
      var witnesses: [String] = []
      for context in controls.contexts[group.template] ?? [] {
        let live = Set(
          group.members.filter { isLive(control: $0, inContext: context) }.map(controls.actor))
        if live.count >= 2 { witnesses.append(context) }
      }
      conflicts.append(ControlConflict(group: group, witnesses: witnesses))
    }
    return conflicts
  }
}

/// Controls of one window on one shortcut, and where two of them are live at once.
struct ControlConflict: Sendable {
  /// The controls.
  let group: ControlIndex.Group
  /// The contexts where two or more of them (acting differently) are live; empty when
  /// they never are.
  let witnesses: [String]
}
