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
        enabledWithoutTextInput.insert(position)
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

    for (bucketIndex, bucket) in buckets.enumerated() where bucket.members.count >= 2 {
      var keys: [Int] = []
      for member in bucket.members {
        if let key = commands[member].key, !keys.contains(key) { keys.append(key) }
      }
      let panelClasses = Self.classes(of: panelEntries, keys: keys, byKey: panelsByKey)
      let mainClasses = Self.classes(of: mains, keys: keys, byKey: mainsByKey)
      for (panelProjection, panelSet) in panelClasses {
        for (mainProjection, mainSet) in mainClasses {
          let enabled = bucket.members.filter { member in
            guard let key = commands[member].key, let slot = keys.firstIndex(of: key) else {
              return true
            }
            let flags = panelProjection[slot] ?? mainProjection[slot] ?? appFlags[key]
            return flags.satisfies(commands[member].command.enabledIf)
          }
          guard enabled.count >= 2 else { continue }
          coEnabled[enabled, default: (bucketIndex, [])].products.append(
            Product(panels: panelSet, mains: mainSet))
        }
      }
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
