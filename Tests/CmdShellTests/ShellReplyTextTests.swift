import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// Texts built from the data, not by rewriting other text (issues 13 and 19).
@Suite struct ShellReplyTextTests {
  @Test("why says 'would perform' from the outcome and keeps a command id with 'performed'")
  func whyKeepsCommandID() throws {
    var app = DemoApp.make()
    try app.register(
      Command(
        id: "task.performed", title: "Mark Performed", menu: "Task",
        shortcut: KeyboardShortcut("k", modifiers: .command)))
    var session = ShellSession(app: app)
    let whyLine = session.run("why cmd+k")
    let why = try #require(whyLine)
    let first = try #require(why.text.split(separator: "\n").first)
    #expect(first == "⌘K (cmd+k) in w1: would perform task.performed")
    #expect(why.json.objectValue?["command"] == "task.performed")
    let pressLine = session.run("press cmd+k")
    let press = try #require(pressLine)
    #expect(press.text == "⌘K (cmd+k) in w1: performed task.performed")
  }

  static let shadowingScene = """
    {"app": "Shadow", "platform": "macOS",
     "templates": {"main": {"kind": "window", "title": "Main", "sceneValues": {"mode": "template"},
       "root": {"id": "root", "children": [
         {"id": "toolbar", "sceneValues": {"mode": "toolbar"}},
         {"id": "list", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w1"}]}
    """

  @Test("set scene:W K V while a node publishes K says which node shadows it")
  func setSceneShadowed() throws {
    var session = ShellSession(app: try SceneFile.decode(Self.shadowingScene).app)
    let replyLine = session.run("set scene:w1 mode \"mine\"")
    let reply = try #require(replyLine)
    #expect(reply.error == nil)
    #expect(reply.json.objectValue?["ok"] == true)
    #expect(reply.json.objectValue?["shadowedBy"] == "w1/toolbar")
    #expect(
      reply.text == "Set mode on scene:w1, but w1/toolbar publishes mode as a scene value,"
        + " which wins; unset it there to see this one.")
    let shadowed = session.run("value mode")
    #expect(shadowed?.json.objectValue?["value"] == "toolbar")
    // Once the node is hidden the window's own value shows, and nothing is shadowed.
    _ = session.run("hide w1/toolbar")
    let shown = session.run("value mode")
    #expect(shown?.json.objectValue?["value"] == "mine")
    let unshadowedLine = session.run("set scene:w1 mode \"again\"")
    let unshadowed = try #require(unshadowedLine)
    #expect(unshadowed.json.objectValue?["shadowedBy"] == nil)
    #expect(unshadowed.text == "Set mode = \"again\" at scene:w1.")
  }
}

extension ShellReplyTextTests {
  @Test("dismiss W names the sheet it dismissed, not W")
  func dismissNamesTheSheet() throws {
    var session = ShellSession(app: DemoApp.make())
    _ = session.run("sheet w1 rename s1")
    let line = session.run("dismiss w1")
    let reply = try #require(line)
    #expect(reply.text.hasPrefix("Dismissed sheet s1, which w1 showed."))
    #expect(reply.json.objectValue?["window"] == "s1")
    #expect(reply.json.objectValue?["from"] == "w1")
    _ = session.run("alert confirmDelete a1")
    let alert = session.run("dismiss a1")
    #expect(alert?.text.hasPrefix("Dismissed alert a1.") == true)
  }

  @Test("Counts use the singular for one: 1 window open, 1 command")
  func plurals() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdshell-plurals-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("one.json")
    try Data(Self.shadowingScene.utf8).write(to: url)
    var session = ShellSession(app: DemoApp.make())
    let load = session.run("load \(url.path)")
    #expect(load?.text == "Loaded Shadow from \(url.path): 1 template, 0 commands, 1 window open.")
    #expect(Plural.count(2, "window") == "2 windows")
    #expect(Plural.count(1, "window") == "1 window")
  }
}

extension ShellReplyTextTests {
  @Test("Argument counts in usage errors are worded for the number")
  func argumentCounts() {
    var session = ShellSession(app: DemoApp.make())
    let cases = [
      ("tab x", "'tab' takes no arguments, got 1"),
      ("close", "'close' takes 1 argument, got 0"),
      ("open", "'open' takes 1 or 2 arguments, got 0"),
      ("tree a b", "'tree' takes 0 or 1 arguments, got 2"),
    ]
    for (line, message) in cases {
      let reply = session.run(line)
      #expect(reply?.error?.message.hasPrefix(message + ";") == true, "\(line)")
    }
  }
}
