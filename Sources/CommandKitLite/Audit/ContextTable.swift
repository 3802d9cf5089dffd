/// The audit's contexts, deduplicated: each distinct ``ContextState`` once, with the names
/// of the contexts that have it (plain `template/node` names, and panel × main pairs
/// kept as group indexes so that thousands of pairs are never spelled out).
struct ContextTable: Sendable {
  /// A panel group taken together with a main group.
  struct Pair: Sendable {
    let panel: Int
    let main: Int
  }

  /// The distinct states; rules refer to them by index.
  private(set) var states: [ContextState] = []
  private var index: [ContextState: Int] = [:]
  private var plainNames: [[String]] = []
  private var pairs: [[Pair]] = []
  private var panelStates: [ContextState] = []
  private var panelNames: [[String]] = []
  private var mainNames: [[String]] = []

  private mutating func add(_ state: ContextState) -> Int {
    if let existing = index[state] { return existing }
    index[state] = states.count
    states.append(state)
    plainNames.append([])
    pairs.append([])
    return states.count - 1
  }

  /// Adds a context of one window.
  mutating func addPlain(_ name: String, _ state: ContextState) {
    plainNames[add(state)].append(name)
  }

  /// Starts a group of main-window contexts with equal published keys.
  mutating func addMainGroup() -> Int {
    mainNames.append([])
    return mainNames.count - 1
  }

  /// Starts a group of panel contexts with equal states.
  mutating func addPanelGroup(_ state: ContextState) -> Int {
    panelStates.append(state)
    panelNames.append([])
    return panelNames.count - 1
  }

  mutating func addName(_ name: String, toMainGroup group: Int) { mainNames[group].append(name) }
  mutating func addName(_ name: String, toPanelGroup group: Int) { panelNames[group].append(name) }

  /// Adds every panel group taken with every main group: the panel's chain is searched
  /// first, then the main window's; the key window (the panel) decides about text input.
  mutating func pairPanelsWithMainWindows(mainEntries: [[UInt32]: Int]) {
    let mains = mainEntries.sorted { $0.value < $1.value }
    for (panel, panelState) in panelStates.enumerated() {
      for (entries, main) in mains {
        let merged = ContextState(
          entries: ContextState.merge(panelState.entries, over: entries),
          hasTextInput: panelState.hasTextInput)
        pairs[add(merged)].append(Pair(panel: panel, main: main))
      }
    }
  }

  /// Sorts the names so that witnesses come out in a stable order.
  mutating func finalize() {
    for i in plainNames.indices { plainNames[i].sort() }
    for i in panelNames.indices { panelNames[i].sort() }
    for i in mainNames.indices { mainNames[i].sort() }
  }

  /// The number of contexts that have state `state`.
  func count(of state: Int) -> Int {
    plainNames[state].count
      + pairs[state].reduce(0) { $0 + panelNames[$1.panel].count * mainNames[$1.main].count }
  }

  /// Up to `limit` context names (sorted) among the states `witnesses`, and how many
  /// contexts they hold in all. Plain names come first-sorted; of many panel × main
  /// pairs, the first `limit` pairs of each state are named.
  /// - Complexity: O(witnesses × limit²) at worst, whatever the number of pairs.
  func names(of witnesses: some Sequence<Int>, limit: Int) -> (names: [String], total: Int) {
    var candidates: [String] = []
    var total = 0
    for state in witnesses {
      total += count(of: state)
      candidates += plainNames[state].prefix(limit)
      // Enough pairs to name witnesses; `total` still counts them all.
      for pair in pairs[state].prefix(limit) {
        for panel in panelNames[pair.panel].prefix(limit) {
          for main in mainNames[pair.main].prefix(limit) { candidates.append("\(panel)+\(main)") }
        }
      }
      if candidates.count > 4 * limit {
        candidates = Array(Set(candidates).sorted().prefix(limit))
      }
    }
    return (Array(Set(candidates).sorted().prefix(limit)), total)
  }
}
