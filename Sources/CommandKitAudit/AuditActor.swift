import CommandKitLite

/// Who acts when a menu item or an in-window control fires (SPEC §20, "one action, one
/// command"): items that send the same action (the same Interface Builder selector, the
/// same scene-file `"action"`, ``Command/sends``) or have the same `effect` are one command
/// shown in two places (AppKit sends an item's action up the responder chain, so two items
/// with one selector run the same method), and never conflict with each other.
enum AuditActor: Hashable, Sendable {
  /// A command or control that sends this action.
  case sends(String)
  /// A command or control whose effect is this one.
  case effect(CommandEffect)
  /// A command that sends no known action and has no effect: itself, by id.
  case command(String)
  /// A control with its own action that no command sends (by index into
  /// ``ControlIndex/controls``).
  case control(Int)

  /// The actor of `command`: its action, else its effect, else itself.
  init(_ command: Command) {
    if let sends = command.sentSelector {
      self = .sends(sends)
    } else if let effect = command.effect {
      self = .effect(effect)
    } else {
      self = .command(command.id)
    }
  }
}

extension Command {
  /// The action the command sends: ``Command/sends``, else a `requires` that is an
  /// Objective-C selector (`saveRevision:`). The Interface Builder and UIKit importers make
  /// an item sent to the first responder require a focused value named after its selector
  /// (SPEC §22), so that name is the item's action; no other focused value ends with `:`.
  var sentSelector: String? {
    if let sends { return sends }
    guard let requires, requires.hasSuffix(":"), requires.count > 1 else { return nil }
    return requires
  }
}

/// The actions and effects the audited commands have, to tell when a control acts as one of
/// them.
struct CommandActors: Sendable {
  private let byID: [String: AuditActor]
  private let sent: Set<String>
  private let effects: Set<CommandEffect>

  init(_ commands: [AuditCommand]) {
    var byID: [String: AuditActor] = [:]
    var sent = Set<String>()
    var effects = Set<CommandEffect>()
    for command in commands {
      if byID[command.id] == nil { byID[command.id] = command.actor }
      if let action = command.command.sentSelector { sent.insert(action) }
      if let effect = command.command.effect { effects.insert(effect) }
    }
    self.byID = byID
    self.sent = sent
    self.effects = effects
  }

  /// The actor of control `position`: the command it runs (as that command acts), else the
  /// action or effect it shares with a command, else itself.
  func actor(of control: Control, at position: Int) -> AuditActor {
    if let id = control.command { return byID[id] ?? .command(id) }
    if let action = control.action, sent.contains(action) { return .sends(action) }
    if let effect = control.effect, effects.contains(effect) { return .effect(effect) }
    return .control(position)
  }
}
