import CommandKitLite
import Testing

/// View trees in scene files: built in order, checked in document order (SPEC §1, §9).
@Suite struct SceneFileTreeTests {
  static func ids(_ node: ViewNode) -> [String] {
    [node.id] + node.children.flatMap { ids($0) }
  }

  @Test("A nested tree loads with its children in order and every field in place")
  func nestedTreeLoads() throws {
    let scene = try SceneFile.decode(
      #"""
      {"app": "T", "commands": [{"id": "c", "title": "C", "menu": "Edit"}],
       "templates": {"main": {"focus": "a21", "root": {"id": "root", "children": [
         {"id": "a", "children": [{"id": "a1", "focusable": true},
           {"id": "a2", "values": {"k": "v"}, "children": [{"id": "a21", "textInput": true}]}]},
         {"id": "b", "selectable": true, "items": ["x", "y"], "selection": ["y"],
          "contextMenu": {"single": ["c"]}, "actions": ["Open"], "escape": "close",
          "keys": [{"shortcut": "up", "action": "prev"}]},
         {"id": "e", "children": []}
       ]}}}}
      """#)
    let root = try #require(scene.app.templates.first?.root)
    #expect(Self.ids(root) == ["root", "a", "a1", "a2", "a21", "b", "e"])
    #expect(root.children.map { $0.children.count } == [2, 0, 0])
    let a2 = root.children[0].children[1]
    #expect(a2.values.names == ["k"])
    #expect(a2.children[0].isTextInput && a2.children[0].isFocusable)
    let b = root.children[1]
    #expect(b.items == ["x", "y"] && b.selection == ["y"] && b.contextMenu?.single == ["c"])
    #expect(b.actions.map(\.name) == ["Open"] && b.escape?.name == "close")
    #expect(b.keyHandlers.map(\.action) == ["prev"])
  }

  @Test("Errors in a tree come out in document order, under failed nodes too")
  func errorsInDocumentOrder() {
    // "b" fails, so its subtree is still checked but not built; its children count as
    // available (no follow-up error for the focus on "b2"). The second "a1" is a duplicate.
    let json = #"""
      {"app": "T", "templates": {"main": {"focus": "b2", "root": {"id": "root", "children": [
        {"id": "a", "children": [{"id": "a1", "focusable": true}, {"id": "a2", "children": [{"id": "a21"}]}]},
        {"id": "b", "hidden": 1, "children": [{"id": "b1", "bogus": true}, 4, {"id": "b2", "focusable": true}]},
        {"id": "a1", "children": [{"id": "c1", "items": ["x"]}]},
        {"id": "d", "selectable": true, "items": ["x", "y"], "selection": ["z"], "children": {}}
      ]}}}}
      """#
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    #expect(
      error?.errors.map(\.description) == [
        "templates.main.root.children[1].hidden: expected true or false, found the number 1",
        #"templates.main.root.children[1].children[0].bogus: unknown field "bogus"; valid fields are id, role, children, focusable, disabled, hidden, textInput, selectable, items, selection, values, sceneValues, keys, actions, escape, magicTap, contextMenu, controls, multiline, textCommands, findBar, selectionKey, source"#,
        "templates.main.root.children[1].children[1]: expected an object, found the number 4",
        #"templates.main.root.children[2].id: duplicate id "a1" (ids must be unique within a window)"#,
        #"templates.main.root.children[2].children[0].items: "items" needs "selectable": true (only selectable nodes have items, a selection and a context menu)"#,
        #"templates.main.root.children[3].selection: selection "z" is not among the items ("x", "y"); add it to "items" or drop it from "selection""#,
        "templates.main.root.children[3].children: expected a list, found an object",
      ])
    let path = error?.errors.first?.path
    #expect(
      path?.components == [
        .key("templates"), .key("main"), .key("root"), .key("children"), .index(1), .key("hidden"),
      ])
  }

  @Test("A focus under a hidden ancestor is refused with the reason")
  func hiddenAncestor() {
    let json = #"""
      {"app": "T", "templates": {"main": {"focus": "deep", "root": {"id": "root", "children": [
        {"id": "h", "hidden": true, "children": [{"id": "x", "children": [{"id": "deep", "focusable": true}]}]}
      ]}}}}
      """#
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    #expect(
      error?.errors.map(\.description) == [
        #"templates.main.focus: node "deep" cannot take focus: it or an ancestor is hidden or disabled"#
      ])
  }

  @Test("Element paths compare, hash and render the same however they were made")
  func elementPaths() {
    let made = JSONPath.root.appending("a").appending(index: 2)
    let listed = JSONPath(components: [.key("a"), .index(2)])
    #expect(made == listed && made.hashValue == listed.hashValue)
    #expect(made.description == "a[2]" && made.components == listed.components)
    #expect(made.appending("b").description == "a[2].b")
    #expect(made.appending(index: 0).description == "a[2][0]")
    #expect(made != JSONPath.root.appending("a").appending(index: 3))
    #expect(JSONPath.root.appending(index: 0).description == "[0]")
  }
}
