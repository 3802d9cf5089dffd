import Testing

@testable import CommandKitLite

/// `NodeList` answers "the nearest member that is this node or one of its ancestors" from
/// its own array (each member's subtree end is copied from the tree when the list is
/// linked); checked against a walk up the parents, for every node, after each change.
@Suite struct NodeListTests {
  /// A tree of `count` nodes whose shape comes from `seed` (each node's parent is an
  /// earlier node), so that members nest in many ways.
  static func tree(count: Int, seed: UInt64) -> ViewTree {
    var state = seed
    func next(_ bound: Int) -> Int {
      // A small linear congruential generator: the same shapes on every run.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var parents = [-1]
    for node in 1..<count { parents.append(next(node)) }
    func build(_ node: Int) -> ViewNode {
      let children = parents.indices.filter { parents[$0] == node }.map(build)
      return ViewNode("n\(node)", children: children)
    }
    return ViewTree(root: build(0))
  }

  /// The nearest member on the way up from `node`, by walking the parents.
  static func walk(_ members: Set<Int>, from node: Int, in tree: ViewTree) -> Int? {
    var current: Int? = node
    while let index = current {
      if members.contains(index) { return index }
      current = tree.nodes[index].parent
    }
    return nil
  }

  static func expectAnswers(
    _ list: NodeList, _ members: Set<Int>, in tree: ViewTree,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for node in tree.nodes.indices {
      #expect(
        list.nearest(containing: node) == walk(members, from: node, in: tree),
        "node \(node) with members \(members.sorted())", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "The nearest member containing a node is the one a walk up its parents finds",
    arguments: [(1, UInt64(1)), (7, 2), (40, 3), (40, 4), (120, 5)])
  func nearestMatchesParentWalk(count: Int, seed: UInt64) {
    let tree = Self.tree(count: count, seed: seed)
    // Every third node a member, appended in pre-order and linked as a tree builds it.
    let chosen = tree.nodes.indices.filter { $0 % 3 == 0 }
    var list = NodeList()
    for node in chosen { list.appendInPreorder(node) }
    list.link(in: tree.nodes)
    Self.expectAnswers(list, Set(chosen), in: tree)
  }

  @Test(
    "Inserting and removing members keeps the answers those of a walk up the parents",
    arguments: [UInt64(11), 12, 13])
  func insertAndRemove(seed: UInt64) {
    let tree = Self.tree(count: 60, seed: seed)
    var list = NodeList()
    var members: Set<Int> = []
    // Members come and go in an order unrelated to pre-order.
    for step in 0..<40 {
      let node = (step * 37 + Int(seed)) % tree.nodes.count
      if members.contains(node) {
        list.remove(node, in: tree.nodes)
        members.remove(node)
      } else {
        list.insert(node, in: tree.nodes)
        members.insert(node)
      }
      Self.expectAnswers(list, members, in: tree)
    }
    #expect(list.members == members.sorted())
    // Inserting a member twice keeps one.
    if let first = members.min() {
      list.insert(first, in: tree.nodes)
      #expect(list.members == members.sorted())
    }
  }

  @Test("An empty list answers nothing for any node")
  func emptyList() {
    let tree = Self.tree(count: 10, seed: 7)
    let list = NodeList()
    #expect(list.isEmpty && list.first == nil)
    for node in tree.nodes.indices { #expect(list.nearest(containing: node) == nil) }
  }
}
