import CommandKitTestSupport
import Synchronization
import Testing

@testable import CommandKitLite

/// Resolution memos and a press's decision keep where a value was found (`ValueLocation`),
/// not the value (issue 28): the value is read when the command is performed and the
/// provider built when the result names it. These tests pin that what is read there is
/// what resolution by name gives, wherever the value is, and that a location is never
/// read in a state other than the one it was found in.
@Suite struct ValueLocationTests {
  let s = Fixtures.shortcut

  enum Place: String, CaseIterable, Sendable {
    case node, sceneNode, windowScene, app
  }

  /// A window whose focused node `inner` has `target` published at `place` only, beside
  /// another value `before` published first (so `target` is not first in its collection);
  /// a command requiring `\.locTarget` on ⌘K records the value it receives.
  func app(_ place: Place, received: LocationRecorder) throws -> App {
    var app = App(name: "L")
    var outer = ViewNode("outer", children: [ViewNode("inner").focusable()])
    if place == .node {
      outer = outer.focusedValue(named: "before", .string("x"))
        .focusedValue(named: "target", .string("from node"))
    }
    if place == .sceneNode {
      outer = outer.focusedSceneValue(\.locBefore, "x").focusedSceneValue(
        \.locTarget, "from scene node")
    }
    try app.addTemplate(
      WindowTemplate("doc", kind: .document, root: ViewNode("root", children: [outer])))
    try app.register(
      Command("typed", "Typed", menu: "Edit", shortcut: s("cmd+k"), requires: \.locTarget) {
        received.append($0)
      })
    try app.open("doc", id: "w1")
    switch place {
    case .windowScene:
      try app.setValue(JSONValue.string("x"), named: "before", at: .scene("w1"))
      try app.setValue(JSONValue.string("from window"), named: "target", at: .scene("w1"))
    case .app:
      app.setAppValue(JSONValue.string("x"), named: "before")
      app.setAppValue(JSONValue.string("from app"), named: "target")
    case .node, .sceneNode:
      break
    }
    try app.focus(NodePath(window: "w1", node: "inner"))
    return app
  }

  static let expected: [Place: (value: String, provider: String, kind: String)] = [
    .node: ("from node", "w1/outer", "node"),
    .sceneNode: ("from scene node", "scene:w1", "sceneNode"),
    .windowScene: ("from window", "scene:w1", "scene"),
    .app: ("from app", "app", "app"),
  ]

  static func kind(_ location: ValueLocation) -> String {
    switch location {
    case .node: "node"
    case .sceneNode: "sceneNode"
    case .scene: "scene"
    case .app: "app"
    case .textResponder: "textResponder"
    }
  }

  @Test(
    "A location reads the value and names the provider that resolution by name gives",
    arguments: Place.allCases)
  func locationMatchesResolution(_ place: Place) throws {
    let received = LocationRecorder()
    var app = try app(place, received: received)
    let expected = try #require(Self.expected[place])
    let location = try #require(app.locate("target", in: .standard(app)))
    #expect(Self.kind(location) == expected.kind)
    let byName = try #require(app.resolve("target"))
    #expect(app.provider(of: location) == byName.provider)
    #expect(JSONValue(any: app.value(at: location)) == JSONValue(any: byName.value))
    #expect(app.provider(of: location).description == expected.provider)
    let result = app.press(s("cmd+k"))
    #expect(result.performedCommand == "typed")
    #expect(result.provider?.description == expected.provider)
    #expect(received.values == [expected.value])
  }

  /// Withdrawing the value published first moves `target` down one position in its
  /// collection: a location kept from before would read the wrong value (or none). The
  /// presses before the change fill the memo (one press) and the press memory (three).
  @Test(
    "After a change a press reads the value where it is now, not where it was",
    arguments: Place.allCases, [1, 3])
  func valueMovedByAChange(_ place: Place, pressesBefore: Int) throws {
    let received = LocationRecorder()
    var app = try app(place, received: received)
    let expected = try #require(Self.expected[place])
    for _ in 0..<pressesBefore { app.press(s("cmd+k")) }
    switch place {
    case .node:
      try app.setValue(nil, named: "before", at: .node(NodePath(window: "w1", node: "outer")))
    case .sceneNode:
      // No public call withdraws a node's scene value: through the stack, as a toggle
      // of it writes it, then the change the app makes after every change.
      try app.stack.setResolvedSceneValue(nil, named: "before", inWindow: "w1")
      app.didChange()
    case .windowScene:
      try app.setValue(nil, named: "before", at: .scene("w1"))
    case .app:
      app.setAppValue(nil, named: "before")
    }
    let result = app.press(s("cmd+k"))
    #expect(result.provider?.description == expected.provider)
    #expect(received.values == Array(repeating: expected.value, count: pressesBefore + 1))
    #expect(app.validate("typed")?.provider?.description == expected.provider)
  }
}

/// The values a command's action received, in order.
final class LocationRecorder: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ value: String) { storage.withLock { $0.append(value) } }
  var values: [String] { storage.withLock { $0 } }
}

private enum LocationTargetKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "target" }
}

private enum LocationBeforeKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "before" }
}

extension FocusedValues {
  fileprivate var locTarget: String? {
    get { self[LocationTargetKey.self] }
    set { self[LocationTargetKey.self] = newValue }
  }
  fileprivate var locBefore: String? {
    get { self[LocationBeforeKey.self] }
    set { self[LocationBeforeKey.self] = newValue }
  }
}
