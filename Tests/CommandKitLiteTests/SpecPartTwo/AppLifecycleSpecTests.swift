import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §13: the menu bar with no window, Quit and `launch`.
@Suite struct WindowlessMenuBarSpecTests {
  /// A notes app: New Window opens `main`; Settings opens `prefs`; `app.count` needs the
  /// app value `store`, `note.pin` a node's `selection`.
  static let scene = #"""
    {"app": "Mac", "platform": "PLATFORM",
     "appValues": {"store": "s"},
     "commands": [
       {"id": "app.count", "title": "Count", "menu": "Tools", "shortcut": "cmd+k",
        "requires": "store"},
       {"id": "note.pin", "title": "Pin", "menu": "Tools", "shortcut": "opt+cmd+p",
        "requires": "selection", "enabledIf": "nonEmpty"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true, "selectable": true, "items": ["n1"],
          "selection": ["n1"],
          "controls": [{"title": "Go", "shortcut": "cmd+g", "action": "go"}]}]}},
       "prefs": {"kind": "settings", "root": {"id": "form", "focusable": true}},
       "stage": {"kind": "externalDisplay", "presentationOnly": true,
                 "root": {"id": "slide"}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """#

  static func app(_ platform: Platform = .macOS) throws -> App {
    try SpecScene.app(scene, platform: platform)
  }

  /// The same app with every window closed.
  static func closed(_ platform: Platform = .macOS) throws -> App {
    var app = try Self.app(platform)
    try app.close("w1")
    #expect(app.windows.isEmpty)
    return app
  }

  // §13 "While a macOS app is active (not hidden, not quit) with no window open … a press
  // still reaches the menu … (⌘N opens a window …; the answer's window is null)".
  @Test("With no window open on macOS, ⌘N opens one and the answer names no window")
  func newWindowWithNoWindow() throws {
    var app = try Self.closed()
    let result = SpecScene.press("cmd+n", in: &app)
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "file.newWindow")
    #expect(result.window == nil)
    #expect(app.windows.map(\.template) == ["main"])
    #expect(app.keyWindowID == app.windows.first?.id)
  }

  // §13 "(… ⌘Q quits, ⌘, opens Settings …)".
  @Test("With no window open on macOS, ⌘, opens Settings and ⌘Q quits")
  func settingsAndQuitWithNoWindow() throws {
    var app = try Self.closed()
    #expect(SpecScene.press("cmd+,", in: &app).performedCommand == "app.settings")
    #expect(app.keyWindow?.template == "prefs")
    try app.close(app.keyWindowID ?? "")
    let quit = SpecScene.press("cmd+q", in: &app)
    #expect(quit.kind == .performed)
    #expect(quit.performedCommand == "app.quit")
    #expect(app.hasQuit)
  }

  // §13 "or with none that can become key": every window minimized, or only a
  // presentation-only window open.
  @Test("With no window that can become key, the press reaches the menu")
  func noWindowThatCanBeKey() throws {
    var minimized = try Self.app()
    try minimized.minimize("w1")
    #expect(minimized.keyWindowID == nil)
    let pressed = SpecScene.press("cmd+k", in: &minimized)
    #expect(pressed.kind == .performed)
    #expect(pressed.window == nil)

    var stage = try Self.closed()
    try stage.open("stage")
    #expect(stage.keyWindowID == nil)
    #expect(SpecScene.press("cmd+k", in: &stage).performedCommand == "app.count")
  }

  // §13 "menu commands resolve with the app's values only".
  @Test("Without a key window, commands resolve with the app's values only")
  func appValuesOnly() throws {
    var app = try Self.app()
    try app.minimize("w1")
    // The minimized window's list still publishes a selection; no press reaches it.
    let count = SpecScene.press("cmd+k", in: &app)
    #expect(count.provider == .app)
    let pin = SpecScene.press("opt+cmd+p", in: &app)
    #expect(pin.outcome == .disabled(command: "note.pin"))
  }

  // §13 "the focus chain and controls are skipped".
  @Test("Without a key window, controls and the focus chain are skipped")
  func controlsSkipped() throws {
    var app = try Self.app()
    #expect(SpecScene.press("cmd+g", in: &app).control == "Go")
    try app.minimize("w1")
    let result = SpecScene.press("cmd+g", in: &app)
    #expect(result.kind == .unhandled)
    #expect(result.control == nil)
    #expect(app.why(Fixtures.shortcut("cmd+g")).steps.contains { $0.step == "menu bar" })
  }

  // §13 "While a macOS app is active (not hidden, not quit)".
  @Test("A hidden macOS app blocks the press")
  func hiddenBlocks() throws {
    var app = try Self.app()
    app.hide()
    let result = SpecScene.press("cmd+n", in: &app)
    #expect(result.kind == .blocked)
    #expect(result.blockedReason == .noKeyWindow)
    #expect(app.windows.count == 1)
  }

  // §13 "On iPadOS, iOS and visionOS an app with no window has no scene in the foreground:
  // blocked."
  @Test(
    "With no window on iPadOS, iOS and visionOS the press is blocked",
    arguments: [Platform.iPadOS, .iOS, .visionOS])
  func uikitBlocks(platform: Platform) throws {
    var app = try Self.closed(platform)
    let result = SpecScene.press("cmd+k", in: &app)
    #expect(result.kind == .blocked)
    #expect(result.blockedReason == .noKeyWindow)
  }
}

/// SPEC §13: Quit ends the app; `launch` starts it again.
@Suite struct QuitAndLaunchSpecTests {
  static let scene = #"""
    {"app": "Q", "platform": "PLATFORM",
     "appValues": {"store": "s"},
     "commands": [{"id": "app.count", "title": "Count", "menu": "Tools", "shortcut": "cmd+k",
                   "requires": "store"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "a", "focusable": true}, {"id": "b", "focusable": true}]}},
       "side": {"kind": "panel", "root": {"id": "p", "focusable": true}},
       "ask": {"kind": "sheet", "root": {"id": "ok", "focusable": true}},
       "stage": {"kind": "externalDisplay", "root": {"id": "slide", "focusable": true}}}
     WINDOWS}
    """#
  static let windows = #"""
    , "windows": [{"template": "main", "id": "w1", "focus": "b"},
                  {"template": "side", "id": "inspector"}]
    """#

  /// The app, with the `windows` list unless `windows` is false.
  static func app(_ platform: Platform = .macOS, windows: Bool = true) throws -> App {
    try SpecScene.app(
      scene.replacingOccurrences(of: "WINDOWS", with: windows ? Self.windows : ""),
      platform: platform)
  }

  static func quit(_ platform: Platform = .macOS) throws -> App {
    var app = try Self.app(platform)
    try app.presentSheet("ask", on: "w1")
    app.quit()
    return app
  }

  // §13 "Quit ends the app: every window closes".
  @Test("Quit closes every window, its sheets with it")
  func quitClosesEverything() throws {
    let app = try Self.quit()
    #expect(app.hasQuit)
    #expect(app.windows.isEmpty)
    #expect(app.keyWindowID == nil)
  }

  // §13 "every later press is blocked ("the app has quit")": ⌘N and ⌘Q too, on every
  // platform.
  @Test(
    "After Quit every press is blocked: the app has quit",
    arguments: Platform.allCases.flatMap { platform in
      ["cmd+n", "cmd+q", "cmd+k", "a", "tab", "escape"].map { (platform, $0) }
    })
  func pressesBlocked(platform: Platform, key: String) throws {
    var app = try Self.quit(platform)
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == .blocked)
    #expect(result.blockedReason == .appQuit)
    #expect(result.window == nil)
    #expect(result.description.hasSuffix("blocked — the app has quit"))
    #expect(app.windows.isEmpty)
    #expect(app.why(Fixtures.shortcut(key)).blockedReason == .appQuit)
  }

  // §13 "Quit ends the app": ⌘Q, the platform's Quit item, does it.
  @Test("⌘Q quits: presses are blocked until launch")
  func commandQ() throws {
    var app = try Self.app()
    #expect(SpecScene.press("cmd+q", in: &app).performedCommand == "app.quit")
    #expect(app.hasQuit)
    #expect(SpecScene.press("cmd+k", in: &app).kind == .blocked)
    try app.launch()
    #expect(SpecScene.press("cmd+k", in: &app).performedCommand == "app.count")
  }

  // §13 "launch (shell verb; App.launch()) starts it again with the file's initial
  // windows".
  @Test("launch opens the scene file's windows again, with their ids and focus")
  func launchOpensInitialWindows() throws {
    var app = try Self.quit()
    let opened = try app.launch()
    #expect(!app.hasQuit)
    #expect(opened == ["inspector", "w1"])
    #expect(app.windows.map(\.id) == ["inspector", "w1"])
    #expect(app.keyWindowID == "inspector")
    #expect(app.mainWindowID == "w1")
    #expect(app.window("w1")?.focusedPath == NodePath(window: "w1", node: "b"))
    #expect(
      app.initialWindows == [
        LaunchWindow(template: "main", id: "w1", focus: "b"),
        LaunchWindow(template: "side", id: "inspector"),
      ])
  }

  // A scene file without a `windows` list opens its first window or document template,
  // and so does its launch.
  @Test("Without a windows list, launch opens the first window or document template")
  func launchDefault() throws {
    var app = try Self.app(windows: false)
    #expect(app.windows.map(\.id) == ["main"])
    app.quit()
    #expect(try app.launch() == ["main"])
  }

  // launch on a running app: nothing to start.
  @Test("launch on a running app changes nothing")
  func launchRunning() throws {
    var app = try Self.app()
    let before = app.windows.map(\.id)
    #expect(try app.launch().isEmpty)
    #expect(app.windows.map(\.id) == before)
  }

  /// What a quit app is asked to do.
  enum Attempt: String, CaseIterable, Sendable {
    case open, alert, connectDisplay, invoke

    func run(on app: inout App) throws(CommandKitError) {
      switch self {
      case .open: _ = try app.open("main")
      case .alert: _ = try app.showAlert("ask")
      case .connectDisplay: _ = try app.connectExternalDisplay()
      case .invoke: _ = try app.invoke("app.count")
      }
    }
  }

  // A quit app opens no window, shows no alert, takes no display's windows and performs no
  // menu command until it is launched; each refusal names launch.
  @Test(
    "A quit app refuses to open, alert, connect a display or invoke, naming launch",
    arguments: Attempt.allCases)
  func refusals(attempt: Attempt) throws {
    var app = try Self.quit()
    do throws(CommandKitError) {
      try attempt.run(on: &app)
      Issue.record("a quit app did \(attempt)")
    } catch {
      #expect(error.code == "app-quit")
      #expect(error.hint == .launch)
      #expect(error.description.contains("launch()"))
    }
    #expect(app.windows.isEmpty)
    #expect(app.hasQuit)
  }

  // A connected external display gets its windows back at launch, as at `display connect`.
  @Test("launch with the external display connected opens its windows behind")
  func launchWithDisplay() throws {
    var app = try Self.app()
    try app.connectExternalDisplay()
    app.quit()
    #expect(app.isExternalDisplayConnected)
    try app.launch()
    #expect(app.windows.map(\.id) == ["inspector", "w1", "stage"])
    #expect(app.window("stage")?.display == .external)
    #expect(app.keyWindowID == "inspector")
  }

  // Quit of a hidden app: nothing is hidden any more, nothing is open.
  @Test("Quit ends a hidden app too; it launches unhidden")
  func quitHidden() throws {
    var app = try Self.app()
    app.hide()
    app.quit()
    #expect(!app.isHidden)
    app.hide()
    #expect(!app.isHidden)
    try app.launch()
    #expect(app.keyWindowID == "inspector")
  }

  // SPEC §8 "save FILE writes the whole session state": a quit app stays quit.
  @Test("A session of a quit app restores quit")
  func sessionKeepsQuit() throws {
    let app = try Self.quit()
    let snapshot = SessionSnapshot(app: app)
    #expect(snapshot.hasQuit)
    let fresh = try Self.app()
    let restored = try SessionSnapshot(json: snapshot.json).restore(into: fresh).0
    #expect(restored.hasQuit)
    #expect(restored.windows.isEmpty)
  }
}
