import Testing

@testable import CommandKitLite

/// The window stack owns the windows, their order, key and main, and a generation counter
/// that the app's caches are keyed on (issue 13: a change must never be missed). Every
/// change goes through one of its operations (issue 27: no caller outside it mutates its
/// windows), each of which leaves the invariants holding.
@Suite struct WindowStackTests {
  private static func template(_ name: String, kind: WindowKind = .window) -> WindowTemplate {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("field").focusable(), ViewNode("other").focusable(),
        ViewNode("list").focusable().selectable(),
      ])
    return WindowTemplate(name, kind: kind, root: root)
  }

  /// Windows opened back to front, so that the first id is at the front and key.
  private static func stack(_ ids: String...) throws -> WindowStack {
    var stack = WindowStack()
    for id in ids.reversed() { _ = try stack.open(template(id), id: id) }
    return stack
  }

  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout WindowStack) throws(CommandKitError) -> Void
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "a window opens") { (stack) throws(CommandKitError) in
      _ = try stack.open(template("w3"), id: "w3")
    },
    Change(name: "focus moves in a window") { (stack) throws(CommandKitError) in
      try stack.focus(NodePath(window: "w1", node: "other"))
    },
    Change(name: "focus moves by tab") { (stack) throws(CommandKitError) in
      _ = try stack.moveFocus(backwards: false)
    },
    Change(name: "a window is minimized") { (stack) throws(CommandKitError) in
      try stack.minimize("w2")
    },
    Change(name: "another window becomes key") { (stack) throws(CommandKitError) in
      try stack.makeKey("w2")
    },
    Change(name: "a window closes") { (stack) throws(CommandKitError) in try stack.close("w1") },
    Change(name: "a sheet is presented") { (stack) throws(CommandKitError) in
      _ = try stack.presentSheet(template("ask", kind: .sheet), on: "w1", id: nil)
    },
    Change(name: "a window moves display") { (stack) throws(CommandKitError) in
      _ = try stack.connectExternalDisplay(templates: [])
      try stack.move("w2", to: .external)
    },
    Change(name: "the external display connects") { (stack) throws(CommandKitError) in
      _ = try stack.connectExternalDisplay(templates: [])
    },
    Change(name: "the app hides") { (stack) throws(CommandKitError) in stack.hide() },
    Change(name: "a node is hidden") { (stack) throws(CommandKitError) in
      try stack.setFlags(of: NodePath(window: "w2", node: "other"), hidden: true)
    },
    Change(name: "a node publishes a value") { (stack) throws(CommandKitError) in
      try stack.setValue(JSONValue.bool(true), named: "k", at: NodePath(window: "w2", node: "list"))
    },
    Change(name: "a window's scene value is set") { (stack) throws(CommandKitError) in
      try stack.setSceneValue(JSONValue.bool(true), named: "k", inWindow: "w2")
    },
    Change(name: "a selection changes") { (stack) throws(CommandKitError) in
      try stack.select(["x"], in: NodePath(window: "w2", node: "list"))
    },
    Change(name: "the key window goes full screen") { (stack) throws(CommandKitError) in
      try stack.toggleFullScreen()
    },
  ]

  @Test("Every kind of change to the stack advances its generation", arguments: changes)
  func generationAdvances(_ change: Change) throws {
    var stack = try Self.stack("w1", "w2")
    let before = stack.generation
    try change.apply(&stack)
    #expect(stack.generation != before)
    #expect(stack.invariantViolations().isEmpty)
  }

  @Test("Reading the stack leaves its generation alone")
  func readsDoNotAdvance() throws {
    let stack = try Self.stack("w1", "w2")
    let before = stack.generation
    _ = stack.windows.count
    _ = stack.keyWindowID
    _ = stack.canBeKey(stack.windows[1])
    _ = stack.blocker(of: "w1")
    _ = try stack.locate(NodePath(window: "w2", node: "field"))
    #expect(stack.generation == before)
  }

  @Test("A refused operation changes nothing, not even the generation")
  func refusedChangesNothing() throws {
    var stack = try Self.stack("w1", "w2")
    let before = stack.generation
    #expect(throws: CommandKitError.notMinimized("w2")) { try stack.unminimize("w2") }
    #expect(throws: CommandKitError.self) { try stack.focus(NodePath(window: "w2", node: "no")) }
    #expect(throws: CommandKitError.noExternalDisplay) { try stack.move("w2", to: .external) }
    #expect(stack.generation == before)
  }

  @Test("Closing the key window hands key status to the front-most one that can take it")
  func keyHandsOn() throws {
    var stack = try Self.stack("w1", "w2", "w3")
    try stack.minimize("w2")
    try stack.close("w1")
    #expect(stack.keyWindowID == "w3")
    #expect(stack.windows.map(\.phase) == [.background, .active])
  }

  @Test("With no key window, a window that appears opens inactive and nothing becomes key")
  func noKeyStaysNoKey() throws {
    var stack = try Self.stack("w1")
    try stack.minimize("w1")
    #expect(stack.keyWindowID == nil)
    _ = try stack.connectExternalDisplay(templates: [Self.template("show", kind: .externalDisplay)])
    #expect(stack.keyWindowID == nil)
    #expect(stack.windows.map(\.id) == ["w1", "show"])
    #expect(stack.windows[1].phase == .inactive)
    #expect(stack.invariantViolations().isEmpty)
  }

  @Test("A panel can be key while the window behind it stays main, as the fallback")
  func panelKeyWindowMain() throws {
    var stack = try Self.stack("w1")
    _ = try stack.open(Self.template("inspector", kind: .panel), id: "inspector")
    #expect(stack.keyWindowID == "inspector")
    #expect(stack.mainWindowID == "w1")
    #expect(stack.keyIndex == 0)
    #expect(stack.mainFallbackIndex == 1)
  }

  @Test("Hiding a focused node moves focus to its nearest focusable ancestor, or nowhere")
  func hidingRepairsFocus() throws {
    var stack = try Self.stack("w1")
    try stack.focus(NodePath(window: "w1", node: "other"))
    try stack.setFlags(of: NodePath(window: "w1", node: "other"), hidden: true)
    #expect(stack.windows[0].focusedPath == nil)
    #expect(stack.invariantViolations().isEmpty)
  }

  @Test("The invariant check names what an unsettled state breaks")
  func invariantsCatchUnsettledState() throws {
    let settled = try Self.stack("w1", "w2")
    #expect(settled.invariantViolations().isEmpty)
    var state = settled.state
    state.keyWindowID = "w2"
    #expect(!WindowStack(unsettled: state).invariantViolations().isEmpty)
    state.windows.removeAll { $0.id == "w2" }
    #expect(
      WindowStack(unsettled: state).invariantViolations().contains("key window w2 is not open"))
  }
}
