import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The verbs of SPEC §10 through `ShellSession.run`, checking the `--json` fields.
@Suite struct ShellSessionTests {
  static func session() throws -> ShellSession {
    let url = TranscriptTests.directory.appendingPathComponent("notes.json")
    return ShellSession(app: try SceneFile.load(contentsOf: url).app)
  }

  /// Runs lines and returns the JSON object of the last one.
  static func last(_ lines: [String], in session: inout ShellSession) throws -> JSONObject {
    var reply: ShellReply?
    for line in lines { reply = session.run(line) ?? reply }
    let object = try #require(reply?.json.objectValue)
    return object
  }

  static func run(_ lines: String...) throws -> JSONObject {
    var session = try session()
    return try last(lines, in: &session)
  }

  @Test("windows lists id, template, kind, display, phase, key, main, blocked front to back")
  func windows() throws {
    let object = try Self.run("open inspector", "sheet w1 inspector sheet1", "windows")
    let windows = try #require(object["windows"]?.arrayValue)
    #expect(
      windows.compactMap { $0.objectValue?["id"]?.stringValue } == ["sheet1", "w1", "inspector"])
    let w1 = try #require(windows[1].objectValue)
    #expect(w1["blocked"] == true)
    #expect(w1["main"] == true)
    #expect(windows[0].objectValue?["key"] == true)
    #expect(
      Set(w1.keys) == [
        "id", "template", "kind", "display", "phase", "key", "main", "blocked", "fullScreen",
      ])
    #expect(w1["fullScreen"] == false)
  }

  @Test("focus, tab, backtab, hide, show, disable, enable answer window and focused")
  func focusVerbs() throws {
    var session = try Self.session()
    let cases: [(String, String?)] = [
      ("focus editor", "w1/editor"), ("tab", "w1/sidebar"), ("backtab", "w1/editor"),
      ("hide w1/editor", nil), ("show w1/editor", nil), ("focus w1/list", "w1/list"),
      ("disable list", nil), ("enable list", nil),
    ]
    for (line, focused) in cases {
      let object = try Self.last([line], in: &session)
      #expect(object["ok"] == true, "\(line)")
      #expect(object["window"] == "w1", "\(line)")
      #expect(object["focused"] == (focused.map(JSONValue.string) ?? .null), "\(line)")
    }
  }

  @Test("value names the value and its provider, or null for both")
  func value() throws {
    let found = try Self.run("value noteStore")
    #expect(found["value"] == "store")
    #expect(found["provider"] == "app")
    let missing = try Self.run("value nothing")
    #expect(missing["key"] == "nothing")
    #expect(missing["value"] == .null)
    #expect(missing["provider"] == .null)
  }

  @Test("set and unset change published values at a node, a scene and the app")
  func setAndUnset() throws {
    #expect(try Self.run("set w1/list folder \"Work\"", "value folder")["provider"] == "w1/list")
    #expect(
      try Self.run("set scene:w1 mode {\"a\": [1, 2]}", "value mode")["value"] == ["a": [1, 2]])
    #expect(try Self.run("set app noteStore null", "value noteStore")["value"] == .null)
    #expect(try Self.run("unset app noteStore", "value noteStore")["provider"] == .null)
    let bad = try Self.run("set app x {oops")
    #expect(bad["ok"] == false)
    #expect(bad["error"]?.objectValue?["code"] == "invalid-json")
  }

  @Test("select and deselect change a selection; ids outside items are refused")
  func selection() throws {
    #expect(try Self.run("select w1/list n2 n3", "value selection")["value"] == ["n2", "n3"])
    #expect(try Self.run("deselect w1/list", "value selection")["value"] == [])
    let bad = try Self.run("select w1/list n9")
    #expect(bad["error"]?.objectValue?["code"] == "not-in-items")
  }

  @Test("menu lists menus with items id, title, shortcut, enabled, checked; source platform")
  func menu() throws {
    let object = try Self.run("menu")
    let menus = try #require(object["menus"]?.arrayValue)
    #expect(
      menus.compactMap { $0.objectValue?["title"]?.stringValue } == [
        "Notes", "File", "Edit", "View", "Note", "Window", "Help",
      ])
    // The platform's defaults (SPEC §14) say so; the app's own items have no source.
    let about = try #require(menus[0].objectValue?["items"]?.arrayValue?.first?.objectValue)
    #expect(Set(about.keys) == ["id", "title", "shortcut", "enabled", "checked", "source"])
    #expect(about["source"] == "platform")
    let note = try #require(menus[4].objectValue?["items"]?.arrayValue?.first?.objectValue)
    #expect(Set(note.keys) == ["id", "title", "shortcut", "enabled", "checked"])
    let one = try Self.run("menu Note")
    #expect(one["menus"]?.arrayValue?.count == 1)
    #expect(try Self.run("menu Nope")["ok"] == false)
  }

  @Test("overlay groups enabled commands with shortcuts by menu")
  func overlay() throws {
    let groups = try #require(try Self.run("overlay")["groups"]?.arrayValue)
    #expect(
      groups.compactMap { $0.objectValue?["menu"]?.stringValue } == [
        "Notes", "File", "Edit", "View", "Note", "Window", "Help",
      ])
    let afterFocus = try #require(try Self.run("focus editor", "overlay")["groups"]?.arrayValue)
    // The editor answers the Edit items as a text input (SPEC §15); Note ▸ Pin is gone.
    #expect(
      afterFocus.compactMap { $0.objectValue?["menu"]?.stringValue } == [
        "Notes", "File", "Edit", "View", "Window", "Help",
      ])
    let edit = afterFocus.first { $0.objectValue?["menu"] == "Edit" }
    let editIDs = edit?.objectValue?["items"]?.arrayValue?.compactMap {
      $0.objectValue?["id"]?.stringValue
    }
    #expect(editIDs?.contains("edit.copy") == true)
  }

  @Test("press and why answer outcome, shortcut, window and the applicable fields")
  func pressAndWhy() throws {
    let local = try Self.run("press up")
    #expect(local["outcome"] == "local")
    #expect(local["node"] == "w1/list")
    let why = try Self.run("why delete")
    #expect(why["outcome"] == "performed")
    #expect(why["steps"]?.arrayValue?.isEmpty == false)
    let reserved = try Self.run("press cmd+tab")
    #expect(reserved["reserved"]?.objectValue?["use"] == "App switcher: next app")
    #expect(try Self.run("press Cmd-Shift-Z")["shortcut"] == "shift+cmd+z")
    #expect(try Self.run("press cmd+retrun")["error"]?.objectValue?["code"] == "invalid-shortcut")
    // SPEC §13: with no key window the macOS menu bar takes ⌘N, in no window.
    let windowless = try Self.run("minimize w1", "press cmd+n")
    #expect(windowless["outcome"] == "performed")
    #expect(windowless["window"] == .null)
    let quit = try Self.run("press cmd+q", "press cmd+n")
    #expect(quit["outcome"] == "blocked")
    #expect(quit["blocked"] == "app-quit")
    #expect(try Self.run("press tab")["outcome"] == "focus")
    #expect(try Self.run("deselect list", "press delete")["outcome"] == "disabled")
  }

  @Test("invoke answers outcome, command and provider")
  func invoke() throws {
    let object = try Self.run("invoke edit.delete")
    #expect(object["outcome"] == "performed")
    #expect(object["provider"] == "w1/list")
    #expect(try Self.run("focus editor", "invoke note.pin")["outcome"] == "disabled")
    #expect(try Self.run("invoke nope")["error"]?.objectValue?["code"] == "unknown-command")
  }

  @Test("bind gives a new shortcut, unbind restores the default, reserved is refused")
  func bindings() throws {
    #expect(try Self.run("bind cmd+k note.pin", "press cmd+k")["command"] == "note.pin")
    #expect(try Self.run("bind cmd+k note.pin", "press opt+cmd+p")["outcome"] == "unhandled")
    #expect(
      try Self.run("bind cmd+k note.pin", "unbind note.pin", "press opt+cmd+p")["command"]
        == "note.pin")
    #expect(
      try Self.run("bind cmd+space note.pin")["error"]?.objectValue?["code"] == "reserved-shortcut")
  }

  @Test("contextmenu answers node, selection and items with enabled states")
  func contextMenu() throws {
    let object = try Self.run("select w1/list n1 n2", "contextmenu w1/list")
    #expect(object["node"] == "w1/list")
    #expect(object["selection"] == ["n1", "n2"])
    #expect(object["items"] == [["id": "edit.delete", "title": "Delete", "enabled": true]])
    #expect(
      try Self.run("contextmenu w1/editor")["error"]?.objectValue?["code"] == "not-selectable")
  }

  @Test(
    "a11y answers element and actions; perform, escape and magictap answer outcome and provider")
  func accessibility() throws {
    let object = try Self.run("a11y")
    #expect(object["element"] == "w1/list")
    #expect(object["actions"] == [["name": "Pin", "provider": "w1/list"]])
    #expect(
      try Self.run("a11y focus w1/sidebar", "a11y perform New Folder")["provider"] == "w1/sidebar")
    #expect(try Self.run("a11y perform \"Pin\"")["outcome"] == "performed")
    #expect(try Self.run("a11y perform Nothing")["outcome"] == "unavailable")
    #expect(try Self.run("focus editor", "a11y escape")["provider"] == "w1/editor")
    #expect(try Self.run("a11y magictap")["outcome"] == "unavailable")
  }

  @Test("Window verbs open, key, minimize, unminimize, move, close, alert and dismiss")
  func windowVerbs() throws {
    #expect(try Self.run("open main")["window"] == "main")
    #expect(try Self.run("open main w9", "key w1")["key"] == "w1")
    #expect(
      try Self.run("open main w9", "minimize w9", "windows")["windows"]?.arrayValue?.first?
        .objectValue?["phase"] == "background")
    #expect(try Self.run("open main w9", "minimize w9", "unminimize w9")["key"] == "w9")
    #expect(
      try Self.run("move w1 external")["error"]?.objectValue?["code"] == "no-external-display")
    #expect(try Self.run("close w1", "windows")["windows"] == [])
    #expect(try Self.run("alert inspector a", "key w1")["error"]?.objectValue?["code"] == "blocked")
    #expect(try Self.run("sheet w1 inspector s", "dismiss s")["key"] == "w1")
  }

  @Test("An unknown verb suggests the closest; a failed line changes nothing")
  func errors() throws {
    var session = try Self.session()
    let unknown = session.run("presss delete")
    let reply = try #require(unknown)
    #expect(reply.error?.code == .unknownVerb)
    #expect(reply.error?.message.contains("Did you mean 'press'?") == true)
    #expect(session.run("focus w1/nowhere")?.error?.code.description == "unknown-node")
    #expect(session.run("open")?.error?.code == .badArguments)
    #expect(session.run("open main w1")?.error?.code.description == "duplicate-window")
    #expect(session.run("value")?.error?.message.contains("usage: value KEY") == true)
    #expect(session.app.windows.map(\.id) == ["w1"])
    #expect(session.run("# a comment") == nil)
    #expect(session.run("   ") == nil)
    #expect(session.run("load /nonexistent.json")?.error?.code == .loadFailed)
    #expect(session.app.name == "Notes")
  }

  @Test("Every JSON reply is one object with ok, and an error has code and message")
  func jsonShape() throws {
    var session = try Self.session()
    for line in [
      "windows", "nonsense", "tree", "chain", "help", "help press", "platform iPadOS",
      "platform nope",
    ] {
      let result = session.run(line)
      let json = try #require(result?.json.objectValue)
      let okValue: Bool? = json["ok"]?.boolValue
      #expect(okValue != nil, "\(line) has no ok")
      if okValue == false {
        let error = try #require(json["error"]?.objectValue)
        #expect(error["code"]?.stringValue?.isEmpty == false)
        #expect(error["message"]?.stringValue?.isEmpty == false)
      }
    }
  }

  @Test("platform switches the reserved table")
  func platform() throws {
    #expect(try Self.run("platform iPadOS", "press cmd+h")["outcome"] == "reserved")
    #expect(try Self.run("press cmd+h")["outcome"] != "reserved")
  }
}
