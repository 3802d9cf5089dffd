/// One node of a window's live view tree: the declaration plus its position and state.
struct TreeNode: Sendable {
  let id: String
  let role: String
  let parent: Int?
  let depth: Int
  /// One past the last descendant's index: the subtree is `index..<subtreeEnd`.
  var subtreeEnd: Int
  var children: [Int] = []
  var isFocusable: Bool
  var isDisabled: Bool
  var isHidden: Bool
  let isTextInput: Bool
  let isSelectable: Bool
  /// The items a selection may contain; changed at run time by ``App/setItems(_:of:)``.
  var items: [String]?
  /// Whether ``items`` differ from the template's (a session saves them then).
  var itemsChanged = false
  /// Whether ``values`` or ``sceneValues`` were changed since the window opened (`set`,
  /// `unset`, a command's effect): a saved state records only such nodes' values (SPEC §8
  /// "values changed with `set`"), so the others come back from the template.
  var valuesChanged = false
  var selection: [String]
  /// Cached: neither this node nor an ancestor is hidden or disabled.
  var isAvailable = true
  var values: FocusedValues
  var sceneValues: FocusedValues
  /// Local key handlers by shortcut; the first declared wins.
  let keyHandlers: [KeyboardShortcut: KeyHandler]
  /// A multi-line text input (role `textEditor` or declared so), SPEC §15.
  let isMultiline: Bool
  let hasFindBar: Bool
  /// The template node's rarely set fields, shared with it rather than copied (see
  /// `NodeExtras`): a window never changes them.
  let extras: NodeExtras.Box

  /// The app's own key the selection is also published under (``ViewNode/selectionKey``),
  /// for a selectable node.
  var selectionKey: String? { isSelectable ? extras.fields.selectionKey : nil }
  var declaredKeyHandlers: [KeyHandler] {
    _read { yield extras.fields.keyHandlers }
  }
  var actions: [NamedAction] {
    _read { yield extras.fields.actions }
  }
  var escape: NamedAction? {
    _read { yield extras.fields.escape }
  }
  var magicTap: NamedAction? {
    _read { yield extras.fields.magicTap }
  }
  var contextMenu: ContextMenu? {
    _read { yield extras.fields.contextMenu }
  }
  var controls: [Control] {
    _read { yield extras.fields.controls }
  }
  /// The editing commands it answers as a text input: `nil` for all of them.
  var textCommands: Set<String>? {
    _read { yield extras.fields.textCommands }
  }

  var canTakeFocus: Bool { isAvailable && isFocusable }

  /// Whether the value `name` is this node's selection, published under `selection` or
  /// its ``selectionKey`` (set by selecting, saved as the selection).
  func publishesSelection(as name: String) -> Bool {
    isSelectable && (name == SelectionKey.name || name == selectionKey)
  }

  /// Whether `other` is this node or inside its subtree, given this node's index.
  func contains(_ other: Int, selfIndex: Int) -> Bool {
    selfIndex <= other && other < subtreeEnd
  }
}
