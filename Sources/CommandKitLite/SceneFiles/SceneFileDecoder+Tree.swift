/// Decoding of a template's view tree (SPEC §1, §9), without recursion.
extension SceneFileDecoder {
  /// A node whose children are being decoded: the rest of its `children` list, and the
  /// children finished so far. Each node is decoded in place, as the last element of its
  /// parent's `children` here (the root in a variable of its own), and its own children
  /// are moved into it when they are finished: a node is never copied or moved whole.
  private struct TreeFrame {
    /// The node's `children` list.
    let list: List
    /// The number of the next element of `list` to decode.
    var next = 0
    /// Where the next element's events start in the tape.
    var nextEvent: Int
    /// The path of `list`; elements' paths are made from it only when they are decoded.
    let path: JSONPath
    /// Whether the node and its ancestors are neither hidden nor disabled.
    let available: Bool
    /// Whether the node is kept: `false` when it had errors (its subtree is still
    /// checked, but not built).
    let isKept: Bool
    var children: [ViewNode] = []
  }

  /// What decoding one node's own fields found.
  private struct NodeOutcome {
    /// Whether the node had no errors (it is then kept).
    var isValid = false
    /// Whether the node and its ancestors are neither hidden nor disabled.
    var available = false
    /// The node's non-empty `children` list.
    var children: List?
  }

  /// Decodes a view tree in pre-order, so errors come out in document order, and builds it
  /// bottom-up as each node's children are finished. Records which nodes can take focus.
  mutating func decodeTree(_ rootValue: Value, template: String, at rootPath: JSONPath)
    -> ViewNode?
  {
    var frames: [TreeFrame] = []
    var focus = [String: String?](minimumCapacity: lastTreeSize)
    var root = ViewNode("")
    let rootOutcome = decodeTreeNode(
      rootValue, at: rootPath, available: true, into: &root, focus: &focus)
    push(rootOutcome, at: rootPath, on: &frames)
    while let top = frames.indices.last {
      let position = frames[top].next
      let event = frames[top].nextEvent
      if event >= frames[top].list.end {
        // The node's children are complete: they go into the node, the last of its
        // parent's children (or the root).
        let frame = frames.removeLast()
        guard frame.isKept else { continue }
        if let parent = frames.indices.last {
          let last = frames[parent].children.count - 1
          frames[parent].children[last].children = frame.children
        } else {
          root.children = frame.children
        }
        continue
      }
      frames[top].next = position + 1
      frames[top].nextEvent = tape.end(of: event)
      let path = frames[top].path.appending(index: position)
      frames[top].children.append(ViewNode(""))
      let last = frames[top].children.count - 1
      let outcome = decodeTreeNode(
        Value(index: event), at: path, available: frames[top].available,
        into: &frames[top].children[last], focus: &focus)
      if !outcome.isValid { frames[top].children.removeLast() }
      push(outcome, at: path, on: &frames)
    }
    lastTreeSize = focus.count
    focusability[template] = focus
    return rootOutcome.isValid ? root : nil
  }

  /// Opens a frame for a node's children, if it has any.
  private func push(_ outcome: NodeOutcome, at path: JSONPath, on frames: inout [TreeFrame]) {
    guard let children = outcome.children else { return }
    frames.append(
      TreeFrame(
        list: children, nextEvent: children.index + 1, path: path.appending("children"),
        available: outcome.available, isKept: outcome.isValid))
    frames[frames.count - 1].children.reserveCapacity(children.count)
  }

  /// Decodes one node's own fields into `node`, a new `ViewNode("")`, which is valid only
  /// when the outcome says so.
  private mutating func decodeTreeNode(
    _ value: Value, at path: JSONPath, available parentAvailable: Bool,
    into node: inout ViewNode, focus: inout [String: String?]
  ) -> NodeOutcome {
    guard let entry = tape.object(value) else {
      wrongType(value, expected: "an object", at: path)
      return NodeOutcome()
    }
    let fields = NodeFields(entry, in: tape)
    var outcome = NodeOutcome()
    outcome.available = parentAvailable
    let errorCount = errors.count
    decodeNode(entry, fields, into: &node, at: path)
    outcome.isValid = errors.count == errorCount
    if outcome.isValid {
      outcome.available = parentAvailable && !node.isHidden && !node.isDisabled
      let problem = Self.focusProblem(
        isFocusable: node.isFocusable, available: outcome.available)
      // One hash in the common case; a duplicate keeps the first node's entry.
      if let first = focus.updateValue(problem, forKey: node.id) {
        focus[node.id] = first
        fail(path.appending("id"), .duplicateID(node.id))
      }
    } else if let id = fields.id.flatMap(tape.string), focus[id] == nil {
      focus[id] = .some(nil)  // reported already; avoid follow-up errors about focus
    }
    if let children = array(member: fields.children, "children", at: path), children.count > 0 {
      outcome.children = children
    }
    return outcome
  }

  private static func focusProblem(isFocusable: Bool, available: Bool) -> String? {
    if !isFocusable {
      return "it is not focusable; give it \"focusable\": true or choose another node"
    }
    if !available { return "it or an ancestor is hidden or disabled" }
    return nil
  }
}
