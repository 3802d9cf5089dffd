import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

/// A press remembers its resolutions until the state changes (`DispatchState`). These
/// tests press once to fill the cache, change one thing resolution reads, and check that
/// the next press sees the change, for each kind of change.
@Suite struct ResolutionCacheTests {
  let s = Fixtures.shortcut

  func app() throws -> App {
    var app = App(name: "C")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("outer", children: [ViewNode("inner").focusable()])
          .focusedValue(named: "target", .string("outer")),
        ViewNode("other").focusable().focusedValue(named: "target", .string("other")),
      ])
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: root))
    try app.register(
      Command(id: "act", title: "Act", menu: "Edit", shortcut: s("cmd+k"), requires: "target"))
    try app.open("doc", id: "w1")
    return app
  }

  func provider(_ result: DispatchResult) -> String? { result.provider?.description }

  @Test("Repeated presses in one state give the same answer")
  func repeatedPresses() throws {
    var app = try app()
    for _ in 0..<3 {
      let result = app.press(s("cmd+k"))
      #expect(result.kind == .performed)
      #expect(provider(result) == "w1/outer")
    }
  }

  @Test("A focus change is seen by the next press")
  func focusChange() throws {
    var app = try app()
    #expect(provider(app.press(s("cmd+k"))) == "w1/outer")
    try app.focus(NodePath(window: "w1", node: "other"))
    #expect(provider(app.press(s("cmd+k"))) == "w1/other")
  }

  @Test("Publishing or withdrawing a value is seen by the next press")
  func valueChange() throws {
    var app = try app()
    #expect(provider(app.press(s("cmd+k"))) == "w1/outer")
    let inner = NodePath(window: "w1", node: "inner")
    try app.setValue(JSONValue.string("inner"), named: "target", at: .node(inner))
    #expect(provider(app.press(s("cmd+k"))) == "w1/inner")
    try app.setValue(nil, named: "target", at: .node(inner))
    try app.setValue(nil, named: "target", at: .node(NodePath(window: "w1", node: "outer")))
    #expect(app.press(s("cmd+k")).kind == .disabled)
  }

  @Test("Hiding a publisher is seen by the next press")
  func hiding() throws {
    var app = try app()
    #expect(app.press(s("cmd+k")).kind == .performed)
    try app.setHidden(true, NodePath(window: "w1", node: "outer"))
    // The cached answer must agree with a fresh decision (`why` keeps no cache).
    #expect(app.press(s("cmd+k")).outcome == app.why(s("cmd+k")).outcome)
    #expect(provider(app.press(s("cmd+k"))) == provider(app.why(s("cmd+k"))))
    #expect(provider(app.press(s("cmd+k"))) != "w1/outer")
  }

  @Test("A new key window is seen by the next press")
  func keyWindowChange() throws {
    var app = try app()
    #expect(provider(app.press(s("cmd+k"))) == "w1/outer")
    try app.open("doc", id: "w2")
    #expect(provider(app.press(s("cmd+k"))) == "w2/outer")
    try app.close("w2")
    #expect(provider(app.press(s("cmd+k"))) == "w1/outer")
  }

  @Test("An app value is seen by the next press once nothing nearer publishes")
  func appValueChange() throws {
    var app = try app()
    try app.setValue(nil, named: "target", at: .node(NodePath(window: "w1", node: "outer")))
    #expect(app.press(s("cmd+k")).kind == .disabled)
    app.setAppValue(JSONValue.string("app"), named: "target")
    #expect(provider(app.press(s("cmd+k"))) == "app")
  }

  @Test("Copies of an app keep their own answers")
  func copiesAreIndependent() throws {
    var original = try app()
    #expect(provider(original.press(s("cmd+k"))) == "w1/outer")
    var copy = original
    try copy.focus(NodePath(window: "w1", node: "other"))
    #expect(provider(copy.press(s("cmd+k"))) == "w1/other")
    #expect(provider(original.press(s("cmd+k"))) == "w1/outer")
    try original.setValue(
      JSONValue.string("inner"), named: "target", at: .node(NodePath(window: "w1", node: "inner")))
    #expect(provider(original.press(s("cmd+k"))) == "w1/inner")
    #expect(provider(copy.press(s("cmd+k"))) == "w1/other")
  }

  @Test("An effect that changes the state is seen by the next press")
  func effectChangesState() throws {
    var app = try app()
    try app.register(
      Command(
        id: "close", title: "Close", menu: "File", shortcut: s("cmd+w"),
        effect: .close))
    try app.open("doc", id: "w2")
    #expect(provider(app.press(s("cmd+k"))) == "w2/outer")
    #expect(app.press(s("cmd+w")).kind == .performed)
    #expect(provider(app.press(s("cmd+k"))) == "w1/outer")
  }

  @Test("A typed command receives the value the cache holds, every press")
  func typedCommandValue() throws {
    let received = Recorder()
    var app = try app()
    try app.register(
      Command("typed", "Typed", menu: "Edit", shortcut: s("cmd+t"), requires: \.cacheTarget) {
        received.append($0)
      })
    app.press(s("cmd+t"))
    try app.focus(NodePath(window: "w1", node: "other"))
    app.press(s("cmd+t"))
    #expect(received.values == ["outer", "other"])
  }

  /// A press borrows its resolution from the cache without retaining it: the value must
  /// stay alive while the action uses it, and must not outlive the cache entry (no leak).
  @Test("A value lives while a press uses it, and the cache releases it once withdrawn")
  func cachedValueLifetime() throws {
    var app = try app()
    let inner = NodePath(window: "w1", node: "inner")
    weak var released: Token?
    let seen = Recorder()
    try app.register(
      Command("token", "Token", menu: "Edit", shortcut: s("cmd+j"), requires: \.cacheToken) {
        seen.append($0.name)
      })
    do {
      let token = Token(name: "first")
      released = token
      try app.setValue(token, named: "token", at: .node(inner))
    }
    // The first press fills the cache, the second reads it.
    app.press(s("cmd+j"))
    app.press(s("cmd+j"))
    // Withdrawn from the tree, the token is released at once: the change cleared the
    // cache, which must not keep a withdrawn value alive.
    try app.setValue(nil, named: "token", at: .node(inner))
    #expect(released == nil)
    try app.setValue(Token(name: "second"), named: "token", at: .node(inner))
    #expect(app.press(s("cmd+j")).kind == .performed)
    #expect(seen.values == ["first", "first", "second"])
  }
}

/// A reference-typed focused value, to watch its lifetime.
private final class Token: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

private enum CacheTokenKey: FocusedValueKey {
  typealias Value = Token
  static var name: String { "token" }
}

private enum CacheTargetKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "target" }
}

extension FocusedValues {
  fileprivate var cacheTarget: String? {
    get { self[CacheTargetKey.self] }
    set { self[CacheTargetKey.self] = newValue }
  }

  fileprivate var cacheToken: Token? {
    get { self[CacheTokenKey.self] }
    set { self[CacheTokenKey.self] = newValue }
  }
}

/// Collects what a command's action received.
private final class Recorder: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ value: String) { storage.withLock { $0.append(value) } }
  var values: [String] { storage.withLock { $0 } }
}
