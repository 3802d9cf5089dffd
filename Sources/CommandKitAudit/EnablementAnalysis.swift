import CommandKitLite

/// Which commands are enabled together, per distinct context state.
///
/// Only commands that can conflict are evaluated: those sharing a shortcut with another
/// (for `ambiguous`/`duplicate`) and plain-key ones (for `swallowed`). For each state,
/// the candidates are found through the state's keys (a key index, not a scan of the
/// commands), plus the few commands enabled by app values alone.
struct EnablementAnalysis: Sendable {
  /// Commands of one shortcut bucket enabled at once, and the states where they are.
  struct CoEnabled: Sendable {
    /// The bucket's index in ``AuditModel/buckets``.
    let bucket: Int
    /// The enabled commands, in menu order (indexes into ``AuditModel/commands``).
    let commands: [Int]
    /// The witness states (indexes into ``ContextTable/states``).
    var states: [Int]
    /// The witness panel × main products.
    var products: [PairAnalysis.Product] = []
  }

  /// Every distinct set of co-enabled commands, in the order first met.
  private(set) var coEnabled: [CoEnabled] = []
  /// Buckets with at least one co-enabled set.
  private(set) var ambiguousBuckets: Set<Int> = []
  /// For plain-key commands: the states with a text input in the chain where each is enabled.
  private(set) var enabledWithTextInput: [Int: [Int]] = [:]
  /// Plain-key commands enabled in some state without a text input in the chain.
  private(set) var enabledWithoutTextInput: Set<Int> = []

  /// Adds what panel × main pairs enable: their co-enabled sets join the single-window
  /// ones, so one finding lists both kinds of witness.
  mutating func add(_ pairs: PairAnalysis) {
    var index: [[Int]: Int] = [:]
    for (position, group) in coEnabled.enumerated() { index[group.commands] = position }
    for (commands, found) in pairs.coEnabled.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }
    ) {
      if let position = index[commands] {
        coEnabled[position].products += found.products
      } else {
        coEnabled.append(
          CoEnabled(bucket: found.bucket, commands: commands, states: [], products: found.products))
        ambiguousBuckets.insert(found.bucket)
      }
    }
    enabledWithoutTextInput.formUnion(pairs.enabledWithoutTextInput)
  }

  /// Runs the analysis.
  /// - Complexity: O(Σ over states of (keys in the state × commands requiring them) +
  ///   states × (buckets whose commands are all enabled by app values alone)).
  init(
    commands: [AuditCommand], buckets: [ShortcutBucket], appFlags: [KeyFlags],
    states: [ContextState]
  ) {
    var bucketOf = [Int?](repeating: nil, count: commands.count)
    // Only buckets whose commands act differently can conflict (SPEC §20: one action, one
    // command).
    for (index, bucket) in buckets.enumerated() where bucket.hasRivals {
      for member in bucket.members { bucketOf[member] = index }
    }
    func enabledByAppAlone(_ position: Int) -> Bool {
      // A platform default's own rule (SPEC §14): the Edit items need a text input, which
      // the per-state check below asks for; the tab items are never enabled.
      if commands[position].isNeverEnabled { return false }
      // A text input may answer an Edit item whatever it requires: the state decides.
      if commands[position].isTextEditing { return true }
      guard let key = commands[position].key else { return true }
      return appFlags[key].satisfies(commands[position].command.enabledIf)
    }
    // Buckets that may hold two enabled commands whatever the chain publishes.
    let hotBuckets = buckets.indices.filter { index in
      buckets[index].hasRivals
        && buckets[index].members.lazy.filter(enabledByAppAlone).count >= 2
    }
    let basePlain = commands.indices.filter { commands[$0].isPlain && enabledByAppAlone($0) }
    var byKey = [[Int]](repeating: [], count: appFlags.count)
    for (position, command) in commands.enumerated() {
      guard let key = command.key, bucketOf[position] != nil || command.isPlain else { continue }
      byKey[key].append(position)
    }

    var scratch = appFlags
    var bucketStamp = [Int](repeating: -1, count: buckets.count)
    var plainStamp = [Int](repeating: -1, count: commands.count)
    var groupIndex: [[Int]: Int] = [:]
    for (stateIndex, state) in states.enumerated() {
      for entry in state.entries {
        scratch[ContextState.key(of: entry)] = ContextState.flags(of: entry)
      }
      func isEnabled(_ position: Int) -> Bool {
        // The resolver's rule on this context (SPEC §14, §15): a text input answering an
        // Edit item, a default's own rule, then the required value.
        if state.textResponderAnswers(commands[position]) { return true }
        guard let key = commands[position].key else {
          return state.enablesDefault(commands[position])
        }
        return scratch[key].satisfies(commands[position].command.enabledIf)
      }
      var candidateBuckets: [Int] = []
      var candidatePlain: [Int] = []
      for bucket in hotBuckets where bucketStamp[bucket] != stateIndex {
        bucketStamp[bucket] = stateIndex
        candidateBuckets.append(bucket)
      }
      for position in basePlain where plainStamp[position] != stateIndex {
        plainStamp[position] = stateIndex
        candidatePlain.append(position)
      }
      for entry in state.entries {
        for position in byKey[ContextState.key(of: entry)] {
          if let bucket = bucketOf[position], bucketStamp[bucket] != stateIndex {
            bucketStamp[bucket] = stateIndex
            candidateBuckets.append(bucket)
          }
          if commands[position].isPlain, plainStamp[position] != stateIndex {
            plainStamp[position] = stateIndex
            candidatePlain.append(position)
          }
        }
      }
      for bucket in candidateBuckets {
        let enabled = buckets[bucket].members.filter(isEnabled)
        guard ShortcutBucket.rivals(enabled, in: commands) else { continue }
        if let group = groupIndex[enabled] {
          coEnabled[group].states.append(stateIndex)
        } else {
          groupIndex[enabled] = coEnabled.count
          coEnabled.append(CoEnabled(bucket: bucket, commands: enabled, states: [stateIndex]))
          ambiguousBuckets.insert(bucket)
        }
      }
      for position in candidatePlain where isEnabled(position) {
        if state.hasTextInput {
          enabledWithTextInput[position, default: []].append(stateIndex)
        } else {
          enabledWithoutTextInput.insert(position)
        }
      }
      for entry in state.entries {
        let key = ContextState.key(of: entry)
        scratch[key] = appFlags[key]
      }
    }
  }
}
