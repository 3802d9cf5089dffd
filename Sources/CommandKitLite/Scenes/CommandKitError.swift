/// Why an operation on an ``App`` was refused. Nothing changes when one is thrown.
///
/// Every case carries the offending input; ``description`` names what is wrong and how to
/// fix it, and ``code`` is a stable machine-readable name (used by `cmdshell --json`).
public enum CommandKitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No window has this id.
  case unknownWindow(String, suggestion: String?)
  /// The window has no node with this id.
  case unknownNode(String, window: String, suggestion: String?)
  /// No template has this name.
  case unknownTemplate(String, suggestion: String?)
  /// No command has this id.
  case unknownCommand(String, suggestion: String?)
  /// A template's in-window control runs a command that is not registered.
  case unknownCommandInControl(
    String, template: String, node: String, control: String, suggestion: String?)
  /// A template's context menu names a command that is not registered.
  case unknownCommandInContextMenu(String, template: String, node: String, suggestion: String?)
  /// A window with this id is already open.
  case duplicateWindow(String)
  /// A window id or path was malformed.
  case invalidPath(String, expected: String)
  /// There is no key window to act on.
  case noKeyWindow
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
  /// The window is not shown (it is in the background).
  case notVisible(String)
  /// The window is not a sheet or alert and shows none.
  case notModal(String)
  /// This operation does not apply to a sheet or alert.
  case modalWindow(String, operation: String)
  /// The template kind cannot be used this way.
  case wrongTemplateKind(String, kind: WindowKind, hint: String)
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
  /// A typed command requires a `FocusedValues` key path whose accessor reads no
  /// ``FocusedValueKey``, so the name of the value it needs cannot be known (command id,
  /// then the key path as written).
  case unreadableKeyPath(command: String, keyPath: String)

  /// A stable machine-readable code such as `unknown-node`.
  public var code: String {
    switch self {
    case .unknownWindow: "unknown-window"
    case .unknownNode: "unknown-node"
    case .unknownTemplate: "unknown-template"
    case .unknownCommand, .unknownCommandInContextMenu, .unknownCommandInControl:
      "unknown-command"
    case .duplicateWindow: "duplicate-window"
    case .invalidPath: "invalid-path"
    case .noKeyWindow: "no-key-window"
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
    }
  }

  /// What is wrong and how to fix it.
  public var description: String {
    switch self {
    case .unknownWindow(let id, let suggestion):
      "no window '\(id)'" + Self.hint(suggestion, otherwise: "; `windows` lists the open ones")
    case .unknownNode(let node, let window, let suggestion):
      "no node '\(node)' in '\(window)'"
        + Self.hint(suggestion, otherwise: "; `tree \(window)` lists its nodes")
    case .unknownTemplate(let name, let suggestion):
      "no template '\(name)'" + Self.hint(suggestion, otherwise: "")
    case .unknownCommand(let id, let suggestion):
      "no command '\(id)'" + Self.hint(suggestion, otherwise: "; `menu` lists the commands")
    case .unknownCommandInControl(let id, let template, let node, let control, let suggestion):
      "template '\(template)', node '\(node)': control \"\(control)\" runs command '\(id)', "
        + "which is not registered"
        + Self.hint(
          suggestion, otherwise: "; register commands before the templates that name them")
    case .unknownCommandInContextMenu(let id, let template, let node, let suggestion):
      "template '\(template)', node '\(node)': its context menu names command '\(id)', "
        + "which is not registered"
        + Self.hint(
          suggestion, otherwise: "; register commands before the templates that name them")
    case .duplicateWindow(let id):
      "a window '\(id)' is already open; choose another id or close it first"
    case .invalidPath(let text, let expected):
      "'\(text)' is not a valid path; expected \(expected)"
    case .noKeyWindow:
      "no window is key; open one or bring one forward with `key W`"
    case .notFocusable(let path, let reason):
      "'\(path)' cannot take focus: \(reason)"
    case .unavailable(let path):
      "'\(path)' is hidden or disabled; `show` or `enable` it first"
    case .blocked(let window, let by):
      "'\(window)' is blocked by '\(by)'; dismiss '\(by)' first"
    case .minimized(let id):
      "'\(id)' is minimized; use `unminimize \(id)` first"
    case .notMinimized(let id):
      "'\(id)' is not minimized"
    case .presentationOnly(let id):
      "'\(id)' is presentation-only and never becomes key"
    case .notVisible(let id):
      "'\(id)' is not visible (it is in the background)"
    case .notModal(let id):
      "'\(id)' is not a sheet or alert and shows none; nothing to dismiss"
    case .modalWindow(let id, let operation):
      "'\(id)' is a sheet or alert and cannot be \(operation); act on its parent or dismiss it"
    case .wrongTemplateKind(let name, let kind, let hint):
      "template '\(name)' is of kind \(kind); \(hint)"
    case .notSelectable(let path):
      "'\(path)' is not selectable; only nodes with \"selectable\": true have a selection and a context menu"
    case .notInItems(let path, let ids, let items):
      "'\(path)' has no item \(ids.map { "'\($0)'" }.joined(separator: ", ")); its items are \(items.joined(separator: ", "))"
    case .reservedShortcut(let shortcut, let use, let platform):
      "\(shortcut) is reserved by \(platform) for \"\(use)\"; choose another shortcut"
    case .invalidShortcut(let error):
      error.description
    case .noExternalDisplay:
      "no external display is connected; run `display connect` first"
    case .displayAlreadyConnected:
      "the external display is already connected"
    case .duplicateCommand(let id):
      "a command '\(id)' is already registered; command ids must be unique"
    case .invalidValue(let what, let reason):
      "\(what): \(reason)"
    case .duplicateTemplate(let name):
      "template '\(name)': a template with this name exists; template names must be unique"
    case .duplicateNodeID(let node, let template):
      "template '\(template)': duplicate id \"\(node)\" (ids must be unique within a window)"
    case .unreadableKeyPath(let command, let keyPath):
      "command '\(command)' requires \(keyPath), whose accessor reads no FocusedValueKey, so "
        + "the value it needs has no name; write the accessor as `self[SomeKey.self]`"
    }
  }

  private static func hint(_ suggestion: String?, otherwise: String) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
  }
}
