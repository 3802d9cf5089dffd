import CommandKitLite

/// One view of an imported window that the audit can use (SPEC §22): a text input, a
/// focusable list, a button with a shortcut, a toolbar, or an app's own view.
///
/// Windows are imported flat: the nodes are the children of the window's root, in the
/// order the sources declare them (Interface Builder's document order, SwiftUI's
/// declaration order), so focus moves through them in that order.
public struct ImportedNode: Sendable, Equatable {
  /// What the node is, which decides its role and flags in the scene file.
  public enum Kind: Sendable, Equatable {
    /// A text input: single-line (a field) or multi-line (a text view), SPEC §15.
    case textInput(multiline: Bool)
    /// A focusable list (a table, outline or collection view, a SwiftUI `List`).
    case list
    /// A button (or other control) with a key equivalent: not focusable, it carries its
    /// control (SPEC §16).
    case button
    /// A window toolbar (SPEC §14: its presence adds Show/Hide Toolbar).
    case toolbar
    /// An app's own view whose class is not known to be a text view or a list: focusable.
    case custom(className: String)
  }

  /// The id, unique within its window (an outlet's name where Interface Builder gives one).
  public var id: String
  /// What it is.
  public var kind: Kind
  /// Hidden (`hidden="YES"`, `.hidden()`, or inside a hidden view).
  public var hidden: Bool
  /// Disabled (`enabled="NO"`, `.disabled(true)`).
  public var disabled: Bool
  /// The control the node carries (a button with a shortcut).
  public var controls: [ImportedControl]
  /// The focused values the node publishes while it has focus (`.focusedValue(\.key, …)`,
  /// `.focusedObject(object)` on it: the key path's name, or the object's type).
  public var values: [String] = []
  /// Where it is declared.
  public var source: SourceLocation
  /// The app's own class of the view (Interface Builder's `customClass`), if any.
  var className: String?
  /// Local key handlers (SPEC §17): key commands the view's class returns from its own
  /// `keyCommands`.
  var handlers: [ImportedKeyHandler] = []
  /// A search field of the window's toolbar (`.searchable`, an IB toolbar item): it does not
  /// take focus when the window opens.
  var inToolbar = false

  /// Creates a node.
  public init(
    id: String, kind: Kind, hidden: Bool = false, disabled: Bool = false,
    controls: [ImportedControl] = [], source: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.hidden = hidden
    self.disabled = disabled
    self.controls = controls
    self.source = source
  }

  /// The role written in the scene file.
  public var role: String {
    switch kind {
    case .textInput(let multiline): multiline ? "textEditor" : "textField"
    case .list: "list"
    case .button: "button"
    case .toolbar: "toolbar"
    case .custom: "custom"
    }
  }

  /// Whether it can take focus: text inputs, lists and an app's own views can; buttons (with
  /// Full Keyboard Access off, AppKit's default) and toolbars cannot.
  public var isFocusable: Bool {
    switch kind {
    case .textInput, .list, .custom: true
    case .button, .toolbar: false
    }
  }

  /// The node's scene-file entry, publishing those of its ``values`` that are in `keys`
  /// (as `true`: the importer knows that a value is there, not what it is).
  func json(publishing keys: Set<String> = []) -> JSONValue {
    var entry = JSONObject([("id", .string(id)), ("role", .string(role))])
    if isFocusable { entry["focusable"] = true }
    if case .textInput(let multiline) = kind {
      entry["textInput"] = true
      if multiline { entry["multiline"] = true }
    }
    if hidden { entry["hidden"] = true }
    if disabled { entry["disabled"] = true }
    if !controls.isEmpty { entry["controls"] = .array(controls.map(\.json)) }
    if !handlers.isEmpty { entry["keys"] = .array(handlers.map(\.json)) }
    let published = values.filter(keys.contains)
    if !published.isEmpty {
      entry["values"] = .object(JSONObject(published.map { ($0, JSONValue.bool(true)) }))
    }
    entry["source"] = source.json
    return .object(entry)
  }
}

/// Gives node ids that are unique within one window: the wanted name, else the name with
/// a number (`textField`, `textField2`).
struct NodeNamer {
  private var used: Set<String>

  /// A namer for a window whose nodes already use `taken`.
  init(taken: Set<String> = []) {
    used = taken.union(["root"])
  }

  /// A unique id from `wanted` (made id-like), or from `fallback` when `wanted` has none.
  mutating func name(_ wanted: String?, fallback: String) -> String {
    let base = wanted.flatMap(ImportedShortcut.idPart) ?? fallback
    var name = base
    var number = 2
    while used.contains(name) {
      name = "\(base)\(number)"
      number += 1
    }
    used.insert(name)
    return name
  }
}

extension [ImportedNode] {
  /// The node a window focuses when it opens, when nothing says: its first available text
  /// input outside the toolbar. AppKit makes the first key view first responder when a window
  /// without an `initialFirstResponder` is first shown, and SwiftUI on macOS focuses a
  /// window's first text field; the toolbar's search field comes after the content.
  var initialFocus: String? {
    first {
      guard case .textInput = $0.kind else { return false }
      return !$0.hidden && !$0.disabled && !$0.inToolbar
    }?.id
  }
}
