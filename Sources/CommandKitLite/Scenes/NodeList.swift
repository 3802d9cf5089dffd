/// Some nodes of a ``ViewTree`` (the publishers of one value, the nodes with a handler for
/// one shortcut...) in pre-order, indexed for "the nearest of them that is an ancestor-or-self
/// of node n".
///
/// Each member also records its nearest *enclosing* member: the closest earlier member whose
/// subtree contains it. The answer for `n` is then found without scanning: take the last
/// member at or before `n` in pre-order; if it does not contain `n`, every member that does
/// is one of its enclosing members (a member between an ancestor and `n` in pre-order lies
/// in that ancestor's subtree), so follow the enclosing links until one contains `n`.
///
/// Each member also keeps its subtree's end, copied from the tree when the list is linked:
/// the tree's shape never changes once built (a window's nodes are flattened when it
/// opens), and the answer then reads only this list's one array, not a node of the tree
/// per probe (each a different cache line of a 200-byte `TreeNode`; `perf`: the lookup
/// was a tenth of an uncached press in time, Benchmarks/README.md).
struct NodeList: Sendable, Equatable {
  /// A member: its node, its subtree's end and its nearest enclosing member.
  private struct Member: Sendable, Equatable {
    /// The node's index in the tree.
    var node: Int
    /// One past the last node of its subtree (`TreeNode.subtreeEnd`); set by `link(in:)`.
    var end: Int
    /// The position in the list of its nearest enclosing member, or -1; set by `link(in:)`.
    var enclosing: Int
  }

  /// The members in ascending node order (pre-order).
  private var list: [Member] = []

  var isEmpty: Bool { list.isEmpty }
  var first: Int? { list.first?.node }
  /// The members' node indexes, ascending (pre-order).
  var members: [Int] { list.map(\.node) }

  /// Appends a member after all present ones (tree construction, in pre-order). Its
  /// subtree's end and enclosing member are set by ``link(in:)`` once the subtrees are
  /// known.
  mutating func appendInPreorder(_ node: Int) {
    list.append(Member(node: node, end: node + 1, enclosing: -1))
  }

  /// Inserts a member, keeping pre-order, and relinks.
  mutating func insert(_ node: Int, in tree: [TreeNode]) {
    let position = list.partitionPoint { $0.node > node }
    guard position == 0 || list[position - 1].node != node else { return }
    list.insert(Member(node: node, end: node + 1, enclosing: -1), at: position)
    link(in: tree)
  }

  /// Removes a member and relinks.
  mutating func remove(_ node: Int, in tree: [TreeNode]) {
    list.removeAll { $0.node == node }
    link(in: tree)
  }

  /// Copies every member's subtree end from `tree` and computes its enclosing member with
  /// one stack pass.
  /// - Complexity: O(members).
  mutating func link(in tree: [TreeNode]) {
    var open: [Int] = []  // positions of members whose subtree is still open
    for position in list.indices {
      let node = list[position].node
      list[position].end = tree[node].subtreeEnd
      while let last = open.last, list[last].end <= node { open.removeLast() }
      list[position].enclosing = open.last ?? -1
      open.append(position)
    }
  }

  /// The nearest member that is `node` or one of its ancestors, in the tree the list was
  /// linked in.
  /// - Complexity: O(log members) plus the enclosing links followed, at most the nesting of
  ///   members around `node` (usually one or two).
  func nearest(containing node: Int) -> Int? {
    var position = list.partitionPoint { $0.node > node } - 1
    while position >= 0 {
      if node < list[position].end { return list[position].node }
      position = list[position].enclosing
    }
    return nil
  }
}
