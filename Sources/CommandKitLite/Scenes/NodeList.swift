/// Some nodes of a ``ViewTree`` (the publishers of one value, the nodes with a handler for
/// one shortcut...) in pre-order, indexed for "the nearest of them that is an ancestor-or-self
/// of node n".
///
/// Each member also records its nearest *enclosing* member: the closest earlier member whose
/// subtree contains it. The answer for `n` is then found without scanning: take the last
/// member at or before `n` in pre-order; if it does not contain `n`, every member that does
/// is one of its enclosing members (a member between an ancestor and `n` in pre-order lies
/// in that ancestor's subtree), so follow the enclosing links until one contains `n`.
struct NodeList: Sendable, Equatable {
  /// The members' node indexes, ascending (pre-order).
  private(set) var members: [Int] = []
  /// For each member, the position in `members` of its nearest enclosing member, or -1.
  private var enclosing: [Int] = []

  var isEmpty: Bool { members.isEmpty }
  var first: Int? { members.first }

  /// Appends a member after all present ones (tree construction, in pre-order). The
  /// enclosing links are set by ``link(in:)`` once the subtrees are known.
  mutating func appendInPreorder(_ node: Int) {
    members.append(node)
  }

  /// Inserts a member, keeping pre-order, and relinks.
  mutating func insert(_ node: Int, in tree: [TreeNode]) {
    let position = members.partitionPoint { $0 > node }
    guard position == 0 || members[position - 1] != node else { return }
    members.insert(node, at: position)
    link(in: tree)
  }

  /// Removes a member and relinks.
  mutating func remove(_ node: Int, in tree: [TreeNode]) {
    members.removeAll { $0 == node }
    link(in: tree)
  }

  /// Computes every member's enclosing member with one stack pass.
  /// - Complexity: O(members).
  mutating func link(in tree: [TreeNode]) {
    enclosing = []
    enclosing.reserveCapacity(members.count)
    var open: [Int] = []  // positions of members whose subtree is still open
    for (position, node) in members.enumerated() {
      while let last = open.last, tree[members[last]].subtreeEnd <= node { open.removeLast() }
      enclosing.append(open.last ?? -1)
      open.append(position)
    }
  }

  /// The nearest member that is `node` or one of its ancestors.
  /// - Complexity: O(log members) plus the enclosing links followed, at most the nesting of
  ///   members around `node` (usually one or two).
  func nearest(containing node: Int, in tree: [TreeNode]) -> Int? {
    var position = members.partitionPoint { $0 > node } - 1
    while position >= 0 {
      let candidate = members[position]
      if node < tree[candidate].subtreeEnd { return candidate }
      position = enclosing[position]
    }
    return nil
  }
}
