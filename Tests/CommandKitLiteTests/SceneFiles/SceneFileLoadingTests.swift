import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// The shared notes example loads and behaves as SPEC §§1-4 and §7 say.
@Suite struct SceneFileLoadingTests {
  static func notes() throws -> LoadedScene {
    try SceneFile.decode(SceneFixtures.notes)
  }

  @Test("notes.json loads without warnings into the documented model")
  func loadsNotes() throws {
    let scene = try Self.notes()
    #expect(scene.warnings.isEmpty)
    let app = scene.app
    #expect(app.name == "Notes")
    #expect(app.platform == .macOS)
    #expect(
      app.declaredCommands.map(\.id) == [
        "file.newNote", "edit.delete", "note.pin", "view.showSidebar",
      ])
    // The platform's defaults join them (SPEC §14); the declared Delete replaced its own.
    #expect(app.command("app.quit")?.isPlatformDefault == true)
    #expect(app.command("edit.delete")?.isPlatformDefault == false)
    #expect(app.command("view.showSidebar")?.effect == .toggle(key: "sidebarVisible"))
    #expect(app.command("edit.delete")?.enabledIf == .nonEmpty)
    #expect(app.command("note.pin")?.group == nil)
    #expect(app.templates.map(\.name) == ["main", "inspector"])
    #expect(app.windows.map(\.id) == ["w1"])
    #expect(app.keyWindowID == "w1")
    #expect(app.mainWindowID == "w1")
    #expect(app.focusedPath?.description == "w1/list")
    let editor = try #require(app.window("w1")?.node("editor"))
    #expect(editor.isTextInput && editor.isFocusable)
    #expect(editor.escape == "endEditing")
  }

  @Test("notes.json behaves like the Swift-built notes app")
  func behavesLikeSwiftModel() throws {
    var app = try Self.notes().app
    let swift = try Fixtures.notes()
    #expect(app.window("w1")?.state == swift.window("w1")?.state)
    #expect(app.validatedMenuBar().map(\.title) == swift.validatedMenuBar().map(\.title))

    #expect(app.resolve("selection")?.provider.description == "w1/list")
    var result = app.press(Fixtures.shortcut("delete"))
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "edit.delete")

    try app.focus(NodePath(window: "w1", node: "editor"))
    result = app.press(Fixtures.shortcut("delete"))
    #expect(result.kind == .consumed)

    result = app.press(Fixtures.shortcut("up"))
    #expect(result.kind == .consumed)
    try app.focus(NodePath(window: "w1", node: "list"))
    result = app.press(Fixtures.shortcut("up"))
    #expect(result.kind == .local)

    let menus = app.validatedMenuBar()
    #expect(menus.map(\.title) == ["Notes", "File", "Edit", "View", "Note", "Window", "Help"])
    #expect(app.validatedMenu("View")?.items[0].title == "Hide Sidebar")
    result = app.press(Fixtures.shortcut("ctrl+cmd+s"))
    #expect(result.kind == .performed)
    #expect(app.validatedMenu("View")?.items[0].title == "Show Sidebar")

    try app.open("inspector")
    #expect(app.keyWindowID == "inspector")
    #expect(app.mainWindowID == "w1")
    #expect(app.press(Fixtures.shortcut("opt+cmd+p")).performedCommand == "note.pin")
    let menu = try app.contextMenu(for: NodePath(window: "w1", node: "list"))
    #expect(menu.items.map(\.id) == ["note.pin", "edit.delete"])
  }

  @Test("Without a windows list the first window template opens; an empty list opens none")
  func defaultWindows() throws {
    var document = try JSONParser().parse(SceneFixtures.notes)
    guard case .object(var top) = document else { Issue.record("not an object"); return }
    top["windows"] = nil
    document = .object(top)
    let opened = try SceneFile.decode(document).app
    #expect(opened.windows.map(\.id) == ["main"])
    #expect(opened.focusedPath?.description == "main/sidebar")
    top["windows"] = .array([])
    let none = try SceneFile.decode(JSONValue.object(top)).app
    #expect(none.windows.isEmpty)
  }

  @Test("windows entries open in order, the last one key; focus does not change key")
  func windowOrder() throws {
    var top = try #require(JSONParser().parse(SceneFixtures.notes).objectValue)
    top["windows"] = [
      ["template": "main", "id": "w1", "focus": "editor"],
      ["template": "inspector", "id": "i1"],
      ["template": "main", "id": "w2", "focus": "list"],
    ]
    let app = try SceneFile.decode(JSONValue.object(top)).app
    #expect(app.windows.map(\.id) == ["w2", "i1", "w1"])
    #expect(app.keyWindowID == "w2")
    #expect(app.window("w1")?.focusedPath?.description == "w1/editor")
    #expect(app.window("w2")?.focusedPath?.description == "w2/list")
  }

  @Test("load(contentsOf:) reads files and reports unreadable ones")
  func loadsFromDisk() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ckl-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.json")
    try Data(SceneFixtures.notes.utf8).write(to: file)
    #expect(try SceneFile.load(contentsOf: file).app.windows.count == 1)
    let missing = directory.appendingPathComponent("missing.json")
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.load(contentsOf: missing) }
    #expect(error?.errors.first?.code == "unreadable")
    #expect(error?.description.hasPrefix("cannot read \(missing.path)") == true)
  }
}
