import CommandKitTestSupport
import Testing

@testable import CommandKitLite

/// A view node's rarely set fields (`NodeExtras`) live in one shared, immutable box (issue
/// 28, memory): each still reads back what was set, a copy changed in one leaves the other
/// as it was, nodes without them share one empty box, and a window's nodes refer to their
/// template nodes' boxes instead of copying the fields.
@Suite struct NodeExtrasTests {
  /// One rarely set field: how to set it, and how to read it back as text.
  struct Field: Sendable, CustomTestStringConvertible {
    let name: String
    let set: @Sendable (inout ViewNode) -> Void
    let clear: @Sendable (inout ViewNode) -> Void
    let read: @Sendable (ViewNode) -> String?
    var testDescription: String { name }
  }

  static let location = SourceLocation(file: "Main.storyboard", line: 40, column: 9)

  static let fields: [Field] = [
    Field(
      name: "selectionKey", set: { $0.selectionKey = "selectedMessages" },
      clear: { $0.selectionKey = nil }, read: { $0.selectionKey }),
    Field(
      name: "items", set: { $0.items = ["m1", "m2"] }, clear: { $0.items = nil },
      read: { $0.items?.joined() }),
    Field(
      name: "selection", set: { $0.selection = ["m1"] }, clear: { $0.selection = [] },
      read: { $0.selection.isEmpty ? nil : $0.selection.joined() }),
    Field(
      name: "sceneValues", set: { $0.sceneValues[name: "document"] = JSONValue.string("d1") },
      clear: { $0.sceneValues = FocusedValues() },
      read: { $0.sceneValues.isEmpty ? nil : $0.sceneValues.names.joined() }),
    Field(
      name: "keyHandlers",
      set: {
        $0.keyHandlers = [KeyHandler(KeyboardShortcut(.upArrow, modifiers: []), action: "up")]
      }, clear: { $0.keyHandlers = [] },
      read: { $0.keyHandlers.isEmpty ? nil : $0.keyHandlers.map(\.action).joined() }),
    Field(
      name: "actions", set: { $0.actions = [NamedAction("archive")] },
      clear: { $0.actions = [] },
      read: { $0.actions.isEmpty ? nil : $0.actions.map(\.name).joined() }),
    Field(
      name: "escape", set: { $0.escape = NamedAction("dismiss") }, clear: { $0.escape = nil },
      read: { $0.escape?.name }),
    Field(
      name: "magicTap", set: { $0.magicTap = NamedAction("play") },
      clear: { $0.magicTap = nil }, read: { $0.magicTap?.name }),
    Field(
      name: "contextMenu", set: { $0.contextMenu = ContextMenu(single: ["edit.copy"]) },
      clear: { $0.contextMenu = nil }, read: { $0.contextMenu?.single.joined() }),
    Field(
      name: "controls", set: { $0.controls = [Control("OK", role: .default, action: "ok")] },
      clear: { $0.controls = [] },
      read: { $0.controls.isEmpty ? nil : $0.controls.map(\.title).joined() }),
    Field(
      name: "textCommands", set: { $0.textCommands = ["edit.copy"] },
      clear: { $0.textCommands = nil }, read: { $0.textCommands?.sorted().joined() }),
    Field(
      name: "sourceLocation", set: { $0.sourceLocation = location },
      clear: { $0.sourceLocation = nil }, read: { $0.sourceLocation?.description }),
  ]

  @Test(
    "Each rarely set field reads back what was set, and nothing once cleared", arguments: fields)
  func roundTrip(_ field: Field) {
    var node = ViewNode("list", role: "list").focusable()
    #expect(field.read(node) == nil)
    field.set(&node)
    #expect(field.read(node) != nil)
    for other in Self.fields where other.name != field.name { #expect(other.read(node) == nil) }
    #expect(node.id == "list" && node.role == "list" && node.isFocusable)
    field.clear(&node)
    #expect(field.read(node) == nil)
    #expect(node.extras === NodeExtras.Box.empty)
  }

  @Test("A copy changed in one rarely set field leaves the original as it was", arguments: fields)
  func valueSemantics(_ field: Field) {
    var original = ViewNode("list")
    for each in Self.fields { each.set(&original) }
    let before = Self.fields.map { $0.read(original) }
    var copy = original
    field.clear(&copy)
    #expect(Self.fields.map { $0.read(original) } == before)
    #expect(field.read(copy) == nil)
  }

  @Test("The modifiers that add to a rarely set field keep what was there")
  func modifiersAccumulate() {
    let node = ViewNode("row")
      .onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "up")
      .onKeyPress(KeyboardShortcut(.downArrow, modifiers: []), action: "down")
      .control(Control("OK", role: .default, action: "ok"))
      .controls(Control("Cancel", role: .cancel, action: "cancel"))
      .accessibilityAction(named: "archive").accessibilityAction(named: "flag")
    #expect(node.keyHandlers.map(\.action) == ["up", "down"])
    #expect(node.controls.map(\.title) == ["OK", "Cancel"])
    #expect(node.actions.map(\.name) == ["archive", "flag"])
    #expect(ViewNode("plain").focusable().extras === NodeExtras.Box.empty)
  }

  @Test("A window's nodes refer to their template nodes' boxes, in every window opened")
  func windowsShareTemplateBoxes() throws {
    var app = App(name: "Notes", platform: .macOS)
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list", role: "list").focusable()
          .selectable(items: ["m1", "m2"], selection: ["m1"]).focusedValue(\.selectedProbe)
          .onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "up")
          .accessibilityEscape("dismiss"),
        ViewNode("buttons").control(Control("OK", role: .default, action: "ok")),
        ViewNode("plain"),
      ]
    ).focusedSceneValue(\.sceneProbe, "scene")
    try app.addTemplate(WindowTemplate("main", kind: .document, root: root))
    try app.open("main", id: "w1")
    try app.open("main", id: "w2")
    let template = try #require(app.template(named: "main"))
    for window in app.windows {
      let nodes = window.tree.nodes
      #expect(nodes.count == 4)
      #expect(nodes[0].extras === template.root.extras)
      for (offset, declared) in template.root.children.enumerated() {
        #expect(nodes[offset + 1].extras === declared.extras)
      }
      #expect(nodes[1].declaredKeyHandlers.map(\.action) == ["up"])
      #expect(nodes[1].escape?.name == "dismiss")
      #expect(nodes[2].controls.map(\.title) == ["OK"])
      #expect(nodes[3].extras === NodeExtras.Box.empty)
      // The window keeps scene values of its own: they change at run time.
      #expect(nodes[0].sceneValues.names == ["sceneProbe"])
      #expect(nodes[1].selectionKey == "selectedProbe")
      #expect(nodes[1].items == ["m1", "m2"] && nodes[1].selection == ["m1"])
      #expect(nodes[2].selectionKey == nil)
    }
  }
}

private enum SceneProbeKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "sceneProbe" }
}

private enum SelectedProbeKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selectedProbe" }
}

extension FocusedValues {
  fileprivate var sceneProbe: String? {
    get { self[SceneProbeKey.self] }
    set { self[SceneProbeKey.self] = newValue }
  }
  fileprivate var selectedProbe: [String]? {
    get { self[SelectedProbeKey.self] }
    set { self[SelectedProbeKey.self] = newValue }
  }
}
