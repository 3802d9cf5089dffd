import CommandKitLite
import CommandKitTestSupport
import Testing

/// A command the app disables (scene file `"disabled": true`, ``Command/isDisabled``):
/// SwiftUI's `.disabled(true)`, an `NSMenuItem` whose `isEnabled` is false, an Interface
/// Builder item with neither action nor target (SPEC §22). It is never enabled: the menu
/// shows it disabled, a press follows SPEC §13's rule for disabled items, `why` and the
/// menu say why.
@Suite("Disabled commands")
struct DisabledCommandTests {
  static let scene = """
    {"app": "Mail", "platform": "macOS",
     "appValues": {"store": true},
     "commands": [
       {"id": "mail.archive", "title": "Archive", "menu": "Message", "shortcut": "cmd+e",
        "disabled": true},
       {"id": "mail.label", "title": "Label", "menu": "Message", "shortcut": "cmd+l",
        "requires": "store", "disabled": true},
       {"id": "mail.flag", "title": "Flag", "menu": "Message", "shortcut": "cmd+l"},
       {"id": "mail.heading", "title": "Mailboxes", "menu": "Message", "disabled": true},
       {"id": "edit.copy", "title": "Copy", "menu": "Edit", "group": "pasteboard",
        "shortcut": "cmd+c", "disabled": true},
       {"id": "mail.send", "title": "Send", "menu": "Message", "shortcut": "cmd+return",
        "disabled": true}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
       {"id": "list", "role": "list", "focusable": true, "selectable": true, "items": ["m1"],
        "selection": ["m1"],
        "contextMenu": {"single": ["mail.archive", "mail.flag"]}},
       {"id": "body", "role": "textEditor", "textInput": true},
       {"id": "buttons", "controls": [
         {"title": "Send", "shortcut": "cmd+return", "command": "mail.send"}]}
     ]}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """

  static func app() throws -> App { try SpecScene.app(scene) }

  @Test("The menu shows a disabled command disabled, whatever it requires, and says why")
  func menuShowsItDisabled() throws {
    let app = try Self.app()
    for id in ["mail.archive", "mail.label", "mail.heading"] {
      let state = try #require(app.validate(id), "\(id)")
      #expect(!state.isEnabled, "\(id)")
      #expect(state.reason.contains("never enabled"), "\(id): \(state.reason)")
    }
    // A command beside it on the same key is enabled as usual.
    #expect(app.validate("mail.flag")?.isEnabled == true)
    let message = try #require(app.validatedMenu("Message"))
    #expect(message.items.first { $0.id == "mail.archive" }?.isEnabled == false)
  }

  @Test("A press on a disabled command's key is disabled only when nothing else takes it")
  func pressFollowsTheDisabledRule() throws {
    var app = try Self.app()
    let archive = SpecScene.press("cmd+e", in: &app)
    #expect(archive.outcome.description == "disabled")
    #expect(SpecScene.by(archive) == "mail.archive")
    // SPEC §13: a disabled item takes nothing; the enabled item later in the menu does.
    let label = SpecScene.press("cmd+l", in: &app)
    #expect(label.outcome.description == "performed")
    #expect(SpecScene.by(label) == "mail.flag")
  }

  @Test("why says that the command is never enabled")
  func whySaysWhy() throws {
    let app = try Self.app()
    let result = app.why(Fixtures.shortcut("cmd+e"))
    #expect(result.outcome.description == "disabled")
    let step = try #require(result.steps.first { $0.step == "menu mail.archive" })
    #expect(step.result.contains("never enabled"))
  }

  @Test("invoke refuses to perform a disabled command")
  func invokeIsDisabled() throws {
    var app = try Self.app()
    let result = try app.invoke("mail.archive")
    #expect(String(describing: result.outcome) == "disabled")
  }

  @Test("A focused text input does not enable a disabled editing command")
  func textInputDoesNotAnswerIt() throws {
    var app = try Self.app()
    try app.focus(NodePath(window: "w", node: "body"))
    #expect(app.validate("edit.copy")?.isEnabled == false)
    #expect(SpecScene.press("cmd+c", in: &app).outcome.description != "performed")
  }

  @Test("A control that runs a disabled command is not live")
  func controlIsNotLive() throws {
    var app = try Self.app()
    let result = SpecScene.press("cmd+return", in: &app)
    #expect(result.outcome.description == "disabled")
    #expect(
      app.why(Fixtures.shortcut("cmd+return")).steps.contains {
        $0.result.contains("disabled: not live")
      })
  }

  @Test("A context menu shows a disabled command disabled")
  func contextMenuShowsItDisabled() throws {
    let app = try Self.app()
    let menu = try app.contextMenu(for: NodePath(window: "w", node: "list"))
    #expect(menu.items.map(\.id) == ["mail.archive", "mail.flag"])
    #expect(menu.items.map(\.isEnabled) == [false, true])
  }

  @Test("A command is enabled unless it says disabled: true")
  func enabledByDefault() throws {
    let app = try SpecScene.app(
      """
      {"app": "A", "commands": [
        {"id": "a.go", "title": "Go", "menu": "A", "disabled": false},
        {"id": "a.run", "title": "Run", "menu": "A"}],
       "templates": {"main": {"root": {"id": "root", "focusable": true}}}}
      """)
    #expect(app.validate("a.go")?.isEnabled == true)
    #expect(app.validate("a.run")?.isEnabled == true)
    #expect(app.command("a.go")?.isDisabled == false)
  }
}
