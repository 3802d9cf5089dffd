import CommandKitLite

/// What an app's keyboard shortcuts do, key by key, for each modifier combination it uses
/// (SPEC §23): the data behind `cmdshell keymap`, drawn by ``html``.
///
/// ```swift
/// let keymap = Keymap(app: scene.app)
/// try keymap.html.write(toFile: "keymap.html", atomically: true, encoding: .utf8)
/// ```
///
/// Each key lists its bindings (menu commands with where they can be enabled, in-window
/// controls, local key handlers), the system function that reserves it on the platform,
/// and the audit findings about it, on the keyboard of a layout (SPEC §21: each shortcut
/// on the key that types it there). Shortcuts on keys the keyboard lacks (F13, the
/// keypad), and those the layout remaps or cannot type, are listed apart.
public struct Keymap: Sendable {
  /// Something bound to a key.
  public struct Binding: Sendable, Equatable {
    /// `command`, `control` or `handler`.
    public var kind: String
    /// The command's or control's title, or the handler's action.
    public var title: String
    /// The command id, or the control's or handler's node path.
    public var detail: String
    /// Where it acts: the contexts where the command can be enabled, the control's
    /// template, the handler's focus contexts; empty means nowhere.
    public var contexts: [String]
    /// Whether it acts in every context of the app.
    public var everywhere: Bool
    /// Whether it can act somewhere: a command enabled in some context, a control, a
    /// handler whose node can have focus. A keyboard whose bindings can never act is left
    /// out of the map (SPEC §23).
    public var canAct = true
    /// Whether it is one of the platform's own menu items (SPEC §14: Quit, Close, Hide…):
    /// the app's item, never the system's, even where the key is conventionally reserved.
    public var isPlatformItem = false
  }

  /// One key in one modifier combination.
  public struct Entry: Sendable {
    /// The index of the key in the layout's ``KeymapLayout/keys``.
    public var key: Int
    /// The shortcut as the app declared it.
    public var shortcut: KeyboardShortcut
    /// What is bound to it.
    public var bindings: [Binding] = []
    /// The system function that takes it on the platform, if any: a hard reservation of
    /// the physical key press, or a conventional one of the shortcut it types.
    public var reservation: Reservation?
    /// The audit's findings about it (conflicts), most serious first.
    public var findings: [Finding] = []

    /// Whether the system takes the key: a hard reservation, which no app ever sees.
    public var isTakenBySystem: Bool { reservation?.strength == .hard }

    /// Whether a conventional reservation of the key is the app's own item: the platform's
    /// item there (⌘Q is Quit, ⌘H Hide) or the standard command of that shortcut, so the
    /// key does what people expect and is not drawn as the system's.
    public var isReservationHeldByApp: Bool {
      guard let reservation, reservation.strength != .hard else { return false }
      return bindings.contains { binding in
        binding.isPlatformItem
          || (binding.kind == "command"
            && ShortcutTables.standardCommand(id: binding.detail).map {
              $0.shortcut == shortcut || $0.alternates.contains(shortcut)
            } == true)
      }
    }

    /// The reservation as the map draws it: hard ones always, conventional ones unless the
    /// app's own item holds the key.
    public var shownReservation: Reservation? {
      isReservationHeldByApp ? nil : reservation
    }
  }

  /// One keyboard drawing: a modifier combination and its keys.
  public struct Keyboard: Sendable {
    /// The modifiers held.
    public var modifiers: EventModifiers
    /// The keys with something on them, by key index.
    public var entries: [Int: Entry]
  }

  /// A shortcut not drawn on a key, and why.
  public struct Apart: Sendable {
    /// Why a shortcut is listed apart from the keyboards.
    public enum Reason: Sendable, Equatable {
      /// The keyboard has no such key (F13, the keypad).
      case noKey
      /// An `automatic` or `withoutMirroring` shortcut the layout types only with an
      /// extra modifier, or not at all: the system remaps it to a key Apple does not
      /// publish (SPEC §21), so the map does not guess where it lands.
      case remapped
      /// A `custom` shortcut that no single key press types on the layout.
      case unreachable
    }
    /// The shortcut as the app declared it (mirrored when right to left mirrors it).
    public var shortcut: KeyboardShortcut
    /// Why it is not on a key.
    public var reason: Reason
    /// How the layout types it: the key press with the extra modifiers, or the dead key.
    public var typing: ShortcutTyping?
    /// What is bound to it.
    public var bindings: [Binding]
  }

  /// The app's name.
  public var appName: String
  /// The platform whose reservations apply.
  public var platform: Platform
  /// The keyboard drawn, with the layout whose characters it shows.
  public var layout: KeymapLayout
  /// One keyboard per modifier combination in use with something that can act, fewest
  /// modifiers first. Every key the system takes on the platform is on it, bound or not.
  public var keyboards: [Keyboard]
  /// Modifier combinations with bindings that can never act (a platform item that is never
  /// enabled, such as Show Next Tab's ⌃⇥): left out of ``keyboards`` and named here, so
  /// nothing is dropped silently.
  public var leftOut: [Keyboard] = []
  /// Shortcuts not drawn on a key: keys the keyboard lacks, shortcuts the system remaps
  /// on the layout, `custom` shortcuts the layout cannot type; in that order, then by
  /// shortcut.
  public var offLayout: [Apart]

  /// The keymap of `app` on `platform` (by default the app's) and `layout` (by default the
  /// app's, SPEC §21).
  ///
  /// A shortcut is drawn on the key that types it on the layout, with the modifiers held
  /// there: a `custom` one as the layout requires (⌘/ `custom` on `de` is ⇧⌘7), an
  /// `automatic` one where the layout types it with no extra modifier (⌘? on `de` is ⇧⌘ß).
  /// An `automatic` shortcut the system remaps, and a `custom` one no key press types, are
  /// listed apart (``offLayout``). In a right-to-left app an `automatic` shortcut is drawn
  /// mirrored. A hard reservation is that of the physical key press (SPEC §21: on `fr`,
  /// ⇧⌘" on the 3 key is the screenshot), a conventional one that of the shortcut typed; on a layout other than `us` the audit's layout
  /// findings for it are on the keys too.
  public init(
    app: App, platform: Platform? = nil, semantics: ResolutionSemantics? = nil,
    layout: KeyboardLayout? = nil
  ) {
    let platform = platform ?? app.platform
    let keyboard = KeymapLayout(layout ?? app.layout)
    let model = AuditModel(
      app: app, platform: platform, semantics: semantics, hiddenNodes: .included)
    var audit = ShortcutAudit(app: app, platform: platform, semantics: semantics)
    if keyboard.layout != .us { audit.layouts = [keyboard.layout] }
    let report = audit.run()
    let allContexts = model.stateOfContext.keys.sorted()
    var bound: [(KeyboardShortcut, Binding)] = []
    for (position, command) in model.commands.enumerated() {
      var shortcuts = command.shortcut.map { [$0] } ?? []
      if case .reserved(let dropped, _)? = command.command.rejectedShortcut?.reason {
        shortcuts.append(dropped)
      }
      let contexts = allContexts.filter { model.canBeEnabled(position, inContext: $0) }
      // Without templates there are no contexts: a command acts when nothing is required
      // (the menu bar works with no window, SPEC §13).
      let canAct =
        allContexts.isEmpty ? command.key == nil && !command.isNeverEnabled : !contexts.isEmpty
      for shortcut in shortcuts {
        bound.append(
          (
            shortcut,
            Binding(
              kind: "command", title: command.command.title, detail: command.id,
              contexts: contexts,
              everywhere: allContexts.isEmpty ? canAct : contexts.count == allContexts.count,
              canAct: canAct, isPlatformItem: command.command.origin == .platform)
          ))
      }
    }
    for control in model.controls.controls {
      let contexts = model.controls.contexts[control.template] ?? []
      for shortcut in control.control.shortcuts {
        bound.append(
          (
            shortcut,
            Binding(
              kind: "control", title: control.control.title, detail: control.path,
              contexts: contexts, everywhere: false)
          ))
      }
    }
    for handler in model.handlers {
      guard let shortcut = handler.handler.shortcut else { continue }
      bound.append(
        (
          shortcut,
          Binding(
            kind: "handler", title: handler.handler.action, detail: handler.path,
            contexts: handler.witnesses, everywhere: false, canAct: !handler.witnesses.isEmpty)
        ))
    }
    let rtl = app.layoutDirection == .rightToLeft
    var boards: [EventModifiers: [Int: Entry]] = [:]
    var apart: [Apart] = []
    var apartIndex: [String: Int] = [:]
    var placed: [KeyboardShortcut: [(EventModifiers, Int)]] = [:]
    for (declared, binding) in bound {
      let place: Placement
      if binding.kind == "handler" {
        // Local key handlers answer to the characters typed: never remapped nor mirrored.
        place = Self.place(declared.localized(.custom), on: keyboard)
      } else {
        let mirrored = rtl && declared.localization == .automatic ? declared.mirrored : declared
        place = Self.place(mirrored, on: keyboard)
      }
      guard case .key(let key, let modifiers) = place.kind else {
        let name = "\(place.shortcut) \(place.reason)"
        if let at = apartIndex[name] {
          if !apart[at].bindings.contains(binding) { apart[at].bindings.append(binding) }
        } else {
          apartIndex[name] = apart.count
          apart.append(
            Apart(
              shortcut: place.shortcut, reason: place.reason, typing: place.typing,
              bindings: [binding]))
        }
        continue
      }
      var entry =
        boards[modifiers]?[key]
        ?? Entry(
          key: key, shortcut: place.shortcut,
          reservation: Self.reservation(
            of: key, modifiers, typing: place.shortcut, keyboard, platform))
      if !entry.bindings.contains(binding) { entry.bindings.append(binding) }
      boards[modifiers, default: [:]][key] = entry
      placed[declared, default: []].append((modifiers, key))
      if place.shortcut != declared { placed[place.shortcut, default: []].append((modifiers, key)) }
    }
    for finding in report.findings {
      guard let shortcut = finding.shortcut,
        finding.layout == nil || finding.layout == keyboard.name
      else { continue }
      var seen = Set<String>()
      for (modifiers, key) in placed[shortcut] ?? []
      where seen.insert("\(modifiers.rawValue)/\(key)").inserted {
        boards[modifiers]?[key]?.findings.append(finding)
      }
    }
    self.appName = app.name
    self.platform = platform
    self.layout = keyboard
    let all = boards.map { Keyboard(modifiers: $0.key, entries: $0.value) }
      .sorted { Self.order($0.modifiers).lexicographicallyPrecedes(Self.order($1.modifiers)) }
    let acting = all.filter { board in
      board.entries.values.contains { $0.bindings.contains(where: \.canAct) }
    }
    self.keyboards = acting.map { Self.withSystemKeys($0, keyboard, platform) }
    self.leftOut = all.filter { board in !acting.contains { $0.modifiers == board.modifiers } }
    let reasons: [Apart.Reason] = [.noKey, .remapped, .unreachable]
    self.offLayout = apart.sorted {
      let left = reasons.firstIndex(of: $0.reason) ?? 0
      let right = reasons.firstIndex(of: $1.reason) ?? 0
      return left != right ? left < right : $0.shortcut.description < $1.shortcut.description
    }
  }

  /// Where a shortcut goes: a key and the modifiers held, or apart with a reason.
  struct Placement {
    enum Kind {
      case key(Int, EventModifiers)
      case apart
    }
    var kind: Kind
    var shortcut: KeyboardShortcut
    var reason: Apart.Reason = .noKey
    var typing: ShortcutTyping?
  }

  /// Places `shortcut` on `keyboard` by how its layout types it (SPEC §21).
  static func place(_ shortcut: KeyboardShortcut, on keyboard: KeymapLayout) -> Placement {
    let typing = keyboard.layout.typing(shortcut)
    switch typing.kind {
    case .typed:
      guard let press = typing.press, let key = keyboard.cap(of: press) else {
        return Placement(kind: .apart, shortcut: shortcut, reason: .noKey, typing: typing)
      }
      return Placement(kind: .key(key, press.modifiers), shortcut: shortcut, typing: typing)
    case .remapped:
      return Placement(kind: .apart, shortcut: shortcut, reason: .remapped, typing: typing)
    case .unreachable:
      return Placement(kind: .apart, shortcut: shortcut, reason: .unreachable, typing: typing)
    }
  }

  /// The reservation on a key: a hard one belongs to the physical key press (SPEC §21:
  /// the same press on a US keyboard; on `fr` ⇧⌘ on the 3 key is the screenshot whatever
  /// it types), a conventional one to the shortcut typed (⌘Z is Undo on whichever key
  /// types Z, as the menu item follows the character).
  static func reservation(
    of key: Int, _ modifiers: EventModifiers, typing shortcut: KeyboardShortcut,
    _ keyboard: KeymapLayout, _ platform: Platform
  ) -> Reservation? {
    if let physical = keyboard.keys[key].key,
      let hard = ShortcutTables.reservation(
        of: KeyboardShortcut(physical, modifiers: modifiers), on: platform),
      hard.strength == .hard
    {
      return hard
    }
    guard let typed = ShortcutTables.reservation(of: shortcut, on: platform),
      typed.strength != .hard
    else { return nil }
    return typed
  }

  /// `board` with every key the system takes with its modifiers (SPEC §23: drawn taken even
  /// where the app binds nothing), and the conventional reservations of the free keys (the
  /// shortcut each types on the layout), so the map shows which keys are really free.
  static func withSystemKeys(
    _ board: Keyboard, _ keyboard: KeymapLayout, _ platform: Platform
  ) -> Keyboard {
    var board = board
    for (index, cap) in keyboard.keys.enumerated() where board.entries[index] == nil {
      guard let physical = cap.key else { continue }
      let press = KeyboardShortcut(physical, modifiers: board.modifiers)
      let typed =
        keyboard.layout.shortcut(
          typedBy: KeyPress(key: physical.character, modifiers: board.modifiers)) ?? press
      guard
        let reservation = Self.reservation(
          of: index, board.modifiers, typing: typed, keyboard, platform)
      else { continue }
      board.entries[index] = Entry(key: index, shortcut: typed, reservation: reservation)
    }
    return board
  }

  /// Fewest modifiers first, then ⌘ before ⇧⌘ before ⌥⌘ before ⌃⌘, as menus list them.
  static func order(_ modifiers: EventModifiers) -> [Int] {
    let flags: [EventModifiers] = [.command, .shift, .option, .control, .function]
    return [flags.count(where: modifiers.contains)]
      + flags.map { modifiers.contains($0) ? 0 : 1 }
  }

  /// The number of keys drawn: bindable keys per keyboard.
  public var drawnKeyCount: Int { keyboards.count * layout.bindableKeys.count }
}
