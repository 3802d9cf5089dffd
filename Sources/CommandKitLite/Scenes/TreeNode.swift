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
  /// The app's own key the selection is also published under (``ViewNode/selectionKey``).
  let selectionKey: String?
  /// The items a selection may contain; changed at run time by ``App/setItems(_:of:)``.
  var items: [String]?
  /// Whether ``items`` differ from the template's (a session saves them then).
  var itemsChanged = false
  var selection: [String]
  /// Cached: neither this node nor an ancestor is hidden or disabled.
  var isAvailable = true
  var values: FocusedValues
  var sceneValues: FocusedValues
  /// Local key handlers by shortcut; the first declared wins.
  let keyHandlers: [KeyboardShortcut: KeyHandler]
  let declaredKeyHandlers: [KeyHandler]
  let actions: [NamedAction]
  let escape: NamedAction?
  let magicTap: NamedAction?
  let contextMenu: ContextMenu?
  let controls: [Control]
  /// A multi-line text input (role `textEditor` or declared so), SPEC §15.
  let isMultiline: Bool
  /// The editing commands it answers as a text input: `nil` for all of them.
  let textCommands: Set<String>?
  let hasFindBar: Bool

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
