/// Decoding of `templates` and their view trees (SPEC §1, §9).
extension SceneFileDecoder {
  static let templateFields = [
    "kind", "title", "root", "sceneValues", "presentationOnly", "focus", "escape", "magicTap",
    "single", "source",
  ]
  static let nodeFields = [
    "id", "role", "children", "focusable", "disabled", "hidden", "textInput", "selectable",
    "items", "selection", "values", "sceneValues", "keys", "actions", "escape", "magicTap",
    "contextMenu", "controls", "multiline", "textCommands", "findBar", "selectionKey", "source",
  ]
  static let keyHandlerFields = ["shortcut", "action", "result", "effect", "source"]
  static let controlFields = [
    "title", "shortcut", "localization", "role", "command", "action", "effect", "keyWindowOnly",
    "source",
  ]

  mutating func decodeTemplate(name: String, _ value: Value, at path: JSONPath) {
    guard let entry = object(value, at: path) else { return }
    let errorCount = errors.count
    if let reason = Self.windowIDProblem(name) {
      fail(
        path, .invalidName(name, reason: "a template's name is its first window's id; " + reason))
    }
    checkFields(entry, allowed: Self.templateFields, at: path)
    var kind = WindowKind.window
    if let kindName = string(entry, "kind", at: path) {
      let names = WindowKind.allCases.map(\.rawValue)
      if let parsed = WindowKind(rawValue: kindName) {
        kind = parsed
      } else {
        fail(
          path.appending("kind"),
          .unknownChoice(
            kindName, of: "kind", choices: names, suggestion: closestMatch(to: kindName, in: names))
        )
      }
    }
    let title = string(entry, "title", at: path)
    let sceneValues = jsonObject(entry, "sceneValues", at: path)
    let presentationOnly = bool(entry, "presentationOnly", at: path) ?? false
    let single = bool(entry, "single", at: path) ?? false
    let focus = string(entry, "focus", at: path)
    let escape = string(entry, "escape", at: path)
    let magicTap = string(entry, "magicTap", at: path)
    let source = sourceLocation(entry, at: path)
    guard let rootValue = member(entry, "root") else {
      fail(path, .missingField("root", hint: "the window's view tree, such as {\"id\": \"root\"}"))
      return
    }
    let root = decodeTree(rootValue, template: name, at: path.appending("root"))
    if let focus { checkFocus(focus, template: name, at: path.appending("focus")) }
    guard errors.count == errorCount, let root else { return }
    var template = WindowTemplate(
      name, kind: kind, title: title, root: root,
      sceneValues: FocusedValues(sceneValues ?? JSONObject()), presentationOnly: presentationOnly,
      focus: focus, escape: escape.map { NamedAction($0) },
      magicTap: magicTap.map { NamedAction($0) })
    template.isSingle = single
    template.sourceLocation = source
    templates.append((template, path))
  }

  /// Decodes one node's own fields (not its children) into `node`, a new `ViewNode("")`.
  /// The node is only valid when no error was reported; the caller checks. (The node is
  /// filled in place: returning it made the compiler copy it, retaining every field.)
  /// Checks run in a fixed order, whatever the member order, so errors come out stably.
  mutating func decodeNode(
    _ object: Object, _ entry: borrowing NodeFields, into node: inout ViewNode,
    at path: JSONPath
  ) {
    if entry.hasUnknown { checkFields(object, allowed: Self.nodeFields, at: path) }
    let id = requiredString(
      member: entry.id, "id", at: path, hint: "every node needs an id, unique within its window")
    if let id, Self.isInvalidNodeID(id) {
      fail(
        path.appending("id"),
        .invalidName(
          id,
          reason: "node ids must be non-empty, without '/' or spaces (node paths are window/node)"))
    }
    let role = string(member: entry.role, "role", at: path) ?? "view"
    let textInput = bool(member: entry.textInput, "textInput", at: path) ?? false
    // A text input is focusable unless the file says otherwise, as `ViewNode.textInput()`.
    let focusable = bool(member: entry.focusable, "focusable", at: path) ?? textInput
    let disabled = bool(member: entry.disabled, "disabled", at: path) ?? false
    let hidden = bool(member: entry.hidden, "hidden", at: path) ?? false
    let selectable = bool(member: entry.selectable, "selectable", at: path) ?? false
    let items = stringList(member: entry.items, "items", at: path)
    let selection = stringList(member: entry.selection, "selection", at: path) ?? []
    let selectionKey = string(member: entry.selectionKey, "selectionKey", at: path)
    if let selectionKey, selectionKey.isEmpty {
      fail(
        path.appending("selectionKey"),
        .invalidName(selectionKey, reason: "a key name cannot be empty"))
    }
    if !selectable {
      if entry.selectionKey != nil {
        fail(path.appending("selectionKey"), .needsSelectable(field: "selectionKey"))
      }
      if entry.items != nil { fail(path.appending("items"), .needsSelectable(field: "items")) }
      if entry.selection != nil {
        fail(path.appending("selection"), .needsSelectable(field: "selection"))
      }
      if entry.contextMenu != nil {
        fail(path.appending("contextMenu"), .needsSelectable(field: "contextMenu"))
      }
    }
    if let items {
      let outside = selection.filter { !items.contains($0) }
      if !outside.isEmpty { fail(path.appending("selection"), .notInItems(outside, items: items)) }
    }
    let values = focusedValues(member: entry.values, "values", at: path)
    if selectable, let values {
      // The tree publishes the selection under these names, over any value of the same name.
      let published = [SelectionKey.name] + (selectionKey.map { [$0] } ?? [])
      for key in published where values.contains(key) {
        fail(path.appending("values").appending(key), .selectionInValues(key: key))
      }
    }
    let sceneValues = focusedValues(member: entry.sceneValues, "sceneValues", at: path)
    let actions = stringList(member: entry.actions, "actions", at: path) ?? []
    let escape = string(member: entry.escape, "escape", at: path)
    let magicTap = string(member: entry.magicTap, "magicTap", at: path)
    var keyHandlers: [KeyHandler] = []
    if let keys = array(member: entry.keys, "keys", at: path) {
      for (index, value) in tape.elements(of: keys).enumerated() {
        if let handler = decodeKeyHandler(value, at: path.appending("keys").appending(index: index))
        {
          keyHandlers.append(handler)
        }
      }
    }
    let contextMenu = entry.contextMenu.flatMap {
      decodeContextMenu($0, at: path.appending("contextMenu"))
    }
    let multiline = bool(member: entry.multiline, "multiline", at: path) ?? false
    if multiline, !textInput {
      fail(path.appending("multiline"), .needsTextInput(field: "multiline"))
    }
    let findBar = bool(member: entry.findBar, "findBar", at: path) ?? false
    if findBar, !textInput { fail(path.appending("findBar"), .needsTextInput(field: "findBar")) }
    let source = entry.source.flatMap { sourceLocation($0, at: path) }
    let textCommands = stringList(member: entry.textCommands, "textCommands", at: path)
    if let textCommands {
      if !textInput {
        fail(path.appending("textCommands"), .needsTextInput(field: "textCommands"))
      }
      let known = StandardCommand.textEditingIDs.union(StandardCommand.findIDs).sorted()
      for (index, id) in textCommands.enumerated() where !known.contains(id) {
        fail(
          path.appending("textCommands").appending(index: index),
          .unknownChoice(
            id, of: "text command", choices: known, suggestion: closestMatch(to: id, in: known)))
      }
    }
    var controls: [Control] = []
    if let list = array(member: entry.controls, "controls", at: path) {
      let listPath = path.appending("controls")
      for (index, value) in tape.elements(of: list).enumerated() {
        if let control = decodeControl(value, at: listPath.appending(index: index)) {
          controls.append(control)
        }
      }
    }
    // Fields left at the new node's defaults (empty lists, no values) are not assigned:
    // an assignment releases the default it replaces, and most nodes use few fields.
    node.id = id ?? ""
    node.role = role
    node.isTextInput = textInput
    node.isFocusable = focusable
    node.isDisabled = disabled
    node.isHidden = hidden
    node.isSelectable = selectable
    if let items { node.items = items }
    if !selection.isEmpty { node.selection = selection }
    if let selectionKey { node.selectionKey = selectionKey }
    if let values, !values.isEmpty { node.values = values }
    if let sceneValues, !sceneValues.isEmpty { node.sceneValues = sceneValues }
    if !actions.isEmpty { node.actions = actions.map { NamedAction($0) } }
    if let escape { node.escape = NamedAction(escape) }
    if let magicTap { node.magicTap = NamedAction(magicTap) }
    if !keyHandlers.isEmpty { node.keyHandlers = keyHandlers }
    if let contextMenu { node.contextMenu = contextMenu }
    if !controls.isEmpty { node.controls = controls }
    node.isMultiline = multiline
    node.hasFindBar = findBar
    if let textCommands { node.textCommands = Set(textCommands) }
    if let source { node.sourceLocation = source }
  }

  /// Whether `id` is empty or holds '/' or whitespace; ASCII ids skip the Unicode checks.
  static func isInvalidNodeID(_ id: String) -> Bool {
    if id.isEmpty { return true }
    var ascii = true
    for byte in id.utf8 {
      if byte >= 0x80 { ascii = false; break }
      if byte == UInt8(ascii: "/") || byte == 0x20 || (0x09...0x0D).contains(byte) { return true }
    }
    return !ascii && (id.contains("/") || id.contains(where: \.isWhitespace))
  }

  private mutating func decodeKeyHandler(_ value: Value, at path: JSONPath) -> KeyHandler? {
    guard let entry = object(value, at: path) else { return nil }
    checkFields(entry, allowed: Self.keyHandlerFields, at: path)
    let text = requiredString(
      entry, "shortcut", at: path, hint: "the key the handler answers to, such as \"up\"")
    let action = requiredString(
      entry, "action", at: path, hint: "the action's name, such as \"selectPrevious\"")
    var result = KeyHandler.Result.handled
    if let name = string(entry, "result", at: path) {
      let names = KeyHandler.Result.allCases.map(\.rawValue)
      if let parsed = KeyHandler.Result(rawValue: name) {
        result = parsed
      } else {
        fail(
          path.appending("result"),
          .unknownChoice(
            name, of: "result", choices: names, suggestion: closestMatch(to: name, in: names)))
      }
    }
    let effect = member(entry, "effect").flatMap { decodeEffect($0, at: path.appending("effect")) }
    guard let text, let action else { return nil }
    let owner = "key handler \(SceneFileError.quote(action))"
    var handler: KeyHandler
    switch shortcut(text, at: path.appending("shortcut"), owner: owner) {
    case (let shortcut?, _): handler = KeyHandler(shortcut, action: action)
    case (nil, let rejected?): handler = KeyHandler(rejected: rejected, action: action)
    case (nil, nil): return nil
    }
    handler.result = result
    handler.effect = effect
    handler.shortcutLocation = shortcutLocation(of: entry)
    handler.sourceLocation = sourceLocation(entry, at: path)
    return handler
  }

  /// One in-window control (SPEC §16): a title, a shortcut or role, and a command, or an
  /// action with an optional effect.
  private mutating func decodeControl(_ value: Value, at path: JSONPath) -> Control? {
    guard let entry = object(value, at: path) else { return nil }
    checkFields(entry, allowed: Self.controlFields, at: path)
    let title = requiredString(
      entry, "title", at: path, hint: "the button's title, such as \"Send\"")
    var role: Control.Role?
    if let name = string(entry, "role", at: path) {
      let names = Control.Role.allCases.map(\.rawValue)
      role = Control.Role(rawValue: name)
      if role == nil {
        fail(
          path.appending("role"),
          .unknownChoice(
            name, of: "role", choices: names, suggestion: closestMatch(to: name, in: names)))
      }
    }
    let command = string(entry, "command", at: path)
    let action = string(entry, "action", at: path)
    let effect = member(entry, "effect").flatMap { decodeEffect($0, at: path.appending("effect")) }
    let keyWindowOnly = bool(entry, "keyWindowOnly", at: path) ?? false
    let source = sourceLocation(entry, at: path)
    if let command, !declaredCommandSet.contains(command) {
      fail(
        path.appending("command"),
        .unknownCommand(
          command, suggestion: closestMatch(to: command, in: declaredCommands)))
    }
    if command != nil, action != nil || member(entry, "effect") != nil {
      fail(
        path,
        .invalidControl(
          "a control runs a command or an action (with an optional effect), not both; "
            + "drop \"command\" or drop \"action\" and \"effect\""))
    } else if command == nil, action == nil, member(entry, "effect") == nil {
      fail(
        path,
        .invalidControl(
          "give the control a \"command\" to run, or an \"action\" and optional \"effect\""))
    }
    var shortcut: KeyboardShortcut?
    if let text = string(entry, "shortcut", at: path) {
      let owner = "control \(SceneFileError.quote(title ?? ""))"
      shortcut = self.shortcut(text, at: path.appending("shortcut"), owner: owner).shortcut
      if let localization = localization(entry, at: path) {
        shortcut = shortcut?.localized(localization)
      }
      if shortcut == nil, role == nil { return nil }
    } else if role == nil, member(entry, "shortcut") == nil {
      fail(
        path,
        .missingField(
          "shortcut",
          hint:
            "the key the control answers to, such as \"cmd+return\", or a \"role\" (default or cancel)"
        ))
    }
    guard let title else { return nil }
    var control: Control
    if let command {
      control = Control(title, shortcut: shortcut, role: role, command: command)
    } else {
      control = Control(
        title, shortcut: shortcut, role: role, action: action ?? title, effect: effect)
    }
    control.isKeyWindowOnly = keyWindowOnly
    control.sourceLocation = source
    control.shortcutLocation = shortcutLocation(of: entry)
    return control
  }

  private mutating func decodeContextMenu(_ value: Value, at path: JSONPath) -> ContextMenu? {
    guard let entry = object(value, at: path) else { return nil }
    checkFields(entry, allowed: ["empty", "single", "multiple"], at: path)
    let empty = contextMenuList(entry, "empty", at: path)
    let single = contextMenuList(entry, "single", at: path)
    let multiple = contextMenuList(entry, "multiple", at: path)
    return ContextMenu(empty: empty, single: single, multiple: multiple)
  }

  /// One list of a context menu: declared command ids.
  private mutating func contextMenuList(_ entry: Object, _ field: String, at path: JSONPath)
    -> [String]
  {
    let ids = stringList(entry, field, at: path) ?? []
    for (index, id) in ids.enumerated() where !declaredCommandSet.contains(id) {
      fail(
        path.appending(field).appending(index: index),
        .unknownCommand(
          id, suggestion: closestMatch(to: id, in: declaredCommands)))
    }
    return ids
  }
}
