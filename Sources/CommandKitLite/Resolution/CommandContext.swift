/// What a command's action receives when it runs: the command, its resolved required value
/// and that value's provider, and the app itself, to change as a SwiftUI action changes
/// state (SPEC §12).
///
/// ```swift
/// Command("mail.delete", "Delete", menu: "Edit", group: .pasteboard,
///         shortcut: KeyboardShortcut(.delete, modifiers: []),
///         requires: \.selectedMessages, enabledIf: .nonEmpty) { ids, context in
///   try context.removeItems(ids)           // from the list that published them
/// }
/// Command("edit.find", "Find…", menu: "Edit", shortcut: KeyboardShortcut("f")) { context in
///   try context.focus("search")            // a node of the key window
/// }
/// ```
///
/// Every change goes to ``app`` at once, through the same operations as anywhere else, so
/// a press sees the state the action left. The helpers below name what actions most often
/// do; anything else is a call on ``app``. An error they throw (or any error the action
/// throws) ends the action and is reported in the press's ``DispatchResult/effectError``;
/// the command was still performed, its `effect` is not applied, and the changes made
/// before the error stay, as a SwiftUI action's do.
public struct CommandContext: Sendable {
  /// The command being performed.
  public let command: String
  /// The resolved value of the command's `requires` key, as published; `nil` for a command
  /// that requires none.
  public let value: (any Sendable)?
  /// Where that value came from: the list whose selection it is, a scene, the app.
  public let provider: Provider?
  /// The app, changed in place: the action's changes are the app's.
  public var app: App

  /// Creates a context; the library makes one for each action it runs.
  public init(command: String, value: (any Sendable)?, provider: Provider?, app: App) {
    self.command = command
    self.value = value
    self.provider = provider
    self.app = app
  }

  // MARK: Values

  /// The value a typed key resolves to now, from the key window's focus chain (SPEC §2).
  public func value<Value: Sendable>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Value? {
    app.resolve(keyPath)?.value
  }

  /// Publishes (or with `nil` withdraws) a typed value at a node, a window's scene values
  /// or the app.
  public mutating func set<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, to value: Value?, at target: Provider
  ) throws(CommandKitError) {
    try app.setValue(keyPath, value, at: target)
  }

  /// Changes a typed value where it resolves from (its provider keeps it), as a SwiftUI
  /// action changes a binding: `try context.update(\.unreadCount) { $0 -= 1 }`.
  ///
  /// - Throws: ``CommandKitError/invalidValue(_:reason:)`` when nothing publishes the value.
  public mutating func update<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>,
    _ change: (inout Value) -> Void
  ) throws(CommandKitError) {
    guard let found = app.resolve(keyPath) else {
      let name = FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath)
      throw .invalidValue(name, reason: "nothing publishes it, so there is nothing to update")
    }
    var value = found.value
    change(&value)
    try app.setValue(keyPath, value, at: found.provider)
  }

  // MARK: Selections and items

  /// `path`, or the node whose value the command required, when a node published it.
  private func node(_ path: NodePath?) throws(CommandKitError) -> NodePath {
    if let path { return path }
    guard case .node(let path) = provider else {
      throw .invalidValue(
        command,
        reason: "its required value does not come from a node, so there is no list to change; "
          + "name the node")
    }
    return path
  }

  /// Replaces the selection of `path`, or by default of the node that published the
  /// command's value (a list's selection).
  public mutating func select(_ ids: [String], in path: NodePath? = nil) throws(CommandKitError) {
    try app.select(ids, in: try node(path))
  }

  /// Removes ids from the items and the selection of `path`, or by default of the node that
  /// published the command's value: Delete removes the selected rows from their list.
  public mutating func removeItems(_ ids: [String], from path: NodePath? = nil)
    throws(CommandKitError)
  {
    try app.removeItems(ids, from: try node(path))
  }

  // MARK: Focus and windows

  /// Moves focus to a node of the key window, named by its id (Find focuses the search
  /// field).
  public mutating func focus(_ nodeID: String) throws(CommandKitError) {
    try app.focus(nodeID)
  }

  /// Moves focus to a node of any window; a non-key window becomes key, as a click makes it.
  public mutating func focus(_ path: NodePath) throws(CommandKitError) {
    try app.focus(path)
  }

  /// Opens a window from a template; it becomes key. Returns its id.
  @discardableResult
  public mutating func open(_ template: String, id: String? = nil) throws(CommandKitError)
    -> String
  {
    try app.open(template, id: id)
  }

  /// Presents a sheet from a template on the key window (a compose sheet). Returns its id.
  @discardableResult
  public mutating func presentSheet(_ template: String, id: String? = nil)
    throws(CommandKitError) -> String
  {
    guard let key = app.keyWindowID else { throw .noKeyWindow }
    return try app.presentSheet(template, on: key, id: id)
  }

  /// Closes a window, by default the key window.
  public mutating func close(_ window: String? = nil) throws(CommandKitError) {
    guard let id = window ?? app.keyWindowID else { throw .noKeyWindow }
    try app.close(id)
  }

  /// Dismisses a sheet or alert, by default the key window's (Send dismisses the compose
  /// sheet).
  public mutating func dismiss(_ window: String? = nil) throws(CommandKitError) {
    guard let id = window ?? app.keyWindowID else { throw .noKeyWindow }
    try app.dismiss(id)
  }

  /// Applies an effect, as a command's `effect` would.
  public mutating func apply(_ effect: CommandEffect) throws(CommandKitError) {
    try app.apply(effect)
  }
}
