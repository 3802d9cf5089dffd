/// A view in a window template's tree, as declared (SPEC §1 "Node").
///
/// Build trees in code with the modifier-style methods, or load them from scene files:
/// ```swift
/// ViewNode("list", role: "list")
///   .focusable()
///   .selectable(items: ["n1", "n2"], selection: ["n1"])
///   .onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "selectPrevious")
/// ```
public struct ViewNode: Sendable {
  /// The id, unique within a window.
  public var id: String
  /// The role (`list`, `textEditor`...), informational.
  public var role: String
  /// The children, in order.
  public var children: [ViewNode]
  /// Whether the node can take focus.
  public var isFocusable = false
  /// Whether the node (and so its subtree) is disabled.
  public var isDisabled = false
  /// Whether the node (and so its subtree) is hidden.
  public var isHidden = false
  /// Whether the node is a text input, which eats plain keys (SPEC §4 step 3).
  public var isTextInput = false
  /// Whether the node has a selection, published as the focused value `selection` (and
  /// under ``selectionKey``, when it has one).
  public var isSelectable = false
  /// The app's own key under which a selectable node also publishes its selection, so
  /// that a command can require this list's selection and no other list's
  /// (`.focusedValue(\.selectedMessages)`; scene files' `"selectionKey"`).
  public var selectionKey: String? {
    get { extras.fields.selectionKey }
    set { extras = extras.changing { $0.selectionKey = newValue } }
  }
  /// The items a selection may contain; `nil` allows any id.
  public var items: [String]? {
    get { extras.fields.items }
    set { extras = extras.changing { $0.items = newValue } }
  }
  /// The initial selection.
  public var selection: [String] {
    get { extras.fields.selection }
    set { extras = extras.changing { $0.selection = newValue } }
  }
  /// Focused values the node publishes to the focus chain.
  public var values = FocusedValues()
  /// Scene values the node publishes to its whole window.
  public var sceneValues: FocusedValues {
    get { extras.fields.sceneValues }
    set { extras = extras.changing { $0.sceneValues = newValue } }
  }
  /// Local key handlers.
  public var keyHandlers: [KeyHandler] {
    get { extras.fields.keyHandlers }
    set { extras = extras.changing { $0.keyHandlers = newValue } }
  }
  /// Named accessibility actions.
  public var actions: [NamedAction] {
    get { extras.fields.actions }
    set { extras = extras.changing { $0.actions = newValue } }
  }
  /// The accessibility escape handler.
  public var escape: NamedAction? {
    get { extras.fields.escape }
    set { extras = extras.changing { $0.escape = newValue } }
  }
  /// The accessibility magic-tap handler.
  public var magicTap: NamedAction? {
    get { extras.fields.magicTap }
    set { extras = extras.changing { $0.magicTap = newValue } }
  }
  /// The context menu (selectable nodes only).
  public var contextMenu: ContextMenu? {
    get { extras.fields.contextMenu }
    set { extras = extras.changing { $0.contextMenu = newValue } }
  }
  /// In-window controls with keyboard shortcuts: buttons (SPEC §16).
  public var controls: [Control] {
    get { extras.fields.controls }
    set { extras = extras.changing { $0.controls = newValue } }
  }
  /// Whether a text input is multi-line (an `NSTextView`, not a field editor): it inserts
  /// Return and Tab as text (SPEC §15). A node of role `textEditor` is multi-line.
  public var isMultiline = false
  /// The editing commands a text input answers, when narrower than all of them (SPEC §15).
  public var textCommands: Set<String>? {
    get { extras.fields.textCommands }
    set { extras = extras.changing { $0.textCommands = newValue } }
  }
  /// Whether a text input has a find bar, and so answers the Find items too.
  public var hasFindBar = false
  /// Where the view is declared in the app's own sources, for an imported node (scene file
  /// `"source"`, SPEC §22): audit findings about the node (a text input where a key is dead
  /// or taken, a control's view) point there.
  public var sourceLocation: SourceLocation? {
    get { extras.fields.sourceLocation }
    set { extras = extras.changing { $0.sourceLocation = newValue } }
  }
  /// The fields few nodes set (the selection key, items and selection, scene values, key
  /// handlers, accessibility actions, the escape and magic-tap handlers, the context menu,
  /// controls, text commands, the source location),
  /// in one immutable box that the windows opened from the template share: see
  /// `NodeExtras`.
  private(set) var extras = NodeExtras.Box.empty

  /// The role of a toolbar: a template with one gets Show/Hide Toolbar (SPEC §14).
  public static let toolbarRole = "toolbar"

  /// Creates a node.
  public init(_ id: String, role: String = "view", children: [ViewNode] = []) {
    self.id = id
    self.role = role
    self.children = children
  }

  /// Makes the node focusable.
  public func focusable(_ isFocusable: Bool = true) -> ViewNode {
    with { $0.isFocusable = isFocusable }
  }

  /// Disables the node and its subtree.
  public func disabled(_ isDisabled: Bool = true) -> ViewNode {
    with { $0.isDisabled = isDisabled }
  }

  /// Hides the node and its subtree.
  public func hidden(_ isHidden: Bool = true) -> ViewNode {
    with { $0.isHidden = isHidden }
  }

  /// Marks the node as a text input (it also becomes focusable).
  public func textInput(_ isTextInput: Bool = true) -> ViewNode {
    with {
      $0.isTextInput = isTextInput
      if isTextInput { $0.isFocusable = true }
    }
  }

  /// Makes the node selectable with optional allowed items and an initial selection.
  public func selectable(items: [String]? = nil, selection: [String] = []) -> ViewNode {
    with {
      $0.isSelectable = true
      $0.items = items
      $0.selection = selection
    }
  }

  /// Publishes a typed focused value, like SwiftUI's `focusedValue(_:_:)`.
  public func focusedValue<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> ViewNode {
    with { $0.values[keyPath: keyPath] = value }
  }

  /// Publishes the node's selection under a key of the app's own, as SwiftUI's
  /// `List(selection: $selection).focusedValue(\.selectedMessages, selection)` does: the
  /// value follows every ``App/select(_:in:)``, as `selection` does.
  ///
  /// ```swift
  /// ViewNode("messages", role: "list").focusable()
  ///   .selectable(items: ["m1", "m2"], selection: ["m1"])
  ///   .focusedValue(\.selectedMessages)
  /// ```
  ///
  /// A command that requires `\.selectedMessages` is then enabled only while this list (or
  /// a node inside it) is in the focus chain: a sidebar that publishes its own selection
  /// under another key does not enable it. The node becomes selectable if it was not.
  public func focusedValue(_ keyPath: WritableKeyPath<FocusedValues, [String]?>) -> ViewNode {
    with {
      $0.isSelectable = true
      $0.selectionKey = FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath)
    }
  }

  /// Publishes a named (JSON) focused value.
  public func focusedValue(named name: String, _ value: JSONValue) -> ViewNode {
    with { $0.values[name: name] = value }
  }

  /// Publishes a typed scene value, like SwiftUI's `focusedSceneValue(_:_:)`.
  public func focusedSceneValue<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> ViewNode {
    with { $0.sceneValues[keyPath: keyPath] = value }
  }

  /// Adds a local key handler, like SwiftUI's `onKeyPress`: it takes the key, or with
  /// `result: .ignored` runs and lets the key go on (SPEC §17); `effect` is applied when it
  /// takes the key.
  public func onKeyPress(
    _ shortcut: KeyboardShortcut, action: String, result: KeyHandler.Result = .handled,
    effect: CommandEffect? = nil, perform: (@Sendable () -> Void)? = nil
  ) -> ViewNode {
    with {
      $0.keyHandlers.append(
        KeyHandler(shortcut, action: action, result: result, effect: effect, perform: perform))
    }
  }

  /// Adds an in-window control, as `.keyboardShortcut` on a SwiftUI `Button` does:
  /// `ViewNode("ok", role: "button").control(Control("OK", role: .default,
  /// action: "confirm"))` (SPEC §16).
  public func control(_ control: Control) -> ViewNode {
    with { $0.controls.append(control) }
  }

  /// Adds several in-window controls at once, in order (scene files' `"controls"`):
  ///
  /// ```swift
  /// ViewNode("buttons", role: "buttons").controls(
  ///   Control("Send", role: .default, command: "mail.send"),
  ///   Control("Cancel", role: .cancel, effect: .dismiss))
  /// ```
  ///
  /// Controls built at run time go in the ``controls`` property itself.
  public func controls(_ controls: Control...) -> ViewNode {
    with { $0.controls += controls }
  }

  /// Narrows the editing commands a text input answers as their responder (SPEC §15).
  public func textCommands(_ ids: Set<String>) -> ViewNode {
    with { $0.textCommands = ids }
  }

  /// Gives a text input a find bar: it answers the Find items too (SPEC §15).
  public func findBar(_ hasFindBar: Bool = true) -> ViewNode {
    with { $0.hasFindBar = hasFindBar }
  }

  /// Marks a text input multi-line (SPEC §15).
  public func multiline(_ isMultiline: Bool = true) -> ViewNode {
    with { $0.isMultiline = isMultiline }
  }

  /// Adds a named accessibility action, like SwiftUI's `accessibilityAction(named:_:)`.
  public func accessibilityAction(named name: String, perform: (@Sendable () -> Void)? = nil)
    -> ViewNode
  {
    with { $0.actions.append(NamedAction(name, perform: perform)) }
  }

  /// Sets the accessibility escape handler.
  public func accessibilityEscape(_ name: String, perform: (@Sendable () -> Void)? = nil)
    -> ViewNode
  {
    with { $0.escape = NamedAction(name, perform: perform) }
  }

  /// Sets the accessibility magic-tap handler.
  public func accessibilityMagicTap(_ name: String, perform: (@Sendable () -> Void)? = nil)
    -> ViewNode
  {
    with { $0.magicTap = NamedAction(name, perform: perform) }
  }

  /// Sets the context menu (the node should be selectable).
  public func contextMenu(_ menu: ContextMenu) -> ViewNode {
    with { $0.contextMenu = menu }
  }

  /// Sets the context menu from its three lists of command ids, as scene files write it
  /// (`"contextMenu": {"empty": [...], "single": [...], "multiple": [...]}`, SPEC §7).
  public func contextMenu(
    empty: [String] = [], single: [String] = [], multiple: [String] = []
  ) -> ViewNode {
    contextMenu(ContextMenu(empty: empty, single: single, multiple: multiple))
  }

  private func with(_ change: (inout ViewNode) -> Void) -> ViewNode {
    var copy = self
    change(&copy)
    return copy
  }
}
