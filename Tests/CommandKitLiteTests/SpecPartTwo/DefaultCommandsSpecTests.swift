import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §14: the commands every app has.
@Suite struct DefaultCommandsSpecTests {
  static let mac = #"""
    {"app": "Mac", "platform": "macOS",
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true}, {"id": "field", "textInput": true}]}},
       "prefs": {"kind": "settings", "root": {"id": "form", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """#

  // §14 table: "the standard ids, titles, menus, groups and shortcuts" of the macOS
  // defaults.
  @Test(
    "macOS has each default item with its shortcut",
    arguments: [
      ("app.about", nil), ("app.settings", "cmd+,"), ("app.services", nil),
      ("app.hide", "cmd+h"), ("app.hideOthers", "opt+cmd+h"), ("app.showAll", nil),
      ("app.quit", "cmd+q"), ("file.newWindow", "cmd+n"), ("file.close", "cmd+w"),
      ("edit.undo", "cmd+z"), ("edit.redo", "shift+cmd+z"), ("edit.cut", "cmd+x"),
      ("edit.copy", "cmd+c"), ("edit.paste", "cmd+v"),
      ("edit.pasteAndMatchStyle", "opt+shift+cmd+v"), ("edit.delete", nil),
      ("edit.selectAll", "cmd+a"), ("edit.startDictation", nil),
      ("edit.emojiAndSymbols", "ctrl+cmd+space"), ("view.showTabBar", "shift+cmd+t"),
      ("view.showAllTabs", #"shift+cmd+\"#), ("view.toggleFullScreen", "ctrl+cmd+f"),
      ("window.minimize", "cmd+m"), ("window.zoom", nil),
      ("window.showPreviousTab", "ctrl+shift+tab"), ("window.showNextTab", "ctrl+tab"),
      ("window.moveTabToNewWindow", nil), ("window.mergeAllWindows", nil),
      ("window.bringAllToFront", nil), ("help.appHelp", "shift+cmd+/"),
    ] as [(String, String?)])
  func macDefaults(id: String, shortcut: String?) throws {
    let app = try SpecScene.app(Self.mac)
    let item = try #require(app.validate(id), "\(id) is missing")
    #expect(item.origin == .platform)
    #expect(item.shortcut == shortcut.map(Fixtures.shortcut))
  }

  // §14 "Find… and its items are not defaults … as it adds Show/Hide Sidebar (⌃⌘S) with
  // SidebarCommands"; "Show/Hide Toolbar (only when some template has a node of role
  // toolbar)".
  @Test(
    "Find, sidebar and toolbar items are not defaults without their set or node",
    arguments: ["edit.find", "edit.findNext", "view.showSidebar", "view.showToolbar"])
  func notDefaults(id: String) throws {
    let app = try SpecScene.app(Self.mac)
    #expect(app.validate(id) == nil)
  }

  // §14 "a scene file asks for such sets with "commandSets": ["textEditing", "sidebar",
  // "toolbar"]".
  @Test(
    "commandSets add the Find, sidebar and toolbar items",
    arguments: [
      ("edit.find", "cmd+f"), ("edit.findAndReplace", "opt+cmd+f"), ("edit.findNext", "cmd+g"),
      ("edit.findPrevious", "shift+cmd+g"), ("edit.useSelectionForFind", "cmd+e"),
      ("edit.jumpToSelection", "cmd+j"), ("view.showSidebar", "ctrl+cmd+s"),
      ("view.showToolbar", "opt+cmd+t"),
    ])
  func commandSets(id: String, shortcut: String) throws {
    let text = Self.mac.replacingOccurrences(
      of: #""platform": "macOS","#,
      with: #""platform": "macOS", "commandSets": ["textEditing", "sidebar", "toolbar"],"#)
    let app = try SpecScene.app(text)
    let item = try #require(app.validate(id))
    #expect(item.shortcut == Fixtures.shortcut(shortcut))
  }

  // §14 "Settings… (⌘, — only when the app has a template of kind settings)"; "New Window
  // (⌘N for a window template …)"; "`file.new` "New" ⌘N (document-only app)".
  @Test("Settings needs a settings template; a document-only app gets New, not New Window")
  func conditionalItems() throws {
    let document = try SpecScene.app(
      #"""
      {"app": "Doc", "platform": "macOS",
       "templates": {"doc": {"kind": "document", "root": {"id": "text", "textInput": true}}}}
      """#)
    #expect(document.validate("app.settings") == nil)
    #expect(document.validate("file.newWindow") == nil)
    let new = try #require(document.validate("file.new"))
    #expect(new.title == "New")
    #expect(new.shortcut == Fixtures.shortcut("cmd+n"))
  }

  // §14 "no ⌘N when a declared command takes it".
  @Test("A declared ⌘N command takes ⌘N from New Window")
  func declaredCommandN() throws {
    let app = try SpecScene.app(
      Self.mac.replacingOccurrences(
        of: #""platform": "macOS","#,
        with:
          #""platform": "macOS", "commands": [{"id": "note.new", "title": "New Note", "menu": "File", "shortcut": "cmd+n"}],"#
      ))
    #expect(app.validate("file.newWindow")?.shortcut == nil)
    var pressed = app
    #expect(SpecScene.press("cmd+n", in: &pressed).performedCommand == "note.new")
  }

  // §14 "Show/Hide Toolbar (only when some template has a node of role toolbar)".
  @Test("A toolbar node brings Show Toolbar, enabled in the window that has it")
  func toolbarNode() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "T", "platform": "macOS",
       "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "bar", "role": "toolbar"}, {"id": "list", "focusable": true}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    let item = try #require(app.validate("view.showToolbar"))
    #expect(item.shortcut == Fixtures.shortcut("opt+cmd+t"))
    #expect(item.isEnabled)
  }

  // §14 table, "enabled" column, with a window key and nothing focused that edits.
  @Test(
    "Default items are enabled as the table says",
    arguments: [
      ("app.about", true), ("app.settings", true), ("app.services", true), ("app.hide", true),
      ("app.quit", true), ("file.newWindow", true), ("file.close", true),
      ("window.minimize", true), ("window.zoom", true), ("view.toggleFullScreen", true),
      ("view.showTabBar", true), ("window.showNextTab", false),
      ("window.showPreviousTab", false), ("window.mergeAllWindows", false),
      ("window.moveTabToNewWindow", false), ("window.bringAllToFront", true),
      ("help.appHelp", true), ("app.showAll", true), ("edit.copy", false),
      ("edit.undo", false), ("edit.startDictation", false),
    ])
  func enablement(id: String, enabled: Bool) throws {
    let app = try SpecScene.app(Self.mac)
    #expect(app.validate(id)?.isEnabled == enabled)
  }

  // §14 "(AppKit, no group) edit.startDictation, edit.emojiAndSymbols … a text input is in
  // the key window's chain"; "The Edit items are enabled only through a responder".
  @Test("Focusing a text input enables Start Dictation, Emoji & Symbols and the Edit items")
  func textInputEnables() throws {
    var app = try SpecScene.app(Self.mac)
    try app.focus(NodePath(window: "w1", node: "field"))
    for id in ["edit.startDictation", "edit.emojiAndSymbols", "edit.copy", "edit.selectAll"] {
      #expect(app.validate(id)?.isEnabled == true, "\(id)")
    }
  }

  // §14 "windowSize … key window is a window or document"; "saveItem file.close … key
  // window is a window, document, panel or settings".
  @Test("With Settings key, Close is enabled and Minimize is not")
  func settingsKey() throws {
    var app = try SpecScene.app(Self.mac)
    #expect(SpecScene.press("cmd+,", in: &app).kind == .performed)
    #expect(app.keyWindow?.template == "prefs")
    #expect(app.validate("file.close")?.isEnabled == true)
    #expect(app.validate("window.minimize")?.isEnabled == false)
    #expect(app.validate("view.toggleFullScreen")?.isEnabled == false)
  }

  // §14 "Settings opens the settings template once (a second press brings it to the
  // front)".
  @Test("Settings opens once; pressing it again brings it to the front")
  func settingsOnce() throws {
    var app = try SpecScene.app(Self.mac)
    _ = SpecScene.press("cmd+,", in: &app)
    try app.makeKey("w1")
    _ = SpecScene.press("cmd+,", in: &app)
    #expect(app.windows.filter { $0.template == "prefs" }.count == 1)
    #expect(app.keyWindow?.template == "prefs")
  }

  // §14 "Quit closes every window; Hide puts every window in the background until unhide;
  // Close closes the key window; Minimize minimizes it; Enter Full Screen toggles a window
  // flag; New Window opens the first window/document template".
  @Test("The default items' effects")
  func effects() throws {
    var app = try SpecScene.app(Self.mac)
    #expect(SpecScene.press("cmd+n", in: &app).kind == .performed)
    #expect(app.windows.filter { $0.template == "main" }.count == 2)
    let opened = try #require(app.keyWindowID)
    #expect(SpecScene.press("cmd+w", in: &app).kind == .performed)
    #expect(app.window(opened) == nil)
    try app.makeKey("w1")
    #expect(SpecScene.press("ctrl+cmd+f", in: &app).kind == .performed)
    #expect(app.window("w1")?.isFullScreen == true)
    #expect(SpecScene.press("ctrl+cmd+f", in: &app).kind == .performed)
    #expect(app.window("w1")?.isFullScreen == false)
    #expect(SpecScene.press("cmd+m", in: &app).kind == .performed)
    #expect(app.window("w1")?.isMinimized == true)
    try app.unminimize("w1")
    #expect(SpecScene.press("cmd+h", in: &app).kind == .performed)
    #expect(app.isHidden)
    app.unhide()
    #expect(!app.isHidden)
    #expect(app.keyWindowID == "w1")
    #expect(SpecScene.press("cmd+q", in: &app).kind == .performed)
    #expect(app.windows.isEmpty)
  }

  // §14 "About, Show All and Help are always enabled and change nothing in the simulation".
  @Test("About and Help change nothing", arguments: ["app.about", "help.appHelp", "app.showAll"])
  func noEffect(id: String) throws {
    var app = try SpecScene.app(Self.mac)
    let before = app.windows.map(\.id)
    let result = try app.invoke(id)
    #expect(result.kind == .performed)
    #expect(app.windows.map(\.id) == before)
    #expect(app.keyWindowID == "w1")
  }

  // §14 "a declared command with a standard id replaces that default item: the fields it
  // gives win, the fields it leaves out keep the default's ("shortcut": null drops the
  // default shortcut)".
  @Test("A declared standard id replaces the default, keeping fields it leaves out")
  func replaceDefault() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS",
       "commands": [{"id": "edit.copy", "title": "Copy Item"},
                    {"id": "app.hide", "shortcut": null}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    let copy = try #require(app.validate("edit.copy"))
    #expect(copy.title == "Copy Item")
    #expect(copy.shortcut == Fixtures.shortcut("cmd+c"))
    let hide = try #require(app.validate("app.hide"))
    #expect(hide.shortcut == nil)
    #expect(app.validatedMenuBar().flatMap(\.items).filter { $0.id == "edit.copy" }.count == 1)
  }

  // §14 ""placement": "replacing" on a declared command with a group removes every default
  // item of that group"; "removedGroups … removes groups with nothing in their place".
  @Test("replacing and removedGroups remove a group's default items")
  func removeGroups() throws {
    let replacing = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS",
       "commands": [{"id": "my.paste", "title": "My Paste", "menu": "Edit",
                     "group": "pasteboard", "placement": "replacing", "shortcut": "cmd+v"}]}
      """#)
    #expect(replacing.validate("edit.copy") == nil)
    #expect(replacing.validate("edit.selectAll") == nil)
    #expect(replacing.validate("edit.undo") != nil)
    #expect(replacing.validate("my.paste") != nil)
    let removed = try SpecScene.app(
      #"{"app": "R", "platform": "macOS", "removedGroups": ["pasteboard", "undoRedo"]}"#)
    for id in ["edit.cut", "edit.copy", "edit.paste", "edit.undo", "edit.redo"] {
      #expect(removed.validate(id) == nil, "\(id)")
    }
    #expect(removed.validate("app.quit") != nil)
  }

  // §14 "Items without a group cannot be removed with removedGroups; defaultCommands: false
  // removes them too."
  @Test("defaultCommands false removes every default item, group or not")
  func defaultCommandsOff() throws {
    let app = try SpecScene.app(
      #"{"app": "R", "platform": "macOS", "defaultCommands": false}"#)
    for id in ["app.quit", "edit.copy", "view.toggleFullScreen", "edit.startDictation"] {
      #expect(app.validate(id) == nil, "\(id)")
    }
    let kept = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS",
       "removedGroups": ["pasteboard", "windowSize", "appTermination"]}
      """#)
    #expect(kept.validate("view.toggleFullScreen") != nil)
    #expect(kept.validate("edit.startDictation") != nil)
  }

  // §14 "iPadOS and visionOS get … at least Settings… (always there …), New Window, Close
  // Window (⇧⌘W) and the Edit items; iOS gets the Edit items".
  @Test(
    "UIKit platforms' defaults",
    arguments: [
      (Platform.iPadOS, "app.settings", true), (Platform.iPadOS, "file.newWindow", true),
      (Platform.iPadOS, "file.closeWindow", true), (Platform.iPadOS, "edit.copy", true),
      (Platform.visionOS, "app.settings", true), (Platform.visionOS, "edit.paste", true),
      (Platform.iOS, "edit.copy", true), (Platform.iOS, "edit.undo", true),
      (Platform.iOS, "app.quit", false), (Platform.iPadOS, "app.quit", false),
    ])
  func uikitDefaults(platform: Platform, id: String, present: Bool) throws {
    let app = try SpecScene.app(
      #"""
      {"app": "U", "platform": "PLATFORM",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#, platform: platform)
    #expect((app.validate(id) != nil) == present)
    if id == "file.closeWindow" {
      #expect(app.validate(id)?.shortcut == Fixtures.shortcut("shift+cmd+w"))
    }
  }

  // §14 "templates may say "single": true (SwiftUI Window: opening it again brings the open
  // one to the front)".
  @Test("A single template opened twice keeps one window and brings it to the front")
  func singleTemplate() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "S", "platform": "macOS",
       "templates": {
         "main": {"kind": "window", "root": {"id": "list", "focusable": true}},
         "about": {"kind": "window", "single": true, "root": {"id": "text", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1"}]}
      """#)
    try app.open("about")
    try app.makeKey("w1")
    try app.open("about")
    #expect(app.windows.filter { $0.template == "about" }.count == 1)
    #expect(app.keyWindow?.template == "about")
  }

  // §14 "open, key, focus, sheet, alert and unminimize unhide first".
  @Test("Opening a window unhides the app")
  func openUnhides() throws {
    var app = try SpecScene.app(Self.mac)
    app.hide()
    try app.open("main", id: "w2")
    #expect(!app.isHidden)
    app.hide()
    try app.makeKey("w1")
    #expect(!app.isHidden)
    app.hide()
    try app.focus(NodePath(window: "w1", node: "field"))
    #expect(!app.isHidden)
  }

  // §14 ""before" / "after" put it before or after the group's defaults".
  @Test("before and after place a declared command around its group's defaults")
  func beforeAfter() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "P", "platform": "macOS",
       "commands": [
         {"id": "x.before", "title": "Before", "menu": "Edit", "group": "pasteboard",
          "placement": "before"},
         {"id": "x.after", "title": "After", "menu": "Edit", "group": "pasteboard",
          "placement": "after"}]}
      """#)
    let ids = try #require(app.validatedMenu("Edit")).items.map(\.id)
    let before = try #require(ids.firstIndex(of: "x.before"))
    let after = try #require(ids.firstIndex(of: "x.after"))
    let cut = try #require(ids.firstIndex(of: "edit.cut"))
    let selectAll = try #require(ids.firstIndex(of: "edit.selectAll"))
    #expect(before == cut - 1)
    #expect(after == selectAll + 1)
  }

  // §14 "a declared command with a standard id replaces that default item … and its place
  // stays unless it names another".
  @Test("A replaced default item keeps its place")
  func replacedKeepsPlace() throws {
    let plain = try SpecScene.app(#"{"app": "P", "platform": "macOS"}"#)
    let replaced = try SpecScene.app(
      #"{"app": "P", "platform": "macOS", "commands": [{"id": "edit.copy", "title": "Copy It"}]}"#)
    let ids = { (app: App) in app.validatedMenu("Edit")?.items.map(\.id) ?? [] }
    #expect(ids(plain) == ids(replaced))
    #expect(ids(plain).contains("edit.copy"))
  }

  // §14 "iPadOS and visionOS get … Settings… (always there; without a settings template it
  // changes nothing)".
  @Test("Settings on iPadOS without a settings template is there and changes nothing")
  func padSettings() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "U", "platform": "iPadOS",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w"}]}
      """#)
    let item = try #require(app.validate("app.settings"))
    #expect(item.shortcut == Fixtures.shortcut("cmd+,"))
    _ = SpecScene.press("cmd+,", in: &app)
    #expect(app.windows.map(\.id) == ["w"])
    #expect(app.keyWindowID == "w")
  }

  // §14 "Hide puts every window in the background until unhide".
  @Test("Hide puts every window in the background; unhide brings the key window back")
  func hideBackground() throws {
    var app = try SpecScene.app(Self.mac)
    try app.open("prefs")
    try app.makeKey("w1")
    _ = SpecScene.press("cmd+h", in: &app)
    #expect(app.windows.allSatisfy { $0.phase == .background })
    #expect(app.keyWindowID == nil)
    #expect(SpecScene.press("cmd+k", in: &app).kind == .blocked)
    app.unhide()
    #expect(app.keyWindowID == "w1")
  }

  // §14 table: saveItem "key window is a window, document, panel or settings"; windowSize,
  // sidebar and tab items "key window is a window or document"; toolbar "the key window
  // has one"; bringAllToFront "a window is open".
  @Test(
    "Window-dependent enablement follows the key window's kind",
    arguments: [
      ("panel", "file.close", true), ("panel", "window.minimize", false),
      ("panel", "view.showSidebar", false), ("panel", "view.showTabBar", false),
      ("panel", "view.showToolbar", false), ("main", "view.showSidebar", true),
      ("main", "view.showToolbar", true), ("plain", "view.showToolbar", false),
      ("plain", "window.zoom", true), ("none", "window.bringAllToFront", false),
      ("none", "file.close", false), ("none", "app.quit", true), ("none", "help.appHelp", true),
    ])
  func windowEnablement(key: String, id: String, enabled: Bool) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "E", "platform": "macOS", "commandSets": ["sidebar"],
       "templates": {
         "main": {"kind": "window", "root": {"id": "root", "children": [
           {"id": "bar", "role": "toolbar"}, {"id": "list", "focusable": true}]}},
         "plain": {"kind": "document", "root": {"id": "text", "focusable": true}},
         "panel": {"kind": "panel", "root": {"id": "form", "focusable": true}}}}
      """#)
    // A scene file without "windows" opens its first template: close it first.
    for window in app.windows { try app.close(window.id) }
    if key != "none" { try app.open(key, id: "k") }
    #expect(app.validate(id)?.isEnabled == enabled)
  }

  // §14 "Template kinds gain settings (SwiftUI Settings, one instance, a panel-like window
  // that can be key but not main)".
  @Test("Settings can be key but not main")
  func settingsNotMain() throws {
    var app = try SpecScene.app(Self.mac)
    try app.open("prefs", id: "s")
    #expect(app.keyWindowID == "s")
    #expect(app.mainWindowID == "w1")
    // Opening it again brings the one instance forward.
    #expect(try app.open("prefs", id: "s2") == "s")
    #expect(app.windows.filter { $0.template == "prefs" }.count == 1)
  }

  // §14 "open, key, focus, sheet, alert and unminimize unhide first."
  @Test("sheet, alert and unminimize unhide first", arguments: ["sheet", "alert", "unminimize"])
  func modalsUnhide(verb: String) throws {
    var app = try SpecScene.app(
      #"""
      {"app": "M", "platform": "macOS",
       "templates": {
         "main": {"kind": "window", "root": {"id": "list", "focusable": true}},
         "ask": {"kind": "sheet", "root": {"id": "form", "focusable": true}},
         "warn": {"kind": "alert", "root": {"id": "text", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1"}, {"template": "main", "id": "w2"}]}
      """#)
    try app.minimize("w2")
    app.hide()
    #expect(app.isHidden)
    switch verb {
    case "sheet": try app.presentSheet("ask", on: "w1", id: "s")
    case "alert": try app.showAlert("warn", id: "a")
    default: try app.unminimize("w2")
    }
    #expect(!app.isHidden)
    #expect(app.keyWindowID != nil)
  }

  // §14 "New Window opens the first window/document template".
  @Test("New Window opens the first window or document template, not a panel")
  func newWindowTemplate() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "N", "platform": "macOS",
       "templates": {
         "insp": {"kind": "panel", "root": {"id": "form", "focusable": true}},
         "doc": {"kind": "document", "root": {"id": "text", "textInput": true}},
         "main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1"}]}
      """#)
    #expect(app.validate("file.newWindow") != nil)
    #expect(SpecScene.press("cmd+n", in: &app).performedCommand == "file.newWindow")
    #expect(app.keyWindow?.template == "doc")
    #expect(app.windows.count == 2)
  }
}
