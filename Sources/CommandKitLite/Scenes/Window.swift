/// An open window: a scene instance with its own view tree, focus and values (SPEC §1).
public struct Window: Sendable, Identifiable {
  /// The window's id (`w1`, `main-2`).
  public let id: String
  /// The template the window was opened from.
  public let template: String
  /// The window's kind; a window presented as a sheet is a `sheet`.
  public internal(set) var kind: WindowKind
  /// The window title.
  public let title: String
  /// The display the window is on.
  public internal(set) var display: Display
  /// The phase, kept up to date by the app.
  public internal(set) var phase: ScenePhase = .inactive
  /// Whether the window is minimized.
  public internal(set) var isMinimized = false
  /// Whether the window is in full screen (Enter/Exit Full Screen, SPEC §14).
  public internal(set) var isFullScreen = false
  /// Whether the window only presents: never key, one accessibility element.
  public let presentationOnly: Bool
  /// For a sheet, the window it is attached to.
  public internal(set) var parent: String?
  /// The window's own scene values (its template's, changed with `set scene:W`).
  public internal(set) var sceneValues: FocusedValues
  /// The window's escape handler.
  public let escape: NamedAction?
  /// The window's magic-tap handler.
  public let magicTap: NamedAction?

  var tree: ViewTree
  var focus: Int?
  /// The window's id and its nodes' ids, shared with the results that name them.
  let names: WindowNames

  init(id: String, template: WindowTemplate, display: Display) {
    self.id = id
    self.template = template.name
    self.kind = template.kind
    self.title = template.title
    self.display = display
    self.presentationOnly = template.presentationOnly
    self.sceneValues = template.sceneValues
    self.escape = template.escape
    self.magicTap = template.magicTap
    self.tree = ViewTree(root: template.root)
    self.names = WindowNames(id: id, nodes: tree.nodes.map(\.id))
    if let name = template.focus, let index = tree.index(of: name), tree[index].canTakeFocus {
      focus = index
    } else {
      focus = tree.firstFocusable
    }
  }

  /// The path of the focused node, if any.
  public var focusedPath: NodePath? {
    focus.map { NodePath(window: id, node: tree[$0].id) }
  }

  /// The ids of the window's nodes, depth-first.
  public var nodeIDs: [String] { tree.nodes.map(\.id) }

  /// A snapshot of one node, for display.
  public func node(_ id: String) -> NodeInfo? {
    tree.index(of: id).map { nodeInfo(at: $0) }
  }

  /// Snapshots of every node, depth-first.
  public var nodes: [NodeInfo] { tree.nodes.indices.map { nodeInfo(at: $0) } }

  func nodeInfo(at index: Int) -> NodeInfo {
    let node = tree[index]
    return NodeInfo(
      id: node.id, role: node.role, depth: node.depth,
      children: node.children.map { tree[$0].id }, parent: node.parent.map { tree[$0].id },
      isFocusable: node.isFocusable, isDisabled: node.isDisabled, isHidden: node.isHidden,
      isTextInput: node.isTextInput, isSelectable: node.isSelectable,
      isAvailable: node.isAvailable, isFocused: focus == index, items: node.items,
      selection: node.selection, values: node.values, sceneValues: node.sceneValues,
      keyHandlers: node.declaredKeyHandlers, actions: node.actions.map(\.name),
      escape: node.escape?.name, magicTap: node.magicTap?.name, contextMenu: node.contextMenu,
      controls: node.controls, isMultiline: node.isMultiline)
  }

  func path(_ index: Int) -> NodePath { NodePath(window: id, node: tree[index].id) }
}

/// A read-only snapshot of a node's declaration and state.
public struct NodeInfo: Sendable {
  /// The node id.
  public let id: String
  /// The role.
  public let role: String
  /// Depth below the root (the root is 0).
  public let depth: Int
  /// The children's ids.
  public let children: [String]
  /// The parent's id.
  public let parent: String?
  /// Whether the node is focusable.
  public let isFocusable: Bool
  /// Whether the node is disabled.
  public let isDisabled: Bool
  /// Whether the node is hidden.
  public let isHidden: Bool
  /// Whether the node is a text input.
  public let isTextInput: Bool
  /// Whether the node is selectable.
  public let isSelectable: Bool
  /// Whether neither the node nor an ancestor is hidden or disabled.
  public let isAvailable: Bool
  /// Whether the node has its window's focus.
  public let isFocused: Bool
  /// The allowed items of a selection.
  public let items: [String]?
  /// The current selection.
  public let selection: [String]
  /// The focused values it publishes.
  public let values: FocusedValues
  /// The scene values it publishes.
  public let sceneValues: FocusedValues
  /// Its local key handlers.
  public let keyHandlers: [KeyHandler]
  /// Its accessibility action names.
  public let actions: [String]
  /// Its escape handler's name.
  public let escape: String?
  /// Its magic-tap handler's name.
  public let magicTap: String?
  /// Its context menu.
  public let contextMenu: ContextMenu?
  /// Its in-window controls (SPEC §16).
  public let controls: [Control]
  /// Whether it is a multi-line text input (SPEC §15).
  public let isMultiline: Bool
}
