import CommandKitLite

extension Finding.Kind {
  /// The severities a finding of this kind can have, most serious first.
  ///
  /// `reserved` is an error for a hard reservation (or a shortcut dropped at load), a
  /// warning for a conventional one where the command can be enabled, and an info for a
  /// menu command on Escape or Tab or one enabled nowhere; `nonstandard` is a warning where
  /// the standard command is displaced or the shortcut is a core one (and the command can be
  /// enabled), else an info; `duplicate` is an info when only one of its meanings is ever
  /// enabled; `option-only` is an info where no text input is in the focus chain with the
  /// command enabled; `missing-edit-commands` is an error on macOS and a warning elsewhere;
  /// every other kind always has one severity (SPEC §20). Tools use this to document the
  /// audit (`cmdshell audit --help`).
  public var severities: [Severity] {
    switch self {
    case .reserved: [.error, .warning, .info]
    case .missingEditCommands: [.error, .warning]
    case .nonstandard, .duplicate, .optionOnly: [.warning, .info]
    case .ambiguous, .invalid, .layoutCollision, .layoutUnreachable, .unresolved: [.error]
    case .shadowed, .swallowed, .unreachable, .fallbackOnly, .stealsTextKey, .defaultButtons:
      [.warning]
    case .missingStandard, .layoutRemapped: [.info]
    }
  }

  /// What a finding of this kind means, in one line.
  public var summary: String {
    switch self {
    case .reserved: "a shortcut the platform reserves (hard: error, conventional: warning)"
    case .ambiguous:
      "two or more commands (or controls of one window) with one shortcut are enabled at once"
    case .duplicate: "commands (or controls of one window) share a shortcut, never enabled together"
    case .shadowed:
      "a handler or control hides a menu command's key, or on macOS a ⌘/⌃ command a handler's"
    case .swallowed: "a plain-key command is only enabled while a text input eats plain keys"
    case .nonstandard: "a standard shortcut runs a command that is not the standard one"
    case .missingStandard: "a standard command lacks its standard shortcut"
    case .unreachable: "a command requires a key that nothing ever publishes"
    case .invalid: "a shortcut that cannot be parsed"
    case .fallbackOnly: "swiftui: a command enabled somewhere only through the main window's values"
    case .missingEditCommands:
      "a template has a text input but the menu bar lacks Cut, Copy, Paste, Select All or Undo"
    case .stealsTextKey: "macOS: a ⌘/⌃ command takes a key the text system binds from a text input"
    case .defaultButtons: "two live default (or cancel) controls in one window"
    case .optionOnly: "macOS: an ⌥-only shortcut types a character in every text input"
    case .layoutCollision:
      "--layouts: on a layout, two shortcuts (or one and a reserved one) are the same key press"
    case .layoutUnreachable: "--layouts: on a layout, no single key press types a custom shortcut"
    case .layoutRemapped: "--layouts: on a layout, the system remaps an automatic shortcut"
    case .unresolved:
      "a context menu, control or effect names a command or template that is not there"
    }
  }
}
