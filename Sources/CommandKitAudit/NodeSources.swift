import CommandKitLite

/// Where the app's own sources declare the views of its templates (SPEC §22: an imported
/// node carries `"source"`, ``ViewNode/sourceLocation``), by node path, so that a finding
/// whose defect is at a view points at that view: the text input where a key is dead or
/// taken, the view that carries a control.
struct NodeSources: Sendable {
  /// Each node with a known source, by path (`template/node`).
  private var byPath: [String: SourceLocation] = [:]
  /// Each focusable node's innermost text input (the node itself or an ancestor), when its
  /// source is known, by context name (`template/node`).
  private var textInputOfContext: [String: String] = [:]

  /// Walks `templates` (iteratively: deep trees cannot overflow the stack).
  /// - Complexity: O(nodes); nothing is stored for a node without a source.
  init(templates: [WindowTemplate]) {
    for template in templates {
      // Each entry: a node and the innermost text input above it, when its source is known.
      var stack: [(node: ViewNode, textInput: String?)] = [(template.root, nil)]
      while let (node, above) = stack.popLast() {
        let path = "\(template.name)/\(node.id)"
        if let source = node.sourceLocation { byPath[path] = source }
        // The innermost text input is the responder: an outer one never stands for it.
        let textInput = node.isTextInput ? (node.sourceLocation == nil ? nil : path) : above
        if node.isFocusable, let textInput { textInputOfContext[path] = textInput }
        for child in node.children.reversed() { stack.append((child, textInput)) }
      }
    }
  }

  /// Whether no node has a known source (a scene file written by hand).
  var isEmpty: Bool { byPath.isEmpty }

  /// The node at `path` (`template/node`), when its source is known.
  func node(_ path: String) -> Finding.NodeReference? {
    byPath[path].map { Finding.NodeReference(node: path, source: $0) }
  }

  /// The innermost text input on the chain of context `name` (its focused node or an
  /// ancestor), when its source is known; for a panel taken with a main window (`panel/node+main/node`), the
  /// panel's, which is key.
  func textInput(ofContext name: String) -> Finding.NodeReference? {
    let key = name.split(separator: "+", maxSplits: 1).first.map(String.init) ?? name
    return textInputOfContext[key].flatMap(node)
  }

  /// The distinct text inputs with known sources of `contexts`, in order.
  func textInputs(ofContexts contexts: [String]) -> [Finding.NodeReference] {
    var seen: Set<String> = []
    return contexts.compactMap(textInput(ofContext:)).filter { seen.insert($0.node).inserted }
  }
}
