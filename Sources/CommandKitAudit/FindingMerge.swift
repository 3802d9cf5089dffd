import CommandKitLite

/// One defect, one finding (SPEC §20): findings of different kinds for the same shortcut
/// and the same commands are one defect seen by several rules.
///
/// They become one finding: the most severe (ties broken by ``precedence``), with the
/// others' kinds in ``Finding/related``, the union of the witness contexts, and the
/// leading finding's message, which gives one fix. Findings without commands (a handler's,
/// a control's) are keyed by their contexts too. Only ``mergeable`` kinds merge. Two findings of one
/// kind are never merged: they are two defects.
enum FindingMerge {
  /// Kinds in the order that picks the leading finding among equally severe ones: what
  /// breaks the key first, then what misleads; the more specific kind first
  /// (`steals-text-key` names the text system, a conventional `reserved` only the table).
  static let precedence: [Finding.Kind] = [
    .invalid, .stealsTextKey, .reserved, .ambiguous, .shadowed, .defaultButtons, .swallowed,
    .optionOnly, .nonstandard, .duplicate, .fallbackOnly, .unreachable, .missingStandard,
    .missingEditCommands,
  ]

  /// The kinds about what a shortcut does; the others (a command never enabled, a
  /// shortcut missing or unparsable, edit items missing) are other defects even on the
  /// same shortcut and commands, and are never merged.
  static let mergeable: Set<Finding.Kind> = [
    .reserved, .ambiguous, .duplicate, .shadowed, .swallowed, .nonstandard, .stealsTextKey,
    .defaultButtons, .optionOnly,
  ]

  private struct Key: Hashable {
    let shortcut: String?
    let commands: [String]
    let contexts: [String]
  }

  /// `findings` with those of one shortcut and command set merged, in first-seen order.
  static func merged(_ findings: [Finding]) -> [Finding] {
    let findings = sameControlsJoined(findings)
    var result: [Finding] = []
    var order: [Key] = []
    var groups: [Key: [Finding]] = [:]
    for finding in findings {
      guard mergeable.contains(finding.kind) else {
        result.append(finding)
        continue
      }
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
    for key in order {
      guard let group = groups[key].map(controlsJoined) else { continue }
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
      lead.adoptSuggestion(from: sorted.dropFirst())
      var contexts = lead.contexts
      for other in sorted.dropFirst() {
        for context in other.contexts where !contexts.contains(context) { contexts.append(context) }
      }
      lead.contexts = Array(contexts.sorted().prefix(ShortcutAudit.witnessLimit))
      result.append(lead)
    }
    return foldedIntoConflicts(result)
  }

  /// One finding for a control and a menu command on one defect (issue 25): findings of one
  /// kind on one shortcut and the same commands, of which at most one is about no control
  /// (the command's own), are one defect seen through the command and the controls that run
  /// it (a Send button and the Send item on ⌃K, both taking the key from the text). They
  /// become the most severe of them (the command's on a tie), naming every control, with the
  /// union of the witnesses. Two command findings of one kind stay two defects.
  private static func controlsJoined(_ group: [Finding]) -> [Finding] {
    guard group.count > 1, group.contains(where: { !$0.controls.isEmpty }) else { return group }
    var result: [Finding] = []
    var byKind: [Finding.Kind: [Finding]] = [:]
    var kinds: [Finding.Kind] = []
    for finding in group {
      if byKind[finding.kind] == nil { kinds.append(finding.kind) }
      byKind[finding.kind, default: []].append(finding)
    }
    for kind in kinds {
      guard let same = byKind[kind] else { continue }
      guard same.count > 1, same.count(where: { $0.controls.isEmpty }) <= 1 else {
        result += same
        continue
      }
      let sorted = same.sorted { lhs, rhs in
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.controls.isEmpty && !rhs.controls.isEmpty
      }
      var lead = sorted[0]
      var contexts = lead.contexts
      for other in sorted.dropFirst() {
        for control in other.controls where !lead.controls.contains(control) {
          lead.controls.append(control)
        }
        for context in other.contexts where !contexts.contains(context) { contexts.append(context) }
      }
      lead.contexts = Array(contexts.sorted().prefix(ShortcutAudit.witnessLimit))
      result.append(lead)
    }
    return result
  }

  /// One control declared once, shown in several templates, is one control: a view type
  /// two windows show (SPEC §22: "a view shared by two windows is in both"), or a window's
  /// view that each of its branch templates holds too (SwiftUIViews' branch hosts). Findings
  /// of one kind on one shortcut whose controls are the same declarations (the same
  /// sources) are one defect with one fix, at that source: they become the most severe of
  /// them, naming every copy, with the union of the witnesses. Controls without a source (a
  /// scene file's own, whose positions differ) are never joined this way. Written in round
  /// sixteen, when branch templates began to hold their host's views (Prowl's one ⌃N button
  /// in five templates gave five findings).
  private static func sameControlsJoined(_ findings: [Finding]) -> [Finding] {
    struct Declared: Hashable {
      let kind: Finding.Kind
      let shortcut: String?
      let commands: [String]
      let sources: [String]
    }
    var result: [Finding] = []
    var at: [Declared: Int] = [:]
    for finding in findings {
      let sources = finding.controls.compactMap(\.source)
      guard mergeable.contains(finding.kind), !finding.controls.isEmpty,
        sources.count == finding.controls.count
      else {
        result.append(finding)
        continue
      }
      let key = Declared(
        kind: finding.kind, shortcut: finding.shortcutDescription,
        commands: finding.commands.sorted(),
        sources: Set(sources.map { "\($0.file):\($0.line):\($0.column)" }).sorted())
      guard let index = at[key] else {
        at[key] = result.count
        result.append(finding)
        continue
      }
      var lead = result[index]
      var other = finding
      if other.severity < lead.severity { swap(&lead, &other) }
      for control in other.controls where !lead.controls.contains(control) {
        lead.controls.append(control)
      }
      var contexts = lead.contexts
      for context in other.contexts where !contexts.contains(context) { contexts.append(context) }
      lead.contexts = Array(contexts.sorted().prefix(ShortcutAudit.witnessLimit))
      result[index] = lead
    }
    return result
  }

  /// A single command's finding (`nonstandard` Paste and Match Style on ⌘V) folds into a
  /// more severe conflict of another kind on the same shortcut that names that command
  /// (`ambiguous` Paste and Paste and Match Style): fixing the conflict fixes both.
  private static func foldedIntoConflicts(_ findings: [Finding]) -> [Finding] {
    var result = findings
    var conflicts: [String: [Int]] = [:]
    for (index, finding) in result.enumerated()
    where finding.commands.count > 1 && mergeable.contains(finding.kind) {
      if let shortcut = finding.shortcutDescription {
        conflicts[shortcut, default: []].append(index)
      }
    }
    guard !conflicts.isEmpty else { return result }
    var dropped = Set<Int>()
    for (index, finding) in result.enumerated()
    where finding.commands.count == 1 && mergeable.contains(finding.kind) {
      guard let shortcut = finding.shortcutDescription,
        let target = conflicts[shortcut]?.first(where: { candidate in
          let conflict = result[candidate]
          return conflict.kind != finding.kind && conflict.severity <= finding.severity
            && conflict.commands.contains(finding.commands[0])
        })
      else { continue }
      for kind in [finding.kind] + finding.related where !result[target].related.contains(kind) {
        result[target].related.append(kind)
      }
      result[target].adoptSuggestion(from: [finding], naming: true)
      // The `nonstandard` command is the one to move: the other plays the key's role.
      if finding.kind == .nonstandard { result[target].adoptSuggestion(ofNonstandard: finding) }
      dropped.insert(index)
    }
    return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }

  private static func rank(_ kind: Finding.Kind) -> Int {
    precedence.firstIndex(of: kind) ?? precedence.count
  }
}

extension Finding {
  /// A finding whose own rule suggests no shortcut (a `duplicate` or `shadowed` conflict)
  /// keeps the suggestion of a finding it absorbs (SPEC §20: "the message gives one fix";
  /// issue 25: findings carry what a tool needs), such as a conventional `reserved` on the
  /// same key and commands; before round twenty-four the absorbed finding's free key was
  /// lost with it. When the absorbed finding is about one command of the conflict
  /// (`naming`), the example names that command, the one the absorbed rule asked to move.
  /// The suggestion plan still picks the key, so it stays valid and unique.
  fileprivate mutating func adoptSuggestion(
    from absorbed: some Sequence<Finding>, naming: Bool = false
  ) {
    guard suggestionRequest == nil,
      let request = absorbed.lazy.compactMap(\.suggestionRequest).first
    else { return }
    var wording = SuggestionRequest.Wording.example
    if naming, case .near(_, let title?) = request.search { wording = .exampleFor(title: title) }
    requestSuggestion(request.search, wording: wording, stem: message)
  }

  /// A conflict that absorbs the `nonstandard` finding of one of its commands suggests a key
  /// for that command, whatever its own rule chose (`ambiguous` picks the one the key never
  /// reaches): the other command plays the key's standard role and keeps it. The stem is
  /// the conflict's message without a suggestion, which the plan has not added yet.
  fileprivate mutating func adoptSuggestion(ofNonstandard absorbed: Finding) {
    guard let request = absorbed.suggestionRequest, case .near(_, let title?) = request.search
    else { return }
    let stem = suggestionRequest?.stem ?? message
    requestSuggestion(request.search, wording: .exampleFor(title: title), stem: stem)
  }
}
