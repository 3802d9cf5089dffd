import CommandKitLite
import CommandKitTestSupport
import Testing

/// A document template publishing the node value `nv` (false) and the scene value `sv`
/// (true), an inspector panel, a presentation-only window and a sheet; commands toggling
/// `nv`, `sv` and the app value `flag`, and the `sheet`, `dismiss`, `close` and `open`
/// effects. One unnamed window of `doc` is open.
private let scene = #"""
  {"app": "S1", "platform": "macOS",
   "appValues": {"flag": true},
   "commands": [
    {"id": "t.node", "title": "TN", "menu": "Tools", "shortcut": "cmd+1", "requires": "nv",
     "effect": {"toggle": "nv"}},
    {"id": "t.scene", "title": "TS", "menu": "Tools", "shortcut": "cmd+2", "requires": "sv",
     "effect": {"toggle": "sv"}},
    {"id": "t.app", "title": "TA", "menu": "Tools", "shortcut": "cmd+3", "effect": {"toggle": "flag"}},
    {"id": "e.sheet", "title": "Sh", "menu": "Tools", "shortcut": "cmd+4", "effect": {"sheet": "sh"}},
    {"id": "e.dismiss", "title": "Di", "menu": "Tools", "shortcut": "cmd+5",
     "effect": {"dismiss": "key"}},
    {"id": "e.close", "title": "Cl", "menu": "Tools", "shortcut": "cmd+6", "effect": {"close": "key"}},
    {"id": "e.open", "title": "Op", "menu": "Tools", "shortcut": "cmd+7", "effect": {"open": "doc"}}
   ],
   "templates": {
    "doc": {"kind": "document", "sceneValues": {"sv": true},
      "root": {"id": "root", "children": [{"id": "n", "focusable": true, "values": {"nv": false}}]}},
    "insp": {"kind": "panel", "root": {"id": "p", "focusable": true}},
    "pres": {"kind": "window", "presentationOnly": true, "root": {"id": "q"}},
    "sh": {"kind": "sheet", "root": {"id": "sf", "focusable": true}}
   },
   "windows": [{"template": "doc"}]}
  """#

/// The JSON text of `key`'s resolved value and its provider.
private func resolved(_ app: App, _ key: String) -> String {
  guard let found = app.resolve(key) else { return "nil" }
  return "\(found.value as? JSONValue ?? .null) @ \(found.provider)"
}

/// SPEC §1 ("The model"), sentence by sentence, from a scene file.
@Suite struct SpecSentences01Tests {
  /// "A window opened without an id takes its template's name, then `NAME-2`, `NAME-3`..."
  /// and "Every window opened from a template gets its own copy of the tree and of all
  /// state: nothing is shared between two windows of one template (no singletons)."
  @Test("Unnamed windows are NAME, NAME-2, NAME-3, each with its own state")
  func namesAndCopies() throws {
    var app = try SpecScene.app(scene)
    #expect(app.keyWindowID == "doc")
    _ = SpecScene.press("cmd+7", in: &app)
    _ = SpecScene.press("cmd+7", in: &app)
    #expect(app.keyWindowID == "doc-3")
    _ = SpecScene.press("cmd+1", in: &app)
    _ = SpecScene.press("cmd+2", in: &app)
    #expect(resolved(app, "nv") == "true @ doc-3/n")
    #expect(resolved(app, "sv") == "false @ scene:doc-3")
    for other in ["doc", "doc-2"] {
      try app.makeKey(other)
      #expect(resolved(app, "nv") == "false @ \(other)/n")
      #expect(resolved(app, "sv") == "true @ scene:\(other)")
    }
  }

  /// "A `panel` can be key but never main, so with an inspector panel key, the document
  /// window behind it stays main. Visible windows that are not key are `inactive`;
  /// minimized windows … are `background`. A background window is never key."
  @Test("A panel is key but never main; inactive and background phases; minimized is not key")
  func keyMainAndPhases() throws {
    var app = try SpecScene.app(scene)
    try app.open("doc", id: "d2")
    try app.open("insp", id: "i")
    #expect(app.keyWindowID == "i")
    #expect(app.mainWindowID == "d2")
    #expect(app.window("i")?.phase == .active)
    #expect(app.window("d2")?.phase == .inactive)
    try app.minimize("d2")
    #expect(app.window("d2")?.phase == .background)
    #expect(app.mainWindowID == "doc")
    #expect(throws: CommandKitError.self) { try app.makeKey("d2") }
    #expect(app.keyWindowID == "i")
  }

  /// "`key W` brings W to the front and makes it key …; for a window blocked by a sheet,
  /// the sheet becomes key instead; a `presentationOnly` window refuses, and so does a
  /// minimized one (use `unminimize`)."
  @Test("key W: a blocked window's sheet becomes key; presentation-only and minimized refuse")
  func keyVerb() throws {
    var app = try SpecScene.app(scene)
    try app.presentSheet("sh", on: "doc", id: "s")
    try app.open("doc", id: "d2")
    try app.makeKey("doc")
    #expect(app.keyWindowID == "s")
    #expect(app.mainWindowID == "doc")
    try app.open("pres", id: "q")
    #expect(throws: CommandKitError.self) { try app.makeKey("q") }
    #expect(app.keyWindowID != "q")
  }

  /// "When the key window closes or is minimized, the front-most remaining visible window
  /// that can be key becomes key. `unminimize W` brings W back to the front as the key
  /// window."
  @Test("Closing or minimizing the key window hands key to the front-most that can be key")
  func handOff() throws {
    var app = try SpecScene.app(scene)
    try app.open("doc", id: "d2")
    try app.open("pres", id: "q")
    try app.open("doc", id: "d3")
    try app.minimize("d3")
    #expect(app.keyWindowID == "d2")
    _ = SpecScene.press("cmd+6", in: &app)
    #expect(app.window("d2") == nil)
    #expect(app.keyWindowID == "doc")
    try app.unminimize("d3")
    #expect(app.keyWindowID == "d3")
    #expect(app.mainWindowID == "d3")
  }
}

/// SPEC §3 ("Commands and menus"): the effects, read from a scene file.
@Suite struct SpecSentences03Tests {
  /// "`{"toggle": KEY}` (flips the boolean at its provider)": a node value, a scene value
  /// and an app value each flip where they are published.
  @Test(
    "toggle flips the boolean at its provider",
    arguments: [
      ("cmd+1", "nv", "true @ doc/n"), ("cmd+2", "sv", "false @ scene:doc"),
      ("cmd+3", "flag", "false @ app"),
    ])
  func toggle(key: String, value: String, after: String) throws {
    var app = try SpecScene.app(scene)
    #expect(SpecScene.press(key, in: &app).kind == .performed)
    #expect(resolved(app, value) == after)
  }

  /// "`{"sheet": TEMPLATE}` (on the key window), … `{"dismiss": "key"}`, `{"close":
  /// "key"}`, `{"open": TEMPLATE}`".
  @Test("sheet, dismiss, open and close effects act on the key window")
  func effects() throws {
    var app = try SpecScene.app(scene)
    _ = SpecScene.press("cmd+4", in: &app)
    let sheet = try #require(app.keyWindowID)
    #expect(app.window(sheet)?.kind == .sheet)
    #expect(app.blocker(of: "doc") == sheet)
    _ = SpecScene.press("cmd+5", in: &app)
    #expect(app.window(sheet) == nil)
    #expect(app.keyWindowID == "doc")
    _ = SpecScene.press("cmd+7", in: &app)
    #expect(app.keyWindowID == "doc-2")
    _ = SpecScene.press("cmd+6", in: &app)
    #expect(app.window("doc-2") == nil)
    #expect(app.keyWindowID == "doc")
  }

  /// "Validating the menu bar resolves each command against the current state: enabled,
  /// title, checked" — by §2's order: with a panel key, `t.node` is enabled through the
  /// main window's `nv`; once a sheet blocks the main window it is disabled, and a press of
  /// its key says `disabled`.
  @Test("Menu validation follows resolution: main-window fallback, none from a blocked main")
  func validationFollowsResolution() throws {
    var app = try SpecScene.app(scene)
    try app.open("insp", id: "i")
    let item = app.validatedMenu("Tools")?.items.first { $0.id == "t.node" }
    #expect(item?.isEnabled == true)
    try app.presentSheet("sh", on: "doc", id: "s")
    try app.makeKey("i")
    let blocked = app.validatedMenu("Tools")?.items.first { $0.id == "t.node" }
    #expect(blocked?.isEnabled == false)
    #expect(SpecScene.press("cmd+1", in: &app).outcome == .disabled(command: "t.node"))
  }
}
