import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §4 ("Key dispatch"), sentence by sentence: the six steps, their outcomes and the
/// trace `why` gives. The steps are read on iPadOS, whose order (§13, UIKit) is §4's own:
/// the focus chain, then the menu; macOS reorders `cmd`/`ctrl` presses (§13's tests).
@Suite struct SpecSentences04Tests {
  /// A text field with a local ⌘L under a root with local ⌘L and ⌘G, a list; menu commands
  /// bound to ⌘K (the first disabled, two enabled), ⌘J (both disabled), A, Escape, ⌘L, ⌘G;
  /// and a sheet template.
  static let scene = #"""
    {"app": "S4", "platform": "PLATFORM",
     "commands": [
       {"id": "c.first", "title": "First", "menu": "Tools", "shortcut": "cmd+k",
        "requires": "never"},
       {"id": "c.second", "title": "Second", "menu": "Tools", "shortcut": "cmd+k"},
       {"id": "c.third", "title": "Third", "menu": "Tools", "shortcut": "cmd+k"},
       {"id": "c.off1", "title": "Off1", "menu": "Tools", "shortcut": "cmd+j",
        "requires": "never"},
       {"id": "c.off2", "title": "Off2", "menu": "Tools", "shortcut": "cmd+j",
        "requires": "never"},
       {"id": "c.plainA", "title": "Plain A", "menu": "Tools", "shortcut": "a"},
       {"id": "c.esc", "title": "Esc", "menu": "Tools", "shortcut": "escape"},
       {"id": "c.local", "title": "Local", "menu": "Tools", "shortcut": "cmd+l"},
       {"id": "c.g", "title": "G", "menu": "Tools", "shortcut": "cmd+g"}
     ],
     "templates": {
      "main": {"kind": "window", "root": {"id": "root",
        "keys": [{"shortcut": "cmd+l", "action": "rootL"}, {"shortcut": "cmd+g", "action": "rootG"}],
        "children": [
         {"id": "field", "textInput": true, "keys": [{"shortcut": "cmd+l", "action": "fieldL"}]},
         {"id": "list", "focusable": true}
        ]}},
      "sh": {"kind": "sheet", "root": {"id": "sroot", "focusable": true}}
     },
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  static func app(_ platform: Platform = .iPadOS, focus: String) throws -> App {
    try SpecScene.app(scene.replacingOccurrences(of: "FOCUS", with: focus), platform: platform)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let focus: String
    let key: String
    let outcome: DispatchOutcome.Kind
    /// The command, local action or nothing (``SpecScene/by(_:)``).
    let by: String?
    /// The result's `node`, as a path.
    let node: String?
    /// The names of the `why` steps after `reserved` and `profile`.
    let steps: [String]
    var testDescription: String { "\(focus) \(key) → \(outcome) \(by ?? "")" }
  }

  /// Step 3: "Walk the key window's focus chain innermost-first … At each node: a
  /// `textInput` node consumes any key without `cmd` or `ctrl` except `escape` and `tab`; a
  /// node with a local key handler for the shortcut performs it (`local`)." Step 4: "Menu
  /// commands bound to the shortcut, in menu order: the first enabled one is performed; if
  /// some are bound but none is enabled: disabled." Step 5: "`tab` / `shift+tab` move focus
  /// (outcome focus)." Step 6: "Otherwise unhandled." And §10: the answer names `command`
  /// and `node` where they apply, and `why` gives the steps.
  @Test(
    "Each dispatch step gives its outcome, names what took the key, and traces the walk",
    arguments: [
      Row(
        focus: "field", key: "a", outcome: .consumed, by: nil, node: "w/field",
        steps: ["node w/field"]),
      Row(
        focus: "field", key: "opt+a", outcome: .consumed, by: nil, node: "w/field",
        steps: ["node w/field"]),
      Row(
        focus: "field", key: "shift+a", outcome: .consumed, by: nil, node: "w/field",
        steps: ["node w/field"]),
      // Escape passes the text input on to the menu; a cmd key reaches its own handler.
      Row(focus: "field", key: "escape", outcome: .performed, by: "c.esc", node: nil, steps: []),
      Row(
        focus: "field", key: "cmd+l", outcome: .local, by: "fieldL", node: "w/field",
        steps: ["node w/field", "node w/field"]),
      // Innermost first: with focus on the list, the root's handler is the first on the chain.
      Row(
        focus: "list", key: "cmd+l", outcome: .local, by: "rootL", node: "w/root",
        steps: ["node w/root"]),
      Row(focus: "list", key: "a", outcome: .performed, by: "c.plainA", node: nil, steps: []),
      Row(
        focus: "list", key: "cmd+k", outcome: .performed, by: "c.second", node: nil,
        steps: ["chain", "menu c.first", "menu c.second"]),
      Row(
        focus: "list", key: "cmd+j", outcome: .disabled, by: "c.off1", node: nil,
        steps: ["chain", "menu c.off1", "menu c.off2", "disabled"]),
      Row(focus: "list", key: "tab", outcome: .focus, by: nil, node: nil, steps: ["focus"]),
      Row(focus: "field", key: "tab", outcome: .focus, by: nil, node: nil, steps: ["focus"]),
      Row(focus: "list", key: "shift+tab", outcome: .focus, by: nil, node: nil, steps: ["focus"]),
      Row(
        focus: "list", key: "cmd+y", outcome: .unhandled, by: nil, node: nil,
        steps: ["chain", "unhandled"]),
    ])
  func steps(row: Row) throws {
    var app = try Self.app(focus: row.focus)
    let why = app.why(Fixtures.shortcut(row.key))
    let result = SpecScene.press(row.key, in: &app)
    #expect(result.kind == row.outcome)
    #expect(why.kind == row.outcome)
    #expect(SpecScene.by(result) == row.by)
    #expect(result.node?.description == row.node)
    #expect(result.window == "w")
    #expect(why.steps.prefix(2).map(\.step) == ["reserved", "profile"])
    if !row.steps.isEmpty {
      #expect(Array(why.steps.dropFirst(2).map(\.step)) == row.steps)
    }
  }

  /// "(a sheet's own chain while a sheet is up)": the parent's root handler for ⌘G is not
  /// on the walk while its sheet is key, so the menu command takes ⌘G; once the sheet is
  /// dismissed the parent's handler takes it again.
  @Test("While a sheet is up the walk is the sheet's own chain, not its parent's")
  func sheetChain() throws {
    var app = try Self.app(focus: "list")
    try app.presentSheet("sh", on: "w", id: "s")
    let onSheet = SpecScene.press("cmd+g", in: &app)
    #expect(onSheet.window == "s")
    #expect(onSheet.outcome == .performed(command: "c.g", provider: nil))
    try app.dismiss("s")
    let after = SpecScene.press("cmd+g", in: &app)
    #expect(after.kind == .local)
    #expect(after.action == "rootG")
  }

  /// Step 1: "on iPadOS, iOS and visionOS every `fn` combination is hard-reserved"; the
  /// answer names the system function and the trace stops at `reserved`.
  @Test(
    "A hard-reserved press is reserved and the trace stops there",
    arguments: [
      (Platform.macOS, "cmd+space"), (.iPadOS, "fn+x"), (.iOS, "fn+shift+a"),
      (.visionOS, "fn+cmd+k"),
    ])
  func reserved(platform: Platform, key: String) throws {
    var app = try Self.app(platform, focus: "field")
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .reserved)
    #expect(result.reservation?.use.isEmpty == false)
    #expect(app.why(Fixtures.shortcut(key)).steps.map(\.step) == ["reserved"])
  }

  /// Step 2: "blocked: no window can take keys (all background, or none open)" — on iPadOS
  /// (macOS keeps its menu bar, §13); the answer names no window and the trace says
  /// `blocked` right after `reserved`.
  @Test("With no window open on iPadOS a press is blocked")
  func blocked() throws {
    var app = try Self.app(focus: "list")
    try app.close("w")
    let result = SpecScene.press("cmd+k", in: &app)
    #expect(result.kind == .blocked)
    #expect(result.window == nil)
    #expect(app.why(Fixtures.shortcut("cmd+k")).steps.map(\.step) == ["reserved", "blocked"])
  }

  /// "`bind SHORTCUT COMMAND` gives a command a new shortcut in place of its default …;
  /// `unbind COMMAND` drops the user binding and the default comes back. Binding a reserved
  /// shortcut is refused." — through presses: the old key goes back to the local handler.
  @Test("bind moves a command's key; unbind brings the default back; reserved is refused")
  func bindThroughPresses() throws {
    var app = try Self.app(.macOS, focus: "list")
    #expect(SpecScene.press("cmd+l", in: &app).performedCommand == "c.local")
    try app.bind(Fixtures.shortcut("cmd+y"), to: "c.local")
    #expect(SpecScene.press("cmd+y", in: &app).performedCommand == "c.local")
    #expect(SpecScene.press("cmd+l", in: &app).action == "rootL")
    #expect(throws: CommandKitError.self) {
      try app.bind(Fixtures.shortcut("cmd+space"), to: "c.local")
    }
    #expect(app.effectiveShortcut(of: "c.local") == Fixtures.shortcut("cmd+y"))
    try app.unbind("c.local")
    #expect(SpecScene.press("cmd+l", in: &app).performedCommand == "c.local")
    #expect(SpecScene.press("cmd+y", in: &app).kind == .unhandled)
  }

  /// "Shortcut notation: modifiers from `ctrl opt shift cmd fn` in that canonical order,
  /// then the key, joined by `+`" and "Display uses Apple's glyphs in the order ⌃⌥⇧⌘":
  /// every order of writing gives the one canonical form.
  @Test(
    "Modifiers come out in the canonical order whatever order they were written in",
    arguments: [
      ("fn+cmd+shift+opt+ctrl+x", "ctrl+opt+shift+cmd+fn+x"),
      ("cmd+ctrl+f", "ctrl+cmd+f"), ("cmd+opt+shift+k", "opt+shift+cmd+k"),
      ("Command-Control-Option-Shift-K", "ctrl+opt+shift+cmd+k"),
    ])
  func canonicalOrder(input: String, canonical: String) throws {
    let shortcut = try KeyboardShortcut(parsing: input)
    #expect(shortcut.description == canonical)
    if !canonical.contains("fn") {
      let glyphs = shortcut.glyphs
      let order = ["⌃", "⌥", "⇧", "⌘"].compactMap { glyphs.range(of: $0)?.lowerBound }
      #expect(order == order.sorted())
    }
  }

  /// "At each node: a `textInput` node consumes any key without `cmd` or `ctrl` …": the
  /// text input need not be the focused node; an ancestor on the chain consumes too, and
  /// the answer names it. Keys with `ctrl`, and keys §15 does not list (F5), pass it.
  @Test(
    "A text input anywhere on the chain consumes plain keys; ctrl and F-keys pass",
    arguments: [Platform.macOS, .iPadOS])
  func ancestorTextInput(platform: Platform) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "S4b", "platform": "PLATFORM",
       "commands": [{"id": "c.a", "title": "A", "menu": "Tools", "shortcut": "a"},
                    {"id": "c.ca", "title": "CA", "menu": "Tools", "shortcut": "ctrl+a"},
                    {"id": "c.f5", "title": "F5", "menu": "Tools", "shortcut": "f5"}],
       "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "outerField", "textInput": true,
          "children": [{"id": "inner", "focusable": true}]}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "inner"}]}
      """#, platform: platform)
    let plain = SpecScene.press("a", in: &app)
    #expect(plain.kind == .consumed)
    #expect(plain.node?.description == "w/outerField")
    #expect(SpecScene.press("ctrl+a", in: &app).performedCommand == "c.ca")
    #expect(SpecScene.press("f5", in: &app).performedCommand == "c.f5")
  }
}
