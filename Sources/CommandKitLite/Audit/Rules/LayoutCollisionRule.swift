/// `layout-collision` (error, SPEC §21): on a requested layout, two different shortcuts, or
/// a shortcut and a hard reservation, come to the same physical key press. ⌘3 `custom` on
/// `fr` is typed ⇧⌘3 (the `"` key with Shift): the screenshot.
///
/// Shortcuts written alike are the business of `ambiguous` and `duplicate`; a shortcut that
/// is itself reserved, of `reserved`. An `automatic` shortcut the system remaps has no
/// known key press, so it takes part in no collision (see `layout-remapped`).
struct LayoutCollisionRule: AuditRule {
  static let kind = Finding.Kind.layoutCollision

  func check(_ model: AuditModel) -> [Finding] {
    guard !model.layouts.isEmpty else { return [] }
    let analysis = model.layoutAnalysis
    var findings: [Finding] = []
    for (layout, entries) in analysis.entries {
      let owners = analysis.pressOwners[layout.id] ?? [:]
      for entry in entries {
        guard entry.typing.kind == .typed, let press = entry.typing.press else { continue }
        let command = model.commands[entry.command]
        let shortcut = entry.typing.shortcut
        let keys = layout.spelling(of: press)
        let fix = analysis.fix(for: shortcut, layouts: model.layouts)
        if let (reserved, reservation) = analysis.reservedPresses[press], reserved != shortcut {
          findings.append(
            Finding(
              kind: Self.kind, severity: .error, shortcut: shortcut, commands: [command.id],
              layout: layout, keys: keys,
              message: "on \(layout.id), \(LayoutPhrase.owner(command, shortcut)) is typed "
                + "\(keys), the key press of \(reserved) on a US keyboard, which "
                + "\(model.platform) reserves for \"\(reservation.use)\"; \(fix)"))
        }
        // Each colliding pair once: from the first command on the key press.
        let others = (owners[press] ?? []).filter { other in
          other != entry.command && model.commands[other].shortcut != shortcut
        }
        guard let first = others.first, entry.command < first else { continue }
        let names = others.map { index -> String in
          let other = model.commands[index]
          return LayoutPhrase.owner(other, other.shortcut ?? shortcut)
        }
        findings.append(
          Finding(
            kind: Self.kind, severity: .error, shortcut: shortcut,
            commands: [command.id] + others.map { model.commands[$0].id }, layout: layout,
            keys: keys,
            message: "on \(layout.id), \(LayoutPhrase.owner(command, shortcut)) and "
              + "\(names.joined(separator: " and ")) are all typed \(keys); \(fix)"))
      }
    }
    return findings
  }
}
