import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

/// A key pressed again in one state is answered from the app's press memory without deciding
/// again (`DispatchState`, keyed on the whole `AppStamp`). These tests pin that the answer is the one a fresh decision
/// (`why`) gives, that what a press performs still runs every time, and that any change of
/// state, or another spelling of the key, is decided afresh.
@Suite struct RememberedPressTests {
  let s = Fixtures.shortcut

  /// Counts what the app's code runs.
  final class Counter: Sendable {
    let actions = Atomic<Int>(0)
    let handlers = Atomic<Int>(0)
  }

  func app(_ counter: Counter) throws -> App {
    var app = App(name: "R")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("outer", children: [ViewNode("inner").focusable()])
          .focusedValue(named: "target", .string("outer"))
          .onKeyPress(s("f5"), action: "peek", result: .ignored) {
            counter.handlers.add(1, ordering: .relaxed)
          },
        ViewNode("other").focusable().focusedValue(named: "target", .string("other")),
      ])
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: root))
    try app.register(
      Command(
        id: "act", title: "Act", menu: "Edit", shortcut: s("cmd+k"), requires: "target",
        action: CommandAction { _ in counter.actions.add(1, ordering: .relaxed) }))
    try app.register(
      Command(
        id: "peek", title: "Peek", menu: "View", shortcut: s("f5"),
        action: CommandAction { _ in counter.actions.add(1, ordering: .relaxed) }))
    try app.register(
      Command(id: "help.search", title: "Search", menu: "Help", shortcut: s("cmd+?")))
    try app.open("doc", id: "w1")
    return app
  }

  /// What a press tells, compared with what `why` decides in the same state.
  struct Answer: Equatable {
    var outcome: DispatchOutcome.Kind
    var shortcut: String
    var localization: KeyboardShortcut.Localization
    var window: String?
    var command: String?
    var provider: String?
    var node: String?
    var action: String?

    init(_ result: DispatchResult) {
      outcome = result.kind
      shortcut = result.shortcut.description
      localization = result.shortcut.localization
      window = result.window
      switch result.outcome {
      case .performed(let named, _), .disabled(let named): command = named
      default: command = nil
      }
      provider = result.provider?.description
      node = result.node?.description
      action = result.action
    }
  }

  /// Presses `shortcut` `times` times, checking each answer against `why` just before it.
  func pressAgreeing(
    _ app: inout App, _ shortcut: KeyboardShortcut, times: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Answer? {
    var last: Answer?
    for _ in 0..<times {
      let expected = Answer(app.why(shortcut))
      let answer = Answer(app.press(shortcut))
      #expect(answer == expected, sourceLocation: sourceLocation)
      last = answer
    }
    return last
  }

  @Test("A key pressed again and again in one state performs every time, as decided afresh")
  func repeatedPressPerforms() throws {
    let counter = Counter()
    var app = try app(counter)
    let answer = pressAgreeing(&app, s("cmd+k"), times: 5)
    #expect(answer?.outcome == .performed)
    #expect(answer?.provider == "w1/outer")
    #expect(counter.actions.load(ordering: .relaxed) == 5)
  }

  @Test("A local handler that lets the key go on runs on every press, remembered or not")
  func ignoringHandlerRunsEveryTime() throws {
    let counter = Counter()
    var app = try app(counter)
    // F5 has no ⌘ or ⌃: AppKit offers it to the focus chain before the menu (SPEC §13).
    let answer = pressAgreeing(&app, s("f5"), times: 4)
    #expect(answer?.command == "peek")
    #expect(counter.handlers.load(ordering: .relaxed) == 4)
    #expect(counter.actions.load(ordering: .relaxed) == 4)
  }

  /// Changes of state after which a remembered press must not be reused.
  static let changes: [(String, @Sendable (inout App) throws -> Void)] = [
    ("focus", { try $0.focus(NodePath(window: "w1", node: "other")) }),
    (
      "node value",
      { try $0.setValue(nil, named: "target", at: .node(NodePath(window: "w1", node: "outer"))) }
    ),
    ("app value", { $0.setAppValue("app", named: "target") }),
    ("hidden publisher", { try $0.setHidden(true, NodePath(window: "w1", node: "outer")) }),
    ("binding", { try $0.bind(Fixtures.shortcut("cmd+k"), to: "peek") }),
    ("unbinding", { try $0.unbind("act") }),
    ("semantics", { $0.setSemantics(.swiftui) }),
    ("new window", { _ = try $0.open("doc") }),
    ("hidden app", { $0.hide() }),
    ("platform", { $0.setPlatform(.iPadOS) }),
    (
      "template",
      {
        try $0.addTemplate(
          WindowTemplate(
            "keys", root: ViewNode("k").onKeyPress(Fixtures.shortcut("cmd+k"), action: "own")))
      }
    ),
  ]

  @Test(
    "After a change of state a remembered press is decided again",
    arguments: changes.map(\.0))
  func changeIsSeen(change: String) throws {
    let counter = Counter()
    var app = try app(counter)
    _ = pressAgreeing(&app, s("cmd+k"), times: 3)
    let apply = try #require(Self.changes.first { $0.0 == change }?.1)
    try apply(&app)
    _ = pressAgreeing(&app, s("cmd+k"), times: 3)
  }

  @Test("A key written another way is answered as it was written")
  func otherSpelling() throws {
    let counter = Counter()
    var app = try app(counter)
    let question = pressAgreeing(&app, s("cmd+?"), times: 3)
    let slash = pressAgreeing(&app, s("shift+cmd+/"), times: 1)
    #expect(question?.outcome == .performed)
    #expect(slash?.command == question?.command)
    // Equal shortcuts (localization is not part of equality) share a dispatch entry.
    let custom = KeyboardShortcut("k", modifiers: .command, localization: .custom)
    #expect(pressAgreeing(&app, custom, times: 3)?.localization == .custom)
    #expect(pressAgreeing(&app, s("cmd+k"), times: 1)?.localization == .automatic)
  }

  @Test("Keys typed on a layout are decided afresh and agree with why")
  func layoutPresses() throws {
    let counter = Counter()
    var app = try app(counter)
    for _ in 0..<3 {
      let expected = try app.why(keys: "cmd+k")
      let result = try app.press(keys: "cmd+k")
      #expect(Answer(result) == Answer(expected))
    }
    #expect(counter.actions.load(ordering: .relaxed) == 3)
  }
}
