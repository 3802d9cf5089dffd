import CommandKitTestSupport
import Testing

@testable import CommandKitLite

/// A tree finds the publishers of the value names commands read by value slot (issue 28):
/// `ViewTree.slotPublishers` must always hold, for each bound slot, exactly the list the
/// name-keyed index holds, and every open window must be bound to all of the registry's
/// slots after any change, whatever order commands, templates and windows come in.
@Suite struct ValueSlotTests {
  let s = Fixtures.shortcut

  static func root() -> ViewNode {
    ViewNode(
      "root",
      children: [
        ViewNode("outer", children: [ViewNode("inner").focusable()])
          .focusedValue(named: "target", .string("outer")),
        ViewNode("other").focusable().focusedValue(named: "target", .string("other")),
      ])
  }

  /// Every window bound to every slot, with lists equal to the name index's.
  func expectBound(_ app: App, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for window in app.windows {
      #expect(
        window.tree.slotPublishers.count == app.registry.valueSlots.count,
        "window \(window.id)", sourceLocation: sourceLocation)
      #expect(
        window.tree.slotIndexViolations().isEmpty, "\(window.tree.slotIndexViolations())",
        sourceLocation: sourceLocation)
      for (name, slot) in app.registry.valueSlots {
        #expect(
          window.tree.slotPublishers[slot] == window.tree.valuePublishers[name] ?? NodeList(),
          "window \(window.id), \(name)", sourceLocation: sourceLocation)
      }
    }
  }

  struct Step: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout App) throws -> Void
    var testDescription: String { name }
  }

  static let steps: [Step] = [
    Step(name: "a value published at a node that had none") {
      try $0.setValue(
        JSONValue.string("inner"), named: "target",
        at: .node(NodePath(window: "w1", node: "inner")))
    },
    Step(name: "a value withdrawn from a publisher") {
      try $0.setValue(nil, named: "target", at: .node(NodePath(window: "w1", node: "outer")))
    },
    Step(name: "a slot's name published for the first time in the tree") {
      try $0.setValue(
        JSONValue.string("x"), named: "late", at: .node(NodePath(window: "w1", node: "other")))
    },
    Step(name: "a command reading a new name registered while windows are open") {
      try $0.register(
        Command(
          id: "fresh", title: "Fresh", menu: "Edit", shortcut: Fixtures.shortcut("cmd+j"),
          requires: "fresh"))
    },
    Step(name: "a window opened after the commands") { try $0.open("doc", id: "w2") },
    Step(name: "a sheet presented") { try $0.presentSheet("doc", on: "w1") },
    Step(name: "focus moved") { try $0.focus(NodePath(window: "w1", node: "other")) },
    Step(name: "a window closed") { try $0.close("w1") },
  ]

  func app() throws -> App {
    var app = App(name: "C")
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: Self.root()))
    try app.register(
      Command(id: "act", title: "Act", menu: "Edit", shortcut: s("cmd+k"), requires: "target"))
    try app.register(
      Command(id: "later", title: "Later", menu: "Edit", shortcut: s("cmd+l"), requires: "late"))
    try app.open("doc", id: "w1")
    return app
  }

  @Test(
    "After each change every window finds by slot exactly what it finds by name", arguments: steps)
  func boundAfterChange(_ step: Step) throws {
    var app = try app()
    expectBound(app)
    try step.apply(&app)
    expectBound(app)
    // What a press finds by slot is what resolution by name finds.
    for (key, name) in [("cmd+k", "target"), ("cmd+l", "late")] {
      let pressed = app.press(s(key))
      let resolved = app.resolve(name)
      #expect(pressed.provider == resolved?.provider, "\(key) after \(step.name)")
      #expect((pressed.kind == .performed) == (resolved != nil), "\(key) after \(step.name)")
    }
  }

  @Test("Windows opened before any command are bound once commands register")
  func windowsBeforeCommands() throws {
    var app = App(name: "C")
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: Self.root()))
    try app.open("doc", id: "w1")
    try app.register(
      Command(id: "act", title: "Act", menu: "Edit", shortcut: s("cmd+k"), requires: "target"))
    expectBound(app)
    #expect(app.press(s("cmd+k")).provider == .node(NodePath(window: "w1", node: "outer")))
  }

  @Test("A tree not bound to a slot finds its publishers by name")
  func unboundTreeFallsBackToNames() throws {
    var tree = ViewTree(root: Self.root())
    #expect(tree.slotPublishers.isEmpty)
    guard let inner = tree.index(of: "inner"), let outer = tree.index(of: "outer") else {
      Issue.record("no nodes")
      return
    }
    // Unbound: the name index alone.
    #expect(tree.valuePublishers["target"]?.nearest(containing: inner) == outer)
    tree.bindValueSlots(["other": 0, "target": 1])
    #expect(tree.slotPublishers.count == 2)
    #expect(tree.slotPublishers[0].isEmpty)
    #expect(tree.slotPublishers[1].nearest(containing: inner) == outer)
    tree.setValue(JSONValue.string("x"), named: "other", at: inner)
    #expect(tree.slotPublishers[0].nearest(containing: inner) == inner)
    tree.setValue(nil, named: "target", at: outer)
    #expect(tree.slotPublishers[1].nearest(containing: inner) == nil)
    #expect(tree.slotIndexViolations().isEmpty)
  }
}
