import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §19: keys and notation.
@Suite struct KeysNotationSpecTests {
  // §19 "Every key that AppKit and UIKit name can be written: keypad keys …, help, insert,
  // f1…f35, and any single Unicode character".
  @Test(
    "Every named key parses and prints back the same",
    arguments: [
      "keypad0", "keypad9", "keypadenter", "keypad+", "keypad-", "keypad*", "keypad/",
      "keypad=", "keypad.", "keypadclear", "help", "insert", "f1", "f19", "f35", "cmd+keypad5",
      "cmd+ß", "cmd+é", "cmd+ö",
    ])
  func namedKeys(text: String) throws {
    let shortcut = try KeyboardShortcut(parsing: text)
    #expect(shortcut.description == text)
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  @Test("f36 is not a key", arguments: ["f36", "f0", "keypad10"])
  func notKeys(text: String) {
    #expect(throws: ShortcutParseError.self) { try KeyboardShortcut(parsing: text) }
  }

  // §19 "(cmd+ß shows as ⌘ß, never upper-cased into two letters)".
  @Test("⌘ß shows as ⌘ß")
  func eszett() throws {
    #expect(try KeyboardShortcut(parsing: "cmd+ß").glyphs == "⌘ß")
  }

  // §19 "cmd+? and shift+cmd+/, cmd+{ and shift+cmd+[, cmd+plus and shift+cmd+= press, bind
  // and audit as the same key (canonical spelling: the shifted character …)".
  @Test(
    "Shifted punctuation and its shift+key spelling are one shortcut",
    arguments: [
      ("cmd+?", "shift+cmd+/", "cmd+?"), ("cmd+{", "shift+cmd+[", "cmd+{"),
      ("cmd+plus", "shift+cmd+=", "cmd+plus"), ("cmd+:", "shift+cmd+;", "cmd+:"),
    ])
  func shifted(a: String, b: String, canonical: String) throws {
    let first = try KeyboardShortcut(parsing: a)
    let second = try KeyboardShortcut(parsing: b)
    #expect(first == second)
    #expect(first.description == canonical)
  }

  // §19 "Letters and digits are not shifted characters: ⇧⌘D stays shift+cmd+d and ⇧⌘3 stays
  // shift+cmd+3. cmd+= stays its own shortcut".
  @Test(
    "Letters, digits and = keep their spelling",
    arguments: [
      ("shift+cmd+d", "shift+cmd+d"), ("shift+cmd+3", "shift+cmd+3"), ("cmd+=", "cmd+="),
      ("cmd+D", "shift+cmd+d"),
    ])
  func unshifted(text: String, canonical: String) throws {
    #expect(try KeyboardShortcut(parsing: text).description == canonical)
    #expect(try KeyboardShortcut(parsing: "cmd+=") != KeyboardShortcut(parsing: "cmd+plus"))
  }

  // §19 "press, bind and audit as the same key".
  @Test("A command on ⌘? is pressed by ⇧⌘/, and bound to ⌘{ it is pressed by ⇧⌘[")
  func pressAndAudit() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "K", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "a.help", "title": "Help A", "menu": "Help", "shortcut": "cmd+?"},
                    {"id": "b.help", "title": "Help B", "menu": "Help",
                     "shortcut": "shift+cmd+/"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    #expect(SpecScene.press("shift+cmd+/", in: &app).performedCommand == "a.help")
    try app.bind(Fixtures.shortcut("cmd+{"), to: "b.help")
    #expect(SpecScene.press("shift+cmd+[", in: &app).performedCommand == "b.help")
  }
}
