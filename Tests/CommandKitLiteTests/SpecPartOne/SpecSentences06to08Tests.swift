import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §6 (Accessibility), §7 (Selection and context menus) and §8 (External display and
/// restoration), sentence by sentence, read from one scene file as the hidden scenarios do.
/// The claims that ``AccessibilityTests``, ``ContextMenuTests``, ``ExternalDisplayTests`` and
/// ``SessionSnapshotTests`` already pin in Swift are not repeated here.
@Suite struct SpecSentences06to08Tests {
  /// Two windows of `main` (`w1` in front and key, focus on `list`; `w2` behind it, focus
  /// on its first focusable node, `list`), an inspector panel, a sheet, and two external
  /// display templates: `stage` (presentation only) and `remote`.
  static let scene = #"""
    {"app": "S6", "platform": "macOS", "magicTap": "appTap",
     "appValues": {"store": "s"},
     "commands": [
       {"id": "file.newNote", "title": "New Note", "menu": "File", "requires": "store"},
       {"id": "edit.delete", "title": "Delete", "menu": "Edit", "requires": "selection",
        "enabledIf": "nonEmpty"},
       {"id": "note.rename", "title": "Rename", "menu": "Note", "requires": "selection"},
       {"id": "note.publish", "title": "Publish", "menu": "Note", "requires": "document"},
       {"id": "note.style", "title": "Style", "menu": "Note", "requires": "style"}],
     "templates": {
       "main": {"kind": "window", "escape": "closeWindow", "sceneValues": {"mode": "main"},
         "root": {"id": "root", "actions": ["Share", "Delete"], "children": [
           {"id": "list", "focusable": true, "selectable": true, "items": ["n1", "n2", "n3"],
            "selection": ["n1"], "values": {"item": "n1"}, "actions": ["Delete", "Pin"],
            "magicTap": "listTap",
            "contextMenu": {"empty": ["file.newNote"], "single": ["note.rename", "note.publish"],
                            "multiple": ["edit.delete", "note.rename"]}},
           {"id": "group", "children": [
             {"id": "editor", "focusable": true, "textInput": true, "escape": "endEditing",
              "values": {"document": "n1"}}]},
           {"id": "label"},
           {"id": "off", "disabled": true},
           {"id": "gone", "hidden": true, "children": [{"id": "inner"}]}]}},
       "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true,
         "selectable": true, "values": {"style": "bold"}, "actions": ["Reset"],
         "contextMenu": {"empty": ["note.publish", "note.style"]}}},
       "ask": {"kind": "sheet", "root": {"id": "field", "focusable": true}},
       "stage": {"kind": "externalDisplay", "presentationOnly": true, "escape": "stopShow",
         "root": {"id": "screen", "actions": ["Next"], "children": [
           {"id": "slide", "focusable": true, "actions": ["Zoom"]}]}},
       "remote": {"kind": "externalDisplay", "sceneValues": {"live": false},
         "root": {"id": "r", "focusable": true, "selectable": true, "children": [
           {"id": "r2", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w2"},
                 {"template": "main", "id": "w1", "focus": "list"}]}
    """#

  static func app() throws -> App { try SpecScene.app(scene) }

  static func path(_ text: String) -> NodePath {
    let parts = text.split(separator: "/").map(String.init)
    return NodePath(window: parts[0], node: parts.count > 1 ? parts[1] : "")
  }

  // MARK: §6 Accessibility

  /// A change of focus or of the key window, and where keyboard focus is after it.
  struct CursorCase: Sendable, CustomTestStringConvertible {
    let change: String
    let focus: String
    var testDescription: String { change }
  }

  static let cursorCases: [CursorCase] = [
    .init(change: "focus editor", focus: "w1/editor"),
    .init(change: "tab", focus: "w1/editor"),
    .init(change: "key w2", focus: "w2/list"),
    .init(change: "focus w2/editor", focus: "w2/editor"),
    .init(change: "open inspector", focus: "inspector/form"),
    .init(change: "sheet w1 ask", focus: "s/field"),
    .init(change: "close w1", focus: "w2/list"),
    .init(change: "minimize w1", focus: "w2/list"),
    .init(change: "hide w1/list", focus: "nil"),
  ]

  static func apply(_ change: String, to app: inout App) throws {
    let words = change.split(separator: " ").map(String.init)
    switch words[0] {
    case "focus" where words[1].contains("/"): try app.focus(path(words[1]))
    case "focus": try app.focus(words[1])
    case "tab": try app.moveFocus()
    case "key": try app.makeKey(words[1])
    case "open": try app.open(words[1])
    case "sheet": try app.presentSheet(words[2], on: words[1], id: "s")
    case "close": try app.close(words[1])
    case "minimize": try app.minimize(words[1])
    case "hide": try app.setHidden(true, path(words[1]))
    default: Issue.record("unknown change \(change)")
    }
  }

  /// "The accessibility cursor follows keyboard focus: it sits on the key window's focused
  /// node, and every focus or key-window change puts it back there." The cursor is first
  /// moved away with `a11y focus`; each kind of change puts it back on keyboard focus
  /// (none when the key window has no focus left).
  @Test(
    "Every focus or key-window change puts the cursor back on keyboard focus",
    arguments: cursorCases)
  func cursorFollowsFocus(_ c: CursorCase) throws {
    var app = try Self.app()
    #expect(app.accessibilityCursor == Self.path("w1/list"))
    try app.moveAccessibilityCursor(to: Self.path("w1/label"))
    #expect(app.accessibilityCursor == Self.path("w1/label"))
    try Self.apply(c.change, to: &app)
    #expect(app.focusedPath?.description ?? "nil" == c.focus)
    #expect(app.accessibilityCursor?.description ?? "nil" == c.focus)
  }

  /// "`a11y focus` moves it to any available node of any visible, unblocked window": the
  /// cursor never stays where `a11y focus` could not put it. A window that is not key going
  /// to the background (minimized), or the cursor's node going hidden, changes neither
  /// focus nor the key window, yet puts the cursor back on keyboard focus.
  @Test(
    "The cursor leaves a node that becomes unavailable or a window that goes to the background",
    arguments: ["minimize w2", "hide w2/label"])
  func cursorLeavesUnreachableNodes(_ change: String) throws {
    var app = try Self.app()
    try app.moveAccessibilityCursor(to: Self.path("w2/label"))
    try Self.apply(change, to: &app)
    #expect(app.keyWindowID == "w1")
    #expect(app.accessibilityCursor == Self.path("w1/list"))
    #expect(app.accessibilityActions().first?.provider == .node(Self.path("w1/list")))
  }

  /// The other half of "every focus or key-window change puts it back": a change that is
  /// neither (a selection, a value, a performed command) leaves the cursor where it is. So
  /// does focusing the node that already has focus, or making the key window key: the SPEC
  /// is silent, and as in AppKit (`makeFirstResponder` of the first responder posts no
  /// focus change) and SwiftUI (setting `@FocusState` to its value), nothing changed.
  @Test("Changes that move neither focus nor the key window leave the cursor alone")
  func cursorStaysOtherwise() throws {
    var app = try Self.app()
    try app.moveAccessibilityCursor(to: Self.path("w1/label"))
    try app.focus("list")
    try app.makeKey("w1")
    try app.select(["n2"], in: Self.path("w1/list"))
    try app.setValue(JSONValue.string("x"), named: "mode", at: .scene("w1"))
    #expect(try app.invoke("note.rename").kind == .performed)
    #expect(app.accessibilityCursor == Self.path("w1/label"))
  }

  /// "`a11y focus` moves it to any available node of any visible, unblocked window": a
  /// node that cannot take keyboard focus, the root, a node of a window that is not key
  /// (which stays not key, and keyboard focus stays put).
  @Test(
    "a11y focus moves the cursor to any available node of a visible window",
    arguments: ["w1/label", "w1/root", "w1/editor", "w2/label", "w2/list", "w2/group"])
  func a11yFocusAnywhere(_ target: String) throws {
    var app = try Self.app()
    try app.moveAccessibilityCursor(to: Self.path(target))
    #expect(app.accessibilityCursor == Self.path(target))
    #expect(app.keyWindowID == "w1")
    #expect(app.focusedPath == Self.path("w1/list"))
  }

  /// An inactive window on the external display is visible: the cursor may go there.
  @Test("a11y focus reaches a window on the external display, which stays not key")
  func a11yFocusExternal() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    try app.moveAccessibilityCursor(to: Self.path("remote/r2"))
    #expect(app.accessibilityCursor == Self.path("remote/r2"))
    #expect(app.keyWindowID == "w1")
  }

  /// The refusals of "any available node of any visible, unblocked window": a disabled
  /// node, a hidden one, one under a hidden ancestor, a node of a minimized window, of a
  /// window blocked by a sheet, and an unknown node. A refusal leaves the cursor as it was.
  @Test(
    "a11y focus refuses unavailable nodes and minimized or blocked windows",
    arguments: [
      "w1/off", "w1/gone", "w1/inner", "w2/list minimized", "w2/list blocked",
      "w1/nowhere",
    ])
  func a11yFocusRefused(_ target: String) throws {
    var app = try Self.app()
    let words = target.split(separator: " ").map(String.init)
    if words.last == "minimized" { try app.minimize("w2") }
    if words.last == "blocked" {
      try app.presentSheet("ask", on: "w2", id: "s")
      try app.makeKey("w1")
    }
    try app.moveAccessibilityCursor(to: Self.path("w1/label"))
    #expect(throws: CommandKitError.self) {
      try app.moveAccessibilityCursor(to: Self.path(words[0]))
    }
    #expect(app.accessibilityCursor == Self.path("w1/label"))
  }

  /// "resolution then walks that node's own window (its nodes, then the window, then the
  /// app)": from `w2/label` the key window's `item` is not seen, `w2`'s scene value and the
  /// app's value are; from `w2/list` its own `item` is.
  @Test("Resolution at the cursor walks its own window's nodes, then that window, then the app")
  func resolutionAtCursor() throws {
    var app = try Self.app()
    try app.setValue(JSONValue.string("second"), named: "mode", at: .scene("w2"))
    try app.moveAccessibilityCursor(to: Self.path("w2/label"))
    #expect(app.resolve("item")?.provider == .node(Self.path("w1/list")))
    #expect(app.resolveAtAccessibilityCursor("item") == nil)
    let mode = try #require(app.resolveAtAccessibilityCursor("mode"))
    #expect(mode.provider == .scene("w2"))
    #expect(mode.value as? JSONValue == "second")
    #expect(app.resolveAtAccessibilityCursor("store")?.provider == .app)
    try app.moveAccessibilityCursor(to: Self.path("w2/list"))
    #expect(app.resolveAtAccessibilityCursor("item")?.provider == .node(Self.path("w2/list")))
  }

  /// "The actions offered there are the named actions of the cursor's chain, innermost
  /// first; an inner action hides an outer one of the same name." From `w2/label` only
  /// `w2/root`'s actions are offered (the key window's list is not in that chain); from
  /// `w1/list` its own `Delete` hides the root's.
  @Test("Actions are the cursor's chain's, innermost first, inner names hiding outer ones")
  func actionsOfTheCursorsChain() throws {
    var app = try Self.app()
    let actions = { (app: App) in app.accessibilityActions().map { "\($0.name)@\($0.provider)" } }
    #expect(actions(app) == ["Delete@w1/list", "Pin@w1/list", "Share@w1/root"])
    try app.moveAccessibilityCursor(to: Self.path("w2/label"))
    #expect(actions(app) == ["Share@w2/root", "Delete@w2/root"])
    #expect(app.performAccessibilityAction("Delete").provider == .node(Self.path("w2/root")))
    #expect(app.performAccessibilityAction("Pin").outcome == .unavailable)
    #expect(app.performAccessibilityAction("Pin").provider == nil)
  }

  /// Where the cursor is, the gesture, and who handles it (`handler@provider`, or `nil`).
  struct GestureCase: Sendable, CustomTestStringConvertible {
    let cursor: String
    let gesture: String
    let handled: String?
    var testDescription: String { "\(gesture) at \(cursor)" }
  }

  static let gestureCases: [GestureCase] = [
    .init(cursor: "w1/editor", gesture: "escape", handled: "endEditing@w1/editor"),
    .init(cursor: "w1/list", gesture: "escape", handled: "closeWindow@scene:w1"),
    .init(cursor: "w2/label", gesture: "escape", handled: "closeWindow@scene:w2"),
    .init(cursor: "w1/list", gesture: "magictap", handled: "listTap@w1/list"),
    .init(cursor: "w1/editor", gesture: "magictap", handled: "appTap@app"),
    .init(cursor: "w2/label", gesture: "magictap", handled: "appTap@app"),
    .init(cursor: "inspector/form", gesture: "escape", handled: nil),
    .init(cursor: "inspector/form", gesture: "magictap", handled: "appTap@app"),
    .init(cursor: "stage/slide", gesture: "escape", handled: "stopShow@scene:stage"),
  ]

  /// "`escape` and `magictap` bubble the same way up to the window (a template's
  /// `escape`/`magicTap`) and then the app (the scene file's top-level `magicTap`), and
  /// report which provider handled them, or that none did."
  @Test(
    "escape and magic tap bubble up the chain, to the window, then the app",
    arguments: gestureCases)
  func gesturesBubble(_ c: GestureCase) throws {
    var app = try Self.app()
    try app.open("inspector")
    try app.connectExternalDisplay()
    try app.makeKey("w1")
    let target = Self.path(c.cursor)
    if target.window == "w1" && target.node != "label" {
      try app.focus(target)
    } else {
      try app.moveAccessibilityCursor(to: target)
    }
    let result = c.gesture == "escape" ? app.accessibilityEscape() : app.accessibilityMagicTap()
    if let handled = c.handled {
      #expect(result.outcome == .performed)
      #expect("\(result.handler ?? "")@\(result.provider?.description ?? "")" == handled)
    } else {
      #expect(result.outcome == .unavailable)
      #expect(result.provider == nil)
    }
  }

  /// "… or that none did": without the scene file's top-level `magicTap`, a magic tap that
  /// no node or window handles is unavailable.
  @Test("A magic tap nobody handles is unavailable with no provider")
  func magicTapUnhandled() throws {
    var app = try SpecScene.app(
      Self.scene.replacingOccurrences(of: #""magicTap": "appTap","#, with: ""))
    try app.focus("editor")
    let result = app.accessibilityMagicTap()
    #expect(result.outcome == .unavailable)
    #expect(result.provider == nil)
  }

  // MARK: §7 Selection and context menus

  /// "A node with `"selectable": true` has a selection … and publishes it as the focused
  /// value `selection` (a list, maybe empty)": an empty selection is the empty list, not
  /// `null`; a node that is not selectable publishes none.
  @Test("A selectable node publishes its selection as a list, the empty list when empty")
  func selectionIsAFocusedValue() throws {
    var app = try Self.app()
    let list = Self.path("w1/list")
    #expect(app.resolve("selection")?.value as? JSONValue == ["n1"])
    #expect(app.resolve("selection")?.provider == .node(list))
    try app.select(["n3", "n2"], in: list)
    #expect(app.resolve("selection")?.value as? JSONValue == ["n3", "n2"])
    try app.select([], in: list)
    #expect(app.resolve("selection")?.value as? JSONValue == .array([]))
    #expect(app.resolve("selection")?.provider == .node(list))
    #expect(app.validate("note.rename")?.isEnabled == true)
    #expect(app.validate("edit.delete")?.isEnabled == false)
    try app.focus("editor")
    #expect(app.resolve("selection") == nil)
  }

  /// "it may list its `items`, and then a selection outside them is an error": without
  /// `items` any ids go; a scene file whose initial `selection` is outside its `items` does
  /// not load, and the error names the node's JSON path.
  @Test("Without items any ids select; a scene file's selection outside its items is an error")
  func itemsBoundTheSelection() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    try app.select(["anything", "else"], in: Self.path("remote/r"))
    #expect(try app.selection(of: Self.path("remote/r")) == ["anything", "else"])
    let bad = Self.scene.replacingOccurrences(
      of: #""selection": ["n1"]"#, with: #""selection": ["n1", "zz"]"#)
    let errors = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(bad) }
    let text = errors.map { "\($0)" } ?? ""
    #expect(text.contains("templates.main.root.children[0].selection"), "\(text)")
    #expect(text.contains("zz"), "\(text)")
  }

  /// A selection, and the context menu entries it shows (`id:enabled`).
  struct MenuCase: Sendable, CustomTestStringConvertible {
    let selection: [String]
    let entries: [String]
    var testDescription: String { "\(selection)" }
  }

  /// "with one item selected the menu is `single` followed by `multiple`, with several just
  /// `multiple`": an id in both lists shows once, where it first appears.
  static let menuCases: [MenuCase] = [
    .init(selection: [], entries: ["file.newNote:true"]),
    .init(
      selection: ["n2"],
      entries: ["note.rename:true", "note.publish:false", "edit.delete:true"]),
    .init(selection: ["n2", "n3"], entries: ["edit.delete:true", "note.rename:true"]),
  ]

  /// "Its context menu has three lists: `empty` …, `single` and `multiple` …. Entries are
  /// command ids; each shows with its enabled state, resolved as if that node had focus
  /// (focus does not move)." Focus sits on the editor, which publishes `document`: as if
  /// the list had focus, Publish is disabled.
  @Test(
    "The context menu follows the selection, validated as if the node had focus",
    arguments: menuCases)
  func contextMenuLists(_ c: MenuCase) throws {
    var app = try Self.app()
    try app.focus("editor")
    try app.select(c.selection, in: Self.path("w1/list"))
    let menu = try app.contextMenu(for: Self.path("w1/list"))
    #expect(menu.selection == c.selection)
    #expect(menu.items.map { "\($0.id):\($0.isEnabled)" } == c.entries)
    #expect(app.focusedPath == Self.path("w1/editor"))
    #expect(app.validate("note.publish")?.isEnabled == true)
  }

  /// "resolved as if that node had focus": a node of a window that is not key is validated
  /// in its own window (not in the key window), and asking moves neither focus nor the key
  /// window; a panel's node, as if focused, still has the main window behind it.
  @Test("A context menu in another window or a panel resolves as if that node had focus")
  func contextMenuElsewhere() throws {
    var app = try Self.app()
    try app.focus("editor")
    try app.select(["n1"], in: Self.path("w2/list"))
    let other = try app.contextMenu(for: Self.path("w2/list"))
    #expect(
      other.items.map { "\($0.id):\($0.isEnabled)" } == [
        "note.rename:true", "note.publish:false", "edit.delete:true",
      ])
    #expect(app.keyWindowID == "w1")
    #expect(app.focusedPath == Self.path("w1/editor"))
    try app.open("inspector")
    try app.makeKey("w1")
    let panel = try app.contextMenu(for: Self.path("inspector/form"))
    #expect(
      panel.items.map { "\($0.id):\($0.isEnabled)" } == [
        "note.publish:true", "note.style:true",
      ])
    #expect(app.keyWindowID == "w1")
  }

  /// "resolved as if that node had focus" read with §2 ("While a window shows a sheet …
  /// the parent's nodes and scene values resolve for no one"): a node of a window behind a
  /// sheet or an alert, or of a minimized one, has no context menu (the SPEC is silent on
  /// the minimized case; no click reaches such a window in AppKit). The error names the
  /// window, and once it is reachable again the menu is back.
  @Test(
    "A node of a blocked or minimized window has no context menu",
    arguments: ["sheet", "alert", "minimized"])
  func contextMenuUnreachable(_ how: String) throws {
    var app = try Self.app()
    let list = Self.path("w2/list")
    switch how {
    case "sheet":
      try app.presentSheet("ask", on: "w2", id: "s")
      #expect(throws: CommandKitError.blocked(window: "w2", by: "s")) {
        try app.contextMenu(for: list)
      }
      try app.dismiss("s")
    case "alert":
      try app.addTemplate(WindowTemplate("warn", kind: .alert, root: ViewNode("ok").focusable()))
      try app.showAlert("warn", id: "a")
      #expect(throws: CommandKitError.blocked(window: "w2", by: "a")) {
        try app.contextMenu(for: list)
      }
      try app.dismiss("a")
    default:
      try app.minimize("w2")
      #expect(throws: CommandKitError.minimized("w2")) { try app.contextMenu(for: list) }
      try app.unminimize("w2")
    }
    #expect(
      try app.contextMenu(for: list).items.map(\.id) == [
        "note.rename", "note.publish", "edit.delete",
      ])
  }

  /// "Only selectable nodes have a context menu": a node that is not selectable has none
  /// (an error naming it), and a scene file giving one a `contextMenu` does not load.
  @Test("A node that is not selectable has no context menu")
  func onlySelectableNodes() throws {
    let app = try Self.app()
    #expect(throws: CommandKitError.notSelectable(Self.path("w1/label"))) {
      try app.contextMenu(for: Self.path("w1/label"))
    }
    let bad = Self.scene.replacingOccurrences(
      of: #"{"id": "label"}"#, with: #"{"id": "label", "contextMenu": {"empty": ["file.newNote"]}}"#
    )
    #expect(throws: SceneFileErrors.self) { try SceneFile.decode(bad) }
  }

  // MARK: §8 External display and restoration

  /// "`display connect` opens every template of kind `externalDisplay` on the `external`
  /// display (inactive, not key)": the key and main windows stay as they were.
  @Test("display connect opens every external-display template there, inactive and not key")
  func connectOpensExternalTemplates() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    let external = app.windows.filter { $0.display == .external }
    #expect(Set(external.map(\.template)) == ["stage", "remote"])
    #expect(external.allSatisfy { $0.phase == .inactive && $0.kind == .externalDisplay })
    #expect(app.windows.filter { $0.display == .main }.map(\.id) == ["w1", "w2"])
    #expect(app.keyWindowID == "w1")
    #expect(app.mainWindowID == "w1")
  }

  /// "one marked `"presentationOnly": true` never becomes key and exposes a single
  /// accessibility element": `key` and `focus` are refused, closing every other window
  /// leaves no key window rather than making it key, and the cursor lands on its root,
  /// whose actions alone are offered.
  @Test("A presentation-only window never becomes key and is one accessibility element")
  func presentationOnly() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    #expect(throws: CommandKitError.self) { try app.makeKey("stage") }
    #expect(throws: CommandKitError.self) { try app.focus(Self.path("stage/slide")) }
    #expect(app.keyWindowID == "w1")
    try app.moveAccessibilityCursor(to: Self.path("stage/slide"))
    #expect(app.accessibilityCursor == Self.path("stage/screen"))
    #expect(app.accessibilityActions().map(\.name) == ["Next"])
    for id in ["w1", "w2", "remote"] {
      try app.close(id)
      #expect(app.keyWindowID != "stage")
    }
    #expect(app.keyWindowID == nil)
    #expect(app.windows.map(\.id) == ["stage"])
  }

  /// "`display disconnect` saves the state of each window on that display (focus,
  /// selections, scene values) and closes it; windows of other kinds on it (put there with
  /// `move W external`) move to the main display, state intact. A later `display connect`
  /// restores the saved state." `remote` is made key, so its focus moved; a key window
  /// that closes hands the key to the front-most remaining one.
  @Test("Disconnect saves and closes external windows, moves the others back; connect restores")
  func disconnectAndReconnect() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    try app.move("w2", to: .external)
    try app.focus(Self.path("w2/editor"))
    try app.select(["n3"], in: Self.path("w2/list"))
    try app.setValue(JSONValue.string("moved"), named: "mode", at: .scene("w2"))
    try app.makeKey("remote")
    try app.focus(Self.path("remote/r2"))
    try app.select(["a", "b"], in: Self.path("remote/r"))
    try app.setValue(JSONValue.bool(true), named: "live", at: .scene("remote"))
    try app.disconnectExternalDisplay()
    #expect(app.window("remote") == nil && app.window("stage") == nil)
    #expect(app.windows.allSatisfy { $0.display == .main })
    #expect(app.keyWindowID == "w2")
    #expect(app.window("w2")?.focusedPath == Self.path("w2/editor"))
    #expect(try app.selection(of: Self.path("w2/list")) == ["n3"])
    #expect(app.sceneValues(of: "w2")[name: "mode"] as? JSONValue == "moved")
    try app.connectExternalDisplay()
    let remote = try #require(app.window("remote"))
    #expect(remote.display == .external && remote.phase == .inactive)
    #expect(remote.focusedPath == Self.path("remote/r2"))
    #expect(try app.selection(of: Self.path("remote/r")) == ["a", "b"])
    #expect(app.sceneValues(of: "remote")[name: "live"] as? JSONValue == true)
    #expect(app.keyWindowID == "w2")
    #expect(app.window("w2")?.display == .main)
  }

  static func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("spec08-\(UUID().uuidString).json")
  }

  /// "`save FILE` writes the whole session state (windows, order, key/main, focus,
  /// selections, values changed with `set`) as JSON; `restore FILE` brings it back
  /// exactly": the file is a JSON object; a value set, a template value unset and an app
  /// value come back, into an app freshly loaded from the same scene file.
  @Test("save writes JSON and restore brings back windows, order, key, focus, selections, values")
  func saveAndRestore() throws {
    var app = try Self.app()
    try app.open("inspector")
    try app.makeKey("w2")
    try app.focus(Self.path("w2/editor"))
    try app.select(["n2", "n3"], in: Self.path("w1/list"))
    try app.setValue(JSONValue.string("n9"), named: "document", at: .node(Self.path("w2/editor")))
    try app.setValue(nil, named: "mode", at: .scene("w1"))
    try app.setValue(JSONValue.string("other"), named: "store", at: .app)
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try app.saveSession(to: file)
    #expect(try JSONParser().parse(Data(contentsOf: file)).objectValue?["windows"] != nil)
    var restored = try Self.app()
    #expect(try restored.restoreSession(from: file).isEmpty)
    #expect(restored.windows.map(\.id) == app.windows.map(\.id))
    #expect(restored.keyWindowID == "w2" && restored.mainWindowID == "w2")
    #expect(restored.focusedPath == Self.path("w2/editor"))
    #expect(restored.window("w1")?.focusedPath == Self.path("w1/list"))
    #expect(try restored.selection(of: Self.path("w1/list")) == ["n2", "n3"])
    #expect(restored.resolve("document")?.value as? JSONValue == "n9")
    #expect(restored.sceneValues(of: "w1")[name: "mode"] == nil)
    #expect(restored.sceneValues(of: "w2")[name: "mode"] as? JSONValue == "main")
    #expect(restored.appValues[name: "store"] as? JSONValue == "other")
    #expect(SessionSnapshot(app: restored) == SessionSnapshot(app: app))
  }

  /// "`save FILE` writes the whole session state (… values changed with `set`)": values the
  /// session never changed are not state. Restored into a newer scene file, a value set
  /// (`w1/list` `item`) and one withdrawn (`w2/list` `item`) come back as they were, while an
  /// untouched node (`w1/editor`) gets the newer template's value.
  @Test("Only values changed at run time are saved; untouched nodes keep their template's")
  func onlyChangedValuesAreSaved() throws {
    var app = try Self.app()
    try app.setValue(JSONValue.string("n2"), named: "item", at: .node(Self.path("w1/list")))
    try app.setValue(nil, named: "item", at: .node(Self.path("w2/list")))
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try app.saveSession(to: file)
    let saved = try #require(SessionSnapshot(app: app).windows.first { $0.id == "w1" })
    #expect(Set(saved.state.values.keys) == ["list"])
    let newer = Self.scene
      .replacingOccurrences(
        of: #""values": {"document": "n1"}"#, with: #""values": {"document": "n5"}"#
      )
      .replacingOccurrences(of: #""values": {"item": "n1"}"#, with: #""values": {"item": "n7"}"#)
    var restored = try SpecScene.app(newer)
    #expect(try restored.restoreSession(from: file).isEmpty)
    #expect(restored.window("w1")?.node("list")?.values[name: "item"] as? JSONValue == "n2")
    #expect(restored.window("w2")?.node("list")?.values[name: "item"] == nil)
    #expect(restored.window("w1")?.node("editor")?.values[name: "document"] as? JSONValue == "n5")
    #expect(restored.window("w2")?.node("editor")?.values[name: "document"] as? JSONValue == "n5")
  }

  /// "entries that no longer fit the app (unknown template, missing node) are skipped with
  /// a warning each, and the rest is restored": the session is restored into a newer scene
  /// file in which the inspector template and the editor node are gone. Two entries no
  /// longer fit: the inspector window and `w1`'s focus on the editor; the editors' values,
  /// never changed, are not saved, so they warn about nothing.
  @Test("Restore skips what no longer fits with one warning each and restores the rest")
  func restoreSkipsMisfits() throws {
    var app = try Self.app()
    try app.open("inspector")
    try app.makeKey("w1")
    try app.focus(Self.path("w1/editor"))
    try app.select(["n2"], in: Self.path("w2/list"))
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try app.saveSession(to: file)
    let newer = Self.scene
      .replacingOccurrences(of: #""id": "editor""#, with: #""id": "body""#)
      .replacingOccurrences(
        of: #""inspector": {"kind": "panel""#, with: #""tools": {"kind": "panel""#)
    var restored = try SpecScene.app(newer)
    let warnings = try restored.restoreSession(from: file).map(\.description)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.contains("inspector") })
    #expect(warnings.contains { $0.contains("editor") })
    #expect(restored.windows.map(\.id) == ["w1", "w2"])
    #expect(restored.keyWindowID == "w1")
    #expect(try restored.selection(of: Self.path("w2/list")) == ["n2"])
  }
}
