/// Decoding of a template's view tree (SPEC §1, §9), without recursion.
extension SceneFileDecoder {
  /// A node whose children are being decoded: the rest of its `children` list, and the
  /// children finished so far. Frames live in an array and are changed in place, so each
  /// node is moved into its parent's `children`, never copied.
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
    /// The node without its children; `nil` when it had errors (its subtree is still
    /// checked, but not built).
    var node: ViewNode?
    var children: [ViewNode] = []
  }

  /// Decodes a view tree in pre-order, so errors come out in document order, and builds it
  /// bottom-up as each node's children are finished. Records which nodes can take focus.
  mutating func decodeTree(_ rootValue: Value, template: String, at rootPath: JSONPath)
    -> ViewNode?
  {
    var frames: [TreeFrame] = []
    var focus: [String: String?] = [:]
    var root: ViewNode?
    var finished = decodeTreeNode(
      rootValue, at: rootPath, available: true, into: &frames, focus: &focus)
    while true {
      if let node = finished.take() {
        // A complete node: it goes to its parent, or it is the root.
        if frames.isEmpty { root = node } else { frames[frames.count - 1].children.append(node) }
      }
      guard let top = frames.indices.last else { break }
      let position = frames[top].next
      let event = frames[top].nextEvent
      if event >= frames[top].list.end {
        var frame = frames.removeLast()
        frame.node?.children = frame.children
        finished = frame.node.take()
        continue
      }
      frames[top].next = position + 1
      frames[top].nextEvent = tape.end(of: event)
      let value = Value(index: event)
      let path = frames[top].path.appending(index: position)
      finished = decodeTreeNode(
        value, at: path, available: frames[top].available, into: &frames, focus: &focus)
    }
    focusability[template] = focus
    return root
  }

  /// Decodes one node's own fields. Returns the node when it is complete (it has no
  /// children); a node with children is pushed on `frames` instead, and `nil` returned.
  private mutating func decodeTreeNode(
    _ value: Value, at path: JSONPath, available parentAvailable: Bool,
    into frames: inout [TreeFrame], focus: inout [String: String?]
  ) -> ViewNode? {
    guard let entry = tape.object(value) else {
      wrongType(value, expected: "an object", at: path)
      return nil
    }
    let fields = NodeFields(entry, in: tape)
    var available = parentAvailable
    let errorCount = errors.count
    var node = ViewNode("")
    decodeNode(entry, fields, into: &node, at: path)
    let isValid = errors.count == errorCount
    if isValid {
      available = parentAvailable && !node.isHidden && !node.isDisabled
      let problem = Self.focusProblem(node, available: available)
      // One hash in the common case; a duplicate keeps the first node's entry.
      if let first = focus.updateValue(problem, forKey: node.id) {
        focus[node.id] = first
        fail(path.appending("id"), .duplicateID(node.id))
      }
    } else if let id = fields.id.flatMap(tape.string), focus[id] == nil {
      focus[id] = .some(nil)  // reported already; avoid follow-up errors about focus
    }
    let result: ViewNode? = isValid ? consume node : nil
    guard let children = array(member: fields.children, "children", at: path), children.count > 0
    else { return result }
    frames.append(
      TreeFrame(
        list: children, nextEvent: children.index + 1, path: path.appending("children"),
        available: available, node: result))
    frames[frames.count - 1].children.reserveCapacity(children.count)
    return nil
  }

  private static func focusProblem(_ node: ViewNode, available: Bool) -> String? {
    if !node.isFocusable {
      return "it is not focusable; give it \"focusable\": true or choose another node"
    }
    if !available { return "it or an ancestor is hidden or disabled" }
    return nil
  }
}
