// Which node of a focus chain takes a key is a dispatch decision (SPEC §4 step 3), so it
// lives here, beside the dispatcher, rather than with the tree in Scenes/.
extension ViewTree {
  /// The node of the focus chain from `focus` that takes `shortcut` (SPEC §4 step 3): the
  /// innermost text input that consumes it or node with a local handler for it. At one
  /// node, a text input consumes before its own handler runs.
  static func chainHandler(
    for shortcut: KeyboardShortcut, from focus: Int, textInputs: NodeList, handlers: NodeList?,
    nodes: [TreeNode]
  ) -> (node: Int, consumes: Bool)? {
    let textInput =
      textInputsConsume(shortcut) ? textInputs.nearest(containing: focus, in: nodes) : nil
    let handler = handlers?.nearest(containing: focus, in: nodes)
    // Both are on the chain; the deeper one has the larger pre-order index.
    switch (textInput, handler) {
    case let (text?, handler?): return handler > text ? (handler, false) : (text, true)
    case let (text?, nil): return (text, true)
    case let (nil, handler?): return (handler, false)
    case (nil, nil): return nil
    }
  }

  /// Whether a focused text input eats `shortcut`: keys without cmd or ctrl, except escape
  /// and tab (SPEC §4 step 3).
  static func textInputsConsume(_ shortcut: KeyboardShortcut) -> Bool {
    !shortcut.hasCommandModifier && shortcut.key != .escape && shortcut.key != .tab
  }
}
