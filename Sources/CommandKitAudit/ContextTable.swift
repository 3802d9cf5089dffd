import CommandKitLite

/// The audit's contexts, deduplicated: each distinct ``ContextState`` once, with the names
/// of the contexts that have it; and the groups of panel and main-window contexts with
/// equal states that ``PairAnalysis`` pairs (pairs are never spelled out, only named
/// when they witness a finding).
struct ContextTable: Sendable {
  /// The distinct states; rules refer to them by index.
  private(set) var states: [ContextState] = []
  private var index: [ContextState: Int] = [:]
  private var plainNames: [[String]] = []
  private var panelStates: [ContextState] = []
  private var panelNames: [[String]] = []
  private var mainNames: [[String]] = []
  private var panelNameCount = 0
  private var mainNameCount = 0

  private mutating func add(_ state: ContextState) -> Int {
    if let existing = index[state] { return existing }
    index[state] = states.count
    states.append(state)
    plainNames.append([])
    return states.count - 1
  }

  /// Adds a context of one window and returns its state's index.
  @discardableResult
  mutating func addPlain(_ name: String, _ state: ContextState) -> Int {
    let stateIndex = add(state)
    plainNames[stateIndex].append(name)
    return stateIndex
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

  /// The panel groups' states, in order.
  var panelGroupStates: [ContextState] { panelStates }

  /// The context names of panel group `group`, sorted once ``finalize()`` has run.
  func panelGroupNames(_ group: Int) -> [String] { panelNames[group] }

  /// Sorts the names so that witnesses come out in a stable order.
  mutating func finalize() {
    for i in plainNames.indices { plainNames[i].sort() }
    for i in panelNames.indices { panelNames[i].sort() }
    for i in mainNames.indices { mainNames[i].sort() }
    panelNameCount = panelNames.reduce(0) { $0 + $1.count }
    mainNameCount = mainNames.reduce(0) { $0 + $1.count }
  }

  /// The names of the contexts that have state `state`, sorted once ``finalize()`` has run.
  func names(ofState state: Int) -> [String] { plainNames[state] }

  /// The number of contexts that have state `state`.
  func count(of state: Int) -> Int { plainNames[state].count }

  /// The first `limit` groups of `set` and the number of names in all of its groups.
  private func summary(_ set: PairAnalysis.GroupSet, panels: Bool, limit: Int)
    -> (first: [Int], count: Int)
  {
    let names = panels ? panelNames : mainNames
    switch set {
    case .only(let groups):
      return (Array(groups.prefix(limit)), groups.reduce(0) { $0 + names[$1].count })
    case .allExcept(let excluded):
      let all = panels ? panelNameCount : mainNameCount
      let first = names.indices.lazy.filter { !excluded.contains($0) }.prefix(limit)
      return (Array(first), all - excluded.reduce(0) { $0 + names[$1].count })
    }
  }

  /// Up to `limit` context names (sorted) among the states `witnesses` and the panel ×
  /// main `products`, and how many contexts they hold in all. Only the first `limit`
  /// products are named; `total` still counts them all.
  /// - Complexity: O(witnesses × limit + products × excluded groups + limit³).
  func names(
    of witnesses: some Sequence<Int>, products: [PairAnalysis.Product] = [], limit: Int
  ) -> (names: [String], total: Int) {
    var candidates: [String] = []
    var total = 0
    func compact() {
      if candidates.count > 4 * limit { candidates = Array(Set(candidates).sorted().prefix(limit)) }
    }
    for state in witnesses {
      total += plainNames[state].count
      candidates += plainNames[state].prefix(limit)
      compact()
    }
    for (position, product) in products.enumerated() {
      let panels = summary(product.panels, panels: true, limit: limit)
      let mains = summary(product.mains, panels: false, limit: limit)
      total += panels.count * mains.count
      // Name the first products only; `total` counts them all.
      guard position < limit else { continue }
      let panelFirst = panels.first.flatMap { panelNames[$0].prefix(limit) }.sorted().prefix(limit)
      let mainFirst = mains.first.flatMap { mainNames[$0].prefix(limit) }.sorted().prefix(limit)
      for panel in panelFirst {
        for main in mainFirst { candidates.append("\(panel)+\(main)") }
      }
      compact()
    }
    return (Array(Set(candidates).sorted().prefix(limit)), total)
  }
}
