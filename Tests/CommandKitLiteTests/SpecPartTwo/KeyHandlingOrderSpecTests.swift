import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §13: the order of key handling, per platform, on one scene file.
@Suite struct KeyHandlingOrderSpecTests {
  /// A field (single-line text input), a list with local handlers, a multi-line editor, and
  /// a node with controls; menu commands on the same keys.
  static let scene = #"""
    {"app": "Order", "platform": "PLATFORM",
     "commands": [
       {"id": "menu.ctrlA", "title": "Ctrl A", "menu": "Tools", "shortcut": "ctrl+a"},
       {"id": "menu.cmdLeft", "title": "Cmd Left", "menu": "Tools", "shortcut": "cmd+left"},
       {"id": "menu.x", "title": "X", "menu": "Tools", "shortcut": "x"},
       {"id": "menu.y", "title": "Y", "menu": "Tools", "shortcut": "y"},
       {"id": "menu.z", "title": "Z", "menu": "Tools", "shortcut": "z"},
       {"id": "menu.q", "title": "Q", "menu": "Tools", "shortcut": "q"},
       {"id": "menu.k", "title": "K", "menu": "Tools", "shortcut": "cmd+k"},
       {"id": "menu.j", "title": "J", "menu": "Tools", "shortcut": "cmd+j"},
       {"id": "menu.return", "title": "Return", "menu": "Tools", "shortcut": "return"},
       {"id": "menu.tab", "title": "Tab", "menu": "Tools", "shortcut": "tab"},
       {"id": "find.next", "title": "Find Next", "menu": "Edit", "shortcut": "cmd+g",
        "requires": "never"},
       {"id": "app.g", "title": "App G", "menu": "Tools", "shortcut": "cmd+g"},
       {"id": "never.d", "title": "Never D", "menu": "Tools", "shortcut": "shift+cmd+d",
        "requires": "never"},
       {"id": "desk.one", "title": "One", "menu": "Tools", "shortcut": "ctrl+1"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
       {"id": "field", "textInput": true},
       {"id": "list", "focusable": true,
        "keys": [{"shortcut": "y", "action": "listY"}, {"shortcut": "cmd+k", "action": "listK"},
                 {"shortcut": "cmd+j", "action": "listJ"}]},
       {"id": "editor", "role": "textEditor", "textInput": true},
       {"id": "buttons", "controls": [
         {"title": "OK", "role": "default", "action": "confirm"},
         {"title": "CY", "shortcut": "y", "action": "ctlY"},
         {"title": "CZ", "shortcut": "z", "action": "ctlZ"},
         {"title": "CK", "shortcut": "cmd+k", "action": "ctlK"}]}
     ]}}},
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  struct Case: Sendable, CustomTestStringConvertible {
    let platform: Platform
    let focus: String
    let key: String
    let outcome: DispatchOutcome.Kind
    let by: String?
    var testDescription: String { "\(platform) \(focus) \(key) → \(outcome) \(by ?? "")" }
  }

  static let cases: [Case] = [
    // §13 macOS "with cmd or ctrl: (a) in-window controls; (b) menu commands; (c) the focus
    // chain": the menu's ⌃A comes before the text system's.
    Case(platform: .macOS, focus: "field", key: "ctrl+a", outcome: .performed, by: "menu.ctrlA"),
    Case(
      platform: .macOS, focus: "field", key: "cmd+left", outcome: .performed, by: "menu.cmdLeft"),
    // "a text input consumes the cmd/ctrl keys its text system binds (… ⌃A ⌃E ⌃K ⌃T …)".
    Case(platform: .macOS, focus: "field", key: "ctrl+e", outcome: .consumed, by: nil),
    Case(platform: .macOS, focus: "field", key: "cmd+right", outcome: .consumed, by: nil),
    Case(platform: .macOS, focus: "field", key: "cmd+delete", outcome: .consumed, by: nil),
    // "without cmd/ctrl: (a) the focus chain: a text input consumes the key".
    Case(platform: .macOS, focus: "field", key: "x", outcome: .consumed, by: nil),
    // "(b) in-window controls, including the default (Return) … button; (c) menu commands".
    Case(platform: .macOS, focus: "field", key: "return", outcome: .control, by: "OK"),
    // "(d) Tab / Shift-Tab move focus" — after the menu; a field ends editing on Tab (§15).
    Case(platform: .macOS, focus: "field", key: "tab", outcome: .focus, by: nil),
    Case(platform: .macOS, focus: "list", key: "tab", outcome: .performed, by: "menu.tab"),
    Case(platform: .macOS, focus: "list", key: "shift+tab", outcome: .focus, by: nil),
    // Local handler before control before menu for plain keys.
    Case(platform: .macOS, focus: "list", key: "y", outcome: .local, by: "listY"),
    Case(platform: .macOS, focus: "list", key: "z", outcome: .control, by: "CZ"),
    Case(platform: .macOS, focus: "list", key: "q", outcome: .performed, by: "menu.q"),
    // With cmd: control, then menu, then local handler.
    Case(platform: .macOS, focus: "list", key: "cmd+k", outcome: .control, by: "CK"),
    Case(platform: .macOS, focus: "list", key: "cmd+j", outcome: .performed, by: "menu.j"),
    // UIKit: "(a) the focused text input consumes what it handles, and Tab / Shift-Tab
    // move focus; (b) local handlers …; (c) in-window controls; (d) menu commands".
    Case(platform: .iPadOS, focus: "field", key: "cmd+left", outcome: .consumed, by: nil),
    Case(platform: .iPadOS, focus: "field", key: "x", outcome: .consumed, by: nil),
    Case(platform: .iPadOS, focus: "list", key: "tab", outcome: .focus, by: nil),
    Case(platform: .iPadOS, focus: "list", key: "shift+tab", outcome: .focus, by: nil),
    Case(platform: .iPadOS, focus: "list", key: "cmd+k", outcome: .local, by: "listK"),
    Case(platform: .iPadOS, focus: "list", key: "cmd+j", outcome: .local, by: "listJ"),
    Case(platform: .iPadOS, focus: "list", key: "z", outcome: .control, by: "CZ"),
    Case(platform: .iPadOS, focus: "list", key: "q", outcome: .performed, by: "menu.q"),
    Case(platform: .iOS, focus: "list", key: "cmd+k", outcome: .local, by: "listK"),
    Case(platform: .visionOS, focus: "field", key: "opt+left", outcome: .consumed, by: nil),
    // "Among menu commands bound to one shortcut, the first enabled one in menu order is
    // performed" — a disabled Find item does not keep ⌘G from a later app command.
    Case(platform: .macOS, focus: "list", key: "cmd+g", outcome: .performed, by: "app.g"),
    Case(platform: .iPadOS, focus: "list", key: "cmd+g", outcome: .performed, by: "app.g"),
    // "only if nothing else takes it is the outcome disabled (naming the first bound
    // command)".
    Case(
      platform: .macOS, focus: "list", key: "shift+cmd+d", outcome: .disabled, by: "never.d"),
    // "a disabled Show Next Tab (⌃⇥) does not keep ⌃Tab from a text view".
    Case(platform: .macOS, focus: "editor", key: "ctrl+tab", outcome: .focus, by: nil),
    Case(
      platform: .macOS, focus: "list", key: "ctrl+tab", outcome: .disabled,
      by: "window.showNextTab"),
    // "Reservations that are off by default … reach the app on a fresh system".
    Case(platform: .macOS, focus: "list", key: "ctrl+1", outcome: .performed, by: "desk.one"),
  ]

  @Test("Each platform takes a key in the order §13 gives", arguments: cases)
  func order(_ c: Case) throws {
    var app = try SpecScene.app(
      Self.scene.replacingOccurrences(of: "FOCUS", with: c.focus), platform: c.platform)
    let result = SpecScene.press(c.key, in: &app)
    #expect(result.kind == c.outcome)
    if let by = c.by { #expect(SpecScene.by(result) == by) }
  }

  // §13 "`why` shows the steps in the order the platform takes them and names the profile
  // (`appkit`, `uikit`)."
  @Test(
    "why names the profile and lists steps in the platform's order",
    arguments: [(Platform.macOS, "appkit", true), (Platform.iPadOS, "uikit", false)])
  func whyOrder(platform: Platform, profile: String, menuFirst: Bool) throws {
    let app = try SpecScene.app(
      Self.scene.replacingOccurrences(of: "FOCUS", with: "list"), platform: platform)
    // ⇧⌘D is bound to a disabled command only, so the trace passes every step.
    let result = app.why(Fixtures.shortcut("shift+cmd+d"))
    #expect(result.kind == .disabled)
    let steps = result.steps.map(\.step)
    let profileStep = try #require(result.steps.first { $0.step == "profile" })
    #expect(profileStep.result.hasPrefix(profile))
    #expect(steps.first == "reserved")
    let menu = try #require(steps.firstIndex { $0.hasPrefix("menu") }, "\(steps)")
    let chain = try #require(
      steps.firstIndex { $0.hasPrefix("chain") || $0.hasPrefix("node") }, "\(steps)")
    #expect((menu < chain) == menuFirst, "\(steps)")
    #expect(steps.last == "disabled")
  }

  // §13 "Reservations that are off by default … `press` treats them as conventional, and
  // the audit warns."
  @Test("An off-by-default reservation is traced as conventional")
  func offByDefaultWarns() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS",
       "commands": [{"id": "desk.one", "title": "One", "menu": "Tools", "shortcut": "ctrl+1"}]}
      """#)
    let why = app.why(Fixtures.shortcut("ctrl+1"))
    let step = try #require(why.steps.first { $0.step == "reserved" })
    #expect(step.result.hasPrefix("conventional"))
  }

  // §13 "every item still shows its own key equivalent (NSMenu draws each item's; WWDC
  // 2010 session 145: NSMenu mediates the press, first come first served)".
  @Test("Two menu items on ⌘G: each shows its own key equivalent")
  func keyEquivalentShownOnEach() throws {
    let app = try SpecScene.app(
      Self.scene.replacingOccurrences(of: "FOCUS", with: "list"), platform: .macOS)
    let items = app.validatedMenuBar().flatMap(\.items)
    let shown = items.filter { $0.shortcut == Fixtures.shortcut("cmd+g") }.map(\.id)
    #expect(shown.count == 2, "\(shown)")
    #expect(Set(shown) == ["find.next", "app.g"], "\(shown)")
  }
}
