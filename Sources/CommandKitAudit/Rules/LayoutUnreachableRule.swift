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
        var finding = Finding(
          kind: Self.kind, severity: .error, shortcut: shortcut,
          commands: LayoutPhrase.commandIDs([entry.owner], in: model),
          contexts: LayoutPhrase.contexts([entry.owner], in: model), layout: layout,
          keys: nil, message: "", source: LayoutPhrase.source(entry.owner, in: model))
        finding.controls = LayoutPhrase.controls([entry.owner], in: model)
        LayoutAnalysis.requestFix(
          for: shortcut, layouts: model.layouts, in: &finding,
          stem: "on \(layout.id), \(LayoutPhrase.owner(entry.owner, in: model)) cannot "
            + "be pressed: \(why); ")
        findings.append(finding)
      }
    }
    return findings
  }
}
