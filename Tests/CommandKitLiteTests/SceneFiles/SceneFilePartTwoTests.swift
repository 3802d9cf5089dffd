import CommandKitLite
import CommandKitTestSupport
import Testing

/// Scene-file fields of SPEC Part II: controls (§16), handlers' result and effect (§17),
/// multi-line text inputs (§15) and semantics (§18).
@Suite struct SceneFilePartTwoTests {
  static let mail = #"""
    {"app": "Mail", "semantics": "swiftui",
     "commands": [{"id": "mail.send", "title": "Send", "menu": "Message",
                   "shortcut": "shift+cmd+d"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "body", "textInput": true, "multiline": true,
          "keys": [{"shortcut": "escape", "action": "peek", "result": "ignored"}]},
         {"id": "send", "controls": [{"title": "Send", "shortcut": "cmd+return",
                                      "command": "mail.send"}]}]}},
       "rename": {"kind": "sheet", "focus": "name", "root": {"id": "form", "children": [
         {"id": "name", "textInput": true},
         {"id": "ok", "controls": [{"title": "OK", "role": "default", "action": "confirm"}]},
         {"id": "cancel", "controls": [{"title": "Cancel", "role": "cancel",
                                        "effect": {"dismiss": "key"}, "keyWindowOnly": true}]}]}}
     },
     "windows": [{"template": "main", "id": "w1", "focus": "body"}]}
    """#

  @Test("Controls, multi-line inputs, ignoring handlers and semantics load and work")
  func loads() throws {
    var app = try SceneFile.decode(Self.mail).app
    #expect(app.semantics == .swiftui)
    // A text view inserts Return; its Escape handler ignores the key, which goes on.
    #expect(app.press(Fixtures.shortcut("return")).kind == .consumed)
    #expect(app.press(Fixtures.shortcut("escape")).kind == .unhandled)
    let send = app.press(Fixtures.shortcut("cmd+return"))
    #expect(send.kind == .performed)
    #expect(send.control == "Send")
    try app.presentSheet("rename", on: "w1", id: "r")
    let ok = app.press(Fixtures.shortcut("return"))
    #expect(ok.kind == .control)
    #expect(ok.control == "OK")
    #expect(app.press(Fixtures.shortcut("escape")).control == "Cancel")
    #expect(app.window("r") == nil)
  }

  @Test("The encoder writes the new fields, and the result loads back the same")
  func roundTrip() throws {
    let app = try SceneFile.decode(Self.mail).app
    let text = SceneFile.encode(app)
    let again = try SceneFile.decode(text).app
    #expect(SceneFile.encode(again) == SceneFile.encode(app))
    #expect(text.contains(#""multiline": true"#))
    #expect(text.contains(#""result": "ignored""#))
    #expect(text.contains(#""role": "cancel""#))
    #expect(text.contains(#""semantics": "swiftui""#))
  }

  @Test("A command's action and title key load, save and come back unchanged")
  func actionAndTitleKey() throws {
    let text = #"""
      {"app": "A", "defaultCommands": false,
       "commands": [
         {"id": "a.paste", "title": "Paste", "menu": "Edit", "action": "paste:",
          "titleKey": "menu.paste"},
         {"id": "a.plain", "title": "Plain", "menu": "Edit"}]}
      """#
    let app = try SceneFile.decode(text).app
    let paste = try #require(app.commands.first { $0.id == "a.paste" })
    #expect(paste.sends == "paste:")
    #expect(paste.titleKey == "menu.paste")
    let plain = try #require(app.commands.first { $0.id == "a.plain" })
    #expect(plain.sends == nil && plain.titleKey == nil)
    let saved = SceneFile.encode(app)
    #expect(saved.contains(#""action": "paste:""#))
    #expect(saved.contains(#""titleKey": "menu.paste""#))
    let again = try SceneFile.decode(saved).app
    #expect(again.commands.first { $0.id == "a.paste" }?.sends == "paste:")
  }

  @Test("A command's action must be a string")
  func actionMustBeString() {
    let text = #"""
      {"app": "A", "commands": [{"id": "a", "title": "A", "menu": "Edit", "action": 3}]}
      """#
    #expect { try SceneFile.decode(text) } throws: { error in
      String(describing: error).contains("commands[0].action")
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let name: String
    let node: String
    let error: String
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(
      name: "unknown role",
      node: #"{"id": "b", "controls": [{"title": "OK", "role": "defalt", "action": "ok"}]}"#,
      error:
        #"templates.main.root.controls[0].role: unknown role "defalt"; did you mean "default"?"#),
    Bad(
      name: "command and action",
      node:
        #"{"id": "b", "controls": [{"title": "Go", "shortcut": "cmd+g", "command": "c", "action": "go"}]}"#,
      error:
        #"templates.main.root.controls[0]: invalid control: a control runs a command or an action (with an optional effect), not both; drop "command" or drop "action" and "effect""#
    ),
    Bad(
      name: "neither command nor action",
      node: #"{"id": "b", "controls": [{"title": "Go", "shortcut": "cmd+g"}]}"#,
      error:
        #"templates.main.root.controls[0]: invalid control: give the control a "command" to run, or an "action" and optional "effect""#
    ),
    Bad(
      name: "unknown command",
      node: #"{"id": "b", "controls": [{"title": "Go", "shortcut": "cmd+g", "command": "d"}]}"#,
      error: #"templates.main.root.controls[0].command: unknown command "d"; did you mean "c"?"#),
    Bad(
      name: "unknown handler result",
      node: #"{"id": "b", "keys": [{"shortcut": "up", "action": "u", "result": "ignore"}]}"#,
      error:
        #"templates.main.root.keys[0].result: unknown result "ignore"; did you mean "ignored"?"#),
    Bad(
      name: "multiline without text input", node: #"{"id": "b", "multiline": true}"#,
      error:
        #"templates.main.root.multiline: "multiline" needs "textInput": true (only text inputs have it)"#
    ),
    Bad(
      name: "unknown text command",
      node: #"{"id": "b", "textInput": true, "textCommands": ["edit.coppy"]}"#,
      error:
        #"templates.main.root.textCommands[0]: unknown text command "edit.coppy"; did you mean "edit.copy"?"#
    ),
    Bad(
      name: "find bar without text input", node: #"{"id": "b", "findBar": true}"#,
      error:
        #"templates.main.root.findBar: "findBar" needs "textInput": true (only text inputs have it)"#
    ),
  ]

  @Test("Bad Part II fields report their path and the fix", arguments: bad)
  func badFields(_ bad: Bad) {
    let json =
      #"{"app": "T", "commands": [{"id": "c", "title": "C", "menu": "Edit"}], "#
      + #""templates": {"main": {"root": "# + bad.node + "}}}"
    let error = #expect(throws: SceneFileErrors.self) { try SceneFile.decode(json) }
    #expect(error?.errors.first?.description == bad.error)
  }

  @Test("An unknown semantics lists the known ones")
  func badSemantics() {
    let error = #expect(throws: SceneFileErrors.self) {
      try SceneFile.decode(#"{"app": "T", "semantics": "swift", "templates": {}}"#)
    }
    #expect(
      error?.errors.map(\.description)
        == [#"semantics: unknown semantics "swift"; expected one of platform, swiftui"#])
  }

  @Test("Cmd+D with listed modifiers warns that the upper case adds Shift")
  func impliedShift() throws {
    let loaded = try SceneFile.decode(
      #"""
      {"app": "T", "commands": [{"id": "dup", "title": "Duplicate", "menu": "Edit",
       "shortcut": "Cmd+D"}, {"id": "z", "title": "Redo", "menu": "Edit",
       "shortcut": "shift+cmd+Z"}, {"id": "g", "title": "G", "menu": "Edit", "shortcut": "⌘G"}],
       "templates": {}}
      """#)
    #expect(
      loaded.warnings == [
        #"commands[0].shortcut: "Cmd+D" means shift+cmd+d (an upper-case letter adds Shift); write shift+cmd+d, or cmd+d"#
      ])
    #expect(loaded.app.command("dup")?.shortcut?.description == "shift+cmd+d")
  }
}
