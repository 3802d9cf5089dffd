/// The shell's verbs (SPEC §10). Every table about a verb (usage, summary, examples,
/// completion, dispatch) is an exhaustive `switch` over this enum, so a new verb does not
/// build until each of them handles it.
enum Verb: String, CaseIterable, Sendable {
  case help, load, demo, windows, open, close, key, minimize, unminimize, move, sheet, alert
  case dismiss, tree, focus, tab, backtab, chain, value, set, unset, select, deselect, hide
  case show, disable, enable, menu, overlay, press, why, invoke, bind, unbind, contextmenu
  case a11y, display, save, restore, audit, platform, semantics, layout, direction, unhide
  case launch, quit

  /// The verb as typed.
  var name: String { rawValue }

  /// Other words that run the verb.
  var aliases: [String] {
    switch self {
    case .quit: ["exit"]
    case .help, .load, .demo, .windows, .open, .close, .key, .minimize, .unminimize, .move,
      .sheet, .alert, .dismiss, .tree, .focus, .tab, .backtab, .chain, .value, .set, .unset,
      .select, .deselect, .hide, .show, .disable, .enable, .menu, .overlay, .press, .why,
      .invoke, .bind, .unbind, .contextmenu, .a11y, .display, .save, .restore, .audit,
      .platform, .semantics, .layout, .direction, .unhide, .launch:
      []
    }
  }

  /// The verb with its arguments, as `help` shows it.
  var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

  /// The verb's arguments in usage notation.
  var arguments: String {
    switch self {
    case .help: "[verb]"
    case .load, .save, .restore: "FILE"
    case .demo, .windows, .tab, .backtab, .chain, .overlay, .unhide, .launch, .quit: ""
    case .open: "TEMPLATE [ID]"
    case .close, .key, .minimize, .unminimize, .dismiss: "W"
    case .move: "W main|external"
    case .sheet: "W TEMPLATE [ID]"
    case .alert: "TEMPLATE [ID]"
    case .tree: "[W]"
    case .focus, .deselect, .hide, .show, .disable, .enable, .contextmenu: "PATH"
    case .value: "KEY"
    case .set: "PATH KEY JSON"
    case .unset: "PATH KEY"
    case .select: "PATH ID..."
    case .menu: "[MENU]"
    case .press, .why: "SHORTCUT"
    case .invoke, .unbind: "COMMAND"
    case .bind: "SHORTCUT COMMAND"
    case .a11y: "[focus PATH | perform NAME | escape | magictap]"
    case .display: "connect|disconnect"
    case .audit: "[--platform P] [--semantics S] [--layouts L,L|all]"
    case .platform: "[P]"
    case .semantics: "[platform|swiftui]"
    case .layout: "[L]"
    case .direction: "[ltr|rtl]"
    }
  }

  /// One line saying what the verb does.
  var summary: String {
    switch self {
    case .help: "lists verbs, or explains one"
    case .load: "replaces the app with a scene file (a failed load keeps the current app)"
    case .demo: "replaces the app with the built-in notes demo"
    case .windows:
      "windows front to back: id, template, kind, display, phase, key, main, blocked"
    case .open: "opens a new window from a template; it becomes key"
    case .close: "closes a window (and its sheets)"
    case .key: "brings W to the front and makes it key (its sheet, if it shows one)"
    case .minimize: "minimizes a window; key passes on"
    case .unminimize: "brings a minimized window back as the key window"
    case .move: "moves a window to a display"
    case .sheet: "presents a sheet on W; it becomes key and blocks W"
    case .alert: "shows an app-modal alert that blocks every other window"
    case .dismiss: "dismisses a sheet or alert (or the sheet W shows)"
    case .tree: "the view tree with focus, flags and published values"
    case .focus: "moves focus (w1/list, or list for the key window)"
    case .tab: "moves focus to the next focusable node"
    case .backtab: "moves focus to the previous focusable node"
    case .chain: "the focus chain innermost-first with what each link publishes"
    case .value: "resolves a focused value and names its provider"
    case .set: "publishes a value at a node, scene:W or app"
    case .unset: "withdraws a published value"
    case .select: "sets a selectable node's selection"
    case .deselect: "clears a selection"
    case .hide: "hides a node (focus is repaired)"
    case .show: "shows a hidden node"
    case .disable: "disables a node (focus is repaired)"
    case .enable: "enables a disabled node"
    case .menu: "the validated menu bar, or one menu"
    case .overlay: "the Cmd-hold overlay: enabled commands with shortcuts, by menu"
    case .press: "dispatches a key press and says what happened"
    case .why: "the same decision step by step, performing nothing"
    case .invoke: "performs a command as if chosen from the menu"
    case .bind: "gives a command a user shortcut in place of its default"
    case .unbind: "drops a user shortcut; the default comes back"
    case .contextmenu: "the context menu for a selectable node's selection"
    case .a11y: "the accessibility cursor, its actions and gestures"
    case .display: "connects or disconnects the external display"
    case .save: "writes the whole session state as JSON"
    case .restore: "brings a saved session back"
    case .audit: "the shortcut audit of the loaded app"
    case .platform: "shows or switches the platform (macOS, iPadOS, iOS, visionOS)"
    case .unhide: "brings a hidden app (⌘H) back with its previous key window"
    case .launch: "starts the app again after Quit (⌘Q), with the scene file's first windows"
    case .semantics:
      "shows or switches how focused values resolve: platform (key, then main window) or swiftui (key window only)"
    case .layout:
      "shows or switches the keyboard layout keys are typed on (us, de, fr, ch-de, ch-fr, uk, it, se)"
    case .direction:
      "shows or switches the layout direction; rtl mirrors automatic shortcuts with [ ] { } ( ) < > ← →"
    case .quit: "leaves (also: exit)"
    }
  }

  /// Example lines for `help VERB`.
  var examples: [String] {
    switch self {
    case .press: ["press cmd+n", "press ⇧⌘Z", "press delete", "press Cmd-Shift-S"]
    case .why: ["why delete", "why opt+cmd+p"]
    case .focus: ["focus w1/list", "focus editor"]
    case .set:
      [
        "set w1/list folder \"Work\"", "set scene:w1 sidebarVisible false",
        "set app noteStore null",
      ]
    case .select: ["select w1/list n1 n2", "select list n3"]
    case .a11y:
      ["a11y", "a11y focus w1/sidebar", "a11y perform New Folder", "a11y escape", "a11y magictap"]
    case .bind: ["bind cmd+shift+p note.pin"]
    case .sheet: ["sheet w1 confirm"]
    case .open: ["open main", "open main w2", "open inspector"]
    case .layout: ["layout de", "layout fr"]
    case .direction: ["direction rtl", "direction ltr"]
    case .help, .load, .demo, .windows, .close, .key, .minimize, .unminimize, .move, .alert,
      .dismiss, .tree, .tab, .backtab, .chain, .value, .unset, .deselect, .hide, .show,
      .disable, .enable, .menu, .overlay, .invoke, .unbind, .contextmenu, .display, .save,
      .restore, .audit, .platform, .semantics, .unhide, .launch, .quit:
      []
    }
  }

  /// The verb a word names (any case, aliases included).
  static func named(_ word: String) -> Verb? {
    let lowered = word.lowercased()
    return allCases.first { $0.name == lowered || $0.aliases.contains(lowered) }
  }

  /// Every verb's name, in help order.
  static var names: [String] { allCases.map(\.name) }
}
