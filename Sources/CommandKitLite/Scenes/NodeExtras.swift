/// The fields of a ``ViewNode`` that few nodes set, kept out of line and shared with the
/// windows opened from its template (issue 28, memory).
///
/// A template keeps its nodes so that windows can be opened again, and every window holds
/// a flattened copy (`TreeNode`): at 100,000 nodes the two took 61 and 44 MB. The selection
/// key, items and initial selection of a selectable node, scene values, key handlers,
/// accessibility actions, the escape and magic-tap handlers, the context menu, controls,
/// the narrowed text commands and the source location were 224 of a node's 312 bytes, and
/// most nodes set none of them. They live in one immutable box: a window's `TreeNode` refers
/// to its template node's box instead of copying the fields it never changes (it copies the
/// items, the selection and the scene values, which change at run time), and every node
/// without them shares ``Box/empty``.
///
/// The box is immutable (`let` fields of a final class, read in place); a setter on
/// ``ViewNode`` builds a new box, which only declarations and loaders do.
struct NodeExtras: Sendable {
  var selectionKey: String?
  var items: [String]?
  var selection: [String] = []
  var sceneValues = FocusedValues()
  var keyHandlers: [KeyHandler] = []
  var actions: [NamedAction] = []
  var escape: NamedAction?
  var magicTap: NamedAction?
  var contextMenu: ContextMenu?
  var controls: [Control] = []
  var textCommands: Set<String>?
  var sourceLocation: SourceLocation?

  /// Whether no field is set: such fields are ``Box/empty``'s.
  var isEmpty: Bool {
    selectionKey == nil && items == nil && selection.isEmpty && sceneValues.isEmpty
      && keyHandlers.isEmpty && actions.isEmpty && escape == nil && magicTap == nil
      && contextMenu == nil && controls.isEmpty && textCommands == nil && sourceLocation == nil
  }

  /// The shared, immutable storage of one node's extra fields.
  final class Box: Sendable {
    let fields: NodeExtras

    private init(_ fields: NodeExtras) {
      self.fields = fields
    }

    /// The box of every node that sets none of the fields.
    static let empty = Box(NodeExtras())

    /// A box holding `fields`: the shared empty box when none is set.
    static func holding(_ fields: NodeExtras) -> Box {
      fields.isEmpty ? empty : Box(fields)
    }

    /// A new box with `change` applied to these fields (this one is shared, so never
    /// changed).
    func changing(_ change: (inout NodeExtras) -> Void) -> Box {
      var copy = fields
      change(&copy)
      return .holding(copy)
    }
  }
}
