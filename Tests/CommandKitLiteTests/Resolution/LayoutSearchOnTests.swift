import Testing

@testable import CommandKitLite

/// SPEC §21: when the first command or control on a shortcut has a localization that the
/// layout types otherwise, a press passes it over and reaches the next one that answers
/// (an NSMenuItem whose key equivalent does not match the event is no match), instead of
/// falling to unhandled.
@Suite struct LayoutSearchOnTests {
  /// Two commands on ⌘/ in menu order, with the given localizations; optionally a control
  /// on ⌘/ in the focused window (controls come before the menu for a key equivalent).
  static func app(
    first: String, second: String, control: String? = nil
  ) throws -> App {
    let controls =
      control.map {
        #", "controls": [{"title": "Ask", "shortcut": "cmd+/", "localization": "\#($0)", "action": "ask"}]"#
      } ?? ""
    let text = """
      {"app": "S", "platform": "macOS", "defaultCommands": false,
       "commands": [
        {"id": "first", "title": "First", "menu": "Edit", "shortcut": "cmd+/",
         "localization": "\(first)"},
        {"id": "second", "title": "Second", "menu": "Edit", "shortcut": "cmd+/",
         "localization": "\(second)"}],
       "templates": {"main": {"root": {"id": "root", "children": [
         {"id": "list", "focusable": true\(controls)}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """
    var app = try SceneFile.decode(text).app
    app.layout = try #require(KeyboardLayout.named("de"))
    return app
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let first: String
    let second: String
    let keys: String
    let command: String
    var testDescription: String { "\(keys) with \(first) then \(second)" }
  }

  /// On de, ⌘/ custom is ⇧⌘7; ⌘/ automatic keeps its US spelling, cmd+/.
  static let cases: [Case] = [
    .init(first: "automatic", second: "custom", keys: "shift+cmd+7", command: "second"),
    .init(first: "custom", second: "automatic", keys: "cmd+/", command: "second"),
    .init(first: "custom", second: "automatic", keys: "shift+cmd+7", command: "first"),
    .init(first: "automatic", second: "custom", keys: "cmd+/", command: "first"),
  ]

  @Test(arguments: cases)
  func thePressSearchesOnPastATargetTypedOtherwise(_ example: Case) throws {
    var app = try Self.app(first: example.first, second: example.second)
    let asked = try app.why(keys: example.keys)
    #expect(asked.performedCommand == example.command)
    let result = try app.press(keys: example.keys)
    #expect(result.kind == .performed)
    #expect(result.performedCommand == example.command)
  }

  @Test func whySaysWhichTargetWasPassedOver() throws {
    let app = try Self.app(first: "automatic", second: "custom")
    let text = try app.why(keys: "shift+cmd+7").steps.map(\.result).joined(separator: "\n")
    #expect(text.contains("typed otherwise on this layout: passed over"))
    #expect(text.contains("reaches command second (custom)"))
  }

  @Test func aControlTypedOtherwiseGivesWayToTheMenu() throws {
    var app = try Self.app(first: "automatic", second: "automatic", control: "custom")
    // cmd+/ in US spelling reaches no custom shortcut on de: the menu's automatic one.
    let spelled = try app.press(keys: "cmd+/")
    #expect(spelled.performedCommand == "first")
    #expect(spelled.control == nil)
    // ⇧⌘7 types the custom ⌘/ on de: the control.
    let typed = try app.press(keys: "shift+cmd+7")
    #expect(typed.control == "Ask")
  }

  @Test func withNothingThatAnswersThePressIsStillUnhandled() throws {
    var app = try Self.app(first: "automatic", second: "withoutMirroring")
    let result = try app.press(keys: "shift+cmd+7")
    #expect(result.kind == .unhandled)
    let why = try app.why(keys: "shift+cmd+7")
    #expect(why.steps.contains { $0.result.contains("command first is automatic") })
  }
}
