import CommandKitLite

/// What the three layout rules share (SPEC §21): how every command's and control's shortcut
/// is typed on each requested layout, which physical key presses are taken there, and a
/// free key to suggest.
///
/// Only `--layouts` turns these rules on (``ShortcutAudit/layouts``). A shortcut is typed as
/// ``KeyboardLayout/typing(_:)`` says: a `custom` one as the layout requires (or not at
/// all), an `automatic` one as written where the layout needs no extra modifier, else
/// remapped by the system. Hard reservations are physical keys (the same press on a US
/// keyboard): ⌘3 `custom` on `fr` is ⇧⌘3 there, the screenshot.
///
/// Controls' own shortcuts are localized like commands' (SPEC §16); a role's implied keys
/// (Return, Escape, ⌘.) are the system's and local `keys` answer to the characters typed,
/// so neither is analysed here.
struct LayoutAnalysis: Sendable {
  /// Whose shortcut an entry is: a command or a control, by index into the model's
  /// ``AuditModel/commands`` or ``ControlIndex/controls``. Commands order before controls.
  enum Owner: Hashable, Comparable, Sendable {
    case command(Int)
    case control(Int)
  }

  /// One command's or control's shortcut on one layout.
  struct Entry: Sendable {
    let owner: Owner
    let typing: ShortcutTyping
  }

  /// Per requested layout (in order), each command shortcut's typing, then each control's.
  let entries: [(layout: KeyboardLayout, entries: [Entry])]
  /// Per layout id, the commands and controls on each physical key press.
  let pressOwners: [String: [KeyPress: [Owner]]]
  /// Hard reservations by the physical key press that gives them.
  let reservedPresses: [KeyPress: (KeyboardShortcut, Reservation)]
  /// Every written shortcut in use, the platform's reserved shortcuts (hard and
  /// conventional) and the standard commands' shortcuts: never suggested.
  let written: Set<KeyboardShortcut>

  init(
    commands: [AuditCommand], controls: [AuditControl] = [], platform: Platform,
    layouts: [KeyboardLayout]
  ) {
    var entries: [(layout: KeyboardLayout, entries: [Entry])] = []
    var owners: [String: [KeyPress: [Owner]]] = [:]
    var shortcuts: [(Owner, KeyboardShortcut)] = []
    if !layouts.isEmpty {
      for (index, command) in commands.enumerated() {
        if let shortcut = command.shortcut { shortcuts.append((.command(index), shortcut)) }
      }
      let byID = Dictionary(commands.map { ($0.id, $0.shortcut) }, uniquingKeysWith: { a, _ in a })
      for (index, control) in controls.enumerated() {
        guard let shortcut = control.control.shortcut else { continue }
        // A control on its own command's shortcut is that command's key: one defect, one
        // finding (SPEC §20), reported for the command.
        if let id = control.control.command, let own = byID[id] ?? nil, own == shortcut,
          own.localization == shortcut.localization
        {
          continue
        }
        shortcuts.append((.control(index), shortcut))
      }
    }
    for layout in layouts {
      var list: [Entry] = []
      var taken: [KeyPress: [Owner]] = [:]
      for (owner, shortcut) in shortcuts {
        let typing = layout.typing(shortcut)
        list.append(Entry(owner: owner, typing: typing))
        if typing.kind == .typed, let press = typing.press {
          taken[press, default: []].append(owner)
        }
      }
      entries.append((layout, list))
      owners[layout.id] = taken
    }
    var reserved: [KeyPress: (KeyboardShortcut, Reservation)] = [:]
    for (shortcut, reservation) in ShortcutTables.reservedShortcuts(on: platform)
    where !layouts.isEmpty
      && reservation.strength == .hard
    {
      if let press = KeyboardLayout.us.typing(shortcut).press {
        reserved[press] = (shortcut, reservation)
      }
    }
    self.entries = entries
    self.pressOwners = owners
    self.reservedPresses = reserved
    var written = Set<KeyboardShortcut>()
    if !layouts.isEmpty {
      written.formUnion(shortcuts.map(\.1))
      written.formUnion(ShortcutTables.reservedShortcuts(on: platform).keys)
      for standard in ShortcutTables.standardCommands {
        written.insert(standard.shortcut)
        written.formUnion(standard.alternates)
      }
    }
    self.written = written
  }

  /// The letters and digits tried for a free key, then the modifiers added.
  private static let candidateKeys = Array("abcdefghijklmnopqrstuvwxyz1234567890")
  private static let extraModifiers: [EventModifiers] = [[], .option, .control, .shift]

  /// A shortcut like `shortcut` (its modifiers, its localization) on another key that every
  /// requested layout types in one press, that no command uses, that no hard reservation
  /// takes there and that is not in `excluding` (suggested to another finding already);
  /// `nil` when none is found.
  func freeShortcut(
    like shortcut: KeyboardShortcut, layouts: [KeyboardLayout],
    excluding taken: Set<KeyboardShortcut> = []
  ) -> KeyboardShortcut? {
    let base = shortcut.modifiers.subtracting(.shift).union(.command)
    for extra in Self.extraModifiers {
      for key in Self.candidateKeys {
        let candidate = KeyboardShortcut(
          KeyEquivalent(key), modifiers: base.union(extra), localization: shortcut.localization)
        guard !written.contains(candidate), !taken.contains(candidate) else { continue }
        let free = layouts.allSatisfy { layout in
          let typing = layout.typing(candidate)
          guard typing.kind == .typed, let press = typing.press else { return false }
          return pressOwners[layout.id]?[press] == nil && reservedPresses[press] == nil
        }
        if free { return candidate }
      }
    }
    return nil
  }

  /// A layout finding about `owners` on `layout` (SPEC §21): their command ids, the
  /// controls' nodes as witnesses and the controls themselves, the first owner's source, and
  /// a message `stem` that ends with a fix the suggestion plan fills in (`use ⌥⌘B instead,
  /// typed in one press and free on de, fr`, or advice when no key is free).
  static func finding(
    _ kind: Finding.Kind, _ severity: Severity, shortcut: KeyboardShortcut, owners: [Owner],
    layout: KeyboardLayout, keys: String?, stem: String, in model: AuditModel
  ) -> Finding {
    var finding = Finding(
      kind: kind, severity: severity, shortcut: shortcut,
      commands: LayoutPhrase.commandIDs(owners, in: model),
      contexts: LayoutPhrase.contexts(owners, in: model), layout: layout, keys: keys,
      message: "", source: owners.first.flatMap { LayoutPhrase.source($0, in: model) })
    finding.controls = LayoutPhrase.controls(owners, in: model)
    finding.requestSuggestion(
      .onLayouts(shortcut),
      wording: .layoutFix(layouts: model.layouts.map(\.id).joined(separator: ", ")), stem: stem)
    return finding
  }
}

extension Finding {
  /// A layout finding: the layout and the keys actually pressed there.
  init(
    kind: Kind, severity: Severity, shortcut: KeyboardShortcut, commands: [String],
    contexts: [String] = [], layout: KeyboardLayout, keys: String?, message: String,
    source: SourceLocation? = nil
  ) {
    self.init(
      kind: kind, severity: severity, shortcut: shortcut, commands: commands,
      contexts: contexts, message: message, source: source)
    self.layout = layout.id
    self.keys = keys
  }
}

/// How commands and controls are named in layout messages, and what a finding about them
/// carries.
enum LayoutPhrase {
  /// Whether every owner is a platform default item (SPEC §14): the platform's own items
  /// make no layout findings about themselves; a control or app command among them does.
  static func isPlatformOnly(_ owners: [LayoutAnalysis.Owner], in model: AuditModel) -> Bool {
    owners.allSatisfy { owner in
      if case .command(let index) = owner {
        return model.commands[index].command.isPlatformDefault
      }
      return false
    }
  }

  /// A command: its title and its shortcut as written.
  static func owner(_ command: AuditCommand, _ shortcut: KeyboardShortcut) -> String {
    "\(command.quotedTitle) (\(written(shortcut)))"
  }

  /// A command or a control: `"Save" (custom cmd+/)`, `the control "Send" on main/side
  /// (custom cmd+/)`.
  static func owner(_ owner: LayoutAnalysis.Owner, in model: AuditModel) -> String {
    switch owner {
    case .command(let index):
      let command = model.commands[index]
      return Self.owner(command, command.shortcut ?? KeyboardShortcut(.escape, modifiers: []))
    case .control(let index):
      let control = model.controls.controls[index]
      let shortcut = control.control.shortcut.map { " (\(written($0)))" } ?? ""
      return control.phrase + shortcut
    }
  }

  /// The shortcut as written, with its localization unless `automatic`.
  static func written(_ shortcut: KeyboardShortcut) -> String {
    let localization = shortcut.localization == .automatic ? "" : "\(shortcut.localization) "
    return "\(localization)\(shortcut.writtenDescription)"
  }

  /// Who acts when the owner's shortcut is pressed: a control that runs a command acts as
  /// that command, and commands that send one action are one (SPEC §20).
  static func actor(_ owner: LayoutAnalysis.Owner, in model: AuditModel) -> AuditActor {
    switch owner {
    case .command(let index): model.commands[index].actor
    case .control(let index): model.controls.actor(of: index)
    }
  }

  /// Whether two owners on one key press conflict: commands always (the menu bar is
  /// global); a control with a command, or with a control of the same template; never an
  /// owner with itself, nor two owners that act alike (a control with the command it runs,
  /// two items that send one action).
  static func conflict(
    _ one: LayoutAnalysis.Owner, _ other: LayoutAnalysis.Owner, in model: AuditModel
  ) -> Bool {
    guard one != other, actor(one, in: model) != actor(other, in: model) else { return false }
    if case .control(let left) = one, case .control(let right) = other {
      return model.controls.controls[left].template == model.controls.controls[right].template
    }
    return true
  }

  /// The command ids a finding about `owners` names: the commands, and the commands the
  /// controls run; in order, without repeats.
  static func commandIDs(_ owners: [LayoutAnalysis.Owner], in model: AuditModel) -> [String] {
    var ids: [String] = []
    for owner in owners {
      let id: String?
      switch owner {
      case .command(let index): id = model.commands[index].id
      case .control(let index):
        id = model.controls.controls[index].control.command.flatMap { model.commandIndex[$0] }
          .map { model.commands[$0].id }
      }
      if let id, !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  /// The controls among `owners`, as findings name them.
  static func controls(_ owners: [LayoutAnalysis.Owner], in model: AuditModel)
    -> [Finding.ControlReference]
  {
    owners.compactMap { owner in
      guard case .control(let index) = owner else { return nil }
      return model.controls.controls[index].reference
    }
  }

  /// The witnesses of a finding about `owners`: the controls' nodes (`template/node`).
  static func contexts(_ owners: [LayoutAnalysis.Owner], in model: AuditModel) -> [String] {
    var paths: [String] = []
    for case .control(let index) in owners {
      let path = model.controls.controls[index].path
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  /// Where a finding about `owner` points: a control's own source; `nil` for a command,
  /// whose source the audit fills in.
  static func source(_ owner: LayoutAnalysis.Owner, in model: AuditModel) -> SourceLocation? {
    guard case .control(let index) = owner else { return nil }
    return model.controls.controls[index].source
  }
}
