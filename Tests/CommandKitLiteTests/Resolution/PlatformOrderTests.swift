import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

/// SPEC §13: the platform's order of key handling, on one scene for every profile.
@Suite struct PlatformOrderTests {
  let s = Fixtures.shortcut

  /// One scene: a list with local handlers under a form with a Send button, beside a
  /// field, and menu commands on the same keys.
  func app(_ platform: Platform) throws -> App {
    var app = App(name: "Order", platform: platform)
    try app.register([
      Command(id: "menu.k", title: "Menu K", menu: "Edit", shortcut: s("cmd+k")),
      Command(id: "menu.up", title: "Menu Up", menu: "Edit", shortcut: s("opt+up")),
      Command(id: "menu.send", title: "Menu Send", menu: "Edit", shortcut: s("cmd+return")),
      Command(
        id: "find.next", title: "Find Next", menu: "Edit", shortcut: s("cmd+g"),
        requires: "never"),
      Command(id: "app.g", title: "App G", menu: "Tools", shortcut: s("cmd+g")),
      Command(
        id: "never.j", title: "Never J", menu: "Edit", shortcut: s("cmd+j"),
        requires: "never"),
    ])
    let root = ViewNode(
      "root",
      children: [
        ViewNode(
          "form",
          children: [
            ViewNode("list").focusable().onKeyPress(s("cmd+k"), action: "listK")
              .onKeyPress(s("opt+up"), action: "listUp").onKeyPress(s("cmd+j"), action: "listJ")
          ]
        ).control(Control("Send", shortcut: s("cmd+return"), action: "send")),
        ViewNode("field").textInput(),
      ])
    try app.addTemplate(WindowTemplate("main", kind: .document, root: root, focus: "list"))
    try app.open("main", id: "w")
    return app
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let platform: Platform
    let key: String
    let outcome: DispatchOutcome.Kind
    let by: String
    var testDescription: String { "\(platform) \(key)" }
  }

  static let cases: [Case] = [
    // AppKit: a ⌘ key goes to the menu before the focused view's handler.
    Case(platform: .macOS, key: "cmd+k", outcome: .performed, by: "menu.k"),
    // Without ⌘ or ⌃ the focused view goes first.
    Case(platform: .macOS, key: "opt+up", outcome: .local, by: "listUp"),
    // An in-window control comes before the menu for a key equivalent.
    Case(platform: .macOS, key: "cmd+return", outcome: .control, by: "Send"),
    // UIKit: key commands along the responder chain, inside out, before the menu.
    Case(platform: .iPadOS, key: "cmd+k", outcome: .local, by: "listK"),
    Case(platform: .iPadOS, key: "opt+up", outcome: .local, by: "listUp"),
    Case(platform: .iPadOS, key: "cmd+return", outcome: .control, by: "Send"),
    Case(platform: .visionOS, key: "cmd+k", outcome: .local, by: "listK"),
    // A disabled item takes nothing: the enabled app command later in the menu runs.
    Case(platform: .macOS, key: "cmd+g", outcome: .performed, by: "app.g"),
    // A disabled item does not keep a key from the focused view's handler.
    Case(platform: .macOS, key: "cmd+j", outcome: .local, by: "listJ"),
  ]

  @Test("Each platform takes a key in its own order", arguments: cases)
  func order(_ c: Case) throws {
    var app = try app(c.platform)
    let result = app.press(s(c.key))
    #expect(result.kind == c.outcome)
    switch c.outcome {
    case .performed: #expect(result.performedCommand == c.by)
    case .local: #expect(result.action == c.by)
    case .control: #expect(result.control == c.by)
    default: break
    }
  }

  @Test("why names the profile and lists the steps in its order")
  func whyNamesProfile() throws {
    let mac = try app(.macOS).why(s("cmd+j"))
    #expect(mac.steps.map(\.step) == ["reserved", "profile", "menu never.j", "node w/list"])
    #expect(mac.steps[1].result.hasPrefix("appkit"))
    let pad = try app(.iPadOS).why(s("cmd+j"))
    #expect(pad.steps.map(\.step) == ["reserved", "profile", "node w/list"])
    #expect(pad.steps[1].result.hasPrefix("uikit"))
  }

  @Test("A key whose bound commands are all disabled, and that nothing else takes, is disabled")
  func disabledAtTheEnd() throws {
    var app = try app(.macOS)
    try app.focus(NodePath(window: "w", node: "field"))
    let result = app.press(s("cmd+j"))
    #expect(result.outcome == .disabled(command: "never.j"))
  }

  @Test("Profiles follow the platform")
  func profiles() {
    #expect(DispatchProfile(.macOS) == .appkit)
    for platform in [Platform.iPadOS, .iOS, .visionOS] {
      #expect(DispatchProfile(platform) == .uikit)
    }
  }
}

/// SPEC §15: which keys a focused text input takes.
@Suite struct TextSystemTests {
  let s = Fixtures.shortcut

  func app(_ platform: Platform = .macOS) throws -> App {
    var app = App(name: "Text", platform: platform)
    try app.register([
      Command(id: "ok.return", title: "Return", menu: "Edit", shortcut: s("return")),
      Command(id: "ctrl.a", title: "Ctrl A", menu: "Edit", shortcut: s("ctrl+a")),
      Command(id: "cmd.left", title: "Cmd Left", menu: "Edit", shortcut: s("cmd+left")),
    ])
    let root = ViewNode(
      "root",
      children: [
        ViewNode("field").textInput(),
        ViewNode("notes", role: "textEditor").textInput(),
        ViewNode("body").textInput().multiline(),
        ViewNode("other").focusable(),
      ])
    try app.addTemplate(WindowTemplate("main", root: root, focus: "field"))
    try app.open("main", id: "w")
    return app
  }

  @Test("A field passes Return on; a text view inserts it", arguments: ["field", "notes", "body"])
  func returnKey(node: String) throws {
    var app = try app()
    try app.focus(NodePath(window: "w", node: node))
    let result = app.press(s("return"))
    if node == "field" {
      #expect(result.kind == .performed)
      #expect(result.performedCommand == "ok.return")
    } else {
      #expect(result.kind == .consumed)
    }
  }

  @Test("Tab leaves a field; a text view takes it, and ctrl+tab leaves it")
  func tabKeys() throws {
    var app = try app()
    #expect(app.press(s("tab")).kind == .focus)
    #expect(app.focusedPath?.node == "notes")
    #expect(app.press(s("tab")).kind == .consumed)
    let out = app.press(s("ctrl+tab"))
    #expect(out.kind == .focus)
    #expect(app.focusedPath?.node == "body")
    #expect(app.press(s("ctrl+shift+tab")).kind == .focus)
    #expect(app.focusedPath?.node == "notes")
  }

  @Test("On macOS the text system's ⌃ and ⌘ keys reach the text only after the menu")
  func macCommandKeys() throws {
    var app = try app()
    // Key equivalents go to the menu first (SPEC §13).
    #expect(app.press(s("ctrl+a")).performedCommand == "ctrl.a")
    #expect(app.press(s("cmd+left")).performedCommand == "cmd.left")
    // With nothing bound, the field takes them.
    #expect(app.press(s("ctrl+e")).kind == .consumed)
    #expect(app.press(s("shift+cmd+right")).kind == .consumed)
    #expect(app.press(s("cmd+delete")).kind == .consumed)
    #expect(app.press(s("ctrl+g")).kind == .unhandled)
  }

  @Test("On iPadOS text input goes first for its editing keys, and has no Emacs keys")
  func uikitKeys() throws {
    var app = try app(.iPadOS)
    #expect(app.press(s("cmd+left")).kind == .consumed)
    #expect(app.press(s("ctrl+a")).performedCommand == "ctrl.a")
    #expect(app.press(s("ctrl+e")).kind == .unhandled)
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    let key: String
    let consumed: Bool
    var testDescription: String { key }
  }

  static let plainKeys: [KeyCase] = [
    .init(key: "a", consumed: true), .init(key: "shift+a", consumed: true),
    .init(key: "opt+a", consumed: true), .init(key: "ß", consumed: true),
    .init(key: "space", consumed: true), .init(key: "delete", consumed: true),
    .init(key: "forwarddelete", consumed: true), .init(key: "left", consumed: true),
    .init(key: "opt+shift+right", consumed: true), .init(key: "home", consumed: true),
    .init(key: "end", consumed: true), .init(key: "pageup", consumed: true),
    .init(key: "pagedown", consumed: true), .init(key: "escape", consumed: false),
    .init(key: "f1", consumed: false), .init(key: "clear", consumed: false),
  ]

  @Test(
    "A field consumes typing and movement keys, not Escape or function keys",
    arguments: plainKeys)
  func plainKeysInField(_ c: KeyCase) throws {
    var app = try app()
    #expect((app.press(s(c.key)).kind == .consumed) == c.consumed)
  }
}

/// SPEC §16: in-window controls.
@Suite struct ControlTests {
  let s = Fixtures.shortcut
  final class Counter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
  }

  func app(counter: Counter = Counter()) throws -> App {
    var app = App(name: "Mail", platform: .macOS)
    try app.register([
      Command(
        id: "mail.send", title: "Send", menu: "Message", shortcut: s("shift+cmd+d"),
        requires: "draft")
    ])
    let compose = ViewNode(
      "compose",
      children: [
        ViewNode("to").textInput(),
        ViewNode(
          "buttons",
          children: [
            ViewNode("send").control(
              Control("Send", shortcut: s("cmd+return"), command: "mail.send"))
          ]),
      ]
    ).focusedValue(named: "draft", "d1")
    try app.addTemplate(WindowTemplate("compose", root: compose, focus: "to"))
    let rename = ViewNode(
      "form",
      children: [
        ViewNode("name").textInput(),
        ViewNode("ok").control(
          Control("OK", role: .default, action: "confirm") {
            counter.add()
          }),
        ViewNode("cancel").control(
          Control("Cancel", role: .cancel, effect: .dismiss)),
        ViewNode("hiddenButton").hidden()
          .control(Control("Hidden", shortcut: s("cmd+h"), action: "hidden")),
      ])
    try app.addTemplate(WindowTemplate("rename", kind: .sheet, root: rename, focus: "name"))
    let panel = ViewNode(
      "tools",
      children: [
        ViewNode("apply").control(
          Control("Apply", shortcut: s("cmd+y"), action: "apply")
            .keyWindowOnly())
      ])
    try app.addTemplate(WindowTemplate("palette", kind: .panel, root: panel))
    let doc = ViewNode(
      "doc",
      children: [
        ViewNode("mainButton").control(Control("Main", shortcut: s("cmd+b"), action: "main")),
        ViewNode("appkitButton").control(
          Control("AppKit", shortcut: s("cmd+u"), action: "appkit").keyWindowOnly()),
      ])
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: doc))
    try app.open("compose", id: "c")
    return app
  }

  @Test("A sheet's default and cancel buttons answer Return and Escape from a field")
  func defaultAndCancel() throws {
    let counter = Counter()
    var app = try app(counter: counter)
    try app.presentSheet("rename", on: "c", id: "r")
    let ok = app.press(s("return"))
    #expect(ok.kind == .control)
    #expect(ok.control == "OK")
    #expect(ok.node?.description == "r/ok")
    #expect(ok.action == "confirm")
    #expect(counter.value == 1)
    let cancel = app.press(s("escape"))
    #expect(cancel.control == "Cancel")
    #expect(app.window("r") == nil)
    #expect(app.keyWindowID == "c")
  }

  @Test("Cancel also answers ⌘.")
  func commandPeriod() throws {
    var app = try app()
    try app.presentSheet("rename", on: "c", id: "r")
    #expect(app.press(s("cmd+.")).control == "Cancel")
  }

  @Test("A control that runs a command performs it while the command is enabled")
  func commandControl() throws {
    var app = try app()
    let result = app.press(s("cmd+return"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "mail.send")
    #expect(result.provider?.description == "c/compose")
    #expect(result.control == "Send")
    try app.setValue(nil, named: "draft", at: .node(NodePath(window: "c", node: "compose")))
    #expect(app.press(s("cmd+return")).kind == .unhandled)
  }

  @Test("Hidden or disabled nodes' controls are not live")
  func hiddenControls() throws {
    var app = try app()
    try app.presentSheet("rename", on: "c", id: "r")
    // The hidden control is not live: the platform's Hide (SPEC §14) takes ⌘H.
    let result = app.press(s("cmd+h"))
    #expect(result.control == nil)
    #expect(result.performedCommand == "app.hide")
  }

  @Test("Controls of the main window are live while a panel is key, unless key-window-only")
  func mainWindowControls() throws {
    var app = try app()
    try app.open("doc", id: "d")
    try app.open("palette", id: "p")
    #expect(app.keyWindowID == "p")
    #expect(app.press(s("cmd+b")).control == "Main")
    #expect(app.press(s("cmd+u")).kind == .unhandled)
    #expect(app.press(s("cmd+y")).control == "Apply")
  }

  @Test("A control that names an unregistered command is not live, and why says so")
  func unknownCommand() throws {
    var app = App(name: "X")
    let root = ViewNode("b").control(Control("Go", shortcut: s("cmd+g"), command: "nope"))
    try app.addTemplate(WindowTemplate("t", root: root))
    try app.open("t", id: "w")
    #expect(app.press(s("cmd+g")).kind == .unhandled)
    #expect(
      app.why(s("cmd+g")).steps.contains(
        DispatchStep(
          step: "control w/b \"Go\"", result: "runs nope, which is not registered: not live")
      ))
    // Registered later, the command makes the control live.
    try app.register(Command("nope", "Nope", menu: "Edit"))
    #expect(app.press(s("cmd+g")).performedCommand == "nope")
  }

  @Test("A role gives the conventional keys; an explicit shortcut replaces them")
  func roleShortcuts() {
    #expect(
      Control("OK", role: .default, action: "ok").shortcuts
        == [s("return"), s("keypadenter")])
    #expect(
      Control("No", role: .cancel, action: "no").shortcuts == [s("escape"), s("cmd+.")])
    #expect(
      Control("OK", shortcut: s("cmd+s"), role: .default, action: "ok").shortcuts
        == [s("cmd+s")])
  }
}

/// SPEC §17: local handlers that let the key go on, or carry an effect.
@Suite struct LocalHandlerTests {
  let s = Fixtures.shortcut

  @Test("An ignoring handler runs and the walk goes on outwards, then to the menu")
  func ignored() throws {
    let seen = Mutex<[String]>([])
    var app = App(name: "H")
    try app.register(Command(id: "menu.up", title: "Up", menu: "Edit", shortcut: s("up")))
    let root = ViewNode(
      "outer",
      children: [
        ViewNode("inner").focusable().onKeyPress(s("up"), action: "peek", result: .ignored) {
          seen.withLock { $0.append("peek") }
        }
      ]
    ).onKeyPress(s("down"), action: "outerDown")
    try app.addTemplate(WindowTemplate("main", root: root, focus: "inner"))
    try app.open("main", id: "w")
    let result = app.press(s("up"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "menu.up")
    #expect(seen.withLock { $0 } == ["peek"])
    #expect(app.why(s("up")).steps.contains { $0.result.contains("ignored") })
  }

  @Test("An ignoring handler lets an outer handler take the key")
  func ignoredThenOuter() throws {
    var app = App(name: "H")
    let root = ViewNode(
      "outer",
      children: [
        ViewNode("inner").focusable().onKeyPress(s("x"), action: "peek", result: .ignored)
      ]
    ).onKeyPress(s("x"), action: "outerX")
    try app.addTemplate(WindowTemplate("main", root: root, focus: "inner"))
    try app.open("main", id: "w")
    let result = app.press(s("x"))
    #expect(result.kind == .local)
    #expect(result.action == "outerX")
    #expect(result.node?.description == "w/outer")
  }

  @Test("An Escape handler with an effect dismisses its sheet")
  func effect() throws {
    var app = App(name: "H")
    try app.addTemplate(WindowTemplate("main", root: ViewNode("m").focusable()))
    let sheet = ViewNode("form").focusable()
      .onKeyPress(s("escape"), action: "cancel", effect: .dismiss)
    try app.addTemplate(WindowTemplate("ask", kind: .sheet, root: sheet))
    try app.open("main", id: "w")
    try app.presentSheet("ask", on: "w", id: "s")
    let result = app.press(s("escape"))
    #expect(result.kind == .local)
    #expect(app.window("s") == nil)
    #expect(app.keyWindowID == "w")
  }
}

/// SPEC §18: semantics profiles.
@Suite struct SemanticsTests {
  @Test("swiftui resolves from the key window only; platform falls back to the main window")
  func keyWindowOnly() throws {
    var app = App(name: "S")
    try app.register(
      Command(
        id: "edit.delete", title: "Delete", menu: "Edit",
        shortcut: Fixtures.shortcut("cmd+delete"), requires: "selection"))
    try app.addTemplate(
      WindowTemplate(
        "main", kind: .document,
        root: ViewNode("list").focusable().selectable(items: ["a"], selection: ["a"])))
    try app.addTemplate(WindowTemplate("inspector", kind: .panel, root: ViewNode("p").focusable()))
    try app.open("main", id: "w")
    try app.open("inspector", id: "i")
    #expect(app.resolve("selection")?.provider.description == "w/list")
    #expect(app.press(Fixtures.shortcut("cmd+delete")).kind == .performed)
    app.setSemantics(.swiftui)
    #expect(app.resolve("selection") == nil)
    #expect(app.press(Fixtures.shortcut("cmd+delete")).kind == .disabled)
    #expect(app.validate("edit.delete")?.isEnabled == false)
    app.setSemantics(.platform)
    #expect(app.press(Fixtures.shortcut("cmd+delete")).kind == .performed)
  }
}

/// SPEC §13: reservations that are off on a fresh system reach the app.
@Suite struct OffByDefaultReservationTests {
  @Test(
    "macOS ⌃1–⌃8 (Switch to Desktop N, off by default) reach the app, noted as conventional",
    arguments: 1...8)
  func desktopSwitching(number: Int) throws {
    var app = App(name: "D")
    let key = Fixtures.shortcut("ctrl+\(number)")
    try app.register(
      Command(id: "tab\(number)", title: "Tab \(number)", menu: "Window", shortcut: key))
    try app.addTemplate(WindowTemplate("main", root: ViewNode("r").focusable()))
    try app.open("main", id: "w")
    let result = app.press(key)
    #expect(result.kind == .performed)
    #expect(app.why(key).steps.first?.result.contains("conventional") == true)
  }
}
