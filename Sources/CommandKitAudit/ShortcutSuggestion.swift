import CommandKitLite

/// Free shortcuts for the audit's messages (SPEC §20: suggestions are valid).
///
/// A suggestion parses back to itself, is not reserved on the audited platform (hard or
/// conventional), is used by no command, handler or control of the app, is no standard
/// command's shortcut nor a core one (⌘Q, ⌘W...), takes no key a text input binds, has
/// `cmd`, and keeps the original
/// key where it can: the key with more modifiers first, then (for keys that make poor key
/// equivalents with ⌘, such as Escape, Tab, Space, Return and the arrows) a letter of the
/// command's title.
struct ShortcutSuggestion: Sendable {
  /// The audited platform.
  let platform: Platform
  /// Every shortcut the app uses: commands, local handlers and controls.
  let inUse: Set<KeyboardShortcut>
  /// Every standard command's shortcut and alternates on the platform.
  let standard: Set<KeyboardShortcut>

  init(model: AuditModel) {
    platform = model.platform
    var used = Set(model.buckets.map(\.shortcut))
    for handler in model.handlers {
      if let shortcut = handler.handler.shortcut { used.insert(shortcut) }
    }
    for control in model.controls.controls { used.formUnion(control.control.shortcuts) }
    inUse = used
    // The shortcuts people use in every app are never suggested, whatever the platform.
    var standard = StandardRole.coreShortcuts
    for command in model.standardCommands {
      standard.insert(command.shortcut)
      standard.formUnion(command.alternates)
    }
    self.standard = standard
  }

  /// Keys that keep no meaning with ⌘ added, or whose ⌘ forms the system or the text
  /// system take (⌘Space Spotlight, ⌘Tab the app switcher, ⌘← line start, ⌘⌫ delete line).
  private static let poorKeys: Set<NamedKey> = [
    .escape, .tab, .space, .return, .keypadEnter, .delete, .forwardDelete, .up, .down, .left,
    .right, .home, .end, .pageUp, .pageDown,
  ]

  /// A valid shortcut close to `shortcut` for the command titled `title`, other than those
  /// in `excluding` (suggested to other findings already), or nil.
  func alternative(
    to shortcut: KeyboardShortcut, title: String? = nil,
    excluding taken: Set<KeyboardShortcut> = []
  ) -> KeyboardShortcut? {
    // Every combination of ⇧, ⌥ and ⌃ added to the original modifiers, fewer first, so
    // that the key is kept whenever some combination of it is free (SPEC §20: "keeps the
    // original key where possible"; GitX's ⌥⌘C, with ⌘C, ⌥⇧⌘C and ⌃⌥⌘C taken, keeps C as
    // ⌃⌥⇧⌘C, `Tests/Data/RealApps/AuditDefects/suggestion-drops-key/`).
    let extras: [EventModifiers] = [
      [], .shift, .option, [.option, .shift], .control, [.control, .option],
      [.control, .shift], [.control, .option, .shift],
    ]
    if shortcut.key.namedKey.map({ !Self.poorKeys.contains($0) }) ?? true {
      let base = shortcut.modifiers.subtracting(.function).union(.command)
      for extra in extras {
        let candidate = KeyboardShortcut(shortcut.key, modifiers: base.union(extra))
        if candidate != shortcut, !taken.contains(candidate), isValid(candidate) {
          return candidate
        }
      }
    }
    // The original key cannot carry ⌘: a letter of the title instead.
    let letters = (title ?? "").lowercased().filter { $0.isLetter && $0.isASCII }
    for extra in extras {
      for letter in letters {
        let candidate = KeyboardShortcut(
          KeyEquivalent(letter), modifiers: EventModifiers.command.union(extra))
        if !taken.contains(candidate), isValid(candidate) { return candidate }
      }
    }
    return nil
  }

  /// Whether `candidate` may be suggested (see the type's rules).
  func isValid(_ candidate: KeyboardShortcut) -> Bool {
    guard candidate.modifiers.contains(.command), !inUse.contains(candidate),
      !standard.contains(candidate),
      ShortcutTables.reservation(of: candidate, on: platform) == nil,
      TextSystem.handling(of: candidate, multiline: true, profile: DispatchProfile(platform))
        != .consumes,
      (try? KeyboardShortcut(parsing: candidate.description)) == candidate
    else { return false }
    return true
  }
}
