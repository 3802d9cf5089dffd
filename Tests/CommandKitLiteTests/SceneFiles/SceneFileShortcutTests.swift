import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// Reserved and unparsable shortcuts in scene files warn instead of failing (SPEC §4, §9).
@Suite struct SceneFileShortcutTests {
  static func scene(platform: String, commandShortcut: String, keyShortcut: String) -> String {
    #"""
    {"app": "T", "platform": "\#(platform)",
     "commands": [{"id": "go", "title": "Go", "menu": "Edit", "shortcut": "\#(commandShortcut)"}],
     "templates": {"main": {"root": {"id": "r", "focusable": true,
       "keys": [{"shortcut": "\#(keyShortcut)", "action": "jump"}]}}}}
    """#
  }

  @Test("A reserved command shortcut: the command loads without it, with a warning")
  func reservedCommand() throws {
    let scene = try SceneFile.decode(
      Self.scene(platform: "macOS", commandShortcut: "cmd+space", keyShortcut: "up"))
    let command = try #require(scene.app.command("go"))
    #expect(command.shortcut == nil)
    #expect(command.rejectedShortcut?.text == "cmd+space")
    guard case .reserved(let shortcut, let reservation)? = command.rejectedShortcut?.reason else {
      Issue.record("expected a reserved rejection")
      return
    }
    #expect(shortcut.description == "cmd+space")
    #expect(
      scene.warnings == [
        #"commands[0].shortcut: cmd+space is reserved by macOS for "\#(reservation.use)"; command "go" loads without a shortcut (choose another one)"#
      ])
  }

  @Test("An unparsable key-handler shortcut: the handler loads without it, with a warning")
  func invalidHandler() throws {
    let scene = try SceneFile.decode(
      Self.scene(platform: "macOS", commandShortcut: "cmd+g", keyShortcut: "cmd+retrun"))
    let handler = try #require(scene.app.window("main")?.node("r")?.keyHandlers.first)
    #expect(handler.shortcut == nil)
    #expect(handler.action == "jump")
    #expect(handler.rejectedShortcut?.text == "cmd+retrun")
    #expect(
      scene.warnings == [
        #"templates.main.root.keys[0].shortcut: shortcut "cmd+retrun" cannot be parsed (Unknown key 'retrun' in 'cmd+retrun'. Did you mean 'return'?); key handler "jump" loads without a shortcut"#
      ])
    #expect(scene.app.command("go")?.shortcut?.description == "cmd+g")
  }

  @Test("fn combinations are reserved on iPadOS but load on macOS")
  func platformDecides() throws {
    let iPad = try SceneFile.decode(
      Self.scene(platform: "iPadOS", commandShortcut: "fn+e", keyShortcut: "up"))
    #expect(iPad.app.command("go")?.shortcut == nil)
    #expect(iPad.warnings.count == 1)
    let mac = try SceneFile.decode(
      Self.scene(platform: "macOS", commandShortcut: "fn+e", keyShortcut: "up"))
    #expect(mac.app.command("go")?.shortcut?.description == "fn+e")
    #expect(mac.warnings.isEmpty)
  }

  @Test("A failed decode leaves the current app as it was")
  func nothingHalfLoaded() throws {
    var app = try SceneFile.decode(SceneFixtures.notes).app
    let before = SessionSnapshot(app: app)
    let bad = SceneFixtures.notes.replacingOccurrences(
      of: #""focus": "list""#, with: #""focus": "lst""#)
    #expect(throws: SceneFileErrors.self) { app = try SceneFile.decode(bad).app }
    #expect(SessionSnapshot(app: app) == before)
    #expect(app.declaredCommands.count == 4)
  }
}
