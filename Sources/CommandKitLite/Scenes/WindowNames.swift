/// A window's id and its nodes' ids, by node index: immutable, made once when the window
/// opens and shared by every result that names the window (issue 28).
///
/// A window's id is fixed, and its tree's nodes are laid out once from the template (no
/// node is added, removed or renamed while the window is open), so this never goes stale.
/// A ``DispatchResult`` keeps one reference to it and the node's index instead of the
/// strings of its window and provider: copying and destroying a result then costs one
/// reference count instead of one per string (callgrind, Benchmarks/README.md, round
/// eight), and the names are read only when the result is.
final class WindowNames: Sendable {
  /// The window's id.
  let id: String
  /// The ids of the window's nodes, by index in its tree.
  let nodes: [String]

  init(id: String, nodes: [String]) {
    self.id = id
    self.nodes = nodes
  }

  /// Node `index` as a provider (SPEC §2); `nil` for an index the tree never had.
  func nodeProvider(_ index: Int) -> Provider? {
    guard index >= 0, index < nodes.count else { return nil }
    return .node(NodePath(window: id, node: nodes[index]))
  }
}

extension WindowNames: Equatable {
  /// The same window id and node ids.
  static func == (lhs: WindowNames, rhs: WindowNames) -> Bool {
    lhs === rhs || (lhs.id == rhs.id && lhs.nodes == rhs.nodes)
  }
}
