import CommandKitLite

/// `layout-collision` (error, SPEC §21): on a requested layout, two different shortcuts, or
/// a shortcut and a hard reservation, come to the same physical key press. ⌘3 `custom` on
/// `fr` is typed ⇧⌘3 (the `"` key with Shift): the screenshot.
///
/// Controls' own shortcuts take part as commands' do (SPEC §16: localized like commands'):
/// a control collides with any command (the menu bar is global) and with the controls of
/// its own template, never with the command it runs.
///
/// Shortcuts written alike are the business of `ambiguous`, `duplicate` and `shadowed`; a
/// shortcut that is itself reserved, of `reserved`. An `automatic` shortcut the system
/// remaps has no known key press, so it takes part in no collision (see `layout-remapped`).
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
        let shortcut = entry.typing.shortcut
        let phrase = LayoutPhrase.owner(entry.owner, in: model)
        let keys = layout.spelling(of: press)
        if let (reserved, reservation) = analysis.reservedPresses[press], reserved != shortcut,
          !LayoutPhrase.isPlatformOnly([entry.owner], in: model)
        {
          findings.append(
            LayoutAnalysis.finding(
              Self.kind, .error, shortcut: shortcut, owners: [entry.owner], layout: layout,
              keys: keys,
              stem: "on \(layout.id), \(phrase) is typed \(keys), the key press of "
                + "\(reserved) on a US keyboard, which \(model.platform) reserves for "
                + "\"\(reservation.use)\"; ", in: model))
        }
        // Each colliding group once: from its first owner on the key press.
        let others = (owners[press] ?? []).filter { other in
          LayoutPhrase.conflict(entry.owner, other, in: model)
            && Self.written(other, in: model) != shortcut
        }
        guard let first = others.first, entry.owner < first else { continue }
        let names = others.map { LayoutPhrase.owner($0, in: model) }
        let all = [entry.owner] + others
        if LayoutPhrase.isPlatformOnly(all, in: model) { continue }
        findings.append(
          LayoutAnalysis.finding(
            Self.kind, .error, shortcut: shortcut, owners: all, layout: layout, keys: keys,
            stem: "on \(layout.id), \(phrase) and \(names.joined(separator: " and ")) are "
              + "all typed \(keys); ", in: model))
      }
    }
    return findings
  }

  /// The owner's shortcut as written.
  private static func written(_ owner: LayoutAnalysis.Owner, in model: AuditModel)
    -> KeyboardShortcut?
  {
    switch owner {
    case .command(let index): model.commands[index].shortcut
    case .control(let index): model.controls.controls[index].control.shortcut
    }
  }
}
