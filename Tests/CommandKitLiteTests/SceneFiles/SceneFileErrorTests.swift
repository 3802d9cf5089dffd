import CommandKitLite
import Testing

/// A bad scene file and every error it must report, exactly.
struct BadSceneCase: Sendable, CustomTestStringConvertible {
  let name: String
  let json: String
  let errors: [String]
  var testDescription: String { name }
}

/// Bad scene files are refused with every error named by its JSON path (SPEC §9).
@Suite struct SceneFileErrorTests {
  /// A small valid file; cases splice in their own `commands`, `templates` and `windows`.
  static func scene(
    commands: String = #"[{"id": "edit.delete", "title": "Delete", "menu": "Edit"}]"#,
    templates: String = #"{"main": {"root": {"id": "root", "focusable": true}}}"#,
    extra: String = ""
  ) -> String {
    #"{"app": "T", "commands": \#(commands), "templates": \#(templates)\#(extra)}"#
  }

  static let cases: [BadSceneCase] = [
    .init(
      name: "duplicate node id",
      json: scene(
        templates: #"""
          {"main": {"root": {"id": "root", "children": [{"id": "list"}, {"id": "list"}]}}}
          """#),
      errors: [
        #"templates.main.root.children[1].id: duplicate id "list" (ids must be unique within a window)"#
      ]),
    .init(
      name: "unknown field with suggestion",
      json: scene(commands: #"[{"id": "a", "titel": "A", "menu": "Edit"}]"#),
      errors: [
        #"commands[0].titel: unknown field "titel"; did you mean "title"?"#,
        #"commands[0]: missing field "title" (the menu item's title)"#,
      ]),
    .init(
      name: "unknown field without suggestion", json: scene(extra: #", "colour": 3"#),
      errors: [
        #"colour: unknown field "colour"; valid fields are app, platform, appValues, commands, templates, windows, magicTap, semantics, commandSets, removedGroups, defaultCommands, layout, layoutDirection, origin"#
      ]),
    .init(
      name: "unknown removed group and command set (SPEC §14)",
      json: scene(extra: #", "removedGroups": ["pastebord"], "commandSets": ["sidebars"]"#),
      errors: [
        #"removedGroups[0]: unknown group "pastebord"; did you mean "pasteboard"?"#,
        #"commandSets[0]: unknown command set "sidebars"; did you mean "sidebar"?"#,
      ]),
    .init(
      name: "unknown placement, and a placement without a group (SPEC §14)",
      json: scene(
        commands: #"""
          [{"id": "a", "title": "A", "group": "pasteboard", "placement": "instead"},
           {"id": "b", "title": "B", "menu": "Edit", "placement": "replacing"}]
          """#),
      errors: [
        #"commands[0].placement: unknown placement "instead"; expected one of replacing, before, after"#,
        #"commands[1].placement: "placement": "replacing" needs "group", the standard group it places the command in, such as "pasteboard""#,
      ]),
    .init(
      name: "number where a string belongs",
      json: scene(commands: #"[{"id": 7, "title": "A", "menu": "Edit"}]"#),
      errors: [#"commands[0].id: expected a string, found the number 7"#]),
    .init(
      name: "wrong flag type",
      json: scene(templates: #"{"main": {"root": {"id": "r", "focusable": "yes"}}}"#),
      errors: [#"templates.main.root.focusable: expected true or false, found the string "yes""#]),
    .init(
      name: "unknown platform", json: #"{"app": "T", "platform": "macOS2"}"#,
      errors: [#"platform: unknown platform "macOS2"; did you mean "macOS"?"#]),
    .init(
      name: "unknown group and enabledIf",
      json: scene(
        commands: #"""
          [{"id": "a", "title": "A", "group": "pastebord", "requires": "x", "enabledIf": "nonempty"}]
          """#),
      errors: [
        #"commands[0].group: unknown group "pastebord"; did you mean "pasteboard"?"#,
        #"commands[0].enabledIf: unknown enabledIf rule "nonempty"; did you mean "nonEmpty"?"#,
      ]),
    .init(
      name: "menu required unless group gives it",
      json: scene(commands: #"[{"id": "a", "title": "A"}]"#),
      errors: [
        #"commands[0]: missing field "menu" (every command needs a menu unless "group" names a standard group)"#
      ]),
    .init(
      name: "group in another menu",
      json: scene(commands: #"[{"id": "a", "title": "A", "menu": "File", "group": "pasteboard"}]"#),
      errors: [
        #"commands[0].group: group "pasteboard" belongs to the Edit menu, not "File"; drop "menu" or choose a group of that menu"#
      ]),
    .init(
      name: "duplicate command ids",
      json: scene(
        commands: #"""
          [{"id": "a", "title": "A", "menu": "Edit"}, {"id": "a", "title": "B", "menu": "Edit"}]
          """#),
      errors: [#"commands[1].id: duplicate command id "a" (command ids must be unique)"#]),
    .init(
      name: "enabledIf without requires",
      json: scene(commands: #"[{"id": "a", "title": "A", "menu": "Edit", "enabledIf": "true"}]"#),
      errors: [
        #"commands[0].enabledIf: "enabledIf" needs "requires", the key whose value it tests"#
      ]),
    .init(
      name: "effect naming an unknown template",
      json: scene(
        commands: #"[{"id": "a", "title": "A", "menu": "File", "effect": {"open": "mian"}}]"#),
      errors: [#"commands[0].effect.open: unknown template "mian"; did you mean "main"?"#]),
    .init(
      name: "effect with two members",
      json: scene(
        commands:
          #"[{"id": "a", "title": "A", "menu": "File", "effect": {"open": "main", "toggle": "x"}}]"#
      ),
      errors: [
        #"commands[0].effect: invalid effect: give exactly one of open, sheet, close, dismiss, toggle, such as {"open": "main"}"#
      ]),
    .init(
      name: "close takes key",
      json: scene(
        commands: #"[{"id": "a", "title": "A", "menu": "File", "effect": {"close": "w1"}}]"#),
      errors: [
        #"commands[0].effect.close: invalid effect: "close" takes "key" (it acts on the key window), not "w1""#
      ]),
    .init(
      name: "context menu naming an unknown command",
      json: scene(
        templates: #"""
          {"main": {"root": {"id": "list", "selectable": true, "contextMenu": {"single": ["edit.delet"]}}}}
          """#),
      errors: [
        #"templates.main.root.contextMenu.single[0]: unknown command "edit.delet"; did you mean "edit.delete"?"#
      ]),
    .init(
      name: "context menu on a node that is not selectable",
      json: scene(
        templates: #"""
          {"main": {"root": {"id": "list", "contextMenu": {"empty": ["edit.delete"]}}}}
          """#),
      errors: [
        #"templates.main.root.contextMenu: "contextMenu" needs "selectable": true (only selectable nodes have items, a selection and a context menu)"#
      ]),
    .init(
      name: "selection outside items",
      json: scene(
        templates: #"""
          {"main": {"root": {"id": "list", "selectable": true, "items": ["n1", "n2"], "selection": ["n9"]}}}
          """#),
      errors: [
        #"templates.main.root.selection: selection "n9" is not among the items ("n1", "n2"); add it to "items" or drop it from "selection""#
      ]),
    .init(
      name: "unknown kind",
      json: scene(templates: #"{"main": {"kind": "pannel", "root": {"id": "r"}}}"#),
      errors: [#"templates.main.kind: unknown kind "pannel"; did you mean "panel"?"#]),
    .init(
      name: "template focus on a node that is not focusable",
      json: scene(
        templates: #"""
          {"main": {"focus": "root", "root": {"id": "root", "children": [{"id": "b", "focusable": true, "hidden": true}]}}}
          """#),
      errors: [
        #"templates.main.focus: node "root" cannot take focus: it is not focusable; give it "focusable": true or choose another node"#
      ]),
    .init(
      name: "windows naming unknown template and node",
      json: scene(
        extra: #"""
          , "windows": [{"template": "mian"}, {"template": "main", "focus": "lst"}, {"template": "main", "id": "main"}]
          """#),
      errors: [
        #"windows[0].template: unknown template "mian"; did you mean "main"?"#,
        #"windows[1].focus: no node "lst" in template "main"; name a node of "main" or remove "focus""#,
      ]),
    .init(
      name: "focus on a hidden node",
      json: scene(
        templates:
          #"{"main": {"root": {"id": "root", "children": [{"id": "b", "focusable": true, "hidden": true}]}}}"#,
        extra: #", "windows": [{"template": "main", "focus": "b"}]"#),
      errors: [
        #"windows[0].focus: node "b" cannot take focus: it or an ancestor is hidden or disabled"#
      ]),
    .init(
      name: "duplicate window ids",
      json: scene(
        extra: #", "windows": [{"template": "main", "id": "w"}, {"template": "main", "id": "w"}]"#),
      errors: [#"windows[1].id: duplicate window id "w" (window ids must be unique)"#]),
    .init(
      name: "model refusal is reported at its entry",
      json: scene(
        extra: #", "windows": [{"template": "main"}, {"template": "main", "id": "main"}]"#),
      errors: [#"windows[1]: a window 'main' is already open; choose another id or close it first"#]
    ),
    .init(
      name: "opening a sheet template",
      json: scene(
        templates:
          #"{"main": {"root": {"id": "r"}}, "ask": {"kind": "sheet", "root": {"id": "r"}}}"#,
        extra: #", "windows": [{"template": "ask"}]"#),
      errors: [
        #"windows[0].template: template "ask" is of kind sheet; a sheet opens on a window: present it with a command effect {"sheet": "ask"}"#
      ]),
    .init(
      name: "node id with a slash and a missing root",
      json: scene(
        templates: #"""
          {"main": {"root": {"id": "a/b"}}, "other": {"title": "x"}}
          """#),
      errors: [
        #"templates.main.root.id: invalid name "a/b": node ids must be non-empty, without '/' or spaces (node paths are window/node)"#,
        #"templates.other: missing field "root" (the window's view tree, such as {"id": "root"})"#,
      ]),
    .init(
      name: "syntax error", json: "{\"app\": \"T\",\n  \"commands\": [}",
      errors: [
        #"line 2, column 16: unexpected '}'; expected a value (an object, array, string, number, true, false or null)"#
      ]),
    .init(
      name: "top level not an object", json: "[1]",
      errors: [#"(top level): expected an object, found a list"#]),
  ]

  @Test("Bad files report exactly these errors", arguments: cases)
  func reportsErrors(_ bad: BadSceneCase) {
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(bad.json) }
    #expect(error?.errors.map(\.description) == bad.errors)
  }

  @Test("All errors of a file are reported, not just the first")
  func reportsAll() {
    let json = #"""
      {"app": "T", "platform": "Amiga", "magicTap": 1,
       "commands": [{"id": "a", "title": 2, "menu": "Edit", "shortcut": "cmd+retrun"},
                    {"id": "a", "title": "B", "menu": "Edit", "colour": "red"}],
       "templates": {"main": {"kind": "windw", "root": {"id": "r", "children": [{"id": "r"}]}}},
       "windows": [{"template": "nope"}]}
      """#
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    #expect(
      error?.errors.map(\.path.description) == [
        "platform", "magicTap", "commands[0].title", "commands[1].colour", "commands[1].id",
        "templates.main.kind", "templates.main.root.children[0].id", "windows[0].template",
      ])
    #expect(error?.errors.count == 8)
    #expect(error?.description.split(separator: "\n").count == 8)
  }

  @Test("Errors compare as values and carry stable codes")
  func equatableAndCodes() {
    let path = JSONPath.root.appending("templates").appending("main").appending("root")
      .appending("children").appending(index: 1).appending("id")
    let error = SceneFileError(path: path, problem: .duplicateID("list"))
    #expect(error == SceneFileError(path: path, problem: .duplicateID("list")))
    #expect(error.code == "duplicate-id")
    #expect(
      error.description
        == #"templates.main.root.children[1].id: duplicate id "list" (ids must be unique within a window)"#
    )
    #expect(
      JSONPath.root.appending("templates").appending("my window").description
        == #"templates["my window"]"#)
  }
}
