import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC §19: `press`, `why` and `bind` read a shortcut as one word; quotes only group, and a
/// quote that ends a word is the quote key. Scene files take the new key names.
@Suite struct ShortcutWordTests {
  /// A scene whose commands use quote keys, shifted punctuation and the new named keys;
  /// without the platform's defaults, whose Help would take ⌘? first (SPEC §14).
  static let scene = """
    {"app": "Keys", "platform": "macOS", "defaultCommands": false,
     "commands": [
       {"id": "quote", "title": "Quote", "menu": "Edit", "shortcut": "cmd+'"},
       {"id": "dquote", "title": "Double Quote", "menu": "Edit", "shortcut": "cmd+\\""},
       {"id": "help", "title": "Help", "menu": "Help", "shortcut": "shift+cmd+/"},
       {"id": "bigger", "title": "Bigger", "menu": "Format", "shortcut": "cmd+plus"},
       {"id": "zoom", "title": "Zoom In", "menu": "View", "shortcut": "cmd+="},
       {"id": "brace", "title": "Brace", "menu": "Edit", "shortcut": "cmd+{"},
       {"id": "kplus", "title": "Keypad Plus", "menu": "View", "shortcut": "cmd+keypad+"},
       {"id": "kenter", "title": "Keypad Enter", "menu": "View", "shortcut": "cmd+keypadenter"},
       {"id": "kclear", "title": "Keypad Clear", "menu": "View", "shortcut": "keypadclear"},
       {"id": "f35", "title": "F35", "menu": "View", "shortcut": "ctrl+f35"},
       {"id": "ins", "title": "Insert", "menu": "Edit", "shortcut": "opt+insert"},
       {"id": "sharp", "title": "Sharp S", "menu": "Edit", "shortcut": "cmd+ß"},
       {"id": "free", "title": "Free", "menu": "Edit"}],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1"}]}
    """

  static func session() throws -> ShellSession {
    ShellSession(app: try SceneFile.decode(scene).app)
  }

  @Test("Scene-file shortcuts with the new keys load without warnings")
  func sceneLoads() throws {
    let loaded = try SceneFile.decode(Self.scene)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let app = loaded.app
    #expect(app.effectiveShortcut(of: "help")?.description == "cmd+?")
    #expect(app.effectiveShortcut(of: "help")?.glyphs == "⌘?")
    #expect(app.effectiveShortcut(of: "bigger")?.glyphs == "⌘+")
    #expect(app.effectiveShortcut(of: "kplus")?.description == "cmd+keypad+")
    #expect(app.effectiveShortcut(of: "kenter")?.glyphs == "⌘⌤")
    #expect(app.effectiveShortcut(of: "sharp")?.glyphs == "⌘ß")
  }

  struct Press: Sendable, CustomTestStringConvertible {
    let line: String
    let command: String?
    let shortcut: String
    var testDescription: String { line }
  }

  static let presses: [Press] = [
    .init(line: "press cmd+'", command: "quote", shortcut: "cmd+'"),
    .init(line: "press 'cmd+\"'", command: "dquote", shortcut: "cmd+\""),
    .init(line: "press \"cmd+'\"", command: "quote", shortcut: "cmd+'"),
    .init(line: "press cmd+\"", command: "dquote", shortcut: "cmd+\""),
    .init(line: "press 'cmd+?'", command: "help", shortcut: "cmd+?"),
    .init(line: "press shift+cmd+/", command: "help", shortcut: "cmd+?"),
    .init(line: "press ⇧⌘/", command: "help", shortcut: "cmd+?"),
    .init(line: "press cmd shift /", command: "help", shortcut: "cmd+?"),
    .init(line: "press shift+cmd+=", command: "bigger", shortcut: "cmd+plus"),
    .init(line: "press cmd+plus", command: "bigger", shortcut: "cmd+plus"),
    .init(line: "press cmd+=", command: "zoom", shortcut: "cmd+="),
    .init(line: "press shift+cmd+[", command: "brace", shortcut: "cmd+{"),
    .init(line: "press cmd+keypad+", command: "kplus", shortcut: "cmd+keypad+"),
    .init(line: "press cmd+keypadenter", command: "kenter", shortcut: "cmd+keypadenter"),
    .init(line: "press cmd+return", command: nil, shortcut: "cmd+return"),
    .init(line: "press keypadclear", command: "kclear", shortcut: "keypadclear"),
    .init(line: "press ctrl+F35", command: "f35", shortcut: "ctrl+f35"),
    .init(line: "press opt+ins", command: "ins", shortcut: "opt+insert"),
    .init(line: "press cmd+ß", command: "sharp", shortcut: "cmd+ß"),
    .init(line: "why cmd+'", command: "quote", shortcut: "cmd+'"),
    .init(line: "why 'cmd+\"'", command: "dquote", shortcut: "cmd+\""),
    .init(line: "why shift+cmd+/", command: "help", shortcut: "cmd+?"),
  ]

  @Test("press and why read the shortcut as one word, quotes only grouping", arguments: presses)
  func pressAndWhy(_ c: Press) throws {
    var session = try Self.session()
    let reply = session.run(c.line)
    let object = try #require(reply?.json.objectValue)
    #expect(object["ok"]?.boolValue == true)
    #expect(object["shortcut"]?.stringValue == c.shortcut)
    #expect(object["command"]?.stringValue == c.command)
  }

  struct Bind: Sendable, CustomTestStringConvertible {
    let bind: String
    let press: String
    let shortcut: String
    var testDescription: String { bind }
  }

  static let binds: [Bind] = [
    .init(bind: "bind opt+' free", press: "press opt+'", shortcut: "opt+'"),
    .init(bind: "bind 'opt+\"' free", press: "press opt+\"", shortcut: "opt+\""),
    .init(bind: "bind \"ctrl+'\" free", press: "press ctrl+'", shortcut: "ctrl+'"),
    .init(bind: "bind shift+ctrl+/ free", press: "press 'ctrl+?'", shortcut: "ctrl+?"),
    .init(bind: "bind ctrl+plus free", press: "press shift+ctrl+=", shortcut: "ctrl+plus"),
    .init(bind: "bind ctrl+keypad- free", press: "press ctrl-keypad-", shortcut: "ctrl+keypad-"),
  ]

  @Test("bind reads its shortcut as one word too", arguments: binds)
  func bind(_ c: Bind) throws {
    var session = try Self.session()
    let boundReply = session.run(c.bind)
    let bound = try #require(boundReply?.json.objectValue)
    #expect(bound["ok"]?.boolValue == true, "\(bound)")
    #expect(bound["shortcut"]?.stringValue == c.shortcut)
    let pressedReply = session.run(c.press)
    let pressed = try #require(pressedReply?.json.objectValue)
    #expect(pressed["command"]?.stringValue == "free")
  }

  struct Words: Sendable, CustomTestStringConvertible {
    let line: String
    let words: [String]
    var testDescription: String { line }
  }

  static let tokenizing: [Words] = [
    .init(line: "press cmd+'", words: ["press", "cmd+'"]),
    .init(line: "press cmd+\"", words: ["press", "cmd+\""]),
    .init(line: "press 'cmd+\"'", words: ["press", "cmd+\""]),
    .init(line: "press \"cmd+'\"", words: ["press", "cmd+'"]),
    .init(line: "bind cmd+' free", words: ["bind", "cmd+'", "free"]),
    .init(line: "bind cmd+\" 'New Folder'", words: ["bind", "cmd+\"", "New Folder"]),
    .init(line: "a11y perform \"New Folder\"", words: ["a11y", "perform", "New Folder"]),
    .init(line: "say it's", words: ["say", "it's"]),
    .init(line: "say a'b c'd", words: ["say", "ab cd"]),
    .init(line: "press ' '", words: ["press", " "]),
  ]

  @Test(
    "The tokenizer groups with quotes and reads a quote that ends a word as itself",
    arguments: tokenizing)
  func tokenizer(_ c: Words) throws {
    #expect(try Tokenizer.tokenize(c.line).map(\.text) == c.words)
  }

  @Test("A quote that starts a word and is never closed is still an error")
  func unterminated() {
    #expect(throws: ShellError.self) { try Tokenizer.tokenize("press 'cmd+x") }
    #expect(throws: ShellError.self) { try Tokenizer.tokenize("bind \"cmd+x free") }
  }

  @Test("Completion offers the key names after the modifiers typed so far")
  func completion() throws {
    let session = try Self.session()
    let keypad = Completer.complete(session, line: "press cmd+keyp", cursor: 14).candidates
    #expect(keypad.contains("cmd+keypad+"))
    #expect(keypad.contains("cmd+keypadenter"))
    #expect(keypad.count == 18)
    let function = Completer.complete(session, line: "bind ctrl+opt+f3", cursor: 16).candidates
    #expect(function.contains("ctrl+opt+f35"))
    #expect(Completer.complete(session, line: "why he", cursor: 6).candidates == ["help"])
    #expect(Completer.complete(session, line: "press pl", cursor: 8).candidates == ["plus"])
  }
}
