import Testing

@testable import CommandKitLite

/// SPEC §21: presses typed on a layout, and right-to-left mirroring of automatic shortcuts.
@Suite struct LayoutPressTests {
  static let scene = """
    {"app": "Layouts", "platform": "macOS", "defaultCommands": false,
     "commands": [
      {"id": "comment", "title": "Comment", "menu": "Edit", "shortcut": "cmd+/"},
      {"id": "commentCustom", "title": "Comment Line", "menu": "Edit", "shortcut": "opt+cmd+/",
       "localization": "custom"},
      {"id": "back", "title": "Back", "menu": "Go", "shortcut": "cmd+["},
      {"id": "forward", "title": "Forward", "menu": "Go", "shortcut": "cmd+]"},
      {"id": "brace", "title": "Brace", "menu": "Format", "shortcut": "cmd+{",
       "localization": "withoutMirroring"},
      {"id": "unbrace", "title": "Unbrace", "menu": "Format", "shortcut": "cmd+}",
       "localization": "custom"},
      {"id": "help", "title": "Search", "menu": "Help", "shortcut": "cmd+?"},
      {"id": "three", "title": "Three", "menu": "View", "shortcut": "cmd+3", "localization": "custom"},
      {"id": "slash", "title": "Slash", "menu": "View", "shortcut": "ctrl+cmd+/", "localization": "custom"}
     ],
     "templates": {"main": {"root": {"id": "root", "children": [{"id": "list", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """

  static func app(layout: String = "us", direction: LayoutDirection = .leftToRight) throws -> App {
    var app = try SceneFile.decode(scene).app
    app.layout = try #require(KeyboardLayout.named(layout))
    app.layoutDirection = direction
    return app
  }

  struct PressCase: CustomTestStringConvertible, Sendable {
    let layout: String
    let direction: LayoutDirection
    let keys: String
    let command: String?
    let shortcut: String
    var testDescription: String { "\(keys) on \(layout) \(direction)" }
  }

  static let pressCases: [PressCase] = [
    // custom ⌘/ on de is ⇧⌘7; the automatic ⌘/ keeps its US spelling.
    .init(
      layout: "de", direction: .leftToRight, keys: "ctrl+shift+cmd+7", command: "slash",
      shortcut: "ctrl+cmd+/"),
    .init(
      layout: "de", direction: .leftToRight, keys: "shift+cmd+7", command: nil, shortcut: "cmd+/"),
    .init(
      layout: "de", direction: .leftToRight, keys: "cmd+/", command: "comment", shortcut: "cmd+/"),
    .init(
      layout: "de", direction: .leftToRight, keys: "ctrl+cmd+/", command: nil,
      shortcut: "ctrl+cmd+/"),
    // ⌘? automatic on de is pressed as typed, ⇧⌘ß, and in US spelling.
    .init(
      layout: "de", direction: .leftToRight, keys: "shift+cmd+ß", command: "help", shortcut: "cmd+?"
    ),
    .init(layout: "de", direction: .leftToRight, keys: "cmd+?", command: "help", shortcut: "cmd+?"),
    // ⌘[ automatic on de: ⌥⌘5 is what the layout types, but the system remaps it.
    .init(
      layout: "de", direction: .leftToRight, keys: "opt+cmd+5", command: nil, shortcut: "cmd+["),
    .init(layout: "de", direction: .leftToRight, keys: "cmd+[", command: "back", shortcut: "cmd+["),
    // rtl mirrors automatic shortcuts only.
    .init(layout: "us", direction: .rightToLeft, keys: "cmd+]", command: "back", shortcut: "cmd+["),
    .init(
      layout: "us", direction: .rightToLeft, keys: "cmd+[", command: "forward", shortcut: "cmd+]"),
    .init(
      layout: "us", direction: .rightToLeft, keys: "cmd+{", command: "brace", shortcut: "cmd+{"),
    .init(
      layout: "us", direction: .rightToLeft, keys: "cmd+}", command: "unbrace", shortcut: "cmd+}"),
    .init(layout: "us", direction: .leftToRight, keys: "cmd+[", command: "back", shortcut: "cmd+["),
  ]

  @Test(arguments: pressCases)
  func pressesReachTheShortcutsTheLayoutTypes(_ example: PressCase) throws {
    var app = try Self.app(layout: example.layout, direction: example.direction)
    let asked = try app.why(keys: example.keys)
    let result = try app.press(keys: example.keys)
    #expect(result.performedCommand == example.command)
    #expect(asked.performedCommand == example.command)
    #expect(result.shortcut == (try KeyboardShortcut(parsing: example.shortcut)))
    #expect(result.kind == (example.command == nil ? .unhandled : .performed))
    if example.layout != "us" || example.direction == .rightToLeft {
      #expect(result.keys == example.keys)
      #expect(result.layout == example.layout)
    }
  }

  @Test func theFrenchThreeKeyWithShiftIsTheScreenshot() throws {
    var app = try Self.app(layout: "fr")
    let result = try app.press(keys: "shift+cmd+\"")
    #expect(result.kind == .reserved)
    #expect(result.shortcut == (try KeyboardShortcut(parsing: "shift+cmd+3")))
    // The custom ⌘3 is typed the same way, so the app never sees it.
    let typing = app.layout.typing(KeyboardShortcut("3", localization: .custom))
    #expect(typing.keys == "shift+cmd+\"")
  }

  @Test func whyNamesTheKeysTheLayoutAndTheRemapping() throws {
    let app = try Self.app(layout: "de")
    let result = try app.why(keys: "cmd+/")
    let text = result.steps.map { "\($0.step): \($0.result)" }.joined(separator: "\n")
    #expect(text.contains("layout de"))
    #expect(text.contains("cmd+/"))
    #expect(text.contains("remaps"))
    let rejected = try app.why(keys: "shift+cmd+7")
    #expect(rejected.steps.contains { $0.result.contains("command comment is automatic") })
  }

  /// Controls' shortcuts mirror like commands' (SPEC §16); local `keys` do not.
  @Test func controlsMirrorAndLocalKeysDoNot() throws {
    let text = """
      {"app": "C", "platform": "macOS",
       "templates": {"main": {"root": {"id": "root", "children": [
         {"id": "pager", "focusable": true,
          "controls": [{"title": "Previous", "shortcut": "cmd+left", "action": "previous"}],
          "keys": [{"shortcut": "cmd+[", "action": "outdent"}]}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "pager"}]}
      """
    var app = try SceneFile.decode(text).app
    app.layoutDirection = .rightToLeft
    let mirrored = try app.press(keys: "cmd+right")
    #expect(mirrored.control == "Previous")
    #expect(try app.press(keys: "cmd+left").control == nil)
    let local = try app.press(keys: "cmd+[")
    #expect(local.kind == .local)
    #expect(local.action == "outdent")
    #expect(try app.press(keys: "cmd+]").kind != .local)
  }

  @Test func theUSLayoutLeftToRightPressesAsWritten() throws {
    var app = try Self.app()
    let result = try app.press(keys: "cmd+[")
    #expect(result.performedCommand == "back")
    // SPEC §21: the keys and the layout are always in the answer; the steps are those of
    // the written shortcut, with no layout reading.
    #expect(result.keys == "cmd+[")
    #expect(result.layout == "us")
    let told = try app.why(keys: "cmd+[")
    let written = app.why(try KeyboardShortcut(parsing: "cmd+["))
    #expect(told.steps == written.steps)
    #expect(told.outcome == written.outcome)
  }

  @Test func sceneFilesRoundTripLayoutFields() throws {
    var app = try Self.app(layout: "ch-fr", direction: .rightToLeft)
    app.layout = try #require(KeyboardLayout.named("ch-fr"))
    let encoded = SceneFile.encode(app)
    let back = try SceneFile.decode(encoded).app
    #expect(back.layout.id == "ch-fr")
    #expect(back.layoutDirection == .rightToLeft)
    #expect(back.effectiveShortcut(of: "three")?.localization == .custom)
    #expect(back.effectiveShortcut(of: "brace")?.localization == .withoutMirroring)
    #expect(back.effectiveShortcut(of: "comment")?.localization == .automatic)
  }

  @Test(arguments: [
    ("\"localization\": \"mirror\"", "localization", "withoutMirroring"),
    ("\"layout\": \"es\"", "layout", "us, de, fr, ch-de, ch-fr, uk, it, se"),
    ("\"layoutDirection\": \"rtr\"", "layoutDirection", "rtl"),
  ])
  func badLayoutValuesAreErrorsListingTheKnownOnes(
    _ field: String, _ name: String, _ listed: String
  ) {
    let command =
      name == "localization"
      ? "{\"id\": \"a\", \"title\": \"A\", \"menu\": \"Edit\", \"shortcut\": \"cmd+a\", \(field)}"
      : "{\"id\": \"a\", \"title\": \"A\", \"menu\": \"Edit\"}"
    let top = name == "localization" ? "" : ", \(field)"
    let text = "{\"app\": \"X\", \"commands\": [\(command)]\(top)}"
    #expect {
      _ = try SceneFile.decode(text)
    } throws: { error in
      let description = String(describing: error)
      return description.contains(name) && description.contains(listed)
    }
  }
}
