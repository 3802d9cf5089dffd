import CommandKitLite
import CommandKitTestSupport
import Testing

/// A result keeps its key window and its provider as indexes into the window's names,
/// read when asked (issue 28, round eight). These tests pin that it reads what the press
/// found, wherever the provider is (a node or the scene of the key window, the main
/// window's chain or scene behind a panel, the app), and keeps reading it after the
/// windows it names are closed: the names are the state the key found (SPEC §10).
@Suite struct DispatchResultNamesTests {
  let s = Fixtures.shortcut

  struct Case: Sendable, CustomTestStringConvertible {
    /// Where `target` is published.
    let place: String
    /// Whether a panel is key in front of the document, so the value comes from the main
    /// window (SPEC §2 step 2).
    let panelKey: Bool
    let window: String
    let provider: String
    var testDescription: String { "\(place)\(panelKey ? " behind a panel" : "")" }
  }

  static let cases: [Case] = [
    Case(place: "node", panelKey: false, window: "d", provider: "d/outer"),
    Case(place: "scene", panelKey: false, window: "d", provider: "scene:d"),
    Case(place: "app", panelKey: false, window: "d", provider: "app"),
    Case(place: "node", panelKey: true, window: "p", provider: "d/outer"),
    Case(place: "scene", panelKey: true, window: "p", provider: "scene:d"),
    Case(place: "app", panelKey: true, window: "p", provider: "app"),
  ]

  /// A document whose focused node `inner` sits under `outer`; `target` published at the
  /// case's place; ⌘K performs `use.target`, which requires it. With `panelKey` a panel
  /// (publishing nothing) is key in front of the document.
  func app(_ testCase: Case) throws -> App {
    var app = App(name: "N")
    var outer = ViewNode("outer", children: [ViewNode("inner").focusable()])
    if testCase.place == "node" { outer = outer.focusedValue(named: "target", "from node") }
    try app.addTemplate(
      WindowTemplate(
        "doc", kind: .document, root: ViewNode("root", children: [outer]), focus: "inner"))
    try app.addTemplate(WindowTemplate("panel", kind: .panel, root: ViewNode("p").focusable()))
    try app.register([
      Command(
        id: "use.target", title: "Use Target", menu: "Edit", shortcut: s("cmd+k"),
        requires: "target")
    ])
    try app.open("doc", id: "d")
    switch testCase.place {
    case "scene":
      try app.setValue(JSONValue.string("from scene"), named: "target", at: .scene("d"))
    case "app":
      app.setAppValue(JSONValue.string("from app"), named: "target")
    default:
      break
    }
    if testCase.panelKey { try app.open("panel", id: "p") }
    return app
  }

  @Test("A performed press names the key window and the provider it found", arguments: cases)
  func namesWhatThePressFound(_ testCase: Case) throws {
    var app = try app(testCase)
    let result = app.press(s("cmd+k"))
    #expect(result.performedCommand == "use.target")
    #expect(result.window == testCase.window)
    #expect(result.provider?.description == testCase.provider)
    #expect(result.provider == app.resolve("target")?.provider)
    guard case .performed(let command, let provider) = result.outcome else {
      Issue.record("expected a performed outcome, got \(result.outcome)")
      return
    }
    #expect(command == "use.target")
    #expect(provider?.description == testCase.provider)
  }

  @Test(
    "A result reads the same after the windows it names are closed", arguments: cases)
  func readsTheSameAfterClosing(_ testCase: Case) throws {
    var app = try app(testCase)
    let result = app.press(s("cmd+k"))
    let before = (result.window, result.provider, result.outcome, result.description)
    if testCase.panelKey { try app.close("p") }
    try app.close("d")
    #expect(app.windows.isEmpty)
    #expect(result.window == before.0)
    #expect(result.provider == before.1)
    #expect(result.outcome == before.2)
    #expect(result.description == before.3)
  }

  @Test("Presses in one state are equal, the remembered ones too; another window is not")
  func equality() throws {
    var app = try app(Self.cases[0])
    let first = app.press(s("cmd+k"))
    let second = app.press(s("cmd+k"))
    let third = app.press(s("cmd+k"))  // from the press memory
    #expect(first == second)
    #expect(first == third)
    let why = app.why(s("cmd+k"))
    #expect(why.outcome == first.outcome && why.window == first.window)
    // The same ids in another window opened in its place: equal, as values.
    try app.close("d")
    try app.open("doc", id: "d")
    #expect(app.press(s("cmd+k")) == first)
    try app.open("doc", id: "e")
    let other = app.press(s("cmd+k"))
    #expect(other.window == "e")
    #expect(other != first)
  }
}
