/// The shell's verbs with their usage and help (SPEC §10).
struct Verb: Equatable {
  let name: String
  let arguments: String
  let summary: String

  var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

  static let all: [Verb] = [
    Verb(name: "help", arguments: "[verb]", summary: "lists verbs, or explains one"),
    Verb(name: "load", arguments: "FILE", summary: "replaces the app with a scene file (a failed load keeps the current app)"),
    Verb(name: "demo", arguments: "", summary: "replaces the app with the built-in notes demo"),
    Verb(name: "windows", arguments: "", summary: "windows front to back: id, template, kind, display, phase, key, main, blocked"),
    Verb(name: "open", arguments: "TEMPLATE [ID]", summary: "opens a new window from a template; it becomes key"),
    Verb(name: "close", arguments: "W", summary: "closes a window (and its sheets)"),
    Verb(name: "key", arguments: "W", summary: "brings W to the front and makes it key (its sheet, if it shows one)"),
    Verb(name: "minimize", arguments: "W", summary: "minimizes a window; key passes on"),
    Verb(name: "unminimize", arguments: "W", summary: "brings a minimized window back as the key window"),
    Verb(name: "move", arguments: "W main|external", summary: "moves a window to a display"),
    Verb(name: "sheet", arguments: "W TEMPLATE [ID]", summary: "presents a sheet on W; it becomes key and blocks W"),
    Verb(name: "alert", arguments: "TEMPLATE [ID]", summary: "shows an app-modal alert that blocks every other window"),
    Verb(name: "dismiss", arguments: "W", summary: "dismisses a sheet or alert (or the sheet W shows)"),
    Verb(name: "tree", arguments: "[W]", summary: "the view tree with focus, flags and published values"),
    Verb(name: "focus", arguments: "PATH", summary: "moves focus (w1/list, or list for the key window)"),
    Verb(name: "tab", arguments: "", summary: "moves focus to the next focusable node"),
    Verb(name: "backtab", arguments: "", summary: "moves focus to the previous focusable node"),
    Verb(name: "chain", arguments: "", summary: "the focus chain innermost-first with what each link publishes"),
    Verb(name: "value", arguments: "KEY", summary: "resolves a focused value and names its provider"),
    Verb(name: "set", arguments: "PATH KEY JSON", summary: "publishes a value at a node, scene:W or app"),
    Verb(name: "unset", arguments: "PATH KEY", summary: "withdraws a published value"),
    Verb(name: "select", arguments: "PATH ID...", summary: "sets a selectable node's selection"),
    Verb(name: "deselect", arguments: "PATH", summary: "clears a selection"),
    Verb(name: "hide", arguments: "PATH", summary: "hides a node (focus is repaired)"),
    Verb(name: "show", arguments: "PATH", summary: "shows a hidden node"),
    Verb(name: "disable", arguments: "PATH", summary: "disables a node (focus is repaired)"),
    Verb(name: "enable", arguments: "PATH", summary: "enables a disabled node"),
    Verb(name: "menu", arguments: "[MENU]", summary: "the validated menu bar, or one menu"),
    Verb(name: "overlay", arguments: "", summary: "the Cmd-hold overlay: enabled commands with shortcuts, by menu"),
    Verb(name: "press", arguments: "SHORTCUT", summary: "dispatches a key press and says what happened"),
    Verb(name: "why", arguments: "SHORTCUT", summary: "the same decision step by step, performing nothing"),
    Verb(name: "invoke", arguments: "COMMAND", summary: "performs a command as if chosen from the menu"),
    Verb(name: "bind", arguments: "SHORTCUT COMMAND", summary: "gives a command a user shortcut in place of its default"),
    Verb(name: "unbind", arguments: "COMMAND", summary: "drops a user shortcut; the default comes back"),
    Verb(name: "contextmenu", arguments: "PATH", summary: "the context menu for a selectable node's selection"),
    Verb(name: "a11y", arguments: "[focus PATH | perform NAME | escape | magictap]", summary: "the accessibility cursor, its actions and gestures"),
    Verb(name: "display", arguments: "connect|disconnect", summary: "connects or disconnects the external display"),
    Verb(name: "save", arguments: "FILE", summary: "writes the whole session state as JSON"),
    Verb(name: "restore", arguments: "FILE", summary: "brings a saved session back"),
    Verb(name: "audit", arguments: "[--platform P]", summary: "the shortcut audit of the loaded app"),
    Verb(name: "platform", arguments: "[P]", summary: "shows or switches the platform (macOS, iPadOS, iOS, visionOS)"),
    Verb(name: "quit", arguments: "", summary: "leaves (also: exit)"),
  ]

  static func named(_ name: String) -> Verb? {
    let lowered = name.lowercased()
    if lowered == "exit" { return all.last }
    return all.first { $0.name == lowered }
  }
}
