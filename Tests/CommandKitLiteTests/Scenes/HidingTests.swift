import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §14: Hide puts every window in the background until `unhide`, which brings the
/// previous key window back; `open`, `key`, `focus`, `sheet`, `alert` and `unminimize`
/// unhide first.
@Suite struct HidingTests {
  func app() throws -> App {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.makeKey("w1")
    return app
  }

  @Test("Hiding puts every window in the background; a press is blocked")
  func hide() throws {
    var app = try app()
    app.hide()
    #expect(app.isHidden)
    #expect(app.keyWindowID == nil)
    #expect(app.windows.allSatisfy { $0.phase == .background })
    #expect(app.press(Fixtures.shortcut("cmd+d")).kind == .blocked)
  }

  @Test("unhide brings the previous key window back")
  func unhide() throws {
    var app = try app()
    app.hide()
    app.unhide()
    #expect(!app.isHidden)
    #expect(app.keyWindowID == "w1")
    #expect(app.windows.map(\.phase) == [.active, .inactive])
  }

  @Test("key, open and focus unhide first", arguments: ["key", "open", "focus"])
  func operationsUnhide(operation: String) throws {
    var app = try app()
    app.hide()
    switch operation {
    case "key": try app.makeKey("w2")
    case "open": try app.open("doc", id: "w3")
    default: try app.focus(NodePath(window: "w2", node: "a"))
    }
    #expect(!app.isHidden)
    #expect(app.keyWindow?.phase == .active)
  }

  // Found by the property test: an alert used to stay key (and active) in a hidden app.
  @Test("An alert is not key while the app is hidden, and takes key status back on unhide")
  func alertWhileHidden() throws {
    var app = try app()
    let alert = try app.showAlert("alert")
    app.hide()
    #expect(app.keyWindowID == nil)
    #expect(app.windows.allSatisfy { $0.phase == .background })
    app.unhide()
    #expect(app.keyWindowID == alert)
  }

  @Test("When the remembered key window closed while hidden, unhide makes the front-most key")
  func rememberedWindowClosed() throws {
    var app = try app()
    app.hide()
    try app.close("w1")
    app.unhide()
    #expect(app.keyWindowID == "w2")
  }

  @Test("An app hidden with no key window has none after unhide")
  func hiddenWithoutKey() throws {
    var app = try app()
    try app.minimize("w1")
    try app.minimize("w2")
    // The external display's window opens inactive: no window is key, one could be (§8).
    _ = try app.connectExternalDisplay()
    #expect(app.keyWindowID == nil)
    #expect(app.windows.contains { $0.phase == .inactive })
    app.hide()
    app.unhide()
    #expect(app.keyWindowID == nil)
    #expect(app.windows.contains { $0.phase == .inactive })
  }

  @Test("A failed operation leaves the app hidden")
  func failureKeepsHidden() throws {
    var app = try app()
    app.hide()
    #expect(throws: CommandKitError.self) { try app.makeKey("nowhere") }
    #expect(app.isHidden)
  }
}

/// A hidden app survives save and restore (SPEC §14).
@Suite struct HiddenSessionTests {
  @Test("save → restore keeps the app hidden and its key window for unhide")
  func roundTrip() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.makeKey("w1")
    app.hide()
    let snapshot = SessionSnapshot(app: app)
    #expect(snapshot.json.objectValue?["hidden"] == true)
    let decoded = try SessionSnapshot(json: snapshot.json)
    var (restored, warnings) = try decoded.restore(into: try Builders.app())
    #expect(warnings.isEmpty)
    #expect(restored.isHidden)
    #expect(restored.keyWindowID == nil)
    restored.unhide()
    #expect(restored.keyWindowID == "w1")
  }

  // Found by the property test: restore dropped a remembered window that had closed, so the
  // restored app unhid with no key window where the live one made the front-most key.
  @Test("A remembered key window that closed while hidden survives save → restore")
  func rememberedWindowClosed() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.makeKey("w1")
    app.hide()
    try app.close("w1")
    let snapshot = SessionSnapshot(app: app)
    var (restored, _) = try SessionSnapshot(json: snapshot.json).restore(
      into: try Builders.app())
    #expect(SessionSnapshot(app: restored) == snapshot)
    restored.unhide()
    app.unhide()
    #expect(restored.keyWindowID == "w2")
    #expect(restored.keyWindowID == app.keyWindowID)
  }

  @Test("A session saved unhidden has no hidden field and restores unhidden")
  func unhiddenFile() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    let snapshot = SessionSnapshot(app: app)
    #expect(snapshot.json.objectValue?["hidden"] == nil)
    let (restored, _) = try SessionSnapshot(json: snapshot.json).restore(into: try Builders.app())
    #expect(!restored.isHidden)
  }

  @Test("While hidden, a window's nodes refuse the accessibility cursor, saying to unhide")
  func hiddenWindowSaysUnhide() throws {
    var app = try HidingTests().app()
    app.hide()
    let path = Builders.path("w2/a")
    #expect(throws: CommandKitError.notVisible("w2")) {
      try app.moveAccessibilityCursor(to: path)
    }
    #expect(CommandKitError.notVisible("w2").hint == .unhide)
    app.unhide()
    try app.moveAccessibilityCursor(to: path)
    #expect(app.accessibilityCursor == path)
  }

  @Test("A sheet of a minimized window names the window to unminimize")
  func sheetOfMinimizedNamesParent() throws {
    var app = try HidingTests().app()
    try app.presentSheet("sheet", on: "w2", id: "s")
    try app.minimize("w2")
    #expect(throws: CommandKitError.minimized("w2")) {
      try app.moveAccessibilityCursor(to: Builders.path("s/ok"))
    }
  }
}
