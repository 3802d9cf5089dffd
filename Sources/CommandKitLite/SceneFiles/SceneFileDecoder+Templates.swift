/// Decoding of `templates` and their view trees (SPEC §1, §9).
extension SceneFileDecoder {
  static let templateFields = [
    "kind", "title", "root", "sceneValues", "presentationOnly", "focus", "escape", "magicTap",
  ]
  static let nodeFields = [
    "id", "role", "children", "focusable", "disabled", "hidden", "textInput", "selectable",
    "items", "selection", "values", "sceneValues", "keys", "actions", "escape", "magicTap",
    "contextMenu",
  ]

  mutating func decodeTemplate(name: String, _ value: JSONValue, at path: JSONPath) {
    guard let entry = object(value, at: path) else { return }
    let errorCount = errors.count
    if let reason = Self.windowIDProblem(name) {
      fail(path, .invalidName(name, reason: "a template's name is its first window's id; " + reason))
    }
    checkFields(entry, allowed: Self.templateFields, at: path)
    var kind = WindowKind.window
    if let kindName = string(entry, "kind", at: path) {
      let names = WindowKind.allCases.map(\.rawValue)
      if let parsed = WindowKind(rawValue: kindName) {
        kind = parsed
      } else {
        fail(path.appending("kind"), .unknownChoice(
          kindName, of: "kind", choices: names, suggestion: closestMatch(to: kindName, in: names)))
      }
    }
    let title = string(entry, "title", at: path)
    let sceneValues = jsonObject(entry, "sceneValues", at: path)
    let presentationOnly = bool(entry, "presentationOnly", at: path) ?? false
    let focus = string(entry, "focus", at: path)
    let escape = string(entry, "escape", at: path)
    let magicTap = string(entry, "magicTap", at: path)
    guard let rootValue = entry["root"] else {
      fail(path, .missingField("root", hint: "the window's view tree, such as {\"id\": \"root\"}"))
      return
    }
    let root = decodeTree(rootValue, template: name, at: path.appending("root"))
    if let focus { checkFocus(focus, template: name, at: path.appending("focus")) }
    guard errors.count == errorCount, let root else { return }
    let template = WindowTemplate(
      name, kind: kind, title: title, root: root,
      sceneValues: FocusedValues(sceneValues ?? JSONObject()), presentationOnly: presentationOnly,
      focus: focus, escape: escape.map { NamedAction($0) }, magicTap: magicTap.map { NamedAction($0) })
    templates.append((template, path))
  }

  /// Decodes a view tree without recursion: nodes are decoded in pre-order from an explicit
  /// stack, then assembled bottom-up. Records which nodes can take focus.
  private mutating func decodeTree(_ rootValue: JSONValue, template: String, at rootPath: JSONPath)
    -> ViewNode?
  {
    var flat: [ViewNode?] = []
    var childCounts: [Int] = []
    var focus: [String: String?] = [:]
    var stack: [(value: JSONValue, path: JSONPath, available: Bool)] = [(rootValue, rootPath, true)]
    while let (value, path, parentAvailable) = stack.popLast() {
      let index = flat.count
      childCounts.append(0)
      guard case .object(let entry) = value else {
        wrongType(value, expected: "an object", at: path)
        flat.append(nil)
        continue
      }
      let fields = NodeFields(entry)
      var available = parentAvailable
      // Bound straight from the call and appended last, so the node is moved, not copied.
      if let node = decodeNode(entry, fields, at: path) {
        available = parentAvailable && !node.isHidden && !node.isDisabled
        if focus[node.id] != nil {
          fail(path.appending("id"), .duplicateID(node.id))
        } else {
          focus[node.id] = Self.focusProblem(node, available: available)
        }
        flat.append(consume node)
      } else {
        if case .string(let id)? = fields.id, focus[id] == nil {
          focus[id] = .some(nil)  // reported already; avoid follow-up errors about focus
        }
        flat.append(nil)
      }
      let children = array(member: fields.children, "children", at: path) ?? []
      guard !children.isEmpty else { continue }
      childCounts[index] = children.count
      let childrenPath = path.appending("children")
      for position in children.indices.reversed() {
        stack.append((children[position], childrenPath.appending(index: position), available))
      }
    }
    focusability[template] = focus
    // Assembly in reverse pre-order: when a node comes up, its children are the top
    // `childCounts` entries of `finished`, first child on top. Nodes are moved, never copied.
    var finished: [ViewNode?] = []
    for index in flat.indices.reversed() {
      let count = childCounts[index]
      var children: [ViewNode] = []
      children.reserveCapacity(count)
      for _ in 0..<count {
        if let child = finished.popLast() ?? nil { children.append(child) }
      }
      if var node = flat[index].take() {
        node.children = consume children
        finished.append(node)
      } else {
        finished.append(nil)
      }
    }
    return finished.last ?? nil
  }

  private static func focusProblem(_ node: ViewNode, available: Bool) -> String? {
    if !node.isFocusable {
      return "it is not focusable; give it \"focusable\": true or choose another node"
    }
    if !available { return "it or an ancestor is hidden or disabled" }
    return nil
  }

  /// Decodes one node's own fields (not its children); `nil` when an error was reported.
  /// Checks run in a fixed order, whatever the member order, so errors come out stably.
  private mutating func decodeNode(_ object: JSONObject, _ entry: NodeFields, at path: JSONPath)
    -> ViewNode?
  {
    let errorCount = errors.count
    if entry.hasUnknown { checkFields(object, allowed: Self.nodeFields, at: path) }
    let id = requiredString(member: entry.id, "id", at: path, hint: "every node needs an id, unique within its window")
    if let id, Self.isInvalidNodeID(id) {
      fail(path.appending("id"), .invalidName(id, reason: "node ids must be non-empty, without '/' or spaces (node paths are window/node)"))
    }
    var node = ViewNode(id ?? "", role: string(member: entry.role, "role", at: path) ?? "view")
    let textInput = bool(member: entry.textInput, "textInput", at: path) ?? false
    node.isTextInput = textInput
    // A text input is focusable unless the file says otherwise, as `ViewNode.textInput()`.
    node.isFocusable = bool(member: entry.focusable, "focusable", at: path) ?? textInput
    node.isDisabled = bool(member: entry.disabled, "disabled", at: path) ?? false
    node.isHidden = bool(member: entry.hidden, "hidden", at: path) ?? false
    node.isSelectable = bool(member: entry.selectable, "selectable", at: path) ?? false
    node.items = stringList(member: entry.items, "items", at: path)
    node.selection = stringList(member: entry.selection, "selection", at: path) ?? []
    if !node.isSelectable {
      if entry.items != nil { fail(path.appending("items"), .needsSelectable(field: "items")) }
      if entry.selection != nil { fail(path.appending("selection"), .needsSelectable(field: "selection")) }
      if entry.contextMenu != nil { fail(path.appending("contextMenu"), .needsSelectable(field: "contextMenu")) }
    }
    if let items = node.items {
      let outside = node.selection.filter { !items.contains($0) }
      if !outside.isEmpty { fail(path.appending("selection"), .notInItems(outside, items: items)) }
    }
    if let values = jsonObject(member: entry.values, "values", at: path), !values.isEmpty {
      node.values = FocusedValues(values)
    }
    if let values = jsonObject(member: entry.sceneValues, "sceneValues", at: path), !values.isEmpty {
      node.sceneValues = FocusedValues(values)
    }
    node.actions = (stringList(member: entry.actions, "actions", at: path) ?? []).map { NamedAction($0) }
    node.escape = string(member: entry.escape, "escape", at: path).map { NamedAction($0) }
    node.magicTap = string(member: entry.magicTap, "magicTap", at: path).map { NamedAction($0) }
    if let keys = array(member: entry.keys, "keys", at: path) {
      for (index, value) in keys.enumerated() {
        if let handler = decodeKeyHandler(value, at: path.appending("keys").appending(index: index)) {
          node.keyHandlers.append(handler)
        }
      }
    }
    if let menu = entry.contextMenu {
      node.contextMenu = decodeContextMenu(menu, at: path.appending("contextMenu"))
    }
    guard errors.count == errorCount else { return nil }
    return node
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

  private mutating func decodeKeyHandler(_ value: JSONValue, at path: JSONPath) -> KeyHandler? {
    guard let entry = object(value, at: path) else { return nil }
    checkFields(entry, allowed: ["shortcut", "action"], at: path)
    let text = requiredString(entry, "shortcut", at: path, hint: "the key the handler answers to, such as \"up\"")
    let action = requiredString(entry, "action", at: path, hint: "the action's name, such as \"selectPrevious\"")
    guard let text, let action else { return nil }
    let owner = "key handler \(SceneFileError.quote(action))"
    switch shortcut(text, at: path.appending("shortcut"), owner: owner) {
    case (let shortcut?, _): return KeyHandler(shortcut, action: action)
    case (nil, let rejected?): return KeyHandler(rejected: rejected, action: action)
    case (nil, nil): return nil
    }
  }

  private mutating func decodeContextMenu(_ value: JSONValue, at path: JSONPath) -> ContextMenu? {
    guard let entry = object(value, at: path) else { return nil }
    checkFields(entry, allowed: ["empty", "single", "multiple"], at: path)
    let empty = contextMenuList(entry, "empty", at: path)
    let single = contextMenuList(entry, "single", at: path)
    let multiple = contextMenuList(entry, "multiple", at: path)
    return ContextMenu(empty: empty, single: single, multiple: multiple)
  }

  /// One list of a context menu: declared command ids.
  private mutating func contextMenuList(_ entry: JSONObject, _ field: String, at path: JSONPath)
    -> [String]
  {
    let ids = stringList(entry, field, at: path) ?? []
    for (index, id) in ids.enumerated() where !declaredCommandSet.contains(id) {
      fail(path.appending(field).appending(index: index), .unknownCommand(
        id, suggestion: closestMatch(to: id, in: declaredCommands)))
    }
    return ids
  }
}
