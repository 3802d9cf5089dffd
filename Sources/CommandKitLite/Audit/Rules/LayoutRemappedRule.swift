/// `layout-remapped` (info, SPEC §21): on a requested layout, an `automatic` (or
/// `withoutMirroring`) shortcut needs a modifier the US layout does not, or has no single
/// key press, so macOS 12+ and iPadOS 15+ remap it by a table Apple does not publish: the
/// menu then shows another shortcut than the app's documentation (Apple's example: ⌘[ on a
/// German keyboard, typed ⌥⌘5, becomes ⌘Ö).
struct LayoutRemappedRule: AuditRule {
  static let kind = Finding.Kind.layoutRemapped

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.layouts.isEmpty else { return [] }
    let analysis = model.layoutAnalysis
    var findings: [Finding] = []
    for (layout, entries) in analysis.entries {
      for entry in entries where entry.typing.kind == .remapped {
        let command = model.commands[entry.command]
        let shortcut = entry.typing.shortcut
        let keys = entry.typing.keys
        let typed =
          keys.map {
            "\(layout.id) types it \($0), with "
              + "\(entry.typing.extraModifiers.names.joined(separator: "+")) beyond the US layout"
          } ?? "\(layout.id) has no single key press for \(shortcut.key.character)"
        findings.append(
          Finding(
            kind: Self.kind, severity: .info, shortcut: shortcut, commands: [command.id],
            layout: layout, keys: keys,
            message: "on \(layout.id), \(LayoutPhrase.owner(command, shortcut)) is remapped by "
              + "the system: \(typed), so the menu shows a key Apple does not publish; make it "
              + "custom to keep \(keys ?? "it as typed"), or "
              + analysis.fix(for: shortcut, layouts: model.layouts)))
      }
    }
    return findings
  }
}
