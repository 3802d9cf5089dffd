import CommandKitLite

/// `fallback-only` (SPEC §18), only under ``ResolutionSemantics/swiftui``: a command whose
/// required value some main window publishes, but which, with a panel (or external-display
/// window) key, neither the panel's chain nor the app gives. The platform's responder
/// chain would fall back to the main window and enable it; SwiftUI's `@FocusedValue`
/// resolves from the key window only, so there the command is dead. Witnesses are the
/// key-window contexts (the panels' nodes) where this happens.
struct FallbackOnlyRule: AuditRule {
  static let kind = Finding.Kind.fallbackOnly

  /// - Complexity: O(Σ panel group entries + commands × panel groups lacking their key,
  ///   up to the witness limit).
  func check(_ model: AuditModel) -> [Finding] {
    guard model.semantics == .swiftui else { return [] }
    let panels = model.contexts.panelGroupStates
    guard !panels.isEmpty else { return [] }
    var panelsWithKey = [Set<Int>](repeating: [], count: model.keyNames.count)
    for (group, state) in panels.enumerated() {
      for entry in state.entries { panelsWithKey[ContextState.key(of: entry)].insert(group) }
    }
    var findings: [Finding] = []
    for command in model.commands {
      guard let key = command.key else { continue }
      let rule = command.command.enabledIf
      guard model.mainFlags[key].satisfies(rule), !model.appFlags[key].satisfies(rule),
        panelsWithKey[key].count < panels.count
      else { continue }
      var names: [String] = []
      var total = 0
      for group in panels.indices where !panelsWithKey[key].contains(group) {
        let groupNames = model.contexts.panelGroupNames(group)
        total += groupNames.count
        if names.count < ShortcutAudit.witnessLimit { names += groupNames }
      }
      names = Array(names.sorted().prefix(ShortcutAudit.witnessLimit))
      findings.append(
        Finding(
          kind: Self.kind, severity: .warning, shortcut: command.shortcut,
          commands: [command.id], contexts: names,
          message: Message.fallbackOnly(
            title: command.quotedTitle, key: model.keyNames[key],
            contexts: AuditPhrase.contexts(names, total: total))))
    }
    return findings
  }
}

private enum Message {
  static func fallbackOnly(title: String, key: String, contexts: String) -> String {
    "\(title) is enabled in \(contexts) only through the main window's \"\(key)\", and "
      + "SwiftUI reads focused values from the key window only, so the command is dead "
      + "there; publish \"\(key)\" from the panel or the app, or expect the command disabled"
  }
}
