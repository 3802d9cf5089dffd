/// Why an operation on an ``App`` was refused. Nothing changes when one is thrown.
///
/// Every case carries the offending input. ``problem`` says what is wrong; ``hint`` says how
/// to fix it as data, so that a front end can word the fix in its own terms (`cmdshell`
/// names its verbs); ``description`` is both, with the fix worded in terms of this API.
/// ``code`` is a stable machine-readable name (used by `cmdshell --json`).
public enum CommandKitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No window has this id.
  case unknownWindow(String, suggestion: String?)
  /// The window has no node with this id.
  case unknownNode(String, window: String, suggestion: String?)
  /// No template has this name.
  case unknownTemplate(String, suggestion: String?)
  /// No command has this id.
  case unknownCommand(String, suggestion: String?)
  /// A template's in-window control runs a command that is not registered (reported by
  /// ``App/unresolvedReferences``).
  case unknownCommandInControl(
    String, template: String, node: String, control: String, suggestion: String?)
  /// A template's context menu names a command that is not registered (reported by
  /// ``App/unresolvedReferences``).
  case unknownCommandInContextMenu(String, template: String, node: String, suggestion: String?)
  /// An effect opens or presents a template that does not exist (template, then what has
  /// the effect: `command 'mail.compose'`, `template 'main', node 'list': control "New"`).
  case unknownTemplateInEffect(String, owner: String, suggestion: String?)
  /// A window with this id is already open.
  case duplicateWindow(String)
  /// A window id or path was malformed.
  case invalidPath(String, expected: String)
  /// There is no key window to act on.
  case noKeyWindow
  /// The app has quit (SPEC §13), so it cannot do this (what it was asked to do, in words)
  /// until it is launched again.
  case appHasQuit(operation: String)
  /// The node cannot take focus: it is not focusable, hidden or disabled.
  case notFocusable(NodePath, reason: String)
  /// The node is hidden or disabled (or inside such a node).
  case unavailable(NodePath)
  /// The window is blocked by a sheet or an alert.
  case blocked(window: String, by: String)
  /// The window is minimized.
  case minimized(String)
  /// The window is not minimized.
  case notMinimized(String)
  /// The window is presentation-only and never becomes key.
  case presentationOnly(String)
  /// The window is not shown: the app is hidden (or the window's display is gone). A
  /// minimized window, or a sheet of one, is ``minimized(_:)``.
  case notVisible(String)
  /// The window is not a sheet or alert and shows none.
  case notModal(String)
  /// This operation does not apply to a sheet or alert.
  case modalWindow(String, operation: String)
  /// The template kind cannot be used this way (template, its kind, why not, and the fix).
  case wrongTemplateKind(String, kind: WindowKind, reason: String?, hint: Hint?)
  /// The node is not selectable.
  case notSelectable(NodePath)
  /// The selection names ids outside the node's items.
  case notInItems(NodePath, ids: [String], items: [String])
  /// The shortcut is hard-reserved by the platform.
  case reservedShortcut(KeyboardShortcut, use: String, platform: Platform)
  /// The shortcut text cannot be parsed.
  case invalidShortcut(ShortcutParseError)
  /// No external display is connected.
  case noExternalDisplay
  /// The external display is already connected.
  case displayAlreadyConnected
  /// A command with this id is already registered.
  case duplicateCommand(String)
  /// A value cannot be toggled or set as asked.
  case invalidValue(String, reason: String)
  /// A template with this name was already added.
  case duplicateTemplate(String)
  /// A template's tree gives two nodes this id (template, then node id).
  case duplicateNodeID(String, template: String)
  /// A command's action threw an error of the app's own (command id, then the error in
  /// words); errors of this library thrown by an action are reported as they are.
  case actionFailed(command: String, reason: String)
  /// A typed command requires a `FocusedValues` key path whose accessor reads no
  /// ``FocusedValueKey``, so the name of the value it needs cannot be known (command id,
  /// then the key path as written).
  case unreadableKeyPath(command: String, keyPath: String)

  /// A stable machine-readable code such as `unknown-node`.
  public var code: String {
    switch self {
    case .unknownWindow: "unknown-window"
    case .unknownNode: "unknown-node"
    case .unknownTemplate, .unknownTemplateInEffect: "unknown-template"
    case .unknownCommand, .unknownCommandInContextMenu, .unknownCommandInControl:
      "unknown-command"
    case .duplicateWindow: "duplicate-window"
    case .invalidPath: "invalid-path"
    case .noKeyWindow: "no-key-window"
    case .appHasQuit: "app-quit"
    case .notFocusable: "not-focusable"
    case .unavailable: "unavailable"
    case .blocked: "blocked"
    case .minimized: "minimized"
    case .notMinimized: "not-minimized"
    case .presentationOnly: "presentation-only"
    case .notVisible: "not-visible"
    case .notModal: "not-modal"
    case .modalWindow: "modal-window"
    case .wrongTemplateKind: "wrong-template-kind"
    case .notSelectable: "not-selectable"
    case .notInItems: "not-in-items"
    case .reservedShortcut: "reserved-shortcut"
    case .invalidShortcut: "invalid-shortcut"
    case .noExternalDisplay: "no-external-display"
    case .displayAlreadyConnected: "display-connected"
    case .duplicateCommand: "duplicate-command"
    case .invalidValue: "invalid-value"
    case .duplicateTemplate: "duplicate-template"
    case .duplicateNodeID: "duplicate-id"
    case .unreadableKeyPath: "unreadable-key-path"
    case .actionFailed: "action-failed"
    }
  }

  /// What is wrong, without the fix.
  public var problem: String {
    switch self {
    case .unknownWindow(let id, _): "no window '\(id)'"
    case .unknownNode(let node, let window, _): "no node '\(node)' in '\(window)'"
    case .unknownTemplate(let name, _): "no template '\(name)'"
    case .unknownCommand(let id, _): "no command '\(id)'"
    case .unknownCommandInControl(let id, let template, let node, let control, _):
      "template '\(template)', node '\(node)': control \"\(control)\" runs command '\(id)', "
        + "which is not registered"
    case .unknownCommandInContextMenu(let id, let template, let node, _):
      "template '\(template)', node '\(node)': its context menu names command '\(id)', "
        + "which is not registered"
    case .unknownTemplateInEffect(let name, let owner, _):
      "\(owner): its effect names template '\(name)', which does not exist"
    case .duplicateWindow(let id): "a window '\(id)' is already open"
    case .invalidPath(let text, let expected):
      "'\(text)' is not a valid path; expected \(expected)"
    case .noKeyWindow: "no window is key"
    case .appHasQuit(let operation): "the app has quit, so it cannot \(operation)"
    case .notFocusable(let path, let reason): "'\(path)' cannot take focus: \(reason)"
    case .unavailable(let path): "'\(path)' is hidden or disabled"
    case .blocked(let window, let by): "'\(window)' is blocked by '\(by)'"
    case .minimized(let id): "'\(id)' is minimized"
    case .notMinimized(let id): "'\(id)' is not minimized"
    case .presentationOnly(let id): "'\(id)' is presentation-only and never becomes key"
    case .notVisible(let id): "'\(id)' is not visible (the app is hidden)"
    case .notModal(let id): "'\(id)' is not a sheet or alert and shows none; nothing to dismiss"
    case .modalWindow(let id, let operation):
      "'\(id)' is a sheet or alert and cannot be \(operation)"
    case .wrongTemplateKind(let name, let kind, let reason, _):
      "template '\(name)' is of kind \(kind)" + (reason.map { "; \($0)" } ?? "")
    case .notSelectable(let path):
      "'\(path)' is not selectable; only nodes with \"selectable\": true have a selection and a context menu"
    case .notInItems(let path, let ids, let items):
      "'\(path)' has no item \(ids.map { "'\($0)'" }.joined(separator: ", ")); its items are \(items.joined(separator: ", "))"
    case .reservedShortcut(let shortcut, let use, let platform):
      "\(shortcut) is reserved by \(platform) for \"\(use)\""
    case .invalidShortcut(let error): error.description
    case .noExternalDisplay: "no external display is connected"
    case .displayAlreadyConnected: "the external display is already connected"
    case .duplicateCommand(let id):
      "a command '\(id)' is already registered; command ids must be unique"
    case .invalidValue(let what, let reason): "\(what): \(reason)"
    case .duplicateTemplate(let name):
      "template '\(name)': a template with this name exists; template names must be unique"
    case .duplicateNodeID(let node, let template):
      "template '\(template)': duplicate id \"\(node)\" (ids must be unique within a window)"
    case .actionFailed(let command, let reason):
      "command '\(command)': its action failed: \(reason)"
    case .unreadableKeyPath(let command, let keyPath):
      "command '\(command)' requires \(keyPath), whose accessor reads no FocusedValueKey, so "
        + "the value it needs has no name"
    }
  }

  /// How to fix it, as data; `nil` when ``problem`` says it all.
  public var hint: Hint? {
    switch self {
    case .unknownWindow(_, let suggestion):
      suggestion.map(Hint.didYouMean) ?? .listWindows
    case .unknownNode(_, let window, let suggestion):
      suggestion.map(Hint.didYouMean) ?? .listNodes(window: window)
    case .unknownTemplate(_, let suggestion): suggestion.map(Hint.didYouMean)
    case .unknownCommand(_, let suggestion): suggestion.map(Hint.didYouMean) ?? .listCommands
    case .unknownCommandInControl(let id, _, _, _, let suggestion),
      .unknownCommandInContextMenu(let id, _, _, let suggestion):
      suggestion.map(Hint.didYouMean) ?? .registerCommand(id)
    case .unknownTemplateInEffect(let name, _, let suggestion):
      suggestion.map(Hint.didYouMean) ?? .addTemplate(name)
    case .duplicateWindow: .chooseAnotherWindowID
    case .noKeyWindow: .openOrMakeKey
    case .appHasQuit: .launch
    case .notVisible: .unhide
    case .unavailable: .showOrEnable
    case .blocked(_, let by): .dismiss(by)
    case .minimized(let id): .unminimize(id)
    case .modalWindow: .actOnParent
    case .wrongTemplateKind(_, _, _, let hint): hint
    case .reservedShortcut: .chooseAnotherShortcut
    case .noExternalDisplay: .connectExternalDisplay
    case .unreadableKeyPath: .readKeyInAccessor
    case .invalidPath, .notFocusable, .notMinimized, .presentationOnly, .notModal,
      .notSelectable, .notInItems, .invalidShortcut, .displayAlreadyConnected, .duplicateCommand,
      .invalidValue, .duplicateTemplate, .duplicateNodeID, .actionFailed:
      nil
    }
  }

  /// What is wrong and how to fix it, the fix worded in terms of this API.
  public var description: String {
    hint.map { "\(problem); \($0)" } ?? problem
  }

  /// How to fix a ``CommandKitError``, as data: a front end words it in its own terms. Its
  /// ``description`` words it in terms of this API.
  public enum Hint: Hashable, Sendable, CustomStringConvertible {
    /// The closest existing name.
    case didYouMean(String)
    /// List the open windows.
    case listWindows
    /// List the nodes of this window.
    case listNodes(window: String)
    /// List the commands.
    case listCommands
    /// Register a command with this id, or correct the name.
    case registerCommand(String)
    /// Add a template with this name, or correct the name.
    case addTemplate(String)
    /// Choose another window id, or close the open window first.
    case chooseAnotherWindowID
    /// Open a window, or make one key.
    case openOrMakeKey
    /// Show or enable the node (or its hidden or disabled ancestor) first.
    case showOrEnable
    /// Dismiss this sheet or alert first.
    case dismiss(String)
    /// Unminimize this window first.
    case unminimize(String)
    /// Act on the sheet's or alert's parent, or dismiss it.
    case actOnParent
    /// Present the template as a sheet on a window.
    case presentAsSheet(template: String)
    /// Choose another shortcut.
    case chooseAnotherShortcut
    /// Connect the external display first.
    case connectExternalDisplay
    /// Launch the quit app again first.
    case launch
    /// Unhide the hidden app first.
    case unhide
    /// Write the key path's accessor so that it reads a key: `self[SomeKey.self]`.
    case readKeyInAccessor

    /// The fix in terms of this API.
    public var description: String {
      switch self {
      case .didYouMean(let name): "did you mean '\(name)'?"
      case .listWindows: "`App.windows` lists the open ones"
      case .listNodes: "`Window.nodeIDs` lists its nodes"
      case .listCommands: "`App.commands` lists the commands"
      case .registerCommand(let id):
        "register a command '\(id)' with `register(_:)`, or correct the id"
      case .addTemplate(let name):
        "add a template '\(name)' with `addTemplate(_:)`, or correct the name"
      case .chooseAnotherWindowID: "choose another id or close it first"
      case .openOrMakeKey: "open one or make one key with `makeKey(_:)`"
      case .showOrEnable: "show or enable it first with `setHidden(_:_:)` or `setDisabled(_:_:)`"
      case .dismiss(let id): "dismiss '\(id)' first"
      case .unminimize(let id): "unminimize '\(id)' first with `unminimize(_:)`"
      case .actOnParent: "act on its parent or dismiss it"
      case .presentAsSheet: "present it on a window with `presentSheet(_:on:id:)`"
      case .chooseAnotherShortcut: "choose another shortcut"
      case .connectExternalDisplay: "connect one first with `connectExternalDisplay()`"
      case .launch: "start it again with `launch()`"
      case .unhide: "unhide the app first with `unhide()`"
      case .readKeyInAccessor: "write the accessor as `self[SomeKey.self]`"
      }
    }
  }
}
