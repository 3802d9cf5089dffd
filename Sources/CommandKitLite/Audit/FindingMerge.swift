/// One defect, one finding (SPEC §20): findings of different kinds for the same shortcut
/// and the same commands are one defect seen by several rules.
///
/// They become one finding: the most severe (ties broken by ``precedence``), with the
/// others' kinds in ``Finding/related``, the union of the witness contexts, and the
/// leading finding's message, which gives one fix. Findings without a shortcut or without
/// commands (handlers, `missing-edit-commands`) are keyed by their contexts instead, so a
/// handler's `reserved` and `steals-text-key`... on one node merge too. Two findings of one
/// kind are never merged: they are two defects.
enum FindingMerge {
  /// Kinds in the order that picks the leading finding among equally severe ones: what
  /// breaks the key first, then what misleads.
  static let precedence: [Finding.Kind] = [
    .invalid, .reserved, .ambiguous, .shadowed, .stealsTextKey, .defaultButtons, .swallowed,
    .optionOnly, .nonstandard, .duplicate, .fallbackOnly, .unreachable, .missingStandard,
    .missingEditCommands,
  ]

  private struct Key: Hashable {
    let shortcut: String?
    let commands: [String]
    let contexts: [String]
  }

  /// `findings` with those of one shortcut and command set merged, in first-seen order.
  static func merged(_ findings: [Finding]) -> [Finding] {
    var order: [Key] = []
    var groups: [Key: [Finding]] = [:]
    for finding in findings {
      let key =
        finding.commands.isEmpty || finding.shortcutDescription == nil
        ? Key(
          shortcut: finding.shortcutDescription, commands: finding.commands,
          contexts: finding.contexts)
        : Key(
          shortcut: finding.shortcutDescription, commands: finding.commands.sorted(),
          contexts: [])
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(finding)
    }
    var result: [Finding] = []
    for key in order {
      guard let group = groups[key] else { continue }
      let kinds = Set(group.map(\.kind))
      // Several findings of one kind on one key are separate defects.
      guard kinds.count == group.count, group.count > 1 else {
        result += group
        continue
      }
      let sorted = group.sorted { lhs, rhs in
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return rank(lhs.kind) < rank(rhs.kind)
      }
      var lead = sorted[0]
      lead.related = sorted.dropFirst().map(\.kind)
      var contexts = lead.contexts
      for other in sorted.dropFirst() {
        for context in other.contexts where !contexts.contains(context) { contexts.append(context) }
      }
      lead.contexts = Array(contexts.sorted().prefix(ShortcutAudit.witnessLimit))
      result.append(lead)
    }
    return result
  }

  private static func rank(_ kind: Finding.Kind) -> Int {
    precedence.firstIndex(of: kind) ?? precedence.count
  }
}
