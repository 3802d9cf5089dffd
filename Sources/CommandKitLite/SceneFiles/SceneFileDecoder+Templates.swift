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
    var childIndexes: [[Int]] = []
    var focus: [String: String?] = [:]
    var stack: [(value: JSONValue, path: JSONPath, parent: Int?, available: Bool)] = [
      (rootValue, rootPath, nil, true)
    ]
    while let (value, path, parent, parentAvailable) = stack.popLast() {
      let index = flat.count
      if let parent { childIndexes[parent].append(index) }
      guard let entry = object(value, at: path) else {
        flat.append(nil)
        childIndexes.append([])
        continue
      }
      let node = decodeNode(entry, at: path)
      flat.append(node)
      childIndexes.append([])
      let available = parentAvailable && node.map { !$0.isHidden && !$0.isDisabled } ?? true
      if node == nil, let id = entry["id"]?.stringValue, focus[id] == nil {
        focus[id] = .some(nil)  // reported already; avoid follow-up errors about focus
      }
      if let node {
        if focus[node.id] != nil {
          fail(path.appending("id"), .duplicateID(node.id))
        } else {
          focus[node.id] = Self.focusProblem(node, available: available)
        }
      }
      let children = array(entry, "children", at: path) ?? []
      for (position, child) in children.enumerated().reversed() {
        stack.append((child, path.appending("children").appending(index: position), index, available))
      }
    }
    focusability[template] = focus
    var built: [ViewNode?] = Array(repeating: nil, count: flat.count)
    for index in flat.indices.reversed() {
      guard var node = flat[index] else { continue }
      node.children = childIndexes[index].compactMap { built[$0] }
      built[index] = node
    }
    return built.first ?? nil
  }

  private static func focusProblem(_ node: ViewNode, available: Bool) -> String? {
    if !node.isFocusable {
      return "it is not focusable; give it \"focusable\": true or choose another node"
    }
    if !available { return "it or an ancestor is hidden or disabled" }
    return nil
  }

  /// Decodes one node's own fields (not its children); `nil` when an error was reported.
  private mutating func decodeNode(_ entry: JSONObject, at path: JSONPath) -> ViewNode? {
    let errorCount = errors.count
    checkFields(entry, allowed: Self.nodeFields, at: path)
    let id = requiredString(entry, "id", at: path, hint: "every node needs an id, unique within its window")
    if let id, id.isEmpty || id.contains("/") || id.contains(where: \.isWhitespace) {
      fail(path.appending("id"), .invalidName(id, reason: "node ids must be non-empty, without '/' or spaces (node paths are window/node)"))
    }
    var node = ViewNode(id ?? "", role: string(entry, "role", at: path) ?? "view")
    let textInput = bool(entry, "textInput", at: path) ?? false
    node.isTextInput = textInput
    // A text input is focusable unless the file says otherwise, as `ViewNode.textInput()`.
    node.isFocusable = bool(entry, "focusable", at: path) ?? textInput
    node.isDisabled = bool(entry, "disabled", at: path) ?? false
    node.isHidden = bool(entry, "hidden", at: path) ?? false
    node.isSelectable = bool(entry, "selectable", at: path) ?? false
    node.items = stringList(entry, "items", at: path)
    node.selection = stringList(entry, "selection", at: path) ?? []
    for field in ["items", "selection", "contextMenu"] where entry[field] != nil && !node.isSelectable {
      fail(path.appending(field), .needsSelectable(field: field))
    }
    if let items = node.items {
      let outside = node.selection.filter { !items.contains($0) }
      if !outside.isEmpty { fail(path.appending("selection"), .notInItems(outside, items: items)) }
    }
    node.values = FocusedValues(jsonObject(entry, "values", at: path) ?? JSONObject())
    node.sceneValues = FocusedValues(jsonObject(entry, "sceneValues", at: path) ?? JSONObject())
    node.actions = (stringList(entry, "actions", at: path) ?? []).map { NamedAction($0) }
    node.escape = string(entry, "escape", at: path).map { NamedAction($0) }
    node.magicTap = string(entry, "magicTap", at: path).map { NamedAction($0) }
    if let keys = array(entry, "keys", at: path) {
      for (index, value) in keys.enumerated() {
        if let handler = decodeKeyHandler(value, at: path.appending("keys").appending(index: index)) {
          node.keyHandlers.append(handler)
        }
      }
    }
    if let menu = entry["contextMenu"] {
      node.contextMenu = decodeContextMenu(menu, at: path.appending("contextMenu"))
    }
    return errors.count == errorCount ? node : nil
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
    var lists: [String: [String]] = [:]
    for field in ["empty", "single", "multiple"] {
      let ids = stringList(entry, field, at: path) ?? []
      for (index, id) in ids.enumerated() where !declaredCommands.contains(id) {
        fail(path.appending(field).appending(index: index), .unknownCommand(
          id, suggestion: closestMatch(to: id, in: declaredCommands)))
      }
      lists[field] = ids
    }
    return ContextMenu(
      empty: lists["empty"] ?? [], single: lists["single"] ?? [], multiple: lists["multiple"] ?? [])
  }
}
