/// One problem in a scene file, at a JSON path, with the fix (SPEC §9).
///
/// The description is `path: problem`, for example
/// `templates.main.root.children[1].id: duplicate id "list" (ids must be unique within a window)`.
/// Syntax errors, which have no path, read `line 3, column 17: ...` instead.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The file cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON.
    case syntax(JSONSyntaxError)
    /// A field the format does not have (a typo must not pass silently).
    case unknownField(String, suggestion: String?, validFields: [String])
    /// A value of the wrong JSON type.
    case wrongType(expected: String, found: String)
    /// A required field is absent.
    case missingField(String, hint: String)
    /// An id or name that cannot be used.
    case invalidName(String, reason: String)
    /// A value outside a closed set: a platform, kind, group or `enabledIf`.
    case unknownChoice(String, of: String, choices: [String], suggestion: String?)
    /// Two nodes of one template share an id.
    case duplicateID(String)
    /// Two commands share an id.
    case duplicateCommand(String)
    /// Two entries of `windows` share an id.
    case duplicateWindow(String)
    /// A list repeats an entry.
    case duplicateEntry(String, list: String)
    /// A command id that no command declares.
    case unknownCommand(String, suggestion: String?)
    /// A template name that no template declares.
    case unknownTemplate(String, suggestion: String?)
    /// A node id that the template does not have.
    case unknownNode(String, template: String, suggestion: String?)
    /// A node named as `focus` that cannot take focus.
    case notFocusable(String, reason: String)
    /// A command's `group` belongs to another standard menu than its `menu`.
    case groupMenuMismatch(group: String, groupMenu: String, menu: String)
    /// A selection names ids outside the node's items.
    case notInItems([String], items: [String])
    /// A field that only selectable nodes may have.
    case needsSelectable(field: String)
    /// A selectable node's `values` sets `key`, the name its selection is published under
    /// (`selection`, or its `selectionKey`): the selection would replace it without a word.
    case selectionInValues(key: String)
    /// `enabledIf` without `requires`.
    case needsRequires(field: String)
    /// A command's `placement` without a `group` to place it in (SPEC §14).
    case needsGroup(placement: String)
    /// A malformed command effect.
    case invalidEffect(String)
    /// A control that runs both a command and an action, or neither.
    case invalidControl(String)
    /// A text-input field on a node that is not a text input.
    case needsTextInput(field: String)
    /// A template whose kind cannot be used this way.
    case wrongTemplateKind(String, kind: WindowKind, hint: String)
    /// The model refused a declaration the checks above let through.
    case rejected(CommandKitError)
  }

  /// Where the problem is.
  public let path: JSONPath
  /// What is wrong.
  public let problem: Problem

  /// Creates an error at `path`.
  public init(path: JSONPath, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// `path: problem and fix`.
  public var description: String {
    description(wordingHint: \.description)
  }

  /// `path: problem and fix`, the fix of a declaration the model refused
  /// (``Problem/rejected(_:)``) worded by `wordingHint`, as `cmdshell` words it with its
  /// verbs; every other fix is the scene file's own and reads the same everywhere.
  public func description(wordingHint: (CommandKitError.Hint) -> String) -> String {
    if case .syntax(let error) = problem { return error.description }
    if case .unreadable = problem { return message }
    return "\(path): \(message(wordingHint: wordingHint))"
  }

  /// The problem and its fix, without the path.
  public var message: String {
    message(wordingHint: \.description)
  }

  /// The problem and its fix, without the path, a refusal's fix worded by `wordingHint`.
  public func message(wordingHint: (CommandKitError.Hint) -> String) -> String {
    switch problem {
    case .unreadable(let file, let reason):
      return "cannot read \(file): \(reason)"
    case .syntax(let error):
      return error.description
    case .unknownField(let name, let suggestion, let valid):
      return "unknown field \(Self.quote(name))"
        + (suggestion.map { "; did you mean \(Self.quote($0))?" }
          ?? "; valid fields are \(valid.joined(separator: ", "))")
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingField(let name, let hint):
      return "missing field \(Self.quote(name)) (\(hint))"
    case .invalidName(let name, let reason):
      return "invalid name \(Self.quote(name)): \(reason)"
    case .unknownChoice(let value, let what, let choices, let suggestion):
      return "unknown \(what) \(Self.quote(value))"
        + (suggestion.map { "; did you mean \(Self.quote($0))?" }
          ?? "; expected one of \(choices.joined(separator: ", "))")
    case .duplicateID(let id):
      return "duplicate id \(Self.quote(id)) (ids must be unique within a window)"
    case .duplicateCommand(let id):
      return "duplicate command id \(Self.quote(id)) (command ids must be unique)"
    case .duplicateWindow(let id):
      return "duplicate window id \(Self.quote(id)) (window ids must be unique)"
    case .duplicateEntry(let entry, let list):
      return
        "duplicate entry \(Self.quote(entry)) (each entry may appear once in \(Self.quote(list)))"
    case .unknownCommand(let id, let suggestion):
      return "unknown command \(Self.quote(id))"
        + (suggestion.map { "; did you mean \(Self.quote($0))?" }
          ?? "; declare it in \"commands\" or remove it")
    case .unknownTemplate(let name, let suggestion):
      return "unknown template \(Self.quote(name))"
        + (suggestion.map { "; did you mean \(Self.quote($0))?" }
          ?? "; declare it in \"templates\" or remove it")
    case .unknownNode(let id, let template, let suggestion):
      return "no node \(Self.quote(id)) in template \(Self.quote(template))"
        + (suggestion.map { "; did you mean \(Self.quote($0))?" }
          ?? "; name a node of \(Self.quote(template)) or remove \"focus\"")
    case .notFocusable(let id, let reason):
      return "node \(Self.quote(id)) cannot take focus: \(reason)"
    case .groupMenuMismatch(let group, let groupMenu, let menu):
      return
        "group \(Self.quote(group)) belongs to the \(groupMenu) menu, not \(Self.quote(menu)); drop \"menu\" or choose a group of that menu"
    case .notInItems(let ids, let items):
      return
        "selection \(ids.map(Self.quote).joined(separator: ", ")) is not among the items (\(items.map(Self.quote).joined(separator: ", "))); add it to \"items\" or drop it from \"selection\""
    case .needsSelectable(let field):
      return
        "\(Self.quote(field)) needs \"selectable\": true (only selectable nodes have items, a selection and a context menu)"
    case .selectionInValues(let key):
      return
        "\(Self.quote(key)) is this node's selection, published from its \"selection\" field;"
        + " move the list to \"selection\" or drop it from \"values\""
    case .needsRequires(let field):
      return "\(Self.quote(field)) needs \"requires\", the key whose value it tests"
    case .needsGroup(let placement):
      return
        "\"placement\": \(Self.quote(placement)) needs \"group\", the standard group it places"
        + " the command in, such as \"pasteboard\""
    case .invalidEffect(let reason):
      return "invalid effect: \(reason)"
    case .invalidControl(let reason):
      return "invalid control: \(reason)"
    case .needsTextInput(let field):
      return "\(Self.quote(field)) needs \"textInput\": true (only text inputs have it)"
    case .wrongTemplateKind(let name, let kind, let hint):
      return "template \(Self.quote(name)) is of kind \(kind); \(hint)"
    case .rejected(let error):
      return error.hint.map { "\(error.problem); \(wordingHint($0))" } ?? error.problem
    }
  }

  /// A stable machine-readable code such as `unknown-field`.
  public var code: String {
    switch problem {
    case .unreadable: "unreadable"
    case .syntax(let error): "syntax-\(error.code)"
    case .unknownField: "unknown-field"
    case .wrongType: "wrong-type"
    case .missingField: "missing-field"
    case .invalidName: "invalid-name"
    case .unknownChoice: "unknown-choice"
    case .duplicateID: "duplicate-id"
    case .duplicateCommand: "duplicate-command"
    case .duplicateWindow: "duplicate-window"
    case .duplicateEntry: "duplicate-entry"
    case .unknownCommand: "unknown-command"
    case .unknownTemplate: "unknown-template"
    case .unknownNode: "unknown-node"
    case .notFocusable: "not-focusable"
    case .groupMenuMismatch: "group-menu-mismatch"
    case .notInItems: "not-in-items"
    case .needsSelectable: "needs-selectable"
    case .selectionInValues: "selection-in-values"
    case .needsRequires: "needs-requires"
    case .needsGroup: "needs-group"
    case .invalidEffect: "invalid-effect"
    case .invalidControl: "invalid-control"
    case .needsTextInput: "needs-text-input"
    case .wrongTemplateKind: "wrong-template-kind"
    case .rejected(let error): error.code
    }
  }

  static func quote(_ text: String) -> String {
    var quoted = ""
    JSONValue.writeString(text, to: &quoted)
    return quoted
  }
}

/// Every problem found in one scene file; loading reports all of them, not just the first.
public struct SceneFileErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in document order of discovery.
  public var errors: [SceneFileError]

  /// Collects `errors`.
  public init(_ errors: [SceneFileError]) {
    self.errors = errors
  }

  /// One problem per line.
  public var description: String {
    description(wordingHint: \.description)
  }

  /// One problem per line, refusals' fixes worded by `wordingHint`.
  public func description(wordingHint: (CommandKitError.Hint) -> String) -> String {
    errors.map { $0.description(wordingHint: wordingHint) }.joined(separator: "\n")
  }
}
