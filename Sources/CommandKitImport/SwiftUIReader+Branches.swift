import CommandKitLite

/// Views shown one at a time (SPEC §22, whole apps): the branches of an `if`/`else` chain
/// and the cases of a `switch` in a view's code are never built together (SwiftUI builds
/// the one branch whose condition holds: `ViewBuilder.buildEither(first:)` /
/// `buildEither(second:)`), so their controls are never in one window at once, and a
/// `.navigationDestination` that switches over its route shows one destination at a time.
///
/// SPEC §22's model has no "either" node, so each branch is read as a template of its own
/// (kind `window`: the window showing that branch), holding what the branch shows: the
/// view types used in that branch only, and the views written in it. A view type used in
/// two branches of one chain is shown either way and stays in the window. An `if` without
/// an `else` is not exclusive with anything and stays too. The window's shared views (a
/// toolbar, a search field beside the branches) stay in the window's template: a finding
/// that needs both (a field in the shared part witnessing a branch's control) is not
/// reported; the corpus measures what that costs. A chain of which at most one branch shows
/// anything the audit can use (`if let vm { MainView(vm: vm) } else { Text("…") }`, a
/// placeholder for a state that should not happen) has nothing to be exclusive with: its
/// content stays where it was (``SwiftUIViews/resolvingChains()``).
extension SwiftUIReader {
  /// The branches of each `if`/`else` chain and `switch` in `range`, as token ranges.
  func exclusiveChains(in range: Range<Int>) -> [[Range<Int>]] {
    var chains: [[Range<Int>]] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if token.isIdentifier("switch"), let cases = switchCases(at: index), cases.count > 1 {
        chains.append(cases)
      } else if token.isIdentifier("if"), source[index - 1]?.isIdentifier("else") != true,
        source[index - 1]?.isPunctuation("#") != true,
        let branches = ifBranches(at: index), branches.count > 1
      {
        chains.append(branches)
      }
      index += 1
    }
    return chains
  }

  /// The first `{` after `start` outside parentheses and brackets, before `limit`.
  private func bodyBrace(after start: Int, limit: Int) -> Int? {
    var position = start
    while position < limit, let token = source[position] {
      if token.isPunctuation("(") || token.isPunctuation("[") {
        position = max(source.partner[position], position) + 1
        continue
      }
      if token.isPunctuation("{") { return source.partner[position] > position ? position : nil }
      position += 1
    }
    return nil
  }

  /// The cases of the `switch` at `index`: from each `case` or `default` written directly in
  /// its braces to the next.
  private func switchCases(at index: Int) -> [Range<Int>]? {
    guard let open = bodyBrace(after: index + 1, limit: tokens.count) else { return nil }
    let close = source.partner[open]
    var starts: [Int] = []
    var position = open + 1
    while position < close {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        position = max(source.partner[position], position) + 1
        continue
      }
      if token.isIdentifier("case") || token.isIdentifier("default") { starts.append(position) }
      position += 1
    }
    return starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : close) }
  }

  /// The branches of the `if` at `index` when it ends in an `else` (`if … { } else if … { }
  /// else { }`); a chain without a final `else` may show none of them: `nil`.
  private func ifBranches(at index: Int) -> [Range<Int>]? {
    var branches: [Range<Int>] = []
    var keyword = index
    while true {
      guard let open = bodyBrace(after: keyword + 1, limit: tokens.count) else { return nil }
      let close = source.partner[open]
      branches.append((open + 1)..<close)
      guard source[close + 1]?.isIdentifier("else") == true else { return nil }
      if source[close + 2]?.isIdentifier("if") == true {
        keyword = close + 2
        continue
      }
      guard source[close + 2]?.isPunctuation("{") == true else { return nil }
      let elseClose = source.partner[close + 2]
      guard elseClose > close + 2 else { return nil }
      branches.append((close + 3)..<elseClose)
      return branches
    }
  }

  /// The view types this file declares (`struct Name: View`, an extension adopting `View`).
  func declaredViewTypes() -> Set<String> {
    var views: Set<String> = []
    for index in tokens.indices
    where ["struct", "class", "enum", "extension"].contains(tokens[index].text)
      && tokens[index].kind == .identifier
    {
      guard let name = source[index + 1], name.kind == .identifier else { continue }
      if !Set(conformances(at: index)).isDisjoint(with: Self.viewProtocols) {
        views.insert(name.text)
      }
    }
    return views
  }

  /// Reads the exclusive branches of the view types this file declares (outside sheets'
  /// content, which is a window of its own already): each branch becomes a presentation of
  /// kind `window` whose references are the view types no other branch of its chain uses
  /// (see ``SwiftUIViews/assemble(into:)``). A chain inside another chain's branch is read
  /// the same way, and its branches are left out of the outer branch; the types two
  /// branches of a chain share stay with what encloses the chain (the window, or the outer
  /// branch).
  mutating func readExclusiveBranches() {
    let views = declaredViewTypes()
    let presented = windowRegions.map(\.range)
    for type in source.typeBodies() where views.contains(type.name) {
      let chains = exclusiveChains(in: type.body).filter { chain in
        !presented.contains { region in chain.contains { region.contains($0.lowerBound) } }
      }
      let branches = chains.flatMap { $0 }.filter { !$0.isEmpty }
      // What encloses a position: the smallest branch holding it.
      func enclosing(_ position: Int, besides range: Range<Int>? = nil) -> Range<Int>? {
        branches.filter { $0 != range && $0.contains(position) }.min { $0.count < $1.count }
      }
      var keys: [Range<Int>: String] = [:]
      var presentationIndex: [String: Int] = [:]
      for branch in branches {
        let key = "\(source.file)#\(branch.lowerBound)"
        keys[branch] = key
        windowRegions.append((branch, key))
      }
      for chain in chains {
        // What each branch uses itself: not what a sheet or a chain inside it shows.
        let mentions = chain.map { branch in
          var names: [String] = []
          for position in branch where isViewUse(position) && !names.contains(tokens[position].text)
          {
            if enclosing(position) == branch, !presented.contains(where: { $0.contains(position) })
            {
              names.append(tokens[position].text)
            }
          }
          return names
        }
        var shared: [String] = []
        for (number, branch) in chain.enumerated() where !branch.isEmpty {
          let own = mentions[number].filter { name in
            name != type.name
              && !mentions.indices.contains { $0 != number && mentions[$0].contains(name) }
          }
          for name in mentions[number] where !own.contains(name) && name != type.name {
            if !shared.contains(name) { shared.append(name) }
          }
          guard let key = keys[branch] else { continue }
          presentationIndex[key] = result.views.presentations.count
          result.views.presentations.append(
            SwiftUIViews.Presentation(
              key: key, kind: .window, references: own,
              location: source.location(branch.lowerBound), fallbackName: "screen"))
        }
        // The shared types are shown either way: they belong to what encloses the chain.
        var parent: String?
        if let first = chain.first, let outer = enclosing(first.lowerBound, besides: first),
          !chain.contains(outer), let key = keys[outer], let at = presentationIndex[key]
        {
          parent = key
          result.views.presentations[at].references += shared.filter {
            !result.views.presentations[at].references.contains($0)
          }
        } else {
          result.views.typeReferences[type.name, default: []].formUnion(shared)
        }
        result.views.chains.append(
          SwiftUIViews.Chain(
            owner: type.name, parent: parent, branches: chain.compactMap { keys[$0] },
            depth: chain.first.map { first in
              branches.filter { $0 != first && $0.contains(first.lowerBound) }.count
            } ?? 0))
      }
    }
  }
}
