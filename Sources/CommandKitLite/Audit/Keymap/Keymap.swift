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
/// and the audit findings about it. Shortcuts on keys the layout lacks (F13, the keypad)
/// are listed apart.
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
  }

  /// One key in one modifier combination.
  public struct Entry: Sendable {
    /// The index of the key in the layout's ``KeymapLayout/keys``.
    public var key: Int
    /// The shortcut as the app declared it.
    public var shortcut: KeyboardShortcut
    /// What is bound to it.
    public var bindings: [Binding] = []
    /// The system function that takes it on the platform, if any.
    public var reservation: Reservation?
    /// The audit's findings about it (conflicts), most serious first.
    public var findings: [Finding] = []
  }

  /// One keyboard drawing: a modifier combination and its keys.
  public struct Keyboard: Sendable {
    /// The modifiers held.
    public var modifiers: EventModifiers
    /// The keys with something on them, by key index.
    public var entries: [Int: Entry]
  }

  /// The app's name.
  public var appName: String
  /// The platform whose reservations apply.
  public var platform: Platform
  /// The layout drawn.
  public var layout: KeymapLayout
  /// One keyboard per modifier combination in use, fewest modifiers first.
  public var keyboards: [Keyboard]
  /// Shortcuts on keys the layout does not have, with their bindings.
  public var offLayout: [(shortcut: KeyboardShortcut, bindings: [Binding])]

  /// The keymap of `app` on `platform` (by default the app's) and `layout`.
  public init(
    app: App, platform: Platform? = nil, semantics: ResolutionSemantics? = nil,
    layout: KeymapLayout = .us
  ) {
    let platform = platform ?? app.platform
    let model = AuditModel(
      app: app, platform: platform, semantics: semantics, hiddenNodes: .included)
    let report = ShortcutAudit(app: app, platform: platform, semantics: semantics).run()
    let allContexts = model.stateOfContext.keys.sorted()
    var bound: [(KeyboardShortcut, Binding)] = []
    for (position, command) in model.commands.enumerated() {
      var shortcuts = command.shortcut.map { [$0] } ?? []
      if case .reserved(let dropped, _)? = command.command.rejectedShortcut?.reason {
        shortcuts.append(dropped)
      }
      let contexts = allContexts.filter { model.canBeEnabled(position, inContext: $0) }
      for shortcut in shortcuts {
        bound.append(
          (
            shortcut,
            Binding(
              kind: "command", title: command.command.title, detail: command.id,
              contexts: contexts,
              everywhere: !allContexts.isEmpty && contexts.count == allContexts.count)
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
            contexts: handler.witnesses, everywhere: false)
        ))
    }
    var boards: [EventModifiers: [Int: Entry]] = [:]
    var offLayout: [KeyboardShortcut: [Binding]] = [:]
    for (shortcut, binding) in bound {
      guard let place = layout.place(of: shortcut) else {
        offLayout[shortcut, default: []].append(binding)
        continue
      }
      var entry =
        boards[place.modifiers]?[place.key]
        ?? Entry(
          key: place.key, shortcut: shortcut,
          reservation: ShortcutTables.reservation(of: shortcut, on: platform))
      if !entry.bindings.contains(binding) { entry.bindings.append(binding) }
      boards[place.modifiers, default: [:]][place.key] = entry
    }
    for finding in report.findings {
      guard let shortcut = finding.shortcut, let place = layout.place(of: shortcut),
        boards[place.modifiers]?[place.key] != nil
      else { continue }
      boards[place.modifiers]?[place.key]?.findings.append(finding)
    }
    self.appName = app.name
    self.platform = platform
    self.layout = layout
    self.keyboards = boards.map { Keyboard(modifiers: $0.key, entries: $0.value) }
      .sorted { Self.order($0.modifiers).lexicographicallyPrecedes(Self.order($1.modifiers)) }
    self.offLayout = offLayout.map { ($0.key, $0.value) }.sorted {
      $0.shortcut.description < $1.shortcut.description
    }
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
