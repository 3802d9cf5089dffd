import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §14 in scene files: `commandSets`, `removedGroups`, `defaultCommands`, a declared
/// standard id that replaces a default, `placement`, `"shortcut": null`; written back by
/// the encoder; full screen kept by sessions.
@Suite struct SceneFileDefaultCommandTests {
  static func load(_ top: String, commands: String = "[]") throws -> App {
    try SceneFile.decode(
      #"""
      {"app": "Notes", "commands": \#(commands),
       "templates": {"main": {"root": {"id": "root", "children": [
         {"id": "list", "focusable": true}, {"id": "field", "textInput": true}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "field"}]\#(top)}
      """#
    ).app
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var top: String
    var commands = "[]"
    var present: [String]
    var absent: [String]
    var testDescription: String { top.isEmpty ? commands : top }
  }

  static let cases: [Case] = [
    Case(top: "", present: ["app.quit", "edit.copy", "file.newWindow"], absent: ["edit.find"]),
    Case(
      top: #", "commandSets": ["textEditing", "sidebar"]"#,
      present: ["edit.find", "view.showSidebar"], absent: ["view.showToolbar"]),
    Case(
      top: #", "removedGroups": ["pasteboard", "appTermination"]"#,
      present: ["edit.undo", "edit.emojiAndSymbols"], absent: ["edit.copy", "app.quit"]),
    Case(
      top: #", "defaultCommands": false"#, present: [], absent: ["app.quit", "view.showTabBar"]),
    Case(
      top: "",
      commands:
        #"[{"id": "x.only", "title": "Only", "group": "pasteboard", "placement": "replacing"}]"#,
      present: ["x.only", "edit.undo"], absent: ["edit.copy", "edit.selectAll"]),
  ]

  @Test("Top-level fields and placement decide which defaults a loaded app has", arguments: cases)
  func defaults(_ c: Case) throws {
    let app = try Self.load(c.top, commands: c.commands)
    for id in c.present { #expect(app.command(id) != nil, "\(id)") }
    for id in c.absent { #expect(app.command(id) == nil, "\(id)") }
  }

  @Test("⌘C in a text field: the field's with the default Copy, unhandled without pasteboard")
  func copyInField() throws {
    var app = try Self.load("")
    #expect(
      app.press(Fixtures.shortcut("cmd+c")).provider == .node(NodePath(window: "w", node: "field")))
    var stripped = try Self.load(#", "removedGroups": ["pasteboard"]"#)
    #expect(stripped.press(Fixtures.shortcut("cmd+c")).kind == .unhandled)
  }

  @Test("A standard id needs no title or menu; \"shortcut\": null drops the default's")
  func replacement() throws {
    let app = try Self.load(
      "",
      commands: #"""
        [{"id": "app.quit", "shortcut": null},
         {"id": "edit.copy", "title": "Copy Note", "requires": "note"}]
        """#)
    let quit = try #require(app.command("app.quit"))
    #expect(quit.title == "Quit Notes")
    #expect(quit.menu == "App")
    #expect(quit.shortcut == nil)
    let copy = try #require(app.command("edit.copy"))
    #expect(copy.title == "Copy Note")
    #expect(copy.shortcut == Fixtures.shortcut("cmd+c"))
    #expect(copy.group == .pasteboard)
  }

  @Test("The encoder writes the options and declared changes back; decoding gives them again")
  func roundTrip() throws {
    let app = try Self.load(
      #", "removedGroups": ["windowSize"], "commandSets": ["toolbar"]"#,
      commands: #"""
        [{"id": "app.quit", "shortcut": null},
         {"id": "x.first", "title": "First", "group": "pasteboard", "placement": "before"}]
        """#)
    let json = SceneFile.jsonValue(of: app)
    let object = try #require(json.objectValue)
    #expect(object["removedGroups"] == ["windowSize"])
    #expect(object["commandSets"] == ["toolbar"])
    #expect(object["commands"]?.arrayValue?.count == 2)
    let again = try SceneFile.decode(json).app
    #expect(again.commandsInMenuOrder.map(\.id) == app.commandsInMenuOrder.map(\.id))
    #expect(again.command("app.quit")?.shortcut == nil)
    #expect(again.command("x.first")?.placement == .before)
    var none = app
    none.setDefaultCommandOptions(.none)
    #expect(SceneFile.jsonValue(of: none).objectValue?["defaultCommands"] == false)
  }

  @Test("A session keeps a full-screen window's flag")
  func sessionKeepsFullScreen() throws {
    var app = try Self.load("")
    _ = app.press(Fixtures.shortcut("ctrl+cmd+f"))
    #expect(app.window("w")?.isFullScreen == true)
    let json = SessionSnapshot(app: app).json
    #expect(json.objectValue?["windows"]?.arrayValue?.first?.objectValue?["fullScreen"] == true)
    let fresh = try Self.load("")
    let (restored, warnings) = try SessionSnapshot(json: json).restore(into: fresh)
    #expect(warnings.isEmpty)
    #expect(restored.window("w")?.isFullScreen == true)
  }
}
