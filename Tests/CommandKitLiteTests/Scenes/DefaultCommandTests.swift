import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §14, "The commands every app has": the platform's default items as commands of the
/// app, their conditions, enablement, effects, and how declarations change them.
@Suite struct DefaultCommandTests {
  static func s(_ text: String) -> KeyboardShortcut { Fixtures.shortcut(text) }

  /// A window with a list, a text field and a toolbar; a document without a toolbar; a
  /// panel; a settings window; a sheet.
  static func app(
    platform: Platform = .macOS, options: DefaultCommandOptions = DefaultCommandOptions(),
    commands: [Command] = [], settings: Bool = true
  ) throws -> App {
    var app = App(name: "Demo", platform: platform, defaultCommands: options)
    try app.register(commands)
    let main = ViewNode(
      "root",
      children: [
        ViewNode("toolbar", role: ViewNode.toolbarRole),
        ViewNode("list").focusable(),
        ViewNode("field").textInput(),
      ])
    try app.addTemplate(WindowTemplate("main", root: main, focus: "list"))
    try app.addTemplate(
      WindowTemplate("doc", kind: .document, root: ViewNode("page").focusable()))
    try app.addTemplate(
      WindowTemplate("inspector", kind: .panel, root: ViewNode("form").focusable()))
    if settings {
      try app.addTemplate(
        WindowTemplate("prefs", kind: .settings, root: ViewNode("pane").focusable()))
    }
    try app.addTemplate(WindowTemplate("rename", kind: .sheet, root: ViewNode("name")))
    return app
  }

  // MARK: The table

  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var group: String?
    var shortcut: String?
    var testDescription: String { id }
  }

  /// SPEC §14's macOS table, row by row (all conditions met: a settings template, a window
  /// template, a toolbar node, every command set).
  static let macOSRows: [Row] = [
    Row(id: "app.about", group: "appInfo"),
    Row(id: "app.settings", group: "appSettings", shortcut: "cmd+,"),
    Row(id: "app.services", group: "systemServices"),
    Row(id: "app.hide", group: "appVisibility", shortcut: "cmd+h"),
    Row(id: "app.hideOthers", group: "appVisibility", shortcut: "opt+cmd+h"),
    Row(id: "app.showAll", group: "appVisibility"),
    Row(id: "app.quit", group: "appTermination", shortcut: "cmd+q"),
    Row(id: "file.newWindow", group: "newItem", shortcut: "cmd+n"),
    Row(id: "file.close", group: "saveItem", shortcut: "cmd+w"),
    Row(id: "edit.undo", group: "undoRedo", shortcut: "cmd+z"),
    Row(id: "edit.redo", group: "undoRedo", shortcut: "shift+cmd+z"),
    Row(id: "edit.cut", group: "pasteboard", shortcut: "cmd+x"),
    Row(id: "edit.copy", group: "pasteboard", shortcut: "cmd+c"),
    Row(id: "edit.paste", group: "pasteboard", shortcut: "cmd+v"),
    Row(id: "edit.pasteAndMatchStyle", group: "pasteboard", shortcut: "opt+shift+cmd+v"),
    Row(id: "edit.delete", group: "pasteboard"),
    Row(id: "edit.selectAll", group: "pasteboard", shortcut: "cmd+a"),
    Row(id: "edit.find", group: "textEditing", shortcut: "cmd+f"),
    Row(id: "edit.findAndReplace", group: "textEditing", shortcut: "opt+cmd+f"),
    Row(id: "edit.findNext", group: "textEditing", shortcut: "cmd+g"),
    Row(id: "edit.findPrevious", group: "textEditing", shortcut: "shift+cmd+g"),
    Row(id: "edit.useSelectionForFind", group: "textEditing", shortcut: "cmd+e"),
    Row(id: "edit.jumpToSelection", group: "textEditing", shortcut: "cmd+j"),
    Row(id: "edit.startDictation"),
    Row(id: "edit.emojiAndSymbols", shortcut: "ctrl+cmd+space"),
    Row(id: "view.showToolbar", group: "toolbar", shortcut: "opt+cmd+t"),
    Row(id: "view.customizeToolbar", group: "toolbar"),
    Row(id: "view.showSidebar", group: "sidebar", shortcut: "ctrl+cmd+s"),
    Row(id: "view.showTabBar", shortcut: "shift+cmd+t"),
    Row(id: "view.showAllTabs", shortcut: "shift+cmd+\\"),
    Row(id: "view.toggleFullScreen", shortcut: "ctrl+cmd+f"),
    Row(id: "window.minimize", group: "windowSize", shortcut: "cmd+m"),
    Row(id: "window.zoom", group: "windowSize"),
    Row(id: "window.showPreviousTab", group: "windowArrangement", shortcut: "ctrl+shift+tab"),
    Row(id: "window.showNextTab", group: "windowArrangement", shortcut: "ctrl+tab"),
    Row(id: "window.moveTabToNewWindow", group: "windowArrangement"),
    Row(id: "window.mergeAllWindows", group: "windowArrangement"),
    Row(id: "window.bringAllToFront", group: "windowArrangement"),
    Row(id: "help.appHelp", group: "help", shortcut: "cmd+?"),
  ]

  @Test(
    "Every row of the macOS table is a platform command with its group and shortcut",
    arguments: macOSRows)
  func macOSRow(_ row: Row) throws {
    let app = try Self.app(options: DefaultCommandOptions(commandSets: Set(CommandSet.allCases)))
    let command = try #require(app.command(row.id))
    #expect(command.isPlatformDefault)
    #expect(command.origin == .platform)
    #expect(command.group?.name == row.group)
    #expect(command.shortcut == row.shortcut.map(Self.s))
  }

  @Test("Titles name the app: About Demo, Hide Demo, Quit Demo, Demo Help; a rename follows")
  func titlesNameTheApp() throws {
    var app = try Self.app()
    #expect(app.command("app.quit")?.title == "Quit Demo")
    #expect(app.command("help.appHelp")?.title == "Demo Help")
    app.name = "Notes"
    #expect(app.command("app.about")?.title == "About Notes")
    #expect(app.command("app.hide")?.title == "Hide Notes")
  }

  // MARK: Conditions

  struct ConditionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var platform: Platform
    var settings: Bool
    var declaresNew: Bool
    var present: [String]
    var absent: [String]
    var testDescription: String { name }
  }

  static let conditionCases: [ConditionCase] = [
    ConditionCase(
      name: "macOS with a settings template", platform: .macOS, settings: true,
      declaresNew: false, present: ["app.settings", "file.newWindow", "view.showToolbar"],
      absent: ["file.new", "edit.find", "view.showSidebar", "file.closeWindow"]),
    ConditionCase(
      name: "macOS without one: no Settings", platform: .macOS, settings: false,
      declaresNew: false, present: ["app.quit"], absent: ["app.settings"]),
    ConditionCase(
      name: "iPadOS: Settings always, Close Window", platform: .iPadOS, settings: false,
      declaresNew: false, present: ["app.settings", "file.newWindow", "file.closeWindow"],
      absent: ["app.quit", "app.hide", "file.close"]),
    ConditionCase(
      name: "iOS: only the Edit items", platform: .iOS, settings: true, declaresNew: false,
      present: ["edit.copy", "edit.undo"], absent: ["app.settings", "file.newWindow"]),
  ]

  @Test("Which defaults exist follows platform and templates", arguments: conditionCases)
  func conditions(_ c: ConditionCase) throws {
    let app = try Self.app(platform: c.platform, settings: c.settings)
    for id in c.present { #expect(app.command(id)?.isPlatformDefault == true, "\(id)") }
    for id in c.absent { #expect(app.command(id) == nil, "\(id)") }
  }

  @Test("A document-only app gets New; a declared ⌘N takes the key from New Window")
  func newItem() throws {
    var documents = App(name: "Docs")
    try documents.addTemplate(
      WindowTemplate("doc", kind: .document, root: ViewNode("page").focusable()))
    #expect(documents.command("file.new")?.shortcut == Self.s("cmd+n"))
    #expect(documents.command("file.newWindow") == nil)
    var app = try Self.app(commands: [
      Command(id: "note.new", title: "New Note", menu: "File", shortcut: Self.s("cmd+n"))
    ])
    try app.open("main")
    #expect(app.command("file.newWindow")?.shortcut == nil)
    #expect(app.why(Self.s("cmd+n")).performedCommand == "note.new")
  }

  @Test("Toolbar items need a toolbar node; command sets add Find, Sidebar, Toolbar")
  func toolbarAndSets() throws {
    var plain = App(name: "Plain")
    try plain.addTemplate(WindowTemplate("main", root: ViewNode("list").focusable()))
    #expect(plain.command("view.showToolbar") == nil)
    plain.addCommandSets([.toolbar, .textEditing, .sidebar])
    for id in ["view.showToolbar", "edit.find", "edit.jumpToSelection", "view.showSidebar"] {
      #expect(plain.command(id)?.isPlatformDefault == true, "\(id)")
    }
  }

  // MARK: Enablement

  struct EnablementCase: Sendable, CustomTestStringConvertible {
    var id: String
    /// `open` template names (the last is key), then the node to focus in the key window.
    var open: [String]
    var focus: String?
    var enabled: Bool
    var testDescription: String {
      "\(id) with \(open.isEmpty ? "no window" : open.joined(separator: ","))"
        + (focus.map { " focus \($0)" } ?? "") + (enabled ? ": enabled" : ": disabled")
    }
  }

  static let enablementCases: [EnablementCase] = [
    // always
    EnablementCase(id: "app.about", open: [], enabled: true),
    EnablementCase(id: "app.quit", open: [], enabled: true),
    EnablementCase(id: "help.appHelp", open: [], enabled: true),
    // key window kinds: Close for window, document, panel, settings; not a sheet
    EnablementCase(id: "file.close", open: ["main"], enabled: true),
    EnablementCase(id: "file.close", open: ["inspector"], enabled: true),
    EnablementCase(id: "file.close", open: ["prefs"], enabled: true),
    EnablementCase(id: "file.close", open: [], enabled: false),
    EnablementCase(id: "window.minimize", open: ["doc"], enabled: true),
    EnablementCase(id: "window.minimize", open: ["main", "inspector"], enabled: false),
    EnablementCase(id: "view.toggleFullScreen", open: ["prefs"], enabled: false),
    // through a responder: the Edit items
    EnablementCase(id: "edit.copy", open: ["main"], focus: "field", enabled: true),
    EnablementCase(id: "edit.copy", open: ["main"], focus: "list", enabled: false),
    EnablementCase(id: "edit.undo", open: ["main"], focus: "list", enabled: false),
    // a text input in the key window's chain
    EnablementCase(id: "edit.emojiAndSymbols", open: ["main"], focus: "field", enabled: true),
    EnablementCase(id: "edit.startDictation", open: ["main"], focus: "list", enabled: false),
    // the key window has a toolbar node
    EnablementCase(id: "view.showToolbar", open: ["main"], enabled: true),
    EnablementCase(id: "view.showToolbar", open: ["doc"], enabled: false),
    // never
    EnablementCase(id: "window.showNextTab", open: ["main"], enabled: false),
    // a window is open
    EnablementCase(id: "window.bringAllToFront", open: [], enabled: false),
    EnablementCase(id: "window.bringAllToFront", open: ["inspector"], enabled: true),
  ]

  @Test("Enablement follows the §14 table", arguments: enablementCases)
  func enablement(_ c: EnablementCase) throws {
    var app = try Self.app()
    for name in c.open { try app.open(name) }
    if let focus = c.focus, let key = app.keyWindowID {
      try app.focus(NodePath(window: key, node: focus))
    }
    let state = try #require(app.validate(c.id))
    #expect(state.isEnabled == c.enabled)
    #expect(state.reason.contains("platform default") || state.reason.contains("text input"))
    #expect(app.validatedMenuBar().flatMap(\.items).first { $0.id == c.id }?.isEnabled == c.enabled)
  }

  @Test("A press sees a default's enablement change with the key window (no stale cache)")
  func enablementFollowsKeyWindow() throws {
    var app = try Self.app()
    try app.open("doc", id: "d")
    #expect(app.why(Self.s("cmd+m")).kind == .performed)
    try app.open("inspector")
    #expect(app.press(Self.s("cmd+m")).kind == .disabled)
    try app.makeKey("d")
    #expect(app.press(Self.s("cmd+m")).kind == .performed)
    #expect(app.window("d")?.isMinimized == true)
  }

  // MARK: Effects

  @Test("Quit closes every window; Close closes the key window; Hide hides the app")
  func quitCloseHide() throws {
    var app = try Self.app()
    try app.open("main", id: "a")
    try app.open("doc", id: "b")
    #expect(app.press(Self.s("cmd+w")).performedCommand == "file.close")
    #expect(app.windows.map(\.id) == ["a"])
    #expect(app.press(Self.s("cmd+h")).performedCommand == "app.hide")
    #expect(app.isHidden)
    app.unhide()
    try app.presentSheet("rename", on: "a")
    #expect(app.press(Self.s("cmd+q")).performedCommand == "app.quit")
    #expect(app.windows.isEmpty)
  }

  @Test("Enter Full Screen toggles the key window's flag and the item's title")
  func fullScreen() throws {
    var app = try Self.app()
    try app.open("main", id: "w")
    #expect(app.press(Self.s("ctrl+cmd+f")).kind == .performed)
    #expect(app.window("w")?.isFullScreen == true)
    #expect(app.validate("view.toggleFullScreen")?.title == "Exit Full Screen")
    _ = app.press(Self.s("ctrl+cmd+f"))
    #expect(app.window("w")?.isFullScreen == false)
    #expect(app.validate("view.toggleFullScreen")?.title == "Enter Full Screen")
  }

  @Test("New Window opens the first window template; Settings opens once, then comes to front")
  func newWindowAndSettings() throws {
    var app = try Self.app()
    // With no window a press is blocked (SPEC §4 step 2); the menu still works.
    #expect(try app.invoke("file.newWindow").kind == .performed)
    #expect(app.windows.map(\.template) == ["main"])
    _ = app.press(Self.s("cmd+n"))
    #expect(app.windows.map(\.template) == ["main", "main"])
    _ = app.press(Self.s("cmd+,"))
    let settings = try #require(app.keyWindowID)
    #expect(app.window(settings)?.kind == .settings)
    try app.open("doc")
    _ = app.press(Self.s("cmd+,"))
    #expect(app.keyWindowID == settings)
    #expect(app.windows.filter { $0.kind == .settings }.count == 1)
  }

  @Test(
    "About, Services, Show All and Help change nothing",
    arguments: [
      "app.about", "app.services", "app.showAll", "help.appHelp",
    ])
  func noEffect(_ id: String) throws {
    var app = try Self.app()
    try app.open("main", id: "w")
    let before = SessionSnapshot(app: app)
    #expect(try app.invoke(id).kind == .performed)
    #expect(SessionSnapshot(app: app) == before)
  }

  @Test("On iPadOS without a settings template, Settings… is enabled and does nothing")
  func iPadSettings() throws {
    var app = try Self.app(platform: .iPadOS, settings: false)
    try app.open("main", id: "w")
    #expect(try app.invoke("app.settings").kind == .performed)
    #expect(app.windows.map(\.id) == ["w"])
  }

  // MARK: Changing the defaults

  @Test("A declared standard id replaces the default in its place, omitted fields kept")
  func replacement() throws {
    var copy = Command(id: "edit.copy", title: "Copy Note", menu: "Edit", requires: "note")
    copy.shortcut = nil
    let app = try Self.app(commands: [
      copy, Command(id: "app.quit", title: "Leave", menu: "App"),
    ])
    let edit = app.commandsInMenuOrder.filter { $0.menu == "Edit" }.map(\.id)
    #expect(edit.firstIndex(of: "edit.copy") == edit.firstIndex(of: "edit.cut").map { $0 + 1 })
    let merged = try #require(app.command("edit.copy"))
    #expect(merged.origin == .declared)
    #expect(merged.title == "Copy Note")
    #expect(merged.shortcut == Self.s("cmd+c"))
    #expect(merged.group == .pasteboard)
    let quit = try #require(app.command("app.quit"))
    #expect(quit.shortcut == Self.s("cmd+q"))
    #expect(quit.platformEffect == .quit)
    #expect(app.validate("app.quit")?.isEnabled == true)
  }

  @Test("A dropped default shortcut, and a replacement that names another menu, move")
  func dropsAndMoves() throws {
    var zoom = Command(id: "window.minimize", title: "Shrink", menu: "View")
    zoom.dropsDefaultShortcut = true
    let app = try Self.app(commands: [zoom])
    #expect(app.command("window.minimize")?.shortcut == nil)
    #expect(app.validatedMenu("View")?.items.contains { $0.id == "window.minimize" } == true)
    #expect(app.validatedMenu("Window")?.items.contains { $0.id == "window.minimize" } == false)
  }

  @Test("placement: replacing removes the group's defaults; before and after place around them")
  func placements() throws {
    func command(_ id: String, _ placement: CommandPlacement) -> Command {
      var command = Command(id: id, title: id, menu: "Edit", group: .pasteboard)
      command.placement = placement
      return command
    }
    let before = try Self.app(commands: [command("x.before", .before)])
    let ids = before.commandsInMenuOrder.filter { $0.group == .pasteboard }.map(\.id)
    #expect(ids.first == "x.before")
    let after = try Self.app(commands: [command("x.after", .after)])
    #expect(after.commandsInMenuOrder.filter { $0.group == .pasteboard }.last?.id == "x.after")
    let replacing = try Self.app(commands: [command("x.only", .replacing)])
    #expect(
      replacing.commandsInMenuOrder.filter { $0.group == .pasteboard }.map(\.id) == ["x.only"])
    #expect(replacing.command("edit.undo") != nil)
  }

  @Test("removedGroups removes grouped defaults only; defaultCommands false removes all")
  func removal() throws {
    var app = try Self.app()
    app.removeDefaultGroups([.pasteboard, .windowSize])
    #expect(app.command("edit.copy") == nil)
    #expect(app.command("window.minimize") == nil)
    // Items without a group stay.
    #expect(app.command("edit.startDictation") != nil)
    #expect(app.command("view.toggleFullScreen") != nil)
    app.setDefaultCommandOptions(.none)
    #expect(!app.commands.contains { $0.isPlatformDefault })
  }

}
