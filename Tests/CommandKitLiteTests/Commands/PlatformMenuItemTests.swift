import CommandKitLite
import Testing

/// One row of SPEC §14's macOS table, copied from the SPEC: id, shortcut (nil: none),
/// group (nil: AppKit adds it outside any group), enablement.
struct SpecRow: Sendable, CustomTestStringConvertible {
  let id: String
  let shortcut: String?
  let group: CommandGroupPlacement?
  let enablement: PlatformMenuItem.Enablement
  var testDescription: String { "\(id) \(shortcut ?? "(no shortcut)")" }
}

@Suite struct PlatformMenuItemTests {
  typealias Row = SpecRow
  static let windowOrDocument = PlatformMenuItem.Enablement.windowOrDocument

  /// SPEC §14, "The macOS defaults", row by row.
  static let specMacOS: [SpecRow] = [
    Row(id: "app.about", shortcut: nil, group: .appInfo, enablement: .always),
    Row(id: "app.settings", shortcut: "cmd+,", group: .appSettings, enablement: .always),
    Row(id: "app.services", shortcut: nil, group: .systemServices, enablement: .always),
    Row(id: "app.hide", shortcut: "cmd+h", group: .appVisibility, enablement: .always),
    Row(id: "app.hideOthers", shortcut: "opt+cmd+h", group: .appVisibility, enablement: .always),
    Row(id: "app.showAll", shortcut: nil, group: .appVisibility, enablement: .always),
    Row(id: "app.quit", shortcut: "cmd+q", group: .appTermination, enablement: .always),
    Row(id: "file.newWindow", shortcut: "cmd+n", group: .newItem, enablement: .always),
    Row(id: "file.new", shortcut: "cmd+n", group: .newItem, enablement: .always),
    Row(
      id: "file.close", shortcut: "cmd+w", group: .saveItem,
      enablement: .keyWindowKinds(["window", "document", "panel", "settings"])),
    Row(id: "edit.undo", shortcut: "cmd+z", group: .undoRedo, enablement: .throughResponder),
    Row(
      id: "edit.redo", shortcut: "shift+cmd+z", group: .undoRedo,
      enablement: .throughResponder),
    Row(id: "edit.cut", shortcut: "cmd+x", group: .pasteboard, enablement: .throughResponder),
    Row(id: "edit.copy", shortcut: "cmd+c", group: .pasteboard, enablement: .throughResponder),
    Row(id: "edit.paste", shortcut: "cmd+v", group: .pasteboard, enablement: .throughResponder),
    Row(
      id: "edit.pasteAndMatchStyle", shortcut: "opt+shift+cmd+v", group: .pasteboard,
      enablement: .throughResponder),
    Row(id: "edit.delete", shortcut: nil, group: .pasteboard, enablement: .throughResponder),
    Row(
      id: "edit.selectAll", shortcut: "cmd+a", group: .pasteboard,
      enablement: .throughResponder),
    Row(id: "edit.find", shortcut: "cmd+f", group: .textEditing, enablement: .throughResponder),
    Row(
      id: "edit.findAndReplace", shortcut: "opt+cmd+f", group: .textEditing,
      enablement: .throughResponder),
    Row(
      id: "edit.findNext", shortcut: "cmd+g", group: .textEditing,
      enablement: .throughResponder),
    Row(
      id: "edit.findPrevious", shortcut: "shift+cmd+g", group: .textEditing,
      enablement: .throughResponder),
    Row(
      id: "edit.useSelectionForFind", shortcut: "cmd+e", group: .textEditing,
      enablement: .throughResponder),
    Row(
      id: "edit.jumpToSelection", shortcut: "cmd+j", group: .textEditing,
      enablement: .throughResponder),
    Row(id: "edit.startDictation", shortcut: nil, group: nil, enablement: .textInputInKeyChain),
    Row(
      id: "edit.emojiAndSymbols", shortcut: "ctrl+cmd+space", group: nil,
      enablement: .textInputInKeyChain),
    Row(
      id: "view.showToolbar", shortcut: "opt+cmd+t", group: .toolbar,
      enablement: .keyWindowHasToolbar),
    Row(
      id: "view.customizeToolbar", shortcut: nil, group: .toolbar,
      enablement: .keyWindowHasToolbar),
    Row(
      id: "view.showSidebar", shortcut: "ctrl+cmd+s", group: .sidebar,
      enablement: windowOrDocument),
    Row(id: "view.showTabBar", shortcut: "shift+cmd+t", group: nil, enablement: windowOrDocument),
    Row(
      id: "view.showAllTabs", shortcut: "shift+cmd+\\", group: nil,
      enablement: windowOrDocument),
    Row(
      id: "view.toggleFullScreen", shortcut: "ctrl+cmd+f", group: nil,
      enablement: windowOrDocument),
    Row(id: "window.minimize", shortcut: "cmd+m", group: .windowSize, enablement: windowOrDocument),
    Row(id: "window.zoom", shortcut: nil, group: .windowSize, enablement: windowOrDocument),
    Row(
      id: "window.showPreviousTab", shortcut: "ctrl+shift+tab", group: .windowArrangement,
      enablement: .never),
    Row(
      id: "window.showNextTab", shortcut: "ctrl+tab", group: .windowArrangement,
      enablement: .never),
    Row(
      id: "window.moveTabToNewWindow", shortcut: nil, group: .windowArrangement,
      enablement: .never),
    Row(
      id: "window.mergeAllWindows", shortcut: nil, group: .windowArrangement,
      enablement: .never),
    Row(
      id: "window.bringAllToFront", shortcut: nil, group: .windowArrangement,
      enablement: .windowOpen),
    Row(id: "help.appHelp", shortcut: "cmd+?", group: .help, enablement: .always),
  ]

  @Test("Every table row's shortcut parses: no row was left out")
  func everyShortcutParses() {
    #expect(PlatformMenuItems.problems.isEmpty, "\(PlatformMenuItems.problems)")
  }

  @Test("A row whose shortcut does not parse is reported, not fatal")
  func badLiteralIsReported() {
    let rows = [
      PlatformMenuItems.Row(
        "edit.bad", "Bad", menu: .edit, group: nil, shortcut: "cmd+banana",
        platforms: [.macOS], enablement: .always, source: "test"),
      PlatformMenuItems.Row(
        "edit.good", "Good", menu: .edit, group: nil, shortcut: "cmd+k",
        platforms: [.macOS], enablement: .always, source: "test"),
    ]
    let built = PlatformMenuItems.build(rows)
    #expect(built.items.map(\.id) == ["edit.good"])
    #expect(built.problems.map(\.id) == ["edit.bad"])
    #expect(built.problems.first?.description.contains("banana") == true)
  }

  @Test("No two items on one platform share an id", arguments: Platform.allCases)
  func idsAreUniquePerPlatform(_ platform: Platform) {
    let ids = PlatformMenuItems.all.filter { $0.platforms.contains(platform) }.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
  }

  @Test("Every macOS row of SPEC §14's table is there with its shortcut", arguments: specMacOS)
  func specRowIsPresent(_ row: SpecRow) throws {
    let item = try #require(PlatformMenuItems.item(id: row.id, on: .macOS))
    let expected = try row.shortcut.map { try KeyboardShortcut(parsing: $0) }
    #expect(item.shortcut == expected)
    #expect(item.group == row.group)
    #expect(item.enablement == row.enablement)
  }

  @Test("The macOS table has exactly SPEC §14's rows")
  func macOSHasNoExtraRows() {
    let ids = Set(PlatformMenuItems.all.filter { $0.platforms.contains(.macOS) }.map(\.id))
    #expect(ids == Set(Self.specMacOS.map(\.id)))
  }

  @Test("Edit ▸ Delete has no shortcut on any platform", arguments: Platform.allCases)
  func deleteHasNoShortcut(_ platform: Platform) throws {
    let delete = try #require(PlatformMenuItems.item(id: "edit.delete", on: platform))
    #expect(delete.shortcut == nil)
  }

  @Test("New Window is ⌘N for a window template, New is ⌘N for a document-only app")
  func newWindowIsCommandN() throws {
    let newWindow = try #require(PlatformMenuItems.item(id: "file.newWindow", on: .macOS))
    #expect(newWindow.shortcut?.glyphs == "⌘N")
    #expect(newWindow.title == "New Window")
    #expect(newWindow.effect == .newWindow)
    let windows = PlatformMenuContext(hasWindowTemplate: true, hasDocumentTemplate: true)
    let documents = PlatformMenuContext(hasDocumentTemplate: true)
    let onlyWindows = PlatformMenuItems.items(for: .macOS, context: windows).map(\.id)
    let onlyDocuments = PlatformMenuItems.items(for: .macOS, context: documents).map(\.id)
    #expect(onlyWindows.contains("file.newWindow") && !onlyWindows.contains("file.new"))
    #expect(onlyDocuments.contains("file.new") && !onlyDocuments.contains("file.newWindow"))
  }

  @Test("Settings… exists on macOS only with a settings template")
  func settingsNeedsATemplate() throws {
    let settings = try #require(PlatformMenuItems.item(id: "app.settings", on: .macOS))
    #expect(settings.condition == .settingsTemplate)
    #expect(settings.title == "Settings…")
    #expect(settings.effect == .openSettings)
    let bare = PlatformMenuItems.items(for: .macOS, context: PlatformMenuContext())
    let withSettings = PlatformMenuItems.items(
      for: .macOS, context: PlatformMenuContext(hasSettingsTemplate: true))
    #expect(!bare.map(\.id).contains("app.settings"))
    #expect(withSettings.map(\.id).contains("app.settings"))
  }

  @Test("Every item cites a source", arguments: PlatformMenuItems.all)
  func everyItemCitesASource(_ item: PlatformMenuItem) {
    #expect(item.source.count > 10)
    #expect(!item.source.hasSuffix("; "))
  }

  @Test(
    "Titles use the real ellipsis and sit in their group's menu",
    arguments: PlatformMenuItems.all)
  func titlesAndMenus(_ item: PlatformMenuItem) {
    #expect(!item.title.contains("..."))
    if let group = item.group { #expect(group.menu == item.menu) }
  }

  @Test(
    "iPadOS and visionOS have Settings…, New Window, Close Window ⇧⌘W and the Edit items",
    arguments: [Platform.iPadOS, .visionOS])
  func windowedUIKitPlatforms(_ platform: Platform) throws {
    let settings = try #require(PlatformMenuItems.item(id: "app.settings", on: platform))
    #expect(settings.condition == .always)
    #expect(settings.shortcut?.glyphs == "⌘,")
    let newWindow = try #require(PlatformMenuItems.item(id: "file.newWindow", on: platform))
    #expect(newWindow.effect == .newWindow)
    let close = try #require(PlatformMenuItems.item(id: "file.closeWindow", on: platform))
    #expect(close.title == "Close Window")
    #expect(close.shortcut?.glyphs == "⇧⌘W")
    #expect(close.effect == .closeKeyWindow)
    let ids = Set(PlatformMenuItems.items(for: platform).map(\.id))
    #expect(Self.editIDs.isSubset(of: ids))
    #expect(ids.contains("edit.pasteAndMatchStyle"))
    #expect(!ids.contains("app.hide"), "⌘H is the Home Screen there")
  }

  static let editIDs: Set<String> = [
    "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste", "edit.delete",
    "edit.selectAll",
  ]

  @Test("iOS has the Edit items and nothing else")
  func iOSHasTheEditItems() {
    let items = PlatformMenuItems.items(for: .iOS, sets: Set(CommandSet.allCases))
    #expect(Set(items.map(\.id)) == Self.editIDs)
    #expect(items.allSatisfy { $0.enablement == .throughResponder })
  }

  struct PlacedShortcut: Sendable, CustomTestStringConvertible {
    let item: PlatformMenuItem
    let platform: Platform
    var testDescription: String { "\(item) on \(platform)" }
  }

  static let placedShortcuts: [PlacedShortcut] = PlatformMenuItems.all.flatMap { item in
    item.platforms.sorted { $0.rawValue < $1.rawValue }.map {
      PlacedShortcut(item: item, platform: $0)
    }
  }

  @Test("No default shortcut is hard-reserved on its platform", arguments: placedShortcuts)
  func notHardReserved(_ placed: PlacedShortcut) {
    guard let shortcut = placed.item.shortcut else { return }
    let reservation = ShortcutTables.reservation(of: shortcut, on: placed.platform)
    #expect(reservation?.strength != .hard, "\(reservation?.use ?? "")")
  }

  @Test(
    "Default shortcuts agree with the standard-command table",
    arguments: PlatformMenuItems.all)
  func agreesWithStandardTable(_ item: PlatformMenuItem) {
    guard let shortcut = item.shortcut,
      let standard = ShortcutTables.standardCommand(id: item.id)
    else { return }
    #expect(([standard.shortcut] + standard.alternates).contains(shortcut))
  }

  struct SetCase: Sendable, CustomTestStringConvertible {
    let set: CommandSet
    let ids: [String]
    var testDescription: String { "\(set)" }
  }

  static let setCases: [SetCase] = [
    SetCase(
      set: .textEditing,
      ids: [
        "edit.find", "edit.findAndReplace", "edit.findNext", "edit.findPrevious",
        "edit.useSelectionForFind", "edit.jumpToSelection",
      ]),
    SetCase(set: .sidebar, ids: ["view.showSidebar"]),
    SetCase(set: .toolbar, ids: ["view.showToolbar", "view.customizeToolbar"]),
  ]

  @Test("A command set's items appear on macOS only when asked for", arguments: setCases)
  func commandSetItems(_ c: SetCase) {
    let without = PlatformMenuItems.items(for: .macOS).map(\.id)
    let with = PlatformMenuItems.items(for: .macOS, sets: [c.set]).map(\.id)
    #expect(c.ids.allSatisfy { !without.contains($0) })
    #expect(c.ids.allSatisfy { with.contains($0) })
    let context = PlatformMenuContext(commandSets: [c.set])
    let existing = PlatformMenuItems.items(for: .macOS, context: context).map(\.id)
    #expect(c.ids.allSatisfy { existing.contains($0) })
  }

  @Test("The toolbar items also exist when a template has a toolbar node")
  func toolbarNodeBringsToolbarItems() {
    let ids = PlatformMenuItems.items(
      for: .macOS, context: PlatformMenuContext(hasToolbarNode: true)
    ).map(\.id)
    #expect(ids.contains("view.showToolbar") && ids.contains("view.customizeToolbar"))
    #expect(
      !PlatformMenuItems.items(for: .macOS, context: .init()).map(\.id)
        .contains("view.showToolbar"))
  }

  struct TitleCase: Sendable, CustomTestStringConvertible {
    let id: String
    let expected: String
    var testDescription: String { "\(id) → \(expected)" }
  }

  @Test(
    "Titles that name the app take its name",
    arguments: [
      TitleCase(id: "app.about", expected: "About Notes"),
      TitleCase(id: "app.hide", expected: "Hide Notes"),
      TitleCase(id: "app.quit", expected: "Quit Notes"),
      TitleCase(id: "help.appHelp", expected: "Notes Help"),
      TitleCase(id: "app.showAll", expected: "Show All"),
      TitleCase(id: "view.showAllTabs", expected: "Show All Tabs"),
    ])
  func appNameInTitles(_ c: TitleCase) throws {
    let item = try #require(PlatformMenuItems.item(id: c.id, on: .macOS))
    #expect(item.title(appName: "Notes") == c.expected)
  }

  @Test("Command sets parse from their scene-file names", arguments: CommandSet.allCases)
  func commandSetParses(_ set: CommandSet) throws {
    #expect(try CommandSet(parsing: set.rawValue) == set)
  }

  @Test("An unknown command set names every known one")
  func unknownCommandSet() {
    #expect(throws: CommandSetParseError(name: "sidebars")) {
      try CommandSet(parsing: "sidebars")
    }
    let message = CommandSetParseError(name: "sidebars").description
    #expect(
      message == "Unknown command set 'sidebars'. Known command sets: 'textEditing',"
        + " 'sidebar', 'toolbar'.")
  }
}
