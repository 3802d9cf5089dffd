import CommandKitLite
import Testing

/// `App.sceneValuePublisher(of:in:)`: which node gives a window's scene value (SPEC §2).
@Suite struct SceneValuePublisherTests {
  static func app() throws -> App {
    var app = App(name: "Shadow")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("a", children: [ViewNode("inner").focusedSceneValue(\.mode, "inner")]),
        ViewNode("b").focusedSceneValue(\.mode, "b"),
      ])
    try app.addTemplate(WindowTemplate("main", kind: .window, title: "Main", root: root))
    _ = try app.open("main", id: "w1")
    return app
  }

  @Test("The first available publisher depth-first is named; hiding it passes to the next")
  func firstDepthFirst() throws {
    var app = try Self.app()
    #expect(app.sceneValuePublisher(of: "mode", in: "w1") == NodePath(window: "w1", node: "inner"))
    try app.setHidden(true, NodePath(window: "w1", node: "a"))
    #expect(app.sceneValuePublisher(of: "mode", in: "w1") == NodePath(window: "w1", node: "b"))
    try app.setHidden(true, NodePath(window: "w1", node: "b"))
    #expect(app.sceneValuePublisher(of: "mode", in: "w1") == nil)
  }

  @Test("An unpublished key or an unknown window has no publisher")
  func none() throws {
    let app = try Self.app()
    #expect(app.sceneValuePublisher(of: "other", in: "w1") == nil)
    #expect(app.sceneValuePublisher(of: "mode", in: "w9") == nil)
  }
}

private struct ModeKey: FocusedValueKey {
  typealias Value = String
  static let name = "mode"
}

extension FocusedValues {
  fileprivate var mode: String? {
    get { self[ModeKey.self] }
    set { self[ModeKey.self] = newValue }
  }
}
