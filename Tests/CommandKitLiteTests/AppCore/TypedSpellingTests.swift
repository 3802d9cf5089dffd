import CommandKitLite
import Foundation
import Testing

/// SPEC §12, "What an app core needs": every part a scene file can say has a typed Swift
/// spelling with the same names (`default`/`cancel` roles, `effect:` on every `Command`
/// initializer, several controls at once); `SceneFile.encode(app)` gives text or data
/// ready to write.
@Suite("SPEC §12: the scene file's names, spelled in Swift")
struct TypedSpellingTests {
  @Test("Control roles are named as scene files name them", arguments: Control.Role.allCases)
  func roleNames(_ role: Control.Role) {
    let spelled: Control.Role = role == .default ? .default : .cancel
    #expect(spelled.rawValue == role.rawValue)
    #expect(["default", "cancel"].contains(role.rawValue))
  }

  @Test("The default role answers Return and keypad Enter, the cancel role Escape and ⌘.")
  func roleKeys() throws {
    #expect(
      Control("OK", role: .default, action: "ok").shortcuts
        == [
          KeyboardShortcut(.return, modifiers: []), KeyboardShortcut(.keypadEnter, modifiers: []),
        ]
    )
    #expect(
      Control("Cancel", role: .cancel, effect: .dismiss).shortcuts
        == [KeyboardShortcut(.escape, modifiers: []), KeyboardShortcut(".", modifiers: .command)])
  }

  /// One `Command` initializer, with an effect.
  struct InitializerCase: Sendable, CustomTestStringConvertible {
    let name: String
    let command: Command
    var testDescription: String { name }
  }

  static let effect = CommandEffect.sheet(template: "compose")
  static let key = KeyboardShortcut("e")
  static let initializers: [InitializerCase] = [
    InitializerCase(
      name: "by names, as a scene file",
      command: Command(id: "x.e", title: "E", menu: "File", shortcut: key, effect: effect)),
    InitializerCase(
      name: "no value, no action",
      command: Command("x.e", "E", menu: "File", shortcut: key, effect: effect)),
    InitializerCase(
      name: "no value, plain action",
      command: Command("x.e", "E", menu: "File", shortcut: key, effect: effect) {}),
    InitializerCase(
      name: "no value, action with a context",
      command: Command("x.e", "E", menu: "File", shortcut: key, effect: effect) { _ in }),
    InitializerCase(
      name: "typed value, no action",
      command: Command(
        "x.e", "E", menu: "File", shortcut: key, requires: \.selectedMessages, effect: effect)),
    InitializerCase(
      name: "typed value, action with the value",
      command: Command(
        "x.e", "E", menu: "File", shortcut: key, requires: \.selectedMessages, effect: effect
      ) { _ in }),
    InitializerCase(
      name: "typed value, action with the value and a context",
      command: Command(
        "x.e", "E", menu: "File", shortcut: key, requires: \.selectedMessages, effect: effect
      ) { _, _ in }),
  ]

  @Test(
    "Every Command initializer takes effect:, and performing applies it", arguments: initializers)
  func effectOnEveryInitializer(_ c: InitializerCase) throws {
    #expect(c.command.effect == Self.effect)
    var app = try MailFixture.app()
    try app.register(c.command)
    let result = app.press(Self.key)
    #expect(result.performedCommand == "x.e")
    #expect(result.effectError == nil)
    #expect(app.keyWindow?.template == "compose")
  }

  @Test("checkedBy:, titleBy: and placement: take the scene file's meaning, typed")
  func typedFields() {
    let command = Command(
      "view.showSidebar", "Toggle Sidebar", menu: "View", group: .sidebar,
      checkedBy: \.sidebarVisible,
      titleBy: TitleRule(\.sidebarVisible, whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar"),
      effect: .toggle(\.sidebarVisible), placement: .before)
    #expect(command.checkedBy == "sidebarVisible")
    #expect(
      command.titleBy
        == TitleRule(key: "sidebarVisible", whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar"))
    #expect(command.effect == .toggle(key: "sidebarVisible"))
    #expect(command.placement == .before)
    #expect(CommandEffect.close.description == #"{"close": "key"}"#)
    #expect(CommandEffect.dismiss.description == #"{"dismiss": "key"}"#)
  }

  @Test("Several controls at once are the same as one at a time, in order")
  func severalControls() {
    let send = Control("Send", role: .default, command: "mail.send")
    let cancel = Control("Cancel", role: .cancel, effect: .dismiss)
    let atOnce = ViewNode("buttons").controls(send, cancel)
    let oneByOne = ViewNode("buttons").control(send).control(cancel)
    #expect(atOnce.controls.map(\.title) == ["Send", "Cancel"])
    #expect(atOnce.controls.map(\.target) == oneByOne.controls.map(\.target))
  }

  @Test("A context menu is spelled with the scene file's three lists")
  func contextMenuLists() {
    let node = ViewNode("list").selectable().contextMenu(
      empty: ["mail.compose"], single: ["mail.reply"], multiple: ["mail.delete"])
    #expect(
      node.contextMenu
        == ContextMenu(empty: ["mail.compose"], single: ["mail.reply"], multiple: ["mail.delete"]))
  }

  static let mailScene = """
    {"app": "Mail", "platform": "macOS", "appValues": {"sentCount": 0},
     "commands": [
       {"id": "mail.delete", "title": "Delete", "menu": "Edit", "group": "pasteboard",
        "shortcut": "delete", "requires": "selectedMessages", "enabledIf": "nonEmpty"},
       {"id": "mailbox.delete", "title": "Delete Mailbox", "menu": "Mailbox",
        "shortcut": "cmd+delete", "requires": "selectedMailboxes", "enabledIf": "nonEmpty"},
       {"id": "edit.find", "title": "Find…", "menu": "Edit", "shortcut": "cmd+f"},
       {"id": "mail.compose", "title": "New Message", "menu": "File", "group": "newItem",
        "shortcut": "cmd+n", "effect": {"sheet": "compose"}},
       {"id": "mail.send", "title": "Send", "menu": "Message", "shortcut": "cmd+return"}
     ],
     "templates": {
       "main": {"kind": "window", "title": "Mail", "focus": "messages",
         "root": {"id": "root", "role": "split", "children": [
           {"id": "mailboxes", "role": "list", "focusable": true, "selectable": true,
            "items": ["inbox", "archive"], "selection": ["inbox"],
            "selectionKey": "selectedMailboxes"},
           {"id": "messages", "role": "list", "focusable": true, "selectable": true,
            "items": ["m1", "m2", "m3"], "selection": ["m1"], "selectionKey": "selectedMessages",
            "contextMenu": {"single": ["mail.delete"], "multiple": ["mail.delete"]}},
           {"id": "search", "role": "searchField", "textInput": true}]}},
       "compose": {"kind": "sheet", "title": "New Message",
         "root": {"id": "form", "role": "form", "children": [
           {"id": "subject", "role": "textField", "textInput": true},
           {"id": "body", "role": "textEditor", "textInput": true},
           {"id": "buttons", "role": "buttons", "controls": [
             {"title": "Send", "role": "default", "command": "mail.send"},
             {"title": "Cancel", "role": "cancel", "effect": {"dismiss": "key"}}]}]}}
     },
     "windows": [{"template": "main", "id": "w"}]}
    """

  @Test("The Swift route and the scene-file route build one model: the same file")
  func oneModel() throws {
    let fromSwift = SceneFile.jsonValue(of: try MailFixture.app())
    let fromFile = SceneFile.jsonValue(of: try SceneFile.decode(Self.mailScene).app)
    #expect(fromSwift == fromFile)
  }

  @Test("SceneFile.encode gives text ready to write, and data; both load back")
  func encodeReadyToWrite() throws {
    let app = try MailFixture.app()
    let text = SceneFile.encode(app)
    #expect(text.hasPrefix("{\n") && text.hasSuffix("}\n"))
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("typed-spelling-\(UInt64.random(in: 0...UInt64.max)).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try SceneFile.encodedData(app).write(to: url)
    let loaded = try SceneFile.load(contentsOf: url)
    #expect(loaded.warnings.isEmpty)
    #expect(SceneFile.encode(loaded.app) == text)
    #expect(SceneFile.encodedData(app) == Data(text.utf8))
  }
}
