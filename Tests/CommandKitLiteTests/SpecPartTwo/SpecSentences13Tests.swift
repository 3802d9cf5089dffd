import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §13 ("The order of key handling, per platform"), sentence by sentence: the claims
/// that ``KeyHandlingOrderSpecTests`` and ``WindowlessMenuBarSpecTests`` leave open.
@Suite struct SpecSentences13Tests {
  /// A text field, a list with a local ⌘L and ⌃O, a root with local X and ⌘L, and a cancel
  /// button; menu commands: ⌘K twice (Tools declared before Edit), ⌘J twice and ⌘L, Tab
  /// disabled, X, ⌃O and Escape enabled. `EXTRA` takes more commands.
  static let scene = #"""
    {"app": "S13", "platform": "PLATFORM",
     "commands": [
       EXTRA
       {"id": "tools.k", "title": "Tools K", "menu": "Tools", "shortcut": "cmd+k"},
       {"id": "edit.k", "title": "Edit K", "menu": "Edit", "shortcut": "cmd+k"},
       {"id": "tools.off", "title": "Tools Off", "menu": "Tools", "shortcut": "cmd+j",
        "requires": "never"},
       {"id": "edit.off", "title": "Edit Off", "menu": "Edit", "shortcut": "cmd+j",
        "requires": "never"},
       {"id": "off.l", "title": "Off L", "menu": "Tools", "shortcut": "cmd+l",
        "requires": "never"},
       {"id": "off.tab", "title": "Off Tab", "menu": "Tools", "shortcut": "tab",
        "requires": "never"},
       {"id": "menu.x", "title": "X", "menu": "Tools", "shortcut": "x"},
       {"id": "menu.ctrlO", "title": "Ctrl O", "menu": "Tools", "shortcut": "ctrl+o"},
       {"id": "menu.escape", "title": "Leave", "menu": "Tools", "shortcut": "escape"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root",
       "keys": [{"shortcut": "x", "action": "outerX"}, {"shortcut": "cmd+l", "action": "outerL"}],
       "children": [
         {"id": "field", "textInput": true},
         {"id": "list", "focusable": true,
          "keys": [{"shortcut": "cmd+l", "action": "listL"},
                   {"shortcut": "ctrl+o", "action": "listO"}]},
         {"id": "buttons", "controls": [{"title": "Cancel", "role": "cancel", "action": "cancel"}]}
       ]}}},
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  /// The scene on `platform` with focus on `focus` and `extra` commands first.
  static func app(_ platform: Platform, focus: String, extra: String = "") throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(of: "FOCUS", with: focus)
        .replacingOccurrences(of: "EXTRA", with: extra),
      platform: platform)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let platform: Platform
    let focus: String
    let key: String
    let outcome: DispatchOutcome.Kind
    let by: String?
    var testDescription: String { "\(platform) \(focus) \(key) → \(outcome) \(by ?? "")" }
  }

  // MARK: Steps 1 and 2 stay

  /// "Steps 1 (reserved) and 2 (blocked) stay": a hard-reserved key never reaches the text
  /// input that would consume it, and a reserved key is `reserved` even with no window.
  @Test(
    "A hard-reserved press is reserved before any platform step",
    arguments: [
      (Platform.macOS, "cmd+space", true), (.iPadOS, "fn+x", true), (.iPadOS, "fn+x", false),
      (.iOS, "fn+e", true), (.visionOS, "fn+a", false),
    ])
  func reservedFirst(platform: Platform, key: String, withWindow: Bool) throws {
    var app = try Self.app(platform, focus: "field")
    if !withWindow { try app.close("w") }
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .reserved)
    #expect(app.why(Fixtures.shortcut(key)).steps.first?.step == "reserved")
  }

  // MARK: The menu bar with no window

  /// "… a press still reaches the menu: the focus chain and controls are skipped": with the
  /// only window minimized, X no longer goes to the text field that had focus, nor ⌘L to
  /// the local handlers; the menu answers.
  @Test("Without a key window the focus chain is skipped: the menu answers")
  func windowlessSkipsChain() throws {
    var app = try Self.app(.macOS, focus: "field")
    #expect(SpecScene.press("x", in: &app).kind == .consumed)
    try app.minimize("w")
    let x = SpecScene.press("x", in: &app)
    #expect(x.outcome == .performed(command: "menu.x", provider: nil))
    #expect(x.window == nil)
    let l = SpecScene.press("cmd+l", in: &app)
    #expect(l.outcome == .disabled(command: "off.l"))
    let escape = SpecScene.press("escape", in: &app)
    #expect(escape.performedCommand == "menu.escape")
  }

  /// "(⌘N opens a window, ⌘Q quits, ⌘, opens Settings; the answer's `window` is null)".
  @Test(
    "With no window, ⌘N, ⌘, and ⌘Q perform and name no window",
    arguments: [("cmd+n", "file.newWindow"), ("cmd+,", "app.settings"), ("cmd+q", "app.quit")])
  func windowlessAnswerNamesNoWindow(key: String, command: String) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "N", "platform": "macOS",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}},
                     "prefs": {"kind": "settings", "root": {"id": "form", "focusable": true}}},
       "windows": [{"template": "main", "id": "w"}]}
      """#)
    try app.close("w")
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .performed)
    #expect(result.performedCommand == command)
    #expect(result.window == nil)
  }

  // MARK: macOS, with cmd or ctrl

  /// "(c) the focus chain: a text input consumes the `cmd`/`ctrl` keys its text system binds
  /// (⌘← ⌘→ ⌘↑ ⌘↓, ⌘⌫, ⌃A ⌃E ⌃K ⌃T …)" — with no menu command or control on them. The "…"
  /// is NSStandardKeyBinding's list as §20 spells it: ⌘ and ⇧⌘ with the arrows, ⌘⌫, ⌃A ⌃B ⌃D
  /// ⌃E ⌃F ⌃H ⌃K ⌃L ⌃N ⌃O ⌃P ⌃T ⌃V ⌃Y.
  @Test(
    "On macOS a text field consumes the ⌘/⌃ keys its text system binds",
    arguments: [
      "cmd+left", "cmd+right", "cmd+up", "cmd+down", "cmd+delete", "ctrl+a", "ctrl+e",
      "ctrl+k", "ctrl+t", "shift+cmd+left", "shift+cmd+right", "shift+cmd+up",
      "shift+cmd+down", "ctrl+b", "ctrl+d", "ctrl+f", "ctrl+h", "ctrl+l", "ctrl+n", "ctrl+p",
      "ctrl+v", "ctrl+y",
    ])
  func macTextSystemKeys(key: String) throws {
    var app = try Self.app(.macOS, focus: "field")
    let result = SpecScene.press(key, in: &app)
    #expect(result.outcome == .consumed(node: NodePath(window: "w", node: "field")))
  }

  /// The same sentence, read the other way: a ⌘ key the text system does not bind is not
  /// consumed; it is `unhandled` when nothing else takes it.
  @Test(
    "On macOS a text field does not consume ⌘ keys its text system leaves alone",
    arguments: ["cmd+b", "cmd+u", "cmd+1", "ctrl+cmd+y"])
  func macTextSystemLeaves(key: String) throws {
    var app = try Self.app(.macOS, focus: "field")
    #expect(SpecScene.press(key, in: &app).kind == .unhandled)
  }

  /// "with `cmd` or `ctrl`: (a) in-window controls (§16); (b) menu commands; (c) the focus
  /// chain: a text input consumes the `cmd`/`ctrl` keys its text system binds" on macOS;
  /// on UIKit "(a) the focused text input consumes what it handles … (c) in-window
  /// controls": a button on ⌘← takes it from a text field on macOS only.
  @Test(
    "A control on ⌘← takes it from a text field on macOS, not on UIKit",
    arguments: [(Platform.macOS, true), (.iPadOS, false), (.iOS, false), (.visionOS, false)])
  func controlBeforeText(platform: Platform, control: Bool) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "C", "platform": "PLATFORM",
       "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "field", "textInput": true},
         {"id": "bar", "controls": [{"title": "Start", "shortcut": "cmd+left", "action": "go"}]}
       ]}}},
       "windows": [{"template": "main", "id": "w", "focus": "field"}]}
      """#, platform: platform)
    let result = SpecScene.press("cmd+left", in: &app)
    #expect(result.kind == (control ? .control : .consumed))
    #expect(result.control == (control ? "Start" : nil))
  }

  /// "A press with `cmd` or `ctrl` is a potential key equivalent: … the main menu *before*
  /// the focused view": a ⌃ key goes to the menu before a local handler on macOS, and to the
  /// handler first on UIKit.
  @Test(
    "A ⌃ key is a key equivalent on macOS: the menu before the local handler",
    arguments: [
      Case(platform: .macOS, focus: "list", key: "ctrl+o", outcome: .performed, by: "menu.ctrlO"),
      Case(platform: .iPadOS, focus: "list", key: "ctrl+o", outcome: .local, by: "listO"),
    ])
  func ctrlIsKeyEquivalent(_ c: Case) throws {
    var app = try Self.app(c.platform, focus: c.focus)
    let result = SpecScene.press(c.key, in: &app)
    #expect(result.kind == c.outcome)
    #expect(SpecScene.by(result) == c.by)
  }

  /// "(c) the focus chain: … a local handler performs it (`local`)", reached because the
  /// menu's only ⌘L command is disabled: the chain is walked innermost first, through a text
  /// field that does not bind ⌘L.
  @Test(
    "On macOS a ⌘ key past a disabled menu item reaches the focus chain's handler",
    arguments: [
      Case(platform: .macOS, focus: "list", key: "cmd+l", outcome: .local, by: "listL"),
      Case(platform: .macOS, focus: "field", key: "cmd+l", outcome: .local, by: "outerL"),
    ])
  func macDisabledMenuThenChain(_ c: Case) throws {
    var app = try Self.app(c.platform, focus: c.focus)
    let result = SpecScene.press(c.key, in: &app)
    #expect(result.kind == c.outcome)
    #expect(SpecScene.by(result) == c.by)
  }

  // MARK: macOS, without cmd or ctrl

  /// "without `cmd`/`ctrl`: (a) the focus chain: a text input consumes the key (§15 says
  /// which), a local handler performs it; (b) in-window controls, including the default
  /// (Return) and cancel (Escape) buttons; (c) menu commands; (d) Tab / Shift-Tab move
  /// focus."
  @Test(
    "On macOS a plain key goes to the chain, then controls, then the menu, then Tab",
    arguments: [
      // (a) before (c): the text field consumes X, and so would it with a handler outside.
      Case(platform: .macOS, focus: "field", key: "x", outcome: .consumed, by: nil),
      // (a) before (c): an outer node's handler takes X before the menu's X.
      Case(platform: .macOS, focus: "list", key: "x", outcome: .local, by: "outerX"),
      // (b) before (c): the cancel button takes Escape before the menu's Escape, from a
      // text field too (it passes Escape on, §15).
      Case(platform: .macOS, focus: "field", key: "escape", outcome: .control, by: "Cancel"),
      Case(platform: .macOS, focus: "list", key: "escape", outcome: .control, by: "Cancel"),
      // (d): the menu's Tab is disabled, so it takes nothing and Tab moves focus.
      Case(platform: .macOS, focus: "list", key: "tab", outcome: .focus, by: nil),
    ])
  func macPlainKeys(_ c: Case) throws {
    var app = try Self.app(c.platform, focus: c.focus)
    let result = SpecScene.press(c.key, in: &app)
    #expect(result.kind == c.outcome)
    #expect(SpecScene.by(result) == c.by)
  }

  // MARK: UIKit

  /// Menu commands on every editing key and on Tab / Shift-Tab, for the UIKit sentences.
  static let editingCommands = [
    "cmd+left", "cmd+right", "cmd+up", "cmd+down", "opt+left", "opt+right", "cmd+delete",
    "opt+delete", "tab", "shift+tab",
  ].enumerated().map { index, key in
    #"{"id": "key\#(index)", "title": "K\#(index)", "menu": "Tools", "shortcut": "\#(key)"},"#
  }.joined(separator: "\n")

  /// "the system lets text input and the focus system go first for every key they handle
  /// …: plain keys, the `cmd`/`opt` editing keys (⌘← ⌘→ ⌘↑ ⌘↓, ⌥← ⌥→, ⌘⌫, ⌥⌫ …) and Tab /
  /// Shift-Tab (focus)" — even with an enabled menu command on each of them.
  @Test(
    "On UIKit the text field takes its editing keys before the menu",
    arguments: [Platform.iPadOS, .iOS, .visionOS].flatMap { platform in
      [
        "cmd+left", "cmd+right", "cmd+up", "cmd+down", "opt+left", "opt+right", "cmd+delete",
        "opt+delete", "x",
      ].map { (platform, $0) }
    })
  func uikitEditingKeys(platform: Platform, key: String) throws {
    var app = try Self.app(platform, focus: "field", extra: Self.editingCommands)
    let result = SpecScene.press(key, in: &app)
    #expect(result.outcome == .consumed(node: NodePath(window: "w", node: "field")))
  }

  /// The same sentence on macOS, for contrast: with ⌘ the menu comes first (§13 "with `cmd`
  /// or `ctrl`: … (b) menu commands; (c) the focus chain"), while ⌥ keys stay the text's.
  @Test(
    "On macOS the menu takes ⌘ editing keys from the text field, not ⌥ ones",
    arguments: [("cmd+up", true), ("cmd+delete", true), ("opt+left", false)])
  func macEditingKeysContrast(key: String, menuFirst: Bool) throws {
    var app = try Self.app(.macOS, focus: "field", extra: Self.editingCommands)
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == (menuFirst ? .performed : .consumed))
  }

  /// "(a) the focused text input consumes what it handles, and Tab / Shift-Tab move focus"
  /// — before an enabled menu command on Tab and Shift-Tab.
  @Test(
    "On UIKit Tab and Shift-Tab move focus before the menu's commands on them",
    arguments: [Platform.iPadOS, .iOS, .visionOS].flatMap { platform in
      ["field", "list"].flatMap { focus in ["tab", "shift+tab"].map { (platform, focus, $0) } }
    })
  func uikitTabFirst(platform: Platform, focus: String, key: String) throws {
    var app = try Self.app(platform, focus: focus, extra: Self.editingCommands)
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .focus)
    #expect(app.focusedPath?.node != focus)
  }

  /// "(b) local handlers along the focus chain, innermost first; (c) in-window controls;
  /// (d) menu commands."
  @Test(
    "On UIKit local handlers go innermost first, before controls and the menu",
    arguments: [Platform.iPadOS, .iOS, .visionOS].flatMap { platform in
      [
        Case(platform: platform, focus: "list", key: "cmd+l", outcome: .local, by: "listL"),
        Case(platform: platform, focus: "field", key: "cmd+l", outcome: .local, by: "outerL"),
        Case(platform: platform, focus: "list", key: "x", outcome: .local, by: "outerX"),
        Case(platform: platform, focus: "list", key: "escape", outcome: .control, by: "Cancel"),
      ]
    })
  func uikitOrder(_ c: Case) throws {
    var app = try Self.app(c.platform, focus: c.focus)
    let result = SpecScene.press(c.key, in: &app)
    #expect(result.kind == c.outcome)
    #expect(SpecScene.by(result) == c.by)
  }

  /// "Apple does not document the relative order of (b)–(d); this is the chosen order, and
  /// the docs say so."
  @Test("The README says the UIKit order of handlers, controls and menu is a choice")
  func docsSayOrderIsChosen() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let flat = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains(
        "Apple does not document the relative order of local handlers, controls and the menu"
          + " under UIKit"))
    #expect(flat.contains("the order above, and none, are choices"))
  }

  // MARK: Shared and disabled shortcuts

  /// "Among menu commands bound to one shortcut, the first *enabled* one in menu order is
  /// performed": menu order (Edit before the custom Tools menu, §3), not declaration order.
  @Test(
    "Of two enabled commands on ⌘K, the one first in menu order performs",
    arguments: Platform.allCases)
  func menuOrderNotDeclarationOrder(platform: Platform) throws {
    var app = try Self.app(platform, focus: "list")
    let titles = app.validatedMenuBar().map(\.title)
    let edit = try #require(titles.firstIndex(of: "Edit"))
    let tools = try #require(titles.firstIndex(of: "Tools"))
    #expect(edit < tools)
    #expect(SpecScene.press("cmd+k", in: &app).performedCommand == "edit.k")
  }

  /// "only if nothing else takes it is the outcome `disabled` (naming the first bound
  /// command …)": the first in menu order, from a field and a list.
  @Test(
    "A press on disabled commands only names the first bound one in menu order",
    arguments: Platform.allCases.flatMap { platform in ["list", "field"].map { (platform, $0) } })
  func disabledNamesFirst(platform: Platform, focus: String) throws {
    var app = try Self.app(platform, focus: focus)
    let result = SpecScene.press("cmd+j", in: &app)
    #expect(result.outcome == .disabled(command: "edit.off"))
    #expect(app.why(Fixtures.shortcut("cmd+j")).steps.last?.step == "disabled")
  }

  /// "Reservations that are off by default (`enabled_by_default: false` in
  /// `shared/reference/shortcuts.json`, such as macOS ⌃1–⌃9 "Switch to Desktop N") reach the
  /// app on a fresh system: `press` treats them as conventional". The reference lists
  /// ⌃1–⌃8, the Touch Bar screenshots and the Zoom keys as off by default.
  @Test(
    "An off-by-default reservation reaches the app's command and is traced as conventional",
    arguments: [
      "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "ctrl+5", "ctrl+6", "ctrl+7", "ctrl+8",
      "shift+cmd+6", "ctrl+shift+cmd+6", "opt+cmd+8", "opt+cmd+=", "opt+cmd+-",
      #"opt+cmd+\\"#,
    ])
  func offByDefault(key: String) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS",
       "commands": [{"id": "app.mine", "title": "Mine", "menu": "Tools", "shortcut": "KEY"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#.replacingOccurrences(of: "KEY", with: key))
    let shortcut = Fixtures.shortcut(key.replacingOccurrences(of: #"\\"#, with: #"\"#))
    #expect(app.effectiveShortcut(of: "app.mine") == shortcut)
    let why = app.why(shortcut)
    let step = try #require(why.steps.first { $0.step == "reserved" })
    #expect(step.result.hasPrefix("conventional"), "\(step.result)")
    let result = app.press(shortcut)
    #expect(result.outcome == .performed(command: "app.mine", provider: nil))
  }

  /// The same sentence for the other ways a key reaches the app: a user binding on an
  /// off-by-default reservation is accepted (§4 refuses only reserved ones), and a local
  /// handler on one loads and performs; a hard reservation is still refused.
  @Test("An off-by-default reservation can be bound and handled locally")
  func offByDefaultBindAndHandle() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "B", "platform": "macOS",
       "commands": [{"id": "app.mine", "title": "Mine", "menu": "Tools", "shortcut": "cmd+k"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true,
         "keys": [{"shortcut": "ctrl+2", "action": "two"},
                  {"shortcut": "opt+cmd+=", "action": "bigger"}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    try app.bind(Fixtures.shortcut("ctrl+1"), to: "app.mine")
    #expect(SpecScene.press("ctrl+1", in: &app).performedCommand == "app.mine")
    #expect(SpecScene.by(SpecScene.press("ctrl+2", in: &app)) == "two")
    #expect(SpecScene.by(SpecScene.press("opt+cmd+=", in: &app)) == "bigger")
    #expect(throws: CommandKitError.self) {
      try app.bind(Fixtures.shortcut("cmd+space"), to: "app.mine")
    }
  }

  /// "Otherwise `unhandled`": an off-by-default reservation with nothing bound to it is
  /// not `reserved`.
  @Test("An off-by-default reservation with nothing on it is unhandled, not reserved")
  func offByDefaultUnbound() throws {
    var app = try Self.app(.macOS, focus: "list")
    #expect(SpecScene.press("ctrl+2", in: &app).kind == .unhandled)
  }
}

/// SPEC §13 "`why` shows the steps in the order the platform takes them and names the
/// profile (`appkit`, `uikit`)", for the macOS menu bar with no window.
@Suite struct SpecSentences13WhyTests {
  /// "`why` shows the steps in the order the platform takes them and names the profile":
  /// with no window open on macOS the press still goes on (to the menu bar), so `why` names
  /// `appkit` there too, after the reservation and before the menu.
  @Test("why names the appkit profile when the press reaches the menu bar with no window")
  func windowlessWhyNamesProfile() throws {
    var app = try SpecSentences13Tests.app(.macOS, focus: "list")
    try app.close("w")
    let why = app.why(Fixtures.shortcut("cmd+k"))
    #expect(why.performedCommand == "edit.k")
    let steps = why.steps.map(\.step)
    let profile = try #require(why.steps.first { $0.step == "profile" }, "\(steps)")
    #expect(profile.result.hasPrefix("appkit"), "\(profile.result)")
    let profileIndex = try #require(steps.firstIndex(of: "profile"))
    let menuIndex = try #require(steps.firstIndex { $0.hasPrefix("menu ") }, "\(steps)")
    #expect(steps.first == "reserved")
    #expect(profileIndex < menuIndex, "\(steps)")
  }
}
