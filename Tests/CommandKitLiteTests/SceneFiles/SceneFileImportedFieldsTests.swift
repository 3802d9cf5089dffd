import CommandKitLite
import Testing

/// The scene-file fields an importer writes for what it read (SPEC §22): a command's
/// `"disabled": true` (a command the app never enables) and `"submenu"` (the rest of its
/// menu path), and the `"source"` of nodes and templates (where the app's sources declare the
/// view or window), in and out.
@Suite("Scene files: disabled commands and node and template sources")
struct SceneFileImportedFieldsTests {
  static let scene = #"""
    {"app": "Imported", "platform": "macOS",
     "commands": [
       {"id": "fmt.paragraph", "title": "Paragraph", "menu": "Format", "disabled": true,
        "source": {"file": "MainMenu.xib", "line": 40, "column": 9}},
       {"id": "fmt.bold", "title": "Bold", "menu": "Format", "shortcut": "cmd+b",
        "submenu": ["Font", "Style"]}
     ],
     "templates": {
       "main": {"kind": "window", "title": "Imported",
         "source": {"file": "App.swift", "line": 8, "column": 5},
         "root": {"id": "root", "focusable": true, "children": [
           {"id": "editor", "role": "textEditor", "textInput": true,
            "source": {"file": "Editor.swift", "line": 12, "column": 7}},
           {"id": "list", "role": "list", "focusable": true}
         ]}}}}
    """#

  @Test("disabled: true is read into Command.isDisabled; absent or false means enabled")
  func disabledIsRead() throws {
    let app = try SceneFile.decode(Self.scene).app
    #expect(app.command("fmt.paragraph")?.isDisabled == true)
    #expect(app.command("fmt.bold")?.isDisabled == false)
  }

  @Test("submenu is read into Command.submenu, outermost first; absent means none")
  func submenuIsRead() throws {
    let app = try SceneFile.decode(Self.scene).app
    #expect(app.command("fmt.bold")?.submenu == ["Font", "Style"])
    #expect(app.command("fmt.paragraph")?.submenu == [])
    // The menu bar stays one level deep: the item is listed under its menu.
    #expect(app.command("fmt.bold")?.menu == "Format")
    // Unlike other lists, a submenu title may repeat (Tools ▸ Tools ▸ Item).
    let repeated = try SceneFile.decode(
      #"{"app": "T", "commands": [{"id": "t", "title": "Item", "menu": "Tools", "submenu": ["Tools", "Tools"]}]}"#
    ).app
    #expect(repeated.command("t")?.submenu == ["Tools", "Tools"])
  }

  @Test("A node's and a template's source are read; nodes without one have none")
  func sourcesAreRead() throws {
    let app = try SceneFile.decode(Self.scene).app
    let main = try #require(app.templates.first { $0.name == "main" })
    #expect(main.sourceLocation == SourceLocation(file: "App.swift", line: 8, column: 5))
    #expect(main.root.sourceLocation == nil)
    #expect(
      main.root.children.map(\.sourceLocation) == [
        SourceLocation(file: "Editor.swift", line: 12, column: 7), nil,
      ])
  }

  @Test("Encoding writes disabled and the sources back, and decodes to the same file")
  func roundTrip() throws {
    let app = try SceneFile.decode(Self.scene).app
    let encoded = SceneFile.jsonValue(of: app)
    let commands = try #require(encoded.objectValue?["commands"]?.arrayValue)
    #expect(commands.first?.objectValue?["disabled"] == true)
    #expect(commands.last?.objectValue?["disabled"] == nil)
    #expect(commands.last?.objectValue?["submenu"] == .array([.string("Font"), .string("Style")]))
    #expect(commands.first?.objectValue?["submenu"] == nil)
    let main = try #require(encoded.objectValue?["templates"]?.objectValue?["main"]?.objectValue)
    #expect(main["source"] == SourceLocation(file: "App.swift", line: 8, column: 5).json)
    let editor = main["root"]?.objectValue?["children"]?.arrayValue?.first?.objectValue
    #expect(editor?["source"] == SourceLocation(file: "Editor.swift", line: 12, column: 7).json)
    #expect(SceneFile.jsonValue(of: try SceneFile.decode(encoded).app) == encoded)
  }

  static let bad: [BadSceneCase] = [
    .init(
      name: "disabled that is not a Boolean",
      json: #"""
        {"app": "T", "commands": [{"id": "a", "title": "A", "menu": "Edit", "disabled": "yes"}],
         "templates": {"main": {"root": {"id": "root", "focusable": true}}}}
        """#,
      errors: [#"commands[0].disabled: expected true or false, found the string "yes""#]),
    .init(
      name: "a node's source without a line",
      json: #"""
        {"app": "T", "commands": [],
         "templates": {"main": {"root": {"id": "root", "focusable": true,
           "source": {"file": "A.swift"}}}}}
        """#,
      errors: [#"templates.main.root.source: missing field "line" (the line, from 1)"#]),
    .init(
      name: "a template's source with a column of 0 and an unknown field",
      json: #"""
        {"app": "T", "commands": [],
         "templates": {"main": {"source": {"file": "A.swift", "line": 3, "column": 0,
           "row": 2}, "root": {"id": "root", "focusable": true}}}}
        """#,
      errors: [
        #"templates.main.source.row: unknown field "row"; valid fields are file, line, column"#,
        #"templates.main.source.column: expected a whole number from 1, found the number 0"#,
      ]),

    .init(
      name: "a submenu that is not a list of titles",
      json: #"""
        {"app": "T", "commands": [
          {"id": "a", "title": "A", "menu": "Edit", "submenu": "Find"},
          {"id": "b", "title": "B", "menu": "Edit", "submenu": ["Find", 2, ""]}],
         "templates": {"main": {"root": {"id": "root", "focusable": true}}}}
        """#,
      errors: [
        #"commands[0].submenu: expected a list, found the string "Find""#,
        #"commands[1].submenu[1]: expected a string (a submenu's title), found the number 2"#,
        #"commands[1].submenu[2]: invalid name "": a submenu's title cannot be empty; write the title the menu bar shows, or drop the entry"#,
      ]),
  ]

  @Test(
    "A malformed disabled, submenu or source is an error naming its path", arguments: bad)
  func malformed(_ bad: BadSceneCase) {
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(bad.json) }
    #expect(error?.errors.map(\.description) == bad.errors)
  }
}
