import CommandKitLite

extension Finding.Kind {
  /// What a finding of this kind means and why it matters, in a few sentences (SARIF's
  /// `fullDescription`). A kind without its own text falls back to ``summary``.
  public var explanation: String {
    Self.explanations[self] ?? summary.prefix(1).uppercased() + summary.dropFirst() + "."
  }

  /// How to fix a finding of this kind (SARIF's `help`). Each finding's own message ends
  /// with the fix for that case; this is the general advice.
  public var help: String {
    Self.helpTexts[self] ?? "Read the finding's message: it ends with the fix for that case."
  }

  // Tables rather than switches, so that the formats take any kind the audit adds: a new
  // kind is written with its summary until it gets its own texts.
  private static let explanations: [Finding.Kind: String] = [
    .reserved:
      "The platform takes this shortcut before the app sees it (a hard reservation, an error) "
      + "or people expect it to do something else (a conventional one, a warning where the "
      + "command can be enabled; an info for a menu command on Escape or Tab).",
    .ambiguous:
      "Two or more commands, or two controls of one window, answer one shortcut and are "
      + "enabled at once somewhere, so the key runs whichever the system finds first.",
    .duplicate:
      "Commands, or controls of one window, share a shortcut but are never enabled together: "
      + "the key works, but means different things in different places. Items that send one "
      + "action are one command and never a duplicate.",
    .shadowed:
      "A local key handler or in-window control takes the key before a menu command can, or "
      + "on macOS a ⌘/⌃ menu command takes it before a handler, so one of them never runs "
      + "by key where both apply.",
    .swallowed:
      "A command without ⌘ or ⌃ is only enabled while a text input is focused, and the "
      + "text input types the key instead of running the command.",
    .nonstandard:
      "A shortcut that the platform's standard commands use (⌘C for Copy) runs another "
      + "command here, which surprises people.",
    .missingStandard: "A standard command (Undo, Copy...) is there without its standard shortcut.",
    .unreachable:
      "The command requires a focused value that no node, scene or app value ever "
      + "publishes, so it is never enabled.",
    .invalid: "The shortcut's text cannot be parsed, so the command has no shortcut at all.",
    .fallbackOnly:
      "Under SwiftUI semantics a panel's commands see only the key window's values; this "
      + "command is enabled somewhere only through the main window's, so it is dead there.",
    .unresolved:
      "A context menu or in-window control names a command no one registered, or an effect "
      + "opens a template the app does not have: the entry is left out of the menu, the "
      + "control is never live, the effect fails. Declarations may come in any order, so "
      + "this is found once the app is complete, not when it is declared.",
  ]

  private static let helpTexts: [Finding.Kind: String] = [
    .reserved: "Choose another shortcut; the message suggests a free one.",
    .ambiguous: "Give all but one of the commands or controls another shortcut.",
    .duplicate: "Give each command or control its own shortcut.",
    .shadowed:
      "Give the handler, control or command another shortcut, or let the control run the "
      + "command.",
    .swallowed: "Add ⌘ or ⌃ to the shortcut.",
    .nonstandard: "Give the command another shortcut, or the standard id if it is that command.",
    .missingStandard: "Give the command its standard shortcut (named in the message).",
    .unreachable: "Publish the required value from a node, a scene or the app, or drop it.",
    .unresolved:
      "Register the command or add the template, or correct the name (the message suggests one).",
    .invalid: "Fix the shortcut's spelling (the message suggests the closest key).",
    .fallbackOnly:
      "Publish the value from the panel (or as a scene or app value), or use platform "
      + "semantics if the app really falls back to the main window.",
  ]
}
