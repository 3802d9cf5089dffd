import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §14 ("The commands every app has"), sentence by sentence: the claims that
/// ``DefaultCommandsSpecTests``, ``AppKitItemsEndTheirMenuSpecTests`` and
/// ``DefaultCommandTests`` leave open.
@Suite struct SpecSentences14Tests {
  /// A macOS app named Mac with a window (a list, a text field, a search field with a find
  /// bar), a settings template, a sheet and an alert; `EXTRA` takes top-level fields.
  static let mac = #"""
    {"app": "Mac", "platform": "macOS", EXTRA
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true}, {"id": "field", "textInput": true},
         {"id": "search", "textInput": true, "findBar": true}]}},
       "prefs": {"kind": "settings", "root": {"id": "form", "focusable": true}},
       "ask": {"kind": "sheet", "root": {"id": "ok", "focusable": true}},
       "warn": {"kind": "alert", "root": {"id": "text", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """#

  static func app(_ extra: String = "") throws -> App {
    try SpecScene.app(mac.replacingOccurrences(of: "EXTRA", with: extra))
  }

  /// The ids of `menu`'s items, in order.
  static func ids(_ menu: String, in app: App) -> [String] {
    app.validatedMenu(menu)?.items.map(\.id) ?? []
  }

  // MARK: Titles, menus and order

  /// "Each platform contributes the menu items a SwiftUI app gets without writing them, with
  /// the standard ids, titles, menus, groups and shortcuts of `shared/reference/
  /// shortcuts.json`": each macOS default sits in its menu with its title (the app's name in
  /// place of "App").
  @Test(
    "Each macOS default has its standard title in its standard menu",
    arguments: [
      ("Mac", "app.about", "About Mac"), ("Mac", "app.settings", "Settings…"),
      ("Mac", "app.services", "Services"), ("Mac", "app.hide", "Hide Mac"),
      ("Mac", "app.hideOthers", "Hide Others"), ("Mac", "app.showAll", "Show All"),
      ("Mac", "app.quit", "Quit Mac"), ("File", "file.newWindow", "New Window"),
      ("File", "file.close", "Close"), ("Edit", "edit.undo", "Undo"),
      ("Edit", "edit.redo", "Redo"), ("Edit", "edit.cut", "Cut"), ("Edit", "edit.copy", "Copy"),
      ("Edit", "edit.paste", "Paste"), ("Edit", "edit.pasteAndMatchStyle", "Paste and Match Style"),
      ("Edit", "edit.delete", "Delete"), ("Edit", "edit.selectAll", "Select All"),
      ("Edit", "edit.emojiAndSymbols", "Emoji & Symbols"),
      ("View", "view.showAllTabs", "Show All Tabs"),
      ("View", "view.toggleFullScreen", "Enter Full Screen"),
      ("Window", "window.minimize", "Minimize"),
      ("Window", "window.zoom", "Zoom"), ("Window", "window.showPreviousTab", "Show Previous Tab"),
      ("Window", "window.showNextTab", "Show Next Tab"),
      ("Window", "window.moveTabToNewWindow", "Move Tab to New Window"),
      ("Window", "window.mergeAllWindows", "Merge All Windows"),
      ("Window", "window.bringAllToFront", "Bring All to Front"),
      ("Help", "help.appHelp", "Mac Help"),
    ])
  func titlesAndMenus(menu: String, id: String, title: String) throws {
    let app = try Self.app()
    let item = try #require(app.validatedMenu(menu)?.items.first { $0.id == id }, "\(id)")
    #expect(item.title == title)
  }

  /// "Order: grouped defaults sit where their group is (SwiftUI's placements); AppKit's own
  /// items without a group come after the app's items in their menu" and §3 "The menu bar
  /// has the standard menus App (named after the app), File, Edit, Format, View, Window,
  /// Help, in that order": the plain macOS menu bar, item by item.
  @Test("The macOS defaults come in SwiftUI's placement order, menu by menu")
  func defaultOrder() throws {
    let app = try Self.app()
    #expect(
      app.validatedMenuBar().map(\.title) == ["Mac", "File", "Edit", "View", "Window", "Help"])
    #expect(
      Self.ids("Mac", in: app) == [
        "app.about", "app.settings", "app.services", "app.hide", "app.hideOthers", "app.showAll",
        "app.quit",
      ])
    #expect(Self.ids("File", in: app) == ["file.newWindow", "file.close"])
    #expect(
      Self.ids("Edit", in: app) == [
        "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste",
        "edit.pasteAndMatchStyle", "edit.delete", "edit.selectAll", "edit.startDictation",
        "edit.emojiAndSymbols",
      ])
    #expect(
      Self.ids("View", in: app) == ["view.showTabBar", "view.showAllTabs", "view.toggleFullScreen"])
    #expect(
      Self.ids("Window", in: app) == [
        "window.minimize", "window.zoom", "window.showPreviousTab", "window.showNextTab",
        "window.moveTabToNewWindow", "window.mergeAllWindows", "window.bringAllToFront",
      ])
    #expect(Self.ids("Help", in: app) == ["help.appHelp"])
  }

  /// "`file.newWindow` "New Window" ⌘N (app with a `window` template), or `file.new` "New" ⌘N
  /// (document-only app)": an app with both a window and a document template gets New
  /// Window.
  @Test("An app with a window and a document template gets New Window, not New")
  func windowAndDocument() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "B", "platform": "macOS",
       "templates": {"doc": {"kind": "document", "root": {"id": "text", "textInput": true}},
                     "main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    #expect(app.validate("file.newWindow")?.shortcut == Fixtures.shortcut("cmd+n"))
    #expect(app.validate("file.new") == nil)
  }

  /// "Settings… (⌘, — only when the app has a template of kind `settings`)": without one,
  /// ⌘, reaches nothing on macOS.
  @Test("Without a settings template, ⌘, is unhandled on macOS")
  func noSettingsTemplate() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "N", "platform": "macOS",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    #expect(SpecScene.press("cmd+,", in: &app).kind == .unhandled)
  }

  /// The table's systemServices row: "`app.services` | always (no effect)": Services is
  /// enabled with or without a window and performing it changes nothing.
  @Test("Services is always enabled and changes nothing", arguments: [true, false])
  func servicesNoEffect(withWindow: Bool) throws {
    var app = try Self.app()
    if !withWindow { try app.close("w1") }
    #expect(app.validate("app.services")?.isEnabled == true)
    let before = app.windows.map(\.id)
    let key = app.keyWindowID
    #expect(try app.invoke("app.services").kind == .performed)
    #expect(app.windows.map(\.id) == before)
    #expect(app.keyWindowID == key)
    #expect(!app.isHidden && !app.hasQuit)
  }

  // MARK: Enablement

  /// The table's saveItem row: "`file.close` ⌘W … key window is a window, document, panel or
  /// settings" — so not while a sheet or an alert is key.
  @Test("Close is disabled while a sheet or an alert is key", arguments: ["sheet", "alert"])
  func closeNotForModals(kind: String) throws {
    var app = try Self.app()
    if kind == "sheet" {
      try app.presentSheet("ask", on: "w1", id: "m")
    } else {
      try app.showAlert("warn", id: "m")
    }
    #expect(app.keyWindowID == "m")
    #expect(app.validate("file.close")?.isEnabled == false)
    let result = SpecScene.press("cmd+w", in: &app)
    #expect(result.outcome == .disabled(command: "file.close"))
    #expect(app.window("m") != nil)
  }

  static let editItems = [
    "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste", "edit.pasteAndMatchStyle",
    "edit.delete", "edit.selectAll",
  ]

  /// "undoRedo … pasteboard …: through a responder (§15)"; "The Edit items are enabled only
  /// through a responder": each is enabled with a focused text field as its provider, and
  /// disabled with a list focused.
  @Test("Each Edit item is enabled through the focused text field only", arguments: editItems)
  func editThroughResponder(id: String) throws {
    var app = try Self.app()
    #expect(app.validate(id)?.isEnabled == false)
    try app.focus(NodePath(window: "w1", node: "field"))
    let item = try #require(app.validate(id))
    #expect(item.isEnabled)
    #expect(item.provider == .node(NodePath(window: "w1", node: "field")))
  }

  /// "The Edit items are enabled only through a responder (§15, or a declared
  /// `requires`)": a declared Copy that requires `copyable` is enabled where a list
  /// publishes it, and performs with the list as provider.
  @Test("A declared requires enables an Edit item outside a text field")
  func editThroughRequires() throws {
    var app = try SpecScene.app(
      #"""
      {"app": "R", "platform": "macOS",
       "commands": [{"id": "edit.copy", "requires": "copyable"}],
       "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true, "values": {"copyable": true}},
         {"id": "other", "focusable": true}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    let list = NodePath(window: "w1", node: "list")
    #expect(app.validate("edit.copy")?.isEnabled == true)
    #expect(
      SpecScene.press("cmd+c", in: &app).outcome
        == .performed(
          command: "edit.copy", provider: .node(list)))
    try app.focus(NodePath(window: "w1", node: "other"))
    #expect(app.validate("edit.copy")?.isEnabled == false)
  }

  /// "textEditing (`commandSets`) … `edit.find` ⌘F … through a responder" (§15: "the Find
  /// items when the node says `"findBar": true`"): disabled in a plain field, enabled in the
  /// search field.
  @Test(
    "The Find items are enabled through a text input with a find bar",
    arguments: [
      "edit.find", "edit.findAndReplace", "edit.findNext", "edit.findPrevious",
      "edit.useSelectionForFind", "edit.jumpToSelection",
    ])
  func findThroughResponder(id: String) throws {
    var app = try Self.app(#""commandSets": ["textEditing"],"#)
    #expect(app.validate(id)?.isEnabled == false)
    try app.focus(NodePath(window: "w1", node: "field"))
    #expect(app.validate(id)?.isEnabled == false)
    try app.focus(NodePath(window: "w1", node: "search"))
    #expect(app.validate(id)?.isEnabled == true)
    #expect(app.validate(id)?.provider == .node(NodePath(window: "w1", node: "search")))
  }

  // MARK: Changing the defaults

  /// "a declared command with a standard id replaces that default item: the fields it gives
  /// win, the fields it leaves out keep the default's": a Close renamed keeps ⌘W, its
  /// enablement and its effect; a Quit renamed still quits.
  @Test("A replaced default keeps the effect and enablement it does not restate")
  func replacementKeepsEffect() throws {
    var app = try Self.app(
      #""commands": [{"id": "file.close", "title": "Close Tab"},"#
        + #"{"id": "app.quit", "title": "Leave"}],"#
    )
    #expect(app.validate("file.close")?.title == "Close Tab")
    try app.open("main", id: "w2")
    let close = SpecScene.press("cmd+w", in: &app)
    #expect(close.performedCommand == "file.close")
    #expect(app.window("w2") == nil)
    try app.presentSheet("ask", on: "w1", id: "s")
    #expect(SpecScene.press("cmd+w", in: &app).kind == .disabled)
    try app.dismiss("s")
    #expect(SpecScene.press("cmd+q", in: &app).performedCommand == "app.quit")
    #expect(app.hasQuit)
  }

  /// "the fields it gives win": a Minimize given ⌥⌘M answers there, and ⌘M no longer
  /// reaches it.
  @Test("A replaced default's new shortcut wins over the default one")
  func replacementShortcutWins() throws {
    var app = try Self.app(#""commands": [{"id": "window.minimize", "shortcut": "opt+cmd+m"}],"#)
    #expect(SpecScene.press("cmd+m", in: &app).kind == .unhandled)
    #expect(app.window("w1")?.isMinimized == false)
    #expect(SpecScene.press("opt+cmd+m", in: &app).performedCommand == "window.minimize")
    #expect(app.window("w1")?.isMinimized == true)
  }

  // MARK: Other platforms

  /// "iPadOS and visionOS get what their menu builders provide — at least Settings… …, New
  /// Window, Close Window (⇧⌘W) and the Edit items; iOS gets the Edit items".
  @Test(
    "iPadOS, visionOS and iOS have the Edit items; iPadOS and visionOS New and Close Window",
    arguments: [Platform.iPadOS, .visionOS, .iOS])
  func uikitItems(platform: Platform) throws {
    let app = try SpecScene.app(
      #"""
      {"app": "U", "platform": "PLATFORM",
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#, platform: platform)
    for id in Self.editItems where id != "edit.pasteAndMatchStyle" {
      #expect(app.validate(id) != nil, "\(id) on \(platform)")
    }
    #expect(app.validate("edit.copy")?.shortcut == Fixtures.shortcut("cmd+c"))
    let windows = platform != .iOS
    #expect((app.validate("file.newWindow") != nil) == windows)
    #expect((app.validate("app.settings") != nil) == windows)
    #expect(
      app.validate("file.closeWindow")?.shortcut
        == (windows ? Fixtures.shortcut("shift+cmd+w") : nil))
  }

  // MARK: Hide and unhide

  /// "`unhide` (shell verb; `App.unhide()`) brings the hidden app back with its previous key
  /// window": Settings, key before ⌘H, is key again, and the window behind stays main.
  @Test("unhide gives the key window back when it was Settings")
  func unhideSettings() throws {
    var app = try Self.app()
    #expect(SpecScene.press("cmd+,", in: &app).performedCommand == "app.settings")
    let settings = try #require(app.keyWindowID)
    #expect(SpecScene.press("cmd+h", in: &app).performedCommand == "app.hide")
    #expect(app.keyWindowID == nil)
    app.unhide()
    #expect(app.keyWindowID == settings)
    #expect(app.mainWindowID == "w1")
    #expect(app.windows.allSatisfy { $0.phase != .background })
  }
}
