import CommandKitLite

/// `layout-unreachable` (error, SPEC §21): on a requested layout, no single key press types
/// a `custom` shortcut of a command or a control (SPEC §16): its character needs a dead key
/// (⌘ñ on `de`: ~ then n) or the layout has no key for it. (`automatic` shortcuts are
/// remapped instead: `layout-remapped`.)
struct LayoutUnreachableRule: AuditRule {
  static let kind = Finding.Kind.layoutUnreachable

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.layouts.isEmpty else { return [] }
    let analysis = model.layoutAnalysis
    var findings: [Finding] = []
    for (layout, entries) in analysis.entries {
      for entry in entries
      where entry.typing.kind == .unreachable
        && !LayoutPhrase.isPlatformOnly([entry.owner], in: model)
      {
        let shortcut = entry.typing.shortcut
        let character = shortcut.key.character
        let why =
          entry.typing.deadKey.map {
            "\(character) needs the dead key \(layout.spelling(of: $0)) and then another key"
          } ?? "\(layout.id) has no key that types \(character)"
        findings.append(
          LayoutAnalysis.finding(
            Self.kind, .error, shortcut: shortcut, owners: [entry.owner], layout: layout,
            keys: nil,
            stem: "on \(layout.id), \(LayoutPhrase.owner(entry.owner, in: model)) cannot "
              + "be pressed: \(why); ", in: model))
      }
    }
    return findings
  }
}
