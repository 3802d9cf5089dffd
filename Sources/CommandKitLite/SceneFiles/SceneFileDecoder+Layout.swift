/// Decoding of the keyboard-layout fields (SPEC §21): the top-level `layout` and
/// `layoutDirection`, and a shortcut's `localization`.
extension SceneFileDecoder {
  /// Reads `layout` and `layoutDirection`; an unknown value is an error listing the known
  /// ones (all of them: the lists are short).
  mutating func decodeLayout(_ top: Object, at root: JSONPath) {
    if let name = string(top, "layout", at: root) {
      if let parsed = KeyboardLayout.named(name) {
        layout = parsed
      } else {
        fail(
          root.appending("layout"),
          .unknownChoice(
            name, of: "keyboard layout", choices: KeyboardLayout.ids, suggestion: nil))
      }
    }
    if let name = string(top, "layoutDirection", at: root) {
      let names = LayoutDirection.allCases.map(\.rawValue)
      if let parsed = LayoutDirection(rawValue: name) {
        layoutDirection = parsed
      } else {
        fail(
          root.appending("layoutDirection"),
          .unknownChoice(
            name, of: "layout direction", choices: names, suggestion: nil))
      }
    }
  }

  /// Reads a command's or control's `localization`: `automatic`, `withoutMirroring` or
  /// `custom`; `nil` when absent or unknown (an unknown value is an error listing the known
  /// ones).
  mutating func localization(_ entry: Object, at path: JSONPath)
    -> KeyboardShortcut.Localization?
  {
    guard let name = string(entry, "localization", at: path) else { return nil }
    if let parsed = KeyboardShortcut.Localization(rawValue: name) { return parsed }
    let names = KeyboardShortcut.Localization.allCases.map(\.rawValue)
    fail(
      path.appending("localization"),
      .unknownChoice(
        name, of: "shortcut localization", choices: names, suggestion: nil))
    return nil
  }
}
