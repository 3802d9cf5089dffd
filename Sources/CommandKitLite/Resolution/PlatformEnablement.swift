/// The facts about the key window that SPEC §14's enablement rules read, and the rules
/// themselves: one copy, asked by the resolver with the current windows
/// (``App/isEnabled(by:chain:)``) and by the audit with each context a template can
/// produce (the template's kind, its toolbar, its focus chain's text input).
extension PlatformMenuItem.Enablement {
  /// Whether the rule holds with a key window of kind `keyWindowKind` (`nil`: no window is
  /// key). The other facts are asked only when the rule needs them (the resolver computes
  /// them from the current windows on every validation).
  /// - `throughResponder` never holds by itself: only a text input answering the command
  ///   (``PlatformEnablement/answers(_:hasFindBar:textCommands:)``) or a declared
  ///   `requires` enables those items (SPEC §14, §15).
  package func holds(
    keyWindowKind: WindowKind?, keyWindowHasToolbar: @autoclosure () -> Bool,
    textInputInKeyChain: @autoclosure () -> Bool, windowOpen: @autoclosure () -> Bool
  ) -> Bool {
    switch self {
    case .always: return true
    case .never, .throughResponder: return false
    case .windowOpen: return windowOpen()
    case .keyWindowKinds(let kinds):
      guard let keyWindowKind else { return false }
      return kinds.contains(keyWindowKind.rawValue)
    case .keyWindowHasToolbar: return keyWindowKind != nil && keyWindowHasToolbar()
    case .textInputInKeyChain: return keyWindowKind != nil && textInputInKeyChain()
    }
  }
}

/// The text input's part of the enablement rule (SPEC §15), shared by the resolver and
/// the audit.
package enum PlatformEnablement {
  /// Whether a text input with a find bar `hasFindBar` and allowed editing commands
  /// `textCommands` (`nil`: all) answers command `id` as its first responder.
  package static func answers(_ id: String, hasFindBar: Bool, textCommands: Set<String>?) -> Bool {
    if StandardCommand.findIDs.contains(id), !hasFindBar { return false }
    if let textCommands, !textCommands.contains(id) { return false }
    return true
  }
}
