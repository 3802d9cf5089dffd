import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §9 (scene files), sentence by sentence: each node field, template field, command
/// extra and top-level field has an effect on the loaded app, and an unknown field is an
/// error at every level of the file.
@Suite struct SpecSentences09Tests {
  /// The scene file printed at the top of SPEC §9, verbatim.
  static let specExample = #"""
    {
      "app": "Notes",
      "platform": "macOS",
      "appValues": {"noteStore": "store"},
      "commands": [
        {"id": "file.newNote", "title": "New Note", "menu": "File", "group": "newItem",
         "shortcut": "cmd+n", "requires": "noteStore"},
        {"id": "edit.delete", "title": "Delete", "menu": "Edit", "group": "pasteboard",
         "shortcut": "delete", "requires": "selection", "enabledIf": "nonEmpty"}
      ],
      "templates": {
        "main": {"kind": "window", "title": "Notes", "sceneValues": {"sidebarVisible": true},
          "root": {"id": "root", "role": "split", "children": [
            {"id": "sidebar", "role": "list", "focusable": true, "selectable": true,
             "values": {"folder": "All Notes"}, "actions": ["New Folder"]},
            {"id": "list", "role": "list", "focusable": true, "selectable": true,
             "items": ["n1", "n2", "n3"], "selection": ["n1"],
             "keys": [{"shortcut": "up", "action": "selectPrevious"}],
             "contextMenu": {"empty": ["file.newNote"], "single": ["edit.delete"],
                             "multiple": ["edit.delete"]}},
            {"id": "editor", "role": "textEditor", "focusable": true, "textInput": true,
             "values": {"document": "n1"}, "escape": "endEditing"}
          ]}}
      },
      "windows": [{"template": "main", "id": "w1", "focus": "list"}]
    }
    """#

  /// The example scene file of SPEC §9 loads as written, with the window, focus, selection
  /// and values it declares.
  @Test("The SPEC §9 example loads into the app it describes")
  func specExampleLoads() throws {
    var app = try SceneFile.decode(Self.specExample).app
    #expect(app.name == "Notes")
    #expect(app.windows.map(\.id) == ["w1"])
    #expect(app.focusedPath == NodePath(window: "w1", node: "list"))
    #expect(app.resolve("selection")?.provider == .node(NodePath(window: "w1", node: "list")))
    #expect(app.resolve("sidebarVisible")?.provider == .scene("w1"))
    #expect(app.resolve("noteStore")?.provider == .app)
    #expect(SpecScene.by(SpecScene.press("delete", in: &app)) == "edit.delete")
    #expect(SpecScene.press("delete", in: &app).outcome.kind == .performed)
  }

  /// One node field of SPEC §9 ("Node fields: `id`, `role`, `children`, `focusable`,
  /// `disabled`, `hidden`, `textInput`, `selectable`, `items`, `selection`, `values`,
  /// `sceneValues`, `keys`, `actions`, `escape`, `magicTap`, `contextMenu`").
  enum NodeField: String, CaseIterable, Sendable {
    case id, role, children, focusable, disabled, hidden, textInput, selectable, items
    case selection, values, sceneValues, keys, actions, escape, magicTap, contextMenu

    /// The node `n` (beside a focusable `other`, which has the focus) saying this field.
    var node: String {
      switch self {
      case .id: #"{"id": "n", "focusable": true}"#
      case .role: #"{"id": "n", "role": "outline", "focusable": true}"#
      case .children: #"{"id": "n", "children": [{"id": "c", "focusable": true}]}"#
      case .focusable: #"{"id": "n", "focusable": true}"#
      case .disabled: #"{"id": "n", "focusable": true, "disabled": true}"#
      case .hidden: #"{"id": "n", "focusable": true, "hidden": true}"#
      case .textInput: #"{"id": "n", "textInput": true}"#
      case .selectable, .items, .selection:
        #"{"id": "n", "focusable": true, "selectable": true, "items": ["a", "b"], "selection": ["b"]}"#
      case .values: #"{"id": "n", "focusable": true, "values": {"folder": "Work"}}"#
      case .sceneValues: #"{"id": "n", "focusable": true, "sceneValues": {"mode": "edit"}}"#
      case .keys:
        #"{"id": "n", "focusable": true, "keys": [{"shortcut": "up", "action": "goUp"}]}"#
      case .actions: #"{"id": "n", "focusable": true, "actions": ["Archive"]}"#
      case .escape: #"{"id": "n", "focusable": true, "escape": "endEditing"}"#
      case .magicTap: #"{"id": "n", "focusable": true, "magicTap": "playPause"}"#
      case .contextMenu:
        #"""
        {"id": "n", "focusable": true, "selectable": true, "items": ["a"],
         "contextMenu": {"empty": ["file.new"], "single": ["edit.x"]}}
        """#
      }
    }

    var scene: String {
      #"""
      {"app": "T", "platform": "macOS", "appValues": {"store": "s"},
       "commands": [
         {"id": "file.new", "title": "New", "menu": "File", "requires": "store"},
         {"id": "edit.x", "title": "X", "menu": "Edit", "requires": "selection",
          "enabledIf": "nonEmpty"}],
       "templates": {"main": {"root": {"id": "root", "children": [
         \#(node), {"id": "other", "focusable": true}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "other"}]}
      """#
    }
  }

  static let n = NodePath(window: "w1", node: "n")

  /// "Node fields: `id`, `role`, `children`, `focusable`, `disabled`, `hidden`,
  /// `textInput`, `selectable`, `items`, `selection`, `values` (focused values),
  /// `sceneValues`, `keys` (local key handlers), `actions` (named accessibility actions),
  /// `escape`, `magicTap`, `contextMenu`."
  @Test("Each node field loads and acts as SPEC §9 names it", arguments: NodeField.allCases)
  func nodeField(_ field: NodeField) throws {
    var app = try SceneFile.decode(field.scene).app
    let node = try #require(app.templates.first?.root.children.first)
    let n = Self.n
    switch field {
    case .id:
      #expect(node.id == "n")
      try app.focus(n)
      #expect(app.focusedPath == n)
    case .role:
      #expect(node.role == "outline")
    case .children:
      #expect(node.children.map(\.id) == ["c"])
      try app.focus(NodePath(window: "w1", node: "c"))
      #expect(app.focusedPath == NodePath(window: "w1", node: "c"))
    case .focusable:
      try app.focus(n)
      #expect(app.focusedPath == n)
    case .disabled, .hidden:
      #expect(field == .disabled ? node.isDisabled : node.isHidden)
      #expect(throws: CommandKitError.self) { try app.focus(n) }
      #expect(app.focusedPath == NodePath(window: "w1", node: "other"))
    case .textInput:
      #expect(node.isTextInput)
      try app.focus(n)
      #expect(SpecScene.press("x", in: &app).outcome == .consumed(node: n))
    case .selectable, .items, .selection:
      #expect(node.isSelectable && node.items == ["a", "b"] && node.selection == ["b"])
      try app.focus(n)
      #expect(app.resolve("selection")?.provider == .node(n))
      #expect(app.resolve("selection")?.value as? JSONValue == ["b"])
      #expect(throws: CommandKitError.self) { try app.select(["z"], in: n) }
    case .values:
      try app.focus(n)
      #expect(app.resolve("folder")?.value as? JSONValue == "Work")
      #expect(app.resolve("folder")?.provider == .node(n))
      try app.focus(NodePath(window: "w1", node: "other"))
      #expect(app.resolve("folder") == nil)
    case .sceneValues:
      // A node's scene values are the window's, wherever the focus is.
      #expect(app.resolve("mode")?.value as? JSONValue == "edit")
      #expect(app.resolve("mode")?.provider == .scene("w1"))
    case .keys:
      try app.focus(n)
      #expect(SpecScene.press("up", in: &app).outcome == .local(action: "goUp", node: n))
    case .actions:
      try app.focus(n)
      #expect(app.accessibilityActions().map(\.name).contains("Archive"))
      let result = app.performAccessibilityAction("Archive")
      #expect(result.outcome == .performed && result.provider == .node(n))
    case .escape, .magicTap:
      try app.focus(n)
      let result = field == .escape ? app.accessibilityEscape() : app.accessibilityMagicTap()
      #expect(result.outcome == .performed)
      #expect(result.provider == .node(n))
      #expect(result.handler == (field == .escape ? "endEditing" : "playPause"))
    case .contextMenu:
      let menu = try app.contextMenu(for: n)
      #expect(menu.items.map(\.id) == ["file.new"])
      try app.select(["a"], in: n)
      #expect(try app.contextMenu(for: n).items.map(\.id) == ["edit.x"])
    }
  }

  /// A template field of SPEC §9 ("Template fields: `kind`, `title`, `root`,
  /// `sceneValues`, `presentationOnly`, `focus`, `escape`, `magicTap`").
  enum TemplateField: String, CaseIterable, Sendable {
    case kind, title, root, sceneValues, presentationOnly, focus, escape, magicTap

    var fields: String {
      switch self {
      case .kind: #""kind": "panel""#
      case .title: #""title": "Inbox""#
      case .root: #""title": "R""#
      case .sceneValues: #""sceneValues": {"mode": 3}"#
      case .presentationOnly: #""kind": "panel", "presentationOnly": true"#
      case .focus: #""focus": "b""#
      case .escape: #""escape": "closeWindow""#
      case .magicTap: #""magicTap": "answerCall""#
      }
    }

    var scene: String {
      #"""
      {"app": "T", "platform": "macOS",
       "templates": {"t": {\#(fields), "root": {"id": "root", "children": [
         {"id": "a", "focusable": true}, {"id": "b", "focusable": true}]}}},
       "windows": [{"template": "t", "id": "w1"}]}
      """#
    }
  }

  /// "Template fields: `kind`, `title`, `root`, `sceneValues`, `presentationOnly`,
  /// `focus`, `escape`, `magicTap`."
  @Test("Each template field loads and acts as SPEC §9 names it", arguments: TemplateField.allCases)
  func templateField(_ field: TemplateField) throws {
    let app = try SceneFile.decode(field.scene).app
    let template = try #require(app.template(named: "t"))
    let window = try #require(app.window("w1"))
    switch field {
    case .kind:
      #expect(template.kind == .panel && window.kind == .panel)
    case .title:
      #expect(template.title == "Inbox" && window.title == "Inbox")
    case .root:
      #expect(template.root.id == "root")
      #expect(window.nodeIDs == ["root", "a", "b"])
    case .sceneValues:
      #expect(app.resolve("mode")?.provider == .scene("w1"))
      #expect(app.resolve("mode")?.value as? JSONValue == .number(3))
    case .presentationOnly:
      #expect(template.presentationOnly && window.presentationOnly)
    case .focus:
      #expect(template.focus == "b")
      #expect(app.focusedPath == NodePath(window: "w1", node: "b"))
    case .escape, .magicTap:
      let result = field == .escape ? app.accessibilityEscape() : app.accessibilityMagicTap()
      #expect(result.outcome == .performed)
      #expect(result.provider == .scene("w1"))
      #expect(result.handler == (field == .escape ? "closeWindow" : "answerCall"))
    }
  }

  /// "the top level may carry `magicTap`": the app answers the gesture when no node or
  /// window does.
  @Test("A top-level magicTap answers the gesture as the app")
  func topLevelMagicTap() throws {
    let app = try SceneFile.decode(
      #"""
      {"app": "T", "magicTap": "playPause",
       "templates": {"t": {"root": {"id": "r", "focusable": true}}}}
      """#
    ).app
    #expect(app.magicTap?.name == "playPause")
    let result = app.accessibilityMagicTap()
    #expect(result.outcome == .performed)
    #expect(result.provider == .app)
    #expect(result.handler == "playPause")
  }

  static let extrasScene = #"""
    {"app": "T", "platform": "macOS",
     "commands": [
       {"id": "win.new", "title": "New Window", "menu": "File", "effect": {"open": "t"}},
       {"id": "view.side", "title": "Sidebar", "menu": "View", "checkedBy": "sidebarVisible",
        "titleBy": {"key": "sidebarVisible", "true": "Hide Sidebar", "false": "Show Sidebar"}}],
     "templates": {"t": {"sceneValues": {"sidebarVisible": true},
                         "root": {"id": "r", "focusable": true}}},
     "windows": [{"template": "t", "id": "w1"}]}
    """#

  /// "Commands may also carry `effect`, `checkedBy`, `titleBy`": an `effect` runs when the
  /// command does; `checkedBy` checks the item and `titleBy` picks its title from a value.
  @Test("A command's effect, checkedBy and titleBy act on the app and its menu")
  func commandExtras() throws {
    var app = try SceneFile.decode(Self.extrasScene).app
    #expect(app.validate("view.side")?.isChecked == true)
    #expect(app.validate("view.side")?.title == "Hide Sidebar")
    try app.setValue(false, named: "sidebarVisible", at: .scene("w1"))
    #expect(app.validate("view.side")?.isChecked == false)
    #expect(app.validate("view.side")?.title == "Show Sidebar")
    #expect(app.windows.count == 1)
    #expect(try app.invoke("win.new").outcome.kind == .performed)
    #expect(app.windows.count == 2)
    #expect(app.windows.allSatisfy { $0.template == "t" })
  }

  /// An unknown field at one level of a scene file.
  struct UnknownFieldCase: Sendable, CustomTestStringConvertible {
    let level: String
    let json: String
    let path: String
    var testDescription: String { level }
  }

  static func file(
    command: String = #"{"id": "c", "title": "C", "menu": "Edit"}"#,
    template: String = #""root": {"id": "r", "focusable": true}"#,
    window: String = #"{"template": "t", "id": "w1"}"#, extra: String = ""
  ) -> String {
    #"""
    {"app": "T", "commands": [\#(command)], "templates": {"t": {\#(template)}},
     "windows": [\#(window)]\#(extra)}
    """#
  }

  static let unknownFields: [UnknownFieldCase] = [
    .init(level: "top level", json: file(extra: #", "comands": []"#), path: "comands"),
    .init(
      level: "command", json: file(command: #"{"id": "c", "title": "C", "menu": "Edit", "x": 1}"#),
      path: "commands[0].x"),
    .init(
      level: "template", json: file(template: #""titel": "T", "root": {"id": "r"}"#),
      path: "templates.t.titel"),
    .init(
      level: "node", json: file(template: #""root": {"id": "r", "focussable": true}"#),
      path: "templates.t.root.focussable"),
    .init(
      level: "child node",
      json: file(template: #""root": {"id": "r", "children": [{"id": "a", "hiden": true}]}"#),
      path: "templates.t.root.children[0].hiden"),
    .init(
      level: "key handler",
      json: file(
        template: #""root": {"id": "r", "keys": [{"shortcut": "up", "action": "a", "when": 1}]}"#),
      path: "templates.t.root.keys[0].when"),
    .init(
      level: "context menu",
      json: file(
        template: #""root": {"id": "r", "selectable": true, "contextMenu": {"none": []}}"#),
      path: "templates.t.root.contextMenu.none"),
    .init(
      level: "window entry", json: file(window: #"{"template": "t", "id": "w1", "focs": "r"}"#),
      path: "windows[0].focs"),
  ]

  /// "Unknown fields are an error (typos must not pass silently). Any error names its JSON
  /// path and the fix": at every level of the file.
  @Test("An unknown field is an error at its JSON path, at every level", arguments: unknownFields)
  func unknownField(_ c: UnknownFieldCase) {
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(c.json) }
    let lines = error?.errors.map(\.description) ?? []
    #expect(lines.contains { $0.hasPrefix(#"\#(c.path): unknown field ""#) }, "\(lines)")
    // The fix: a suggestion or the list of valid fields.
    #expect(lines.contains { $0.contains("did you mean") || $0.contains("valid fields are") })
  }

  /// "All errors of a file are reported, not just the first": one error per level, all
  /// reported together.
  @Test("Unknown fields at several levels are all reported, each at its path")
  func allUnknownFieldsReported() {
    let json = Self.file(
      command: #"{"id": "c", "title": "C", "menu": "Edit", "x": 1}"#,
      template: #""titel": "T", "root": {"id": "r", "focussable": true}"#,
      window: #"{"template": "t", "id": "w1", "focs": "r"}, {"template": "zz"}"#,
      extra: #", "comands": []"#)
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    let paths = (error?.errors ?? []).map { String($0.description.prefix { $0 != ":" }) }
    #expect(
      paths == [
        "comands", "commands[0].x", "templates.t.titel", "templates.t.root.focussable",
        "windows[0].focs", "windows[1].template",
      ])
  }

  /// "Any error names its JSON path and the fix": a `focus` naming no node of its template,
  /// with no close name to suggest, still says how to fix it.
  @Test("A focus on an unknown node names its path and the fix", arguments: ["template", "window"])
  func unknownFocusNamesTheFix(_ level: String) {
    let json = Self.file(
      template: level == "template"
        ? #""focus": "zz", "root": {"id": "r", "focusable": true}"#
        : #""root": {"id": "r", "focusable": true}"#,
      window: level == "window"
        ? #"{"template": "t", "id": "w1", "focus": "zz"}"# : #"{"template": "t", "id": "w1"}"#)
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    let path = level == "template" ? "templates.t.focus" : "windows[0].focus"
    #expect(
      error?.errors.map(\.description) == [
        #"\#(path): no node "zz" in template "t"; name a node of "t" or remove "focus""#
      ])
  }

  /// Every node field survives `SceneFile.encode` (SPEC §12: "`SceneFile.encode(app)` gives
  /// text or data ready to write"): the written file says the field, and loads back to the
  /// same file.
  @Test("Each node field is written back by SceneFile.encode", arguments: NodeField.allCases)
  func nodeFieldEncodes(_ field: NodeField) throws {
    let app = try SceneFile.decode(field.scene).app
    let written = SceneFile.jsonValue(of: app)
    let node = written.objectValue?["templates"]?.objectValue?["main"]?.objectValue?["root"]?
      .objectValue?["children"]?.arrayValue?.first?.objectValue
    #expect(node?[field.rawValue] != nil, "\(node.map { JSONValue.object($0) } ?? .null)")
    let reloaded = try SceneFile.decode(SceneFile.encode(app)).app
    #expect(SceneFile.jsonValue(of: reloaded) == written)
  }

  /// Every template field survives `SceneFile.encode`, as each node field does.
  @Test(
    "Each template field is written back by SceneFile.encode", arguments: TemplateField.allCases)
  func templateFieldEncodes(_ field: TemplateField) throws {
    let app = try SceneFile.decode(field.scene).app
    let written = SceneFile.jsonValue(of: app)
    let template = written.objectValue?["templates"]?.objectValue?["t"]?.objectValue
    #expect(template?[field.rawValue] != nil, "\(template.map { JSONValue.object($0) } ?? .null)")
    let reloaded = try SceneFile.decode(SceneFile.encode(app)).app
    #expect(SceneFile.jsonValue(of: reloaded) == written)
  }

  /// A node's `values` that names what the node's selection is published under.
  struct SelectionValueCase: Sendable, CustomTestStringConvertible {
    let node: String
    let errors: [String]
    var testDescription: String { node }
  }

  static let selectionValueCases: [SelectionValueCase] = [
    .init(
      node: #"{"id": "r", "selectable": true, "items": ["n1"], "values": {"selection": ["n9"]}}"#,
      errors: [
        #"templates.t.root.values.selection: "selection" is this node's selection, published from its "selection" field; move the list to "selection" or drop it from "values""#
      ]),
    .init(
      node: #"""
        {"id": "r", "selectable": true, "selectionKey": "picked", "values": {"picked": []}}
        """#,
      errors: [
        #"templates.t.root.values.picked: "picked" is this node's selection, published from its "selection" field; move the list to "selection" or drop it from "values""#
      ]),
    .init(node: #"{"id": "r", "focusable": true, "values": {"selection": ["n9"]}}"#, errors: []),
  ]

  /// "Unknown fields are an error (typos must not pass silently)", with SPEC §7's "a
  /// selection outside them is an error": a selectable node's `values` that sets the key
  /// its selection is published under would be dropped without a word, so it is an error
  /// at its path with the fix. A node that is not selectable publishes such a value as any.
  @Test(
    "values naming a selectable node's selection key is an error", arguments: selectionValueCases)
  func selectionInValues(_ c: SelectionValueCase) throws {
    let json = Self.file(template: #""root": \#(c.node)"#)
    if c.errors.isEmpty {
      let app = try SceneFile.decode(json).app
      #expect(app.resolve("selection")?.value as? JSONValue == ["n9"])
    } else {
      let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
      #expect(error?.errors.map(\.description) == c.errors)
      #expect(error?.errors.map(\.code) == ["selection-in-values"])
    }
  }
}
