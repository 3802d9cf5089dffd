import CommandKitLite

/// Co-enablement in panel × main-window contexts, without building the pairs.
///
/// With a panel key and a document window main, a key resolves from the panel's chain,
/// else the main window's, else the app. Pairing every panel context with every main
/// context costs panels × mains; instead, for each shortcut shared by two or more
/// commands, the panel groups and main groups are classed by what they publish for just
/// that shortcut's keys (a handful of classes), and the classes are paired.
struct PairAnalysis: Sendable {
  /// Some panel groups taken with some main groups.
  struct Product: Sendable {
    /// The panel groups (indexes into ``ContextTable``'s panel groups).
    let panels: GroupSet
    /// The main-window groups.
    let mains: GroupSet
  }

  /// Panel and main groups that share what they publish for one shortcut's keys.
  enum GroupSet: Sendable {
    /// These groups.
    case only([Int])
    /// Every group but these (those publishing none of the keys).
    case allExcept(Set<Int>)
  }

  /// For each bucket and set of co-enabled commands, the products where they are enabled.
  private(set) var coEnabled: [[Int]: (bucket: Int, products: [Product])] = [:]
  /// Plain-key commands enabled in some pair whose panel has no text input in its chain.
  private(set) var enabledWithoutTextInput: Set<Int> = []

  /// Runs the analysis.
  /// - Complexity: O(Σ entries of the groups + Σ over shared shortcuts of the groups
  ///   publishing their keys + classes²).
  init(
    commands: [AuditCommand], buckets: [ShortcutBucket], appFlags: [KeyFlags],
    panels: [ContextState], mains: [[UInt32]]
  ) {
    guard !panels.isEmpty, !mains.isEmpty else { return }
    func index(_ groups: [[UInt32]]) -> [[Int]] {
      var byKey = [[Int]](repeating: [], count: appFlags.count)
      for (group, entries) in groups.enumerated() {
        for entry in entries { byKey[ContextState.key(of: entry)].append(group) }
      }
      return byKey
    }
    let panelEntries = panels.map(\.entries)
    let panelsByKey = index(panelEntries)
    let mainsByKey = index(mains)

    // A plain-key command is enabled outside text input in a pair when some panel group
    // without a text input lacks its key and some main group (or the app) enables it.
    let plainPanels = panels.indices.filter { !panels[$0].hasTextInput }
    for (position, command) in commands.enumerated() where command.isPlain && !plainPanels.isEmpty {
      guard let key = command.key else {
        // The panel is key: a default's rule reads the panel (SPEC §14).
        if plainPanels.contains(where: { panels[$0].enablesDefault(command) }) {
          enabledWithoutTextInput.insert(position)
        }
        continue
      }
      let rule = command.command.enabledIf
      let panelsWithKey = Set(panelsByKey[key])
      guard plainPanels.contains(where: { !panelsWithKey.contains($0) }) else { continue }
      let mainEnables =
        (mainsByKey[key].count < mains.count && appFlags[key].satisfies(rule))
        || mainsByKey[key].contains { group in
          mains[group].contains {
            ContextState.key(of: $0) == key && ContextState.flags(of: $0).satisfies(rule)
          }
        }
      if mainEnables { enabledWithoutTextInput.insert(position) }
    }

    for (bucketIndex, bucket) in buckets.enumerated() where bucket.hasRivals {
      var keys: [Int] = []
      for member in bucket.members {
        if let key = commands[member].key, !keys.contains(key) { keys.append(key) }
      }
      // Members whose enablement follows the key window itself (a platform default's rule,
      // or a text input answering an Edit item): the panel, which is key, decides.
      let windowMembers = bucket.members.filter {
        commands[$0].key == nil || commands[$0].isTextEditing
      }
      let panelClasses =
        windowMembers.isEmpty
        ? Self.classes(of: panelEntries, keys: keys, byKey: panelsByKey).map {
          ($0.0, $0.1, [Bool]())
        }
        : Self.classes(of: panels, keys: keys, deciding: windowMembers, commands: commands)
      let mainClasses = Self.classes(of: mains, keys: keys, byKey: mainsByKey)
      for (panelProjection, panelSet, windowEnabled) in panelClasses {
        for (mainProjection, mainSet) in mainClasses {
          let enabled = bucket.members.filter { member in
            if let slot = windowMembers.firstIndex(of: member), windowEnabled[slot] {
              return true
            }
            guard let key = commands[member].key, let slot = keys.firstIndex(of: key) else {
              return commands[member].key == nil ? false : true
            }
            let flags = panelProjection[slot] ?? mainProjection[slot] ?? appFlags[key]
            return flags.satisfies(commands[member].command.enabledIf)
          }
          guard ShortcutBucket.rivals(enabled, in: commands) else { continue }
          coEnabled[enabled, default: (bucketIndex, [])].products.append(
            Product(panels: panelSet, mains: mainSet))
        }
      }
    }
  }

  /// Panel groups classed by their flags for `keys` and by which of `members` (those whose
  /// enablement follows the key window) their own key window enables. Every group is
  /// visited: the key window's facts differ even where nothing is published.
  private static func classes(
    of panels: [ContextState], keys: [Int], deciding members: [Int], commands: [AuditCommand]
  ) -> [([KeyFlags?], GroupSet, [Bool])] {
    struct Signature: Hashable {
      var projection: [KeyFlags?]
      var enabled: [Bool]
    }
    var classes: [Signature: [Int]] = [:]
    var order: [Signature] = []
    for (group, state) in panels.enumerated() {
      var projection = [KeyFlags?](repeating: nil, count: keys.count)
      for entry in state.entries {
        if let slot = keys.firstIndex(of: ContextState.key(of: entry)) {
          projection[slot] = ContextState.flags(of: entry)
        }
      }
      let enabled = members.map { member in
        commands[member].key == nil
          ? state.enablesDefault(commands[member])
          : state.textResponderAnswers(commands[member])
      }
      let signature = Signature(projection: projection, enabled: enabled)
      if classes[signature] == nil { order.append(signature) }
      classes[signature, default: []].append(group)
    }
    return order.map { signature in
      (signature.projection, GroupSet.only(classes[signature] ?? []), signature.enabled)
    }
  }

  /// Groups classed by their flags for `keys` (`nil`: not published by the group).
  private static func classes(of groups: [[UInt32]], keys: [Int], byKey: [[Int]])
    -> [([KeyFlags?], GroupSet)]
  {
    var touched = Set<Int>()
    for key in keys { touched.formUnion(byKey[key]) }
    var classes: [[KeyFlags?]: [Int]] = [:]
    for group in touched.sorted() {
      var projection = [KeyFlags?](repeating: nil, count: keys.count)
      for entry in groups[group] {
        if let slot = keys.firstIndex(of: ContextState.key(of: entry)) {
          projection[slot] = ContextState.flags(of: entry)
        }
      }
      classes[projection, default: []].append(group)
    }
    var result = classes.map { ($0.key, GroupSet.only($0.value)) }
      .sorted { lhs, rhs in
        guard case .only(let l) = lhs.1, case .only(let r) = rhs.1 else { return false }
        return (l.first ?? 0) < (r.first ?? 0)
      }
    if touched.count < groups.count {
      result.append(([KeyFlags?](repeating: nil, count: keys.count), .allExcept(touched)))
    }
    return result
  }
}
