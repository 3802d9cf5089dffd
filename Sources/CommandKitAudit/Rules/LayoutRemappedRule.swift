import CommandKitLite

/// `layout-remapped` (info, SPEC §21): on a requested layout, an `automatic` (or
/// `withoutMirroring`) shortcut of a command or a control (SPEC §16) needs a modifier the
/// US layout does not, or has no single key press, so macOS 12+ and iPadOS 15+ remap it by
/// a table Apple does not publish: the menu or the button then answers to another shortcut
/// than the app's documentation (Apple's example: ⌘[ on a German keyboard, typed ⌥⌘5,
/// becomes ⌘Ö).
struct LayoutRemappedRule: AuditRule {
  static let kind = Finding.Kind.layoutRemapped

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.layouts.isEmpty else { return [] }
    let analysis = model.layoutAnalysis
    var findings: [Finding] = []
    for (layout, entries) in analysis.entries {
      for entry in entries
      where entry.typing.kind == .remapped
        && !LayoutPhrase.isPlatformOnly([entry.owner], in: model)
      {
        let shortcut = entry.typing.shortcut
        let keys = entry.typing.keys
        let typed =
          keys.map {
            "\(layout.id) types it \($0), with "
              + "\(entry.typing.extraModifiers.names.joined(separator: "+")) beyond the US layout"
          } ?? "\(layout.id) has no single key press for \(shortcut.key.character)"
        let shows: String
        if case .control = entry.owner {
          shows = "so the control answers to a key Apple does not publish"
        } else {
          shows = "so the menu shows a key Apple does not publish"
        }
        findings.append(
          LayoutAnalysis.finding(
            Self.kind, .info, shortcut: shortcut, owners: [entry.owner], layout: layout,
            keys: keys,
            stem: "on \(layout.id), \(LayoutPhrase.owner(entry.owner, in: model)) is "
              + "remapped by the system: \(typed), \(shows); make it custom to keep "
              + "\(keys ?? "it as typed"), or ", in: model))
      }
    }
    return findings
  }
}
