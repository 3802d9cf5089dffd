import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §21: keyboard layouts and localization.
@Suite struct LayoutsSpecTests {
  static let scene = #"""
    {"app": "L", "platform": "macOS", "defaultCommands": false, EXTRA
     "commands": [
       {"id": "c.slash", "title": "Comment", "menu": "Edit", "shortcut": "cmd+/",
        "localization": "custom"},
       {"id": "c.bracket", "title": "Outdent", "menu": "Edit", "shortcut": "cmd+[",
        "localization": "custom"},
       {"id": "a.back", "title": "Back", "menu": "Go", "shortcut": "cmd+["},
       {"id": "a.left", "title": "Left", "menu": "Go", "shortcut": "opt+cmd+left"},
       {"id": "w.paren", "title": "Paren", "menu": "Go", "shortcut": "cmd+(",
        "localization": "withoutMirroring"},
       {"id": "a.help", "title": "Search", "menu": "Help", "shortcut": "cmd+?"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  static func app(layout: String = "us", extra: String = "") throws -> App {
    var app = try SpecScene.app(scene.replacingOccurrences(of: "EXTRA", with: extra))
    app.layout = try #require(KeyboardLayout.named(layout))
    return app
  }

  // §21 "Layouts: at least us (default), de, fr (AZERTY), ch-de, ch-fr, uk, it, se".
  @Test(
    "The required layouts exist, us first",
    arguments: ["us", "de", "fr", "ch-de", "ch-fr", "uk", "it", "se"])
  func layouts(id: String) throws {
    let layout = try #require(KeyboardLayout.named(id))
    #expect(!layout.source.isEmpty)
    #expect(KeyboardLayout.us.id == "us")
  }

  // §21 "With custom the shortcut is typed as the layout requires: ⌘/ on de means ⇧⌘7, ⌘[
  // means ⌥⌘5".
  @Test(
    "A custom shortcut is pressed as the layout types it",
    arguments: [("shift+cmd+7", "c.slash"), ("opt+cmd+5", "c.bracket")])
  func customTyped(keys: String, command: String) throws {
    var app = try Self.app(layout: "de")
    let result = try app.press(keys: keys)
    #expect(result.kind == .performed)
    #expect(result.performedCommand == command)
    #expect(result.keys == keys)
    #expect(result.layout == "de")
  }

  // §21 "An automatic shortcut that the layout cannot type as written keeps its US spelling
  // in the simulator (press cmd+/ still reaches it on de) and why says the system remaps
  // it"; "(⌘? on de is ⇧⌘ß)".
  @Test("Automatic shortcuts on de: US spelling, and as typed without an extra modifier")
  func automaticOnGerman() throws {
    var app = try Self.app(layout: "de")
    #expect(try app.press(keys: "cmd+[").performedCommand == "a.back")
    let why = try app.why(keys: "cmd+[")
    #expect(why.steps.contains { $0.step == "remapped" })
    #expect(try app.press(keys: "shift+cmd+ß").performedCommand == "a.help")
  }

  // §21 "A key name the layout has no key for (press cmd+? on de) is read in US spelling and
  // reaches only shortcuts that are not custom."
  @Test("A key name de has no key for reaches only non-custom shortcuts")
  func usSpellingFallback() throws {
    var app = try Self.app(layout: "de")
    #expect(try app.press(keys: "cmd+?").performedCommand == "a.help")
    #expect(try app.press(keys: "cmd+/").performedCommand != "c.slash")
  }

  // §21 "Reservations belong to physical keys: on fr, ⇧⌘" (the 3 key) is the screenshot."
  @Test("On fr, ⇧⌘\" is the screenshot reservation")
  func physicalReservation() throws {
    var app = try Self.app(layout: "fr")
    let result = try app.press(keys: #"shift+cmd+""#)
    #expect(result.kind == .reserved)
  }

  // §21 "layoutDirection: rtl … mirrors [ ] { } ( ) < > and left/right arrows in automatic
  // shortcuts, not in withoutMirroring or custom ones".
  @Test(
    "rtl mirrors automatic shortcuts only",
    arguments: [
      ("cmd+]", "a.back"), ("opt+cmd+right", "a.left"), ("cmd+(", "w.paren"),
      ("cmd+[", "c.bracket"),
    ] as [(String, String?)])
  func mirroring(key: String, command: String?) throws {
    var app = try Self.app(extra: #""layoutDirection": "rtl","#)
    #expect(app.layoutDirection == .rightToLeft)
    let result = try app.press(keys: key)
    #expect(result.performedCommand == command)
    #expect(try app.press(keys: "opt+cmd+5").performedCommand == nil)
  }

  // §21 "mirrors … in automatic shortcuts" with §13 "Among menu commands bound to one
  // shortcut, the first enabled one in menu order is performed": in rtl the automatic ⌘[
  // is ⌘] and comes first in the menu.
  @Test("In rtl, a mirrored command first in menu order wins over a later exact one")
  func mirroredMenuOrder() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS", "defaultCommands": false, "layoutDirection": "rtl",
       "commands": [{"id": "a.back", "title": "Back", "menu": "Go", "shortcut": "cmd+["},
                    {"id": "w.fwd", "title": "Fwd", "menu": "Go", "shortcut": "cmd+]",
                     "localization": "withoutMirroring"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    let result = try app.press(keys: "cmd+]")
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "a.back")
    #expect(result.shortcut == Fixtures.shortcut("cmd+["))
  }

  // §21 "Each maps every character to the key and the modifiers that type it (opt where the
  // Mac layout uses Option)." The key is named by its US position (fr's 3 key).
  @Test(
    "Layouts map characters to the key press that types them",
    arguments: [
      ("de", "/", "7", EventModifiers.shift), ("de", "@", "l", .option),
      ("de", "[", "5", .option), ("de", "{", "8", .option), ("uk", "#", "3", .option),
      ("us", "?", "/", .shift), ("fr", "3", "3", .shift),
    ] as [(String, Character, Character, EventModifiers)])
  func keyPresses(layout: String, character: Character, key: Character, modifiers: EventModifiers)
    throws
  {
    let table = try #require(KeyboardLayout.named(layout))
    #expect(table.keyPress(typing: character) == KeyPress(key: key, modifiers: modifiers))
  }

  // §21 "A character that needs a dead key, or that the layout cannot type, is
  // unreachable."
  @Test(
    "Dead-key and untypable characters are unreachable",
    arguments: [("de", "ñ"), ("us", "ñ"), ("de", "é"), ("us", "é")] as [(String, Character)])
  func unreachable(layout: String, character: Character) throws {
    let table = try #require(KeyboardLayout.named(layout))
    #expect(table.keyPress(typing: character) == nil)
    #expect(!table.canType(character))
  }

  // §21 "mirrors … in automatic shortcuts, not in withoutMirroring or custom ones" and §16
  // "local keys are not" mirrored.
  @Test("In rtl a local handler on ⌘[ keeps its key")
  func localKeysNotMirrored() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS", "defaultCommands": false, "layoutDirection": "rtl",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true,
         "keys": [{"shortcut": "cmd+[", "action": "outdent"}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    #expect(try app.press(keys: "cmd+[").action == "outdent")
    #expect(try app.press(keys: "cmd+]").kind == .unhandled)
  }
}
