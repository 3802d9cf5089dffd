import CommandKitLite
import Testing

/// Window hand-off cases whose answers the SPEC (§1, §6, §3, §8) and issue 13 state, each
/// found as a difference between the library and the property test's window model.
@Suite struct WindowHandOffTests {
  /// A document viewer, a presentation-only stage on the external display, a sheet, an
  /// alert, and a non-presentation external window with handlers of its own.
  static func app() throws -> App {
    var app = App(name: "PostOffice")
    try app.addTemplate(
      WindowTemplate(
        "viewer", kind: .document,
        root: ViewNode("root", children: [ViewNode("list").focusable()])))
    try app.addTemplate(
      WindowTemplate(
        "presenter", kind: .externalDisplay, root: ViewNode("slide"), presentationOnly: true))
    try app.addTemplate(
      WindowTemplate(
        "board", kind: .externalDisplay, root: ViewNode("board").focusable()))
    try app.addTemplate(WindowTemplate("sheet", kind: .sheet, root: ViewNode("ok").focusable()))
    try app.addTemplate(WindowTemplate("alert", kind: .alert, root: ViewNode("ok").focusable()))
    try app.addTemplate(
      WindowTemplate(
        "plain", root: ViewNode("canvas"), escape: NamedAction("closeWindow"),
        magicTap: NamedAction("playPause")))
    return app
  }

  // Script: load postoffice (a window open); open viewer; minimize viewer; open presenter;
  // unminimize viewer; windows. The presenter took the viewer's place in the list.
  @Test("Unminimize makes the window key and active beside a presentation-only window")
  func unminimizeBesidePresentationOnly() throws {
    var app = try Self.app()
    try app.open("plain")
    try app.open("viewer")
    try app.minimize("viewer")
    try app.open("presenter")
    #expect(app.windows.map(\.id) == ["presenter", "viewer", "plain"])
    #expect(app.keyWindowID == "plain")
    try app.unminimize("viewer")
    #expect(app.windows.map(\.id) == ["viewer", "presenter", "plain"])
    #expect(app.keyWindowID == "viewer")
    #expect(app.window("viewer")?.phase == .active)
    #expect(app.mainWindowID == "viewer")
  }

  @Test("Display connect with no key window opens its windows inactive and not key")
  func connectWithNoKeyWindow() throws {
    var app = try Self.app()
    try app.open("viewer")
    try app.minimize("viewer")
    #expect(app.keyWindowID == nil)
    try app.connectExternalDisplay()
    #expect(app.window("board")?.display == .external)
    #expect(app.window("board")?.phase == .inactive)
    #expect(app.keyWindowID == nil)
    // SPEC §13: no window is key, so a macOS press goes to the menu bar, in no window.
    let press = app.press(try KeyboardShortcut(parsing: "cmd+n"))
    #expect(press.kind == .performed)
    #expect(press.performedCommand == "file.newWindow")
    #expect(press.window == nil)
    #expect(app.keyWindow?.template == "viewer")
  }

  @Test("An alert shown from an externalDisplay template is not that template's window")
  func alertFromExternalTemplateStays() throws {
    var app = try Self.app()
    try app.open("viewer")
    let alert = try app.showAlert("board")
    try app.connectExternalDisplay()
    #expect(app.window(alert)?.kind == .alert)
    #expect(app.window(alert)?.display == .main)
    let boards = app.windows.filter { $0.template == "board" && $0.kind == .externalDisplay }
    #expect(boards.count == 1)
    #expect(boards.first?.display == .external)
    #expect(app.keyWindowID == alert)
  }

  @Test("Move refuses an alert as it refuses a sheet", arguments: [Display.main, .external])
  func moveRefusesAlert(_ display: Display) throws {
    var app = try Self.app()
    try app.open("viewer")
    try app.connectExternalDisplay()
    let alert = try app.showAlert("alert")
    #expect(throws: CommandKitError.self) { try app.move(alert, to: display) }
    #expect(app.window(alert)?.display == .main)
  }

  @Test("With nothing focused, a11y escape and magic tap reach the key window's handlers")
  func accessibilityReachesWindowWithNoFocus() throws {
    var app = try Self.app()
    app.magicTap = NamedAction("appTap")
    try app.open("plain")
    #expect(app.focusedPath == nil)
    let escape = app.accessibilityEscape()
    #expect(escape.outcome == .performed)
    #expect(escape.handler == "closeWindow")
    #expect(escape.provider?.description == "scene:plain")
    let tap = app.accessibilityMagicTap()
    #expect(tap.handler == "playPause")
    #expect(tap.provider?.description == "scene:plain")
  }

  @Test("With nothing focused and no window handler, magic tap reaches the app")
  func magicTapFallsToApp() throws {
    var app = try Self.app()
    app.magicTap = NamedAction("appTap")
    try app.open("viewer")
    try app.setHidden(true, NodePath(window: "viewer", node: "list"))
    #expect(app.focusedPath == nil)
    #expect(app.accessibilityMagicTap().provider?.description == "app")
    #expect(app.accessibilityEscape().outcome == .unavailable)
  }

  @Test("A command whose menu is the app's name goes into the App menu")
  func menuNamedAfterApp() throws {
    var app = try Self.app()
    try app.register(Command(id: "app.about", title: "About", menu: "App"))
    try app.register(Command(id: "file.new", title: "New", menu: "File"))
    try app.register(Command(id: "app.prefs", title: "Settings…", menu: "PostOffice"))
    let menus = app.validatedMenuBar()
    #expect(menus.map(\.title).prefix(2) == ["PostOffice", "File"])
    // The declared app.about replaces the platform's About in its place (SPEC §14); the
    // other App-menu defaults stay, and app.prefs (no group) comes after them.
    #expect(
      menus.first?.items.map(\.id) == [
        "app.about", "app.services", "app.hide", "app.hideOthers", "app.showAll", "app.quit",
        "app.prefs",
      ])
    #expect(menus.first?.items.first?.title == "About")
  }
}
