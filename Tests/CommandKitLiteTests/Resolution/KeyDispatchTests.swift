import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

@Suite struct KeyDispatchTests {
  let s = Fixtures.shortcut

  func app(platform: Platform = .macOS) throws -> App {
    var app = App(name: "K", platform: platform)
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().selectable(items: ["a", "b"], selection: ["a"])
          .onKeyPress(s("up"), action: "selectPrevious"),
        ViewNode("editor", children: [ViewNode("field").textInput()])
          .onKeyPress(s("x"), action: "outerX").onKeyPress(s("cmd+k"), action: "link"),
        ViewNode("handlerField").textInput().onKeyPress(s("y"), action: "fieldY"),
      ]
    ).onKeyPress(s("cmd+e"), action: "rootE")
    try app.addTemplate(WindowTemplate("main", kind: .document, root: root))
    try app.addTemplate(WindowTemplate("panel", kind: .panel, root: ViewNode("p").focusable()))
    try app.register([
      Command(
        id: "edit.delete", title: "Delete", menu: "Edit", shortcut: s("delete"),
        requires: "selection", enabledIf: .nonEmpty),
      Command(id: "first", title: "First", menu: "File", shortcut: s("cmd+d"), requires: "never"),
      Command(id: "second", title: "Second", menu: "Edit", shortcut: s("cmd+d")),
      Command(id: "off", title: "Off", menu: "Edit", shortcut: s("cmd+j"), requires: "never"),
      Command(
        id: "tabber", title: "Tabber", menu: "Edit", shortcut: s("ctrl+tab"), requires: "never"),
      Command(id: "x", title: "X", menu: "Edit", shortcut: s("x")),
    ])
    try app.open("main", id: "w")
    return app
  }

  @Test("A hard-reserved shortcut never reaches the app, even when bound")
  func reserved() throws {
    var app = try app()
    let result = app.press(s("cmd+space"))
    #expect(result.kind == .reserved)
    #expect(result.reservation?.use == "Show/hide Spotlight search")
    #expect(app.why(s("cmd+tab")).kind == .reserved)
  }

  @Test(
    "Every fn combination is reserved on iPadOS, iOS and visionOS",
    arguments: [Platform.iPadOS, .iOS, .visionOS])
  func fnReserved(platform: Platform) throws {
    var app = try app(platform: platform)
    #expect(app.press(s("fn+k")).kind == .reserved)
  }

  @Test("Conventional reservations reach the app")
  func conventionalReaches() throws {
    var app = try app()
    // ⌥⌘W (Close All) is conventional on macOS and no default item has it.
    #expect(app.press(s("opt+cmd+w")).kind == .unhandled)
    #expect(app.why(s("opt+cmd+w")).steps.first?.result.contains("conventional") == true)
  }

  struct TableChangeCase: Sendable, CustomTestStringConvertible {
    let shortcut: String
    let platform: Platform
    var testDescription: String { "\(shortcut) on \(platform)" }
  }

  /// Shortcuts the research table's 2026-12-01 change (and its unconfirmed entries) no
  /// longer hard-reserve: an app's own menu item on them wins (SPEC §13, §20).
  static let tableChanges: [TableChangeCase] = [
    .init(shortcut: "cmd+`", platform: .macOS),
    .init(shortcut: "shift+cmd+`", platform: .macOS),
    .init(shortcut: "shift+cmd+6", platform: .macOS),
    .init(shortcut: "ctrl+shift+cmd+6", platform: .macOS),
    .init(shortcut: "opt+cmd+/", platform: .macOS),
    .init(shortcut: "cmd+h", platform: .visionOS),
    .init(shortcut: "ctrl+space", platform: .iPadOS),
  ]

  @Test(
    "An app's menu item on a shortcut the tables no longer hard-reserve is performed",
    arguments: tableChanges)
  func itemOnFreedShortcut(_ c: TableChangeCase) throws {
    var app = App(name: "T", platform: c.platform)
    try app.addTemplate(WindowTemplate("main", kind: .window, root: ViewNode("r").focusable()))
    try app.register([Command(id: "mine", title: "Mine", menu: "Tools", shortcut: s(c.shortcut))])
    try app.open("main", id: "w")
    let result = app.press(s(c.shortcut))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "mine")
  }

  @Test("With no window able to take keys: the macOS menu bar takes the press, else blocked")
  func blocked() throws {
    var app = try app()
    try app.minimize("w")
    // SPEC §13: the macOS menu bar belongs to the app, not to a window.
    let mac = app.press(s("cmd+d"))
    #expect(mac.kind == .performed)
    #expect(mac.window == nil)
    var empty = App(name: "E")
    #expect(empty.press(s("cmd+d")).kind == .unhandled)
    var pad = App(name: "E", platform: .iPadOS)
    #expect(pad.press(s("cmd+d")).kind == .blocked)
    app.hide()
    #expect(app.press(s("cmd+d")).kind == .blocked)
  }

  @Test("A focused field consumes typing and movement keys; Escape, Return and F-keys pass")
  func textInputConsumes() throws {
    var app = try app()
    try app.focus(Builders.path("w/field"))
    for key in ["delete", "a", "shift+a", "opt+a", "up", "space", "opt+left", "pagedown"] {
      let result = app.press(s(key))
      #expect(result.kind == .consumed, "\(key)")
      #expect(result.node?.description == "w/field")
    }
    // SPEC §15: a single-line field passes Return (to the default button) and Escape on.
    for key in ["escape", "return", "f5"] {
      #expect(app.press(s(key)).kind == .unhandled, "\(key)")
    }
    #expect(app.press(s("tab")).kind == .focus)
  }

  @Test("Keys with cmd or ctrl pass a text input to handlers and menus")
  func commandKeysPass() throws {
    var app = try app()
    try app.focus(Builders.path("w/field"))
    let local = app.press(s("cmd+k"))
    #expect(local.kind == .local)
    #expect(local.node?.description == "w/editor")
    #expect(local.action == "link")
    #expect(app.press(s("cmd+d")).performedCommand == "second")
  }

  @Test("A text input eats a plain key before an outer handler or a menu command for it")
  func textInputBeforeOuterHandler() throws {
    var app = try app()
    try app.focus(Builders.path("w/field"))
    #expect(app.press(s("x")).kind == .consumed)
    try app.focus(Builders.path("w/list"))
    #expect(app.press(s("x")).kind == .performed)
  }

  @Test("At one node a text input consumes before its own handler")
  func textInputBeforeOwnHandler() throws {
    var app = try app()
    try app.focus(Builders.path("w/handlerField"))
    #expect(app.press(s("y")).kind == .consumed)
  }

  @Test("A local handler on the chain performs (innermost first), before menu commands")
  func localHandlers() throws {
    var app = try app()
    let up = app.press(s("up"))
    #expect(up.kind == .local)
    #expect(up.node?.description == "w/list")
    let rootE = app.press(s("cmd+e"))
    #expect(rootE.kind == .local)
    #expect(rootE.node?.description == "w/root")
  }

  @Test("The first enabled command in menu order performs; later ones do not")
  func menuOrder() throws {
    var app = try app()
    let result = app.press(s("cmd+d"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "second")
    // AppKit offers a ⌘ key to the menu before the focused view (SPEC §13).
    #expect(
      app.why(s("cmd+d")).steps.map(\.step) == ["reserved", "profile", "menu first", "menu second"])
  }

  @Test("Bound commands that are all disabled give 'disabled'")
  func disabled() throws {
    var app = try app()
    let result = app.press(s("cmd+j"))
    #expect(result.outcome == .disabled(command: "off"))
    // A disabled press names its command in its outcome only: never as performed.
    #expect(result.performedCommand == nil && result.provider == nil)
    try app.select([], in: Builders.path("w/list"))
    #expect(app.press(s("delete")).kind == .disabled)
  }

  @Test("Tab and Shift-Tab move focus; a bound but disabled command still claims its key")
  func tabMovesFocus() throws {
    var app = try app()
    let result = app.press(s("tab"))
    #expect(result.kind == .focus)
    #expect(result.focused?.description == "w/field")
    #expect(app.press(s("shift+tab")).focused?.description == "w/list")
    #expect(app.press(s("ctrl+tab")).kind == .disabled)
  }

  @Test("Anything else is unhandled")
  func unhandled() throws {
    var app = try app()
    #expect(app.press(s("cmd+7")).kind == .unhandled)
  }

  @Test("why decides like press but changes nothing")
  func whyHasNoEffects() throws {
    let app = try app()
    var pressed = app
    for key in ["tab", "cmd+d", "up", "cmd+space", "delete", "cmd+7"] {
      let why = app.why(s(key))
      let press = pressed.press(s(key))
      #expect(why.outcome == press.outcome, "\(key)")
      #expect(why.performedCommand == press.performedCommand)
      pressed = app
    }
    #expect(app.focusedPath?.node == "list")
  }

  @Test("Registering a command or handler with a hard-reserved shortcut names the system function")
  func registerReserved() throws {
    var app = try app()
    #expect(
      throws: CommandKitError.reservedShortcut(
        s("cmd+space"), use: "Show/hide Spotlight search", platform: .macOS)
    ) {
      try app.register(Command(id: "spot", title: "S", menu: "Edit", shortcut: s("cmd+space")))
    }
    let error = CommandKitError.reservedShortcut(
      s("cmd+space"), use: "Show/hide Spotlight search", platform: .macOS)
    #expect(error.description.contains("Spotlight"))
    #expect(throws: CommandKitError.self) {
      try app.addTemplate(
        WindowTemplate("bad", root: ViewNode("n").onKeyPress(s("cmd+tab"), action: "x")))
    }
    var pad = App(name: "P", platform: .iPadOS)
    #expect(throws: CommandKitError.self) {
      try pad.register(Command(id: "h", title: "H", menu: "Edit", shortcut: s("cmd+h")))
    }
  }

  @Test("bind replaces the default shortcut; unbind brings it back; reserved bindings are refused")
  func bindings() throws {
    var app = try app()
    try app.bind(s("cmd+9"), to: "second")
    #expect(app.press(s("cmd+9")).performedCommand == "second")
    // Only `second` is enabled there; `first` keeps ⌘D, disabled (the outcome names it).
    #expect(app.press(s("cmd+d")).outcome == .disabled(command: "first"))
    #expect(app.validate("second")?.shortcut == s("cmd+9"))
    try app.unbind("second")
    #expect(app.press(s("cmd+9")).kind == .unhandled)
    #expect(app.press(s("cmd+d")).performedCommand == "second")
    #expect(throws: CommandKitError.self) { try app.bind(s("cmd+space"), to: "second") }
    #expect(throws: CommandKitError.self) { try app.bind(s("cmd+8"), to: "nope") }
  }

  @Test("invoke performs an enabled command and reports a disabled one")
  func invoke() throws {
    var app = try app()
    let result = try app.invoke("edit.delete")
    #expect(result.kind == .performed)
    #expect(result.provider?.description == "w/list")
    let off = try app.invoke("off")
    #expect(off.kind == .disabled)
    #expect(off.reason == "disabled: no never in the focus chain")
    #expect(off.provider == nil)
    #expect(throws: CommandKitError.self) { try app.invoke("nope") }
  }

  @Test("Typed commands receive the resolved value")
  func typedAction() throws {
    let received = Mutex<[String]>([])
    var app = App(name: "T")
    try app.addTemplate(
      WindowTemplate("t", root: ViewNode("n").focusable().selectable(selection: ["q"])))
    try app.register(
      Command(
        "edit.delete", "Delete", menu: "Edit", shortcut: s("cmd+backspace"),
        requires: \.selection, enabledIf: .nonEmpty
      ) { selection in
        received.withLock { $0 = selection }
      })
    try app.open("t")
    #expect(app.press(s("cmd+delete")).kind == .performed)
    #expect(received.withLock { $0 } == ["q"])
  }

  @Test("Effects change the simulated app: open, sheet, dismiss, close, toggle")
  func effects() throws {
    var app = App(name: "E")
    try app.addTemplate(
      WindowTemplate(
        "main", root: ViewNode("n").focusable(),
        sceneValues: FocusedValues(JSONObject([("flag", true)]))))
    try app.addTemplate(WindowTemplate("confirm", kind: .sheet, root: ViewNode("ok").focusable()))
    try app.register([
      Command(
        id: "new", title: "New", menu: "File", shortcut: s("cmd+n"), effect: .open(template: "main")
      ),
      Command(
        id: "ask", title: "Ask", menu: "File", shortcut: s("cmd+k"),
        effect: .sheet(template: "confirm")),
      Command(
        id: "done", title: "Done", menu: "File", shortcut: s("cmd+return"),
        effect: .dismiss),
      Command(
        id: "close", title: "Close", menu: "File", shortcut: s("cmd+w"), effect: .close),
      Command(
        id: "flip", title: "Flip", menu: "View", shortcut: s("cmd+f"), requires: "flag",
        effect: .toggle(key: "flag")),
    ])
    // SPEC §13: with no window open, ⌘N reaches the macOS menu bar and its effect opens one.
    let first = app.press(s("cmd+n"))
    #expect(first.kind == .performed)
    #expect(first.window == nil)
    #expect(app.keyWindowID == "main")
    app.press(s("cmd+f"))
    #expect(app.resolve("flag")?.value as? JSONValue == false)
    app.press(s("cmd+k"))
    #expect(app.keyWindowID == "confirm")
    app.press(s("cmd+return"))
    #expect(app.window("confirm") == nil)
    app.press(s("cmd+n"))
    #expect(app.keyWindowID == "main-2")
    app.press(s("cmd+w"))
    #expect(app.windows.map(\.id) == ["main"])
  }

  @Test("An effect that cannot be applied is reported; the command still counts as performed")
  func effectError() throws {
    let ran = Mutex(0)
    var app = App(name: "E")
    try app.addTemplate(WindowTemplate("main", root: ViewNode("n").focusable()))
    try app.register([
      Command(
        id: "flip", title: "Flip", menu: "View", shortcut: s("cmd+f"),
        effect: .toggle(key: "missing"),
        action: CommandAction { _ in ran.withLock { $0 += 1 } }),
      Command(
        id: "ask", title: "Ask", menu: "File", shortcut: s("cmd+k"),
        effect: .sheet(template: "nope")),
    ])
    try app.open("main")
    let windowsBefore = app.windows.map(\.id)
    let flip = app.press(s("cmd+f"))
    #expect(flip.kind == .performed)
    #expect(flip.effectError?.description.contains("missing") == true)
    #expect(ran.withLock { $0 } == 1)
    let ask = app.press(s("cmd+k"))
    #expect(ask.kind == .performed)
    #expect(ask.effectError?.description.contains("nope") == true)
    #expect(app.windows.map(\.id) == windowsBefore)
    #expect(try app.invoke("flip").effectError?.description.contains("missing") == true)
    #expect(app.press(s("cmd+f")).performedCommand == "flip")
  }

  @Test("A local handler's code runs when it takes the key, and only then")
  func localHandlerRuns() throws {
    let count = Mutex(0)
    var app = App(name: "L")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().onKeyPress(s("up"), action: "selectPrevious") {
          count.withLock { $0 += 1 }
        },
        ViewNode("other").focusable(),
      ])
    try app.addTemplate(WindowTemplate("main", root: root, focus: "list"))
    try app.open("main", id: "w")
    #expect(app.press(s("up")).kind == .local)
    #expect(count.withLock { $0 } == 1)
    _ = app.why(s("up"))
    try app.focus(NodePath(window: "w", node: "other"))
    #expect(app.press(s("up")).kind == .unhandled)
    #expect(count.withLock { $0 } == 1)
  }
}
