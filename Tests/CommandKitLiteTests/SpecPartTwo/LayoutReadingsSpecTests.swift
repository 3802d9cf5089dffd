import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §21: a press is matched in two readings, the key's own character first, then the
/// character the keys type.
@Suite struct LayoutReadingsSpecTests {
  /// Inspector on ⌥⌘I (automatic), a `custom` ⌘[ and ⌘/, and an automatic ⌥⌘] (mirrored
  /// right to left to ⌥⌘[).
  static let scene = #"""
    {"app": "R", "platform": "macOS", "defaultCommands": false,
     "commands": [
       {"id": "view.inspector", "title": "Inspector", "menu": "View", "shortcut": "opt+cmd+i"},
       {"id": "c.bracket", "title": "Outdent", "menu": "Format", "shortcut": "cmd+[",
        "localization": "custom"},
       {"id": "c.slash", "title": "Comment", "menu": "Format", "shortcut": "cmd+/",
        "localization": "custom"},
       {"id": "a.nextTab", "title": "Next Tab", "menu": "Window", "shortcut": "opt+cmd+]"}],
     "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """#

  static func app(layout: String, direction: LayoutDirection = .leftToRight) throws -> App {
    var app = try SpecScene.app(scene)
    app.layout = try #require(KeyboardLayout.named(layout))
    app.layoutDirection = direction
    return app
  }

  // §21 "(1) the key's own character with every modifier held … (NSEvent
  // charactersIgnoringModifiers: Option does not change the character) — so ⌥⌘I is ⌥⌘I on
  // every layout".
  @Test("⌥⌘I performs Inspector on every layout", arguments: KeyboardLayout.ids)
  func inspectorEverywhere(layout: String) throws {
    var app = try Self.app(layout: layout)
    let result = try app.press(keys: "opt+cmd+i")
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "view.inspector")
    #expect(result.shortcut == Fixtures.shortcut("opt+cmd+i"))
    #expect(result.keys == "opt+cmd+i")
    #expect(result.layout == layout)
  }

  // §21 "(2) the character the keys type, with shift/opt applied and the modifiers used up
  // to type it removed (characters): ⌥⌘5 on de types ⌘[, the shortcut of a custom ⌘[
  // command, and press shift+cmd+7 on de types ⌘/".
  @Test(
    "When the key's own character finds nothing, the character typed decides",
    arguments: [("opt+cmd+5", "c.bracket", "cmd+["), ("shift+cmd+7", "c.slash", "cmd+/")])
  func typedCharacter(keys: String, command: String, shortcut: String) throws {
    var app = try Self.app(layout: "de")
    let why = try app.why(keys: keys)
    let result = try app.press(keys: keys)
    #expect(result.performedCommand == command)
    #expect(why.performedCommand == command)
    #expect(result.shortcut == Fixtures.shortcut(shortcut))
  }

  /// The app on `de` with one more command first: `a.five` on ⌥⌘5, with `extra` fields.
  static func withFive(_ extra: String = "") throws -> App {
    let five = #"{"id": "a.five", "title": "Five", "menu": "View", "shortcut": "opt+cmd+5""#
    var app = try SpecScene.app(
      Self.scene.replacingOccurrences(
        of: #""commands": ["#, with: #""commands": ["# + five + extra + "},"))
    app.layout = try #require(KeyboardLayout.named("de"))
    return app
  }

  // §21 "in two readings, the first that some shortcut takes winning": with a shortcut on
  // ⌥⌘5 itself, the key's own character takes the press before ⌘[ is read.
  @Test("The key's own character wins over the character typed")
  func firstReadingWins() throws {
    var app = try Self.withFive()
    let result = try app.press(keys: "opt+cmd+5")
    #expect(result.performedCommand == "a.five")
    #expect(result.shortcut == Fixtures.shortcut("opt+cmd+5"))
  }

  // §13 "A disabled item's key equivalent is disabled with it, so it takes nothing": a
  // reading that finds only a disabled command gives way to the next reading.
  @Test("A disabled command on the first reading gives way to the second")
  func disabledGivesWay() throws {
    var app = try Self.withFive(#", "requires": "nothing""#)
    #expect(try app.press(keys: "opt+cmd+5").performedCommand == "c.bracket")
    // Nothing on the second: the disabled command is the answer.
    var alone = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "a.five", "title": "Five", "menu": "View", "shortcut": "opt+cmd+5",
                     "requires": "nothing"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    alone.layout = try #require(KeyboardLayout.named("de"))
    let result = try alone.press(keys: "opt+cmd+5")
    #expect(result.outcome == .disabled(command: "a.five"))
  }

  // §21 "⌥⌘[ on us in right to left reaches the mirrored ⌥⌘]".
  @Test("⌥⌘[ on us right to left reaches the automatic ⌥⌘] mirrored")
  func mirroredWithOption() throws {
    var app = try Self.app(layout: "us", direction: .rightToLeft)
    let result = try app.press(keys: "opt+cmd+[")
    #expect(result.performedCommand == "a.nextTab")
    #expect(result.shortcut == Fixtures.shortcut("opt+cmd+]"))
    #expect(try app.press(keys: "opt+cmd+]").kind == .unhandled)
  }

  // §21 "An automatic shortcut that the layout cannot type as written keeps its US
  // spelling … and why says the system remaps it".
  @Test("Both readings on a de key press are told by why")
  func whyTellsBothReadings() throws {
    let app = try Self.app(layout: "de")
    let steps = try app.why(keys: "opt+cmd+5").steps.map(\.result)
    #expect(steps.first?.contains("⌥⌘5") == true, "\(steps)")
    #expect(steps.first?.contains("⌘[") == true, "\(steps)")
    #expect(steps.contains { $0.contains("reaches command c.bracket (custom)") }, "\(steps)")
  }

  // §21 "The answer's shortcut is the typed one, with keys (what was pressed) and layout
  // (in JSON always …)": the model answers them on us too.
  @Test("press(keys:) answers the keys and the layout on us left to right too")
  func keysOnUS() throws {
    var app = try Self.app(layout: "us")
    let result = try app.press(keys: "opt+cmd+i")
    #expect(result.performedCommand == "view.inspector")
    #expect(result.keys == "opt+cmd+i")
    #expect(result.layout == "us")
    let told = try app.why(keys: "opt+cmd+i")
    #expect(told.keys == "opt+cmd+i" && told.layout == "us")
    #expect(told.steps.first?.step == "reserved")
  }
}
