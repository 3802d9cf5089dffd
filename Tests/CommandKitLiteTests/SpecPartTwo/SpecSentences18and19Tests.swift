import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §18 ("Semantics profiles"), sentence by sentence, through the library: the claims
/// ``SemanticsProfilesSpecTests`` and ``FallbackOnlyRuleTests`` leave open. The shell's
/// `semantics P` and the audit's `--semantics P` are SpecSentences18to20ShellTests.
@Suite struct SpecSentences18Tests {
  /// A main window whose list publishes `selection` and whose field is a text input with a
  /// local ⌘K; a panel and a Settings window publishing nothing; `app.k` on ⌘K, `item.pin`
  /// (⌥⌘P) needing `selection`, `app.sync` needing the app-level `account`.
  static let scene = #"""
    {"app": "S", "platform": "PLATFORM", SEMANTICS
     "commands": [
       {"id": "item.pin", "title": "Pin", "menu": "Item", "shortcut": "opt+cmd+p",
        "requires": "selection"},
       {"id": "app.sync", "title": "Sync", "menu": "Item", "shortcut": "opt+cmd+s",
        "requires": "account"},
       {"id": "app.k", "title": "Menu K", "menu": "Item", "shortcut": "cmd+k"}],
     "appValues": {"account": "me"},
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true, "values": {"selection": "n1"}},
         {"id": "field", "textInput": true,
          "keys": [{"shortcut": "cmd+k", "action": "fieldK"}]}]}},
       "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true}},
       "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}}},
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  static func app(
    _ semantics: String?, platform: Platform = .macOS, focus: String = "list"
  ) throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(
        of: "SEMANTICS", with: semantics.map { #""semantics": "\#($0)","# } ?? ""
      ).replacingOccurrences(of: "FOCUS", with: focus), platform: platform)
  }

  /// "`"semantics"` in a scene file … choose `platform` … or `swiftui`": both names load,
  /// and the file written back keeps a `swiftui` choice.
  @Test(
    "A scene file's semantics chooses the profile and survives a round trip",
    arguments: [
      (String?.none, ResolutionSemantics.platform), ("platform", .platform),
      ("swiftui", .swiftui),
    ])
  func sceneFileChooses(name: String?, semantics: ResolutionSemantics) throws {
    let app = try Self.app(name)
    #expect(app.semantics == semantics)
    let again = try SceneFile.decode(SceneFile.encode(app)).app
    #expect(again.semantics == semantics)
  }

  /// "choose `platform` … or `swiftui`": there is no third choice; the error names the
  /// offending value, where it is, and the two choices.
  @Test("An unknown semantics in a scene file is an error naming the choices")
  func unknownSemantics() throws {
    #expect {
      try Self.app("appkit")
    } throws: { error in
      let text = "\(error)"
      return text.contains("semantics") && text.contains("appkit")
        && text.contains("platform") && text.contains("swiftui")
    }
  }

  /// "`platform` (the default: AppKit rules on macOS, UIKit rules elsewhere …)": the order
  /// of key handling is the platform's whatever the semantics — on macOS the menu's ⌘K
  /// comes before the text field's local ⌘K, on iPadOS the local handler comes first —
  /// and `why` names the profile.
  @Test(
    "The key order is the platform's under either semantics",
    arguments: [
      (Platform.macOS, "platform", DispatchOutcome.Kind.performed, DispatchProfile.appkit),
      (.macOS, "swiftui", .performed, .appkit),
      (.iPadOS, "platform", .local, .uikit),
      (.iPadOS, "swiftui", .local, .uikit),
    ])
  func keyOrderFollowsPlatform(
    platform: Platform, semantics: String, outcome: DispatchOutcome.Kind,
    profile: DispatchProfile
  ) throws {
    var app = try Self.app(semantics, platform: platform, focus: "field")
    #expect(app.dispatchProfile == profile)
    #expect(SpecScene.press("cmd+k", in: &app).kind == outcome)
  }

  /// "with the main-window fallback of §2": under `platform` a command needing the main
  /// window's value stays enabled while the panel or Settings is key, and answers with the
  /// main window's node as provider.
  @Test(
    "platform: a panel or Settings key still gets the main window's value",
    arguments: ["inspector", "prefs"])
  func platformFallsBack(template: String) throws {
    var app = try Self.app(nil)
    try app.open(template, id: "k")
    #expect(app.keyWindowID == "k")
    #expect(app.resolve("selection")?.provider == .node(NodePath(window: "w", node: "list")))
    let result = SpecScene.press("opt+cmd+p", in: &app)
    #expect(
      result.outcome
        == .performed(
          command: "item.pin",
          provider: .node(
            NodePath(window: "w", node: "list"))))
  }

  /// "`platform` (the default: AppKit rules on macOS, UIKit rules elsewhere, with the
  /// main-window fallback of §2)": the fallback belongs to `platform` on every platform, so
  /// an iPadOS app's panel still gets the main window's value; `swiftui` drops it there too.
  @Test(
    "On iPadOS too, platform falls back to the main window and swiftui does not",
    arguments: [("platform", true), ("swiftui", false)])
  func iPadOSFallback(semantics: String, enabled: Bool) throws {
    var app = try Self.app(semantics, platform: .iPadOS)
    try app.open("inspector", id: "k")
    #expect(app.keyWindowID == "k")
    let result = SpecScene.press("opt+cmd+p", in: &app)
    #expect(result.kind == (enabled ? .performed : .disabled))
  }

  /// "`swiftui`: focused values resolve from the key window only, as SwiftUI's
  /// `@FocusedValue` does" — the value itself is unresolved while the panel is key, and
  /// `why` tells the same as `press`.
  @Test(
    "swiftui: the main window's value does not resolve while a panel or Settings is key",
    arguments: ["inspector", "prefs"])
  func swiftuiKeyWindowOnly(template: String) throws {
    var app = try Self.app("swiftui")
    try app.open(template, id: "k")
    #expect(app.resolve("selection") == nil)
    #expect(app.why(Fixtures.shortcut("opt+cmd+p")).kind == .disabled)
    #expect(SpecScene.press("opt+cmd+p", in: &app).outcome == .disabled(command: "item.pin"))
  }

  /// "from the key window only": when the main window is itself key, its chain answers in
  /// `swiftui` exactly as in `platform`.
  @Test("swiftui: with the main window key, its own chain enables the command")
  func swiftuiMainIsKey() throws {
    var app = try Self.app("swiftui")
    #expect(app.resolve("selection")?.provider == .node(NodePath(window: "w", node: "list")))
    #expect(SpecScene.press("opt+cmd+p", in: &app).performedCommand == "item.pin")
  }

  /// "focused values resolve from the key window only": app-level values are not focused
  /// values (SwiftUI's app state stays reachable from any window), so a command needing one
  /// is alive while the panel is key — only the main-window step is dropped. (SPEC-silent
  /// on app values under `swiftui`; chosen as a SwiftUI user would expect.)
  @Test("swiftui: app-level values still resolve while a panel is key")
  func swiftuiAppValues() throws {
    var app = try Self.app("swiftui")
    try app.open("inspector", id: "k")
    #expect(app.resolve("account")?.provider == .app)
    #expect(SpecScene.press("opt+cmd+s", in: &app).performedCommand == "app.sync")
  }

  /// "so commands go dead while a panel or Settings is key": closing the panel makes the
  /// main window key again, and the command is alive again.
  @Test("swiftui: the command comes back when the panel closes")
  func swiftuiComesBack() throws {
    var app = try Self.app("swiftui")
    try app.open("inspector", id: "k")
    #expect(app.validate("item.pin")?.isEnabled == false)
    try app.close("k")
    #expect(app.validate("item.pin")?.isEnabled == true)
  }

  /// `App.setSemantics(_:)` is the Swift route to the same choice: switching it on a live
  /// app changes the answer at once.
  @Test("Switching the semantics on a live app changes the answer at once")
  func switchLive() throws {
    var app = try Self.app(nil)
    try app.open("inspector", id: "k")
    #expect(app.validate("item.pin")?.isEnabled == true)
    app.setSemantics(.swiftui)
    #expect(app.validate("item.pin")?.isEnabled == false)
    app.setSemantics(.platform)
    #expect(app.validate("item.pin")?.isEnabled == true)
  }
}

/// SPEC §19 ("Keys and notation"), sentence by sentence, through the library: the claims
/// ``KeysNotationSpecTests`` and ``ShortcutWordTests`` leave open.
@Suite struct SpecSentences19Tests {
  /// "Every key that AppKit and UIKit name can be written: … `f1`…`f35`": every one of them,
  /// not a sample, parses and prints back.
  @Test("f1 to f35 parse and print back", arguments: 1...35)
  func functionKeys(number: Int) throws {
    let shortcut = try KeyboardShortcut(parsing: "f\(number)")
    #expect(shortcut.description == "f\(number)")
    #expect(try KeyboardShortcut(parsing: "ctrl+F\(number)").description == "ctrl+f\(number)")
  }

  /// "keypad keys (`keypad0`…`keypad9`, …)": every digit, and each keypad key is its own key,
  /// never the main keyboard's (AppKit tells them apart by the numeric-pad flag).
  @Test(
    "Keypad keys are their own keys, apart from the main keyboard's",
    arguments: [
      ("keypad0", "0"), ("keypad1", "1"), ("keypad2", "2"), ("keypad3", "3"),
      ("keypad4", "4"), ("keypad5", "5"), ("keypad6", "6"), ("keypad7", "7"),
      ("keypad8", "8"), ("keypad9", "9"), ("keypadenter", "return"), ("keypad+", "plus"),
      ("keypad-", "-"), ("keypad*", "*"), ("keypad/", "/"), ("keypad=", "="), ("keypad.", "."),
      ("keypadclear", "clear"),
    ])
  func keypadApart(keypad: String, main: String) throws {
    let key = try KeyboardShortcut(parsing: "cmd+\(keypad)")
    #expect(key.description == "cmd+\(keypad)")
    if let other = try? KeyboardShortcut(parsing: "cmd+\(main)") {
      #expect(key != other)
    }
  }

  /// "… and any single Unicode character (`cmd+ß` shows as ⌘ß, never upper-cased into two
  /// letters)": characters whose capital is two letters (ß → SS, ŉ → ʼN, ﬁ → FI) keep their
  /// own glyph, and their canonical spelling keeps them too.
  @Test("A character whose capital is two letters shows as itself", arguments: ["ß", "ŉ", "ﬁ"])
  func notUppercasedIntoTwo(character: String) throws {
    let shortcut = try KeyboardShortcut(parsing: "cmd+\(character)")
    #expect(shortcut.glyphs == "⌘\(character)")
    #expect(shortcut.description == "cmd+\(character)")
  }

  /// The same sentence for ǰ, whose capital is J with a combining caron: one character on
  /// screen (one grapheme), so showing it capitalised as AppKit shows ⌘A is not "two
  /// letters"; what matters is that the key shows as one character.
  @Test("ǰ shows as one character after the modifiers")
  func oneGrapheme() throws {
    let glyphs = try KeyboardShortcut(parsing: "cmd+ǰ").glyphs
    #expect(glyphs.hasPrefix("⌘"))
    #expect(glyphs.dropFirst().count == 1, "\(glyphs)")
  }

  /// "any single Unicode character": letters of other scripts and symbols are keys, written
  /// as typed; the glyphs show a letter capitalised, as a menu shows ⌘A for the `a` key
  /// equivalent, and a symbol as itself.
  @Test(
    "Any single Unicode character is a key",
    arguments: [
      ("é", "É"), ("ø", "Ø"), ("ж", "Ж"), ("λ", "Λ"), ("あ", "あ"), ("€", "€"), ("§", "§"),
    ])
  func anyCharacter(character: String, shown: String) throws {
    let shortcut = try KeyboardShortcut(parsing: "opt+cmd+\(character)")
    #expect(shortcut.description == "opt+cmd+\(character)")
    #expect(shortcut.glyphs == "⌥⌘\(shown)")
  }

  /// "Shifted punctuation and its shift+key spelling are one shortcut on the US layout":
  /// every shifted punctuation character of the US keyboard, not a sample.
  @Test(
    "Every US shifted punctuation character equals shift with its key",
    arguments: [
      ("~", "`"), ("_", "-"), ("plus", "="), ("{", "["), ("}", "]"), ("|", "\\"), (":", ";"),
      ("\"", "'"), ("<", ","), (">", "."), ("?", "/"),
    ])
  func everyShiftedPair(shifted: String, base: String) throws {
    let character = try KeyboardShortcut(parsing: "cmd+\(shifted)")
    let spelled = try KeyboardShortcut(parsing: "shift+cmd+\(base)")
    #expect(character == spelled)
    // "canonical spelling: the shifted character"
    #expect(spelled.description == "cmd+\(shifted)")
    #expect(character.hashValue == spelled.hashValue)
  }

  /// "(… `+` is written `plus`, since `+` joins the parts)": ⌘+ prints as `cmd+plus`, and
  /// `plus` alone is the key.
  @Test("+ is written plus")
  func plusWritten() throws {
    let shortcut = try KeyboardShortcut(parsing: "cmd+plus")
    #expect(shortcut.description == "cmd+plus")
    #expect(shortcut.glyphs == "⌘+")
    #expect(try KeyboardShortcut(parsing: "plus").description == "plus")
  }

  /// "(`+` is written `plus`, since `+` joins the parts)": `cmd++` is refused, and the
  /// error quotes the input and says how to write the key.
  @Test("cmd++ is an error that says to write plus", arguments: ["cmd++", "+", "shift+cmd++"])
  func plusSignRefused(text: String) {
    #expect {
      try KeyboardShortcut(parsing: text)
    } throws: { error in
      let message = "\(error)"
      return message.contains("'\(text)'") && message.contains("'plus'")
    }
  }

  /// A scene with one command per spelling of a shifted key, and `cmd+=` beside `cmd+plus`.
  static let pairs = #"""
    {"app": "K", "platform": "macOS", "defaultCommands": false,
     "commands": [
       {"id": "a.help", "title": "Help A", "menu": "Help", "shortcut": "cmd+?"},
       {"id": "b.help", "title": "Help B", "menu": "Help", "shortcut": "shift+cmd+/"},
       {"id": "a.brace", "title": "Brace A", "menu": "Edit", "shortcut": "cmd+{"},
       {"id": "b.brace", "title": "Brace B", "menu": "Edit", "shortcut": "shift+cmd+["},
       {"id": "zoom.in", "title": "Zoom In", "menu": "View", "shortcut": "cmd+="},
       {"id": "bigger", "title": "Bigger", "menu": "Format", "shortcut": "cmd+plus"}],
     "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
     "windows": [{"template": "main", "id": "w", "focus": "list"}]}
    """#

  /// "`cmd+?` and `shift+cmd+/`, `cmd+{` and `shift+cmd+[` … press, bind and audit as the
  /// same key": a scene file's `shift+cmd+/` loads as `cmd+?`, and the library's own
  /// ambiguity check (the audit's input) sees the two commands on one key.
  @Test("A scene file's shift+key spelling loads as the shifted character")
  func sceneFileLoadsCanonical() throws {
    let app = try SpecScene.app(Self.pairs)
    #expect(app.effectiveShortcut(of: "b.help")?.description == "cmd+?")
    #expect(app.effectiveShortcut(of: "b.brace")?.description == "cmd+{")
    #expect(app.effectiveShortcut(of: "a.help") == app.effectiveShortcut(of: "b.help"))
  }

  /// "press … as the same key": either spelling reaches the first item in menu order.
  @Test(
    "Either spelling presses the first command on the key",
    arguments: [
      ("cmd+?", "a.help", "cmd+?"), ("shift+cmd+/", "a.help", "cmd+?"),
      ("cmd+{", "a.brace", "cmd+{"), ("shift+cmd+[", "a.brace", "cmd+{"),
    ])
  func eitherSpellingPresses(key: String, command: String, canonical: String) throws {
    var app = try SpecScene.app(Self.pairs)
    let result = SpecScene.press(key, in: &app)
    #expect(result.performedCommand == command)
    #expect(result.shortcut.description == canonical)
  }

  /// "`cmd+=` stays its own shortcut (the standard Zoom In / Bigger, which AppKit apps bind
  /// to `=`)": ⌘= reaches Zoom In and ⇧⌘= reaches the ⌘+ command, never the other.
  @Test(
    "cmd+= and cmd+plus are two keys",
    arguments: [("cmd+=", "zoom.in"), ("cmd+plus", "bigger"), ("shift+cmd+=", "bigger")])
  func equalsIsItsOwn(key: String, command: String) throws {
    var app = try SpecScene.app(Self.pairs)
    #expect(SpecScene.press(key, in: &app).performedCommand == command)
  }

  /// "bind … as the same key": binding with either spelling stores the shifted character,
  /// and `bind` refuses nothing on account of the spelling.
  @Test(
    "bind with the shift+key spelling stores the shifted character",
    arguments: [("shift+cmd+;", "cmd+:"), ("shift+cmd+,", "cmd+<"), ("shift+cmd+'", "cmd+\"")])
  func bindCanonical(spelled: String, canonical: String) throws {
    var app = try SpecScene.app(Self.pairs)
    try app.bind(Fixtures.shortcut(spelled), to: "zoom.in")
    #expect(app.effectiveShortcut(of: "zoom.in")?.description == canonical)
    #expect(SpecScene.press(canonical, in: &app).performedCommand == "zoom.in")
    #expect(SpecScene.press(spelled, in: &app).performedCommand == "zoom.in")
  }

  /// "Letters and digits are not shifted characters: ⇧⌘D stays `shift+cmd+d` and ⇧⌘3 stays
  /// `shift+cmd+3`": the digit spelling is canonical, so a digit row's shifted character
  /// folds the other way, into Shift and the digit (`cmd+#` is `shift+cmd+3`, as the
  /// normalisation documents; SPEC-silent on that direction); a ⇧⌘9 command (⇧⌘3 itself is
  /// the macOS screenshot) keeps its spelling, and ⌘D is not ⇧⌘D.
  @Test("Shift with a letter or digit is not folded into another character")
  func lettersAndDigitsStay() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "D", "platform": "macOS", "defaultCommands": false,
       "commands": [
         {"id": "shot", "title": "Shot", "menu": "Tools", "shortcut": "shift+cmd+9"},
         {"id": "dup", "title": "Duplicate", "menu": "Tools", "shortcut": "shift+cmd+d"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w", "focus": "list"}]}
      """#)
    #expect(try KeyboardShortcut(parsing: "shift+cmd+3").description == "shift+cmd+3")
    #expect(try KeyboardShortcut(parsing: "cmd+#").description == "shift+cmd+3")
    #expect(app.effectiveShortcut(of: "shot")?.description == "shift+cmd+9")
    #expect(app.effectiveShortcut(of: "shot")?.glyphs == "⇧⌘9")
    #expect(app.effectiveShortcut(of: "dup")?.glyphs == "⇧⌘D")
    #expect(SpecScene.press("shift+cmd+9", in: &app).performedCommand == "shot")
    #expect(SpecScene.press("cmd+(", in: &app).performedCommand == "shot")
    #expect(SpecScene.press("cmd+9", in: &app).performedCommand == nil)
    #expect(SpecScene.press("cmd+d", in: &app).performedCommand == nil)
  }
}
