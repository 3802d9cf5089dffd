import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// Session save and restore (SPEC §8): exact round trips, skipped entries, refusals.
@Suite struct SessionSnapshotTests {
  /// The notes app with an external-display template and a sheet template.
  static func app() throws -> App {
    var top = try #require(JSONParser().parse(SceneFixtures.notes).objectValue)
    var templates = try #require(top["templates"]?.objectValue)
    templates["stage"] = [
      "kind": "externalDisplay",
      "root": ["id": "slides", "focusable": true, "selectable": true, "items": ["s1", "s2"]],
    ]
    templates["ask"] = ["kind": "sheet", "root": ["id": "field", "textInput": true]]
    top["templates"] = .object(templates)
    return try SceneFile.decode(JSONValue.object(top)).app
  }

  /// A session with several windows and state changed everywhere.
  static func busySession(disconnect: Bool) throws -> App {
    var app = try app()
    try app.open("main", id: "w2")
    try app.select(["n2", "n3"], in: NodePath(window: "w2", node: "list"))
    try app.setValue(
      JSONValue.string("n2"), named: "document", at: .node(NodePath(window: "w1", node: "editor")))
    try app.setValue(JSONValue.bool(false), named: "sidebarVisible", at: .scene("w1"))
    app.setAppValue(JSONValue.string("other"), named: "noteStore")
    try app.setHidden(true, NodePath(window: "w2", node: "sidebar"))
    try app.connectExternalDisplay()
    try app.select(["s2"], in: NodePath(window: "stage", node: "slides"))
    try app.open("inspector")
    try app.move("inspector", to: .external)
    if disconnect { try app.disconnectExternalDisplay() }
    try app.minimize("w2")
    try app.focus(NodePath(window: "w1", node: "editor"))
    try app.presentSheet("ask", on: "w1", id: "q")
    try app.bind(Fixtures.shortcut("cmd+d"), to: "edit.delete")
    return app
  }

  static func expectSameSession(_ restored: App, _ original: App) {
    #expect(restored.windows.map(\.id) == original.windows.map(\.id))
    #expect(restored.windows.map(\.template) == original.windows.map(\.template))
    #expect(restored.windows.map(\.kind) == original.windows.map(\.kind))
    #expect(restored.windows.map(\.display) == original.windows.map(\.display))
    #expect(restored.windows.map(\.phase) == original.windows.map(\.phase))
    #expect(restored.windows.map(\.isMinimized) == original.windows.map(\.isMinimized))
    #expect(restored.windows.map(\.parent) == original.windows.map(\.parent))
    #expect(restored.windows.map(\.state) == original.windows.map(\.state))
    #expect(restored.windows.map(\.focusedPath) == original.windows.map(\.focusedPath))
    for window in original.windows {
      #expect(restored.window(window.id)?.nodes.map(\.isHidden) == window.nodes.map(\.isHidden))
    }
    #expect(restored.keyWindowID == original.keyWindowID)
    #expect(restored.mainWindowID == original.mainWindowID)
    #expect(restored.appValues.json == original.appValues.json)
    #expect(restored.userBindings == original.userBindings)
    #expect(restored.platform == original.platform)
    #expect(restored.isExternalDisplayConnected == original.isExternalDisplayConnected)
    #expect(SessionSnapshot(app: restored) == SessionSnapshot(app: original))
  }

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ckl-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("save then restore gives back exactly the same session", arguments: [false, true])
  func roundTrip(disconnected: Bool) throws {
    let original = try Self.busySession(disconnect: disconnected)
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.json")
    try original.saveSession(to: file)
    var restored = try Self.app()
    let warnings = try restored.restoreSession(from: file)
    #expect(warnings.isEmpty)
    Self.expectSameSession(restored, original)
    #expect(restored.keyWindowID == "q")
    #expect(restored.isBlocked("w1"))
  }

  @Test("Saved display state comes back on the next connect")
  func displayStateSurvives() throws {
    let original = try Self.busySession(disconnect: true)
    let (restored, _) = try SessionSnapshot(json: SessionSnapshot(app: original).json)
      .restore(into: Self.app())
    var app = restored
    try app.connectExternalDisplay()
    #expect(try app.selection(of: NodePath(window: "stage", node: "slides")) == ["s2"])
  }

  @Test("The document is versioned")
  func versioned() throws {
    let json = SessionSnapshot(app: try Self.app()).json
    #expect(json.objectValue?["format"] == "commandkitlite-session")
    #expect(json.objectValue?["version"] == 1)
  }

  @Test("Entries that no longer fit are skipped with one warning each")
  func skipsMisfits() throws {
    let original = try Self.busySession(disconnect: false)
    var top = try #require(SessionSnapshot(app: original).json.objectValue)
    var windows = try #require(top["windows"]?.arrayValue)
    // windows: q (sheet on w1), w1, stage, inspector, w2 — front to back.
    let w2Index = try #require(windows.firstIndex { $0.objectValue?["id"] == "w2" })
    var w2 = try #require(windows[w2Index].objectValue)
    w2["template"] = "gone"
    windows[w2Index] = .object(w2)
    let w1Index = try #require(windows.firstIndex { $0.objectValue?["id"] == "w1" })
    var w1 = try #require(windows[w1Index].objectValue)
    var state = try #require(w1["state"]?.objectValue)
    var values = try #require(state["values"]?.objectValue)
    values["ghost"] = ["x": 1]
    state["values"] = .object(values)
    w1["state"] = .object(state)
    windows[w1Index] = .object(w1)
    top["windows"] = .array(windows)
    let (restored, warnings) = try SessionSnapshot(json: .object(top)).restore(into: Self.app())
    #expect(
      warnings.map(\.description) == [
        "w1: no node 'ghost'; its values were skipped",
        "windows[\(w2Index)] (w2): no template 'gone'; the window was skipped",
      ])
    #expect(restored.windows.map(\.id) == original.windows.map(\.id).filter { $0 != "w2" })
    #expect(restored.window("w1")?.state == original.window("w1")?.state)
    #expect(restored.keyWindowID == "q")
  }

  @Test("A sheet whose parent is skipped is skipped too")
  func orphanSheet() throws {
    let original = try Self.busySession(disconnect: false)
    var snapshot = SessionSnapshot(app: original)
    for index in snapshot.windows.indices where snapshot.windows[index].id == "w1" {
      snapshot.windows[index].template = "gone"
    }
    let (restored, warnings) = try snapshot.restore(into: Self.app())
    #expect(warnings.count == 2)
    #expect(
      warnings.contains { $0.description.contains("(q): its parent 'w1' was not restored") })
    #expect(restored.window("q") == nil)
    #expect(restored.keyWindowID != nil)
  }

  static let refusals: [(name: String, text: String, code: String)] = [
    (
      "truncated", #"{"format": "commandkitlite-session", "version": 1, "app": "No"#,
      "corrupt-session"
    ),
    ("not JSON", "garbage", "corrupt-session"),
    ("other format", #"{"format": "something-else", "version": 1}"#, "not-a-session"),
    (
      "newer version", #"{"format": "commandkitlite-session", "version": 2}"#, "unsupported-version"
    ),
    (
      "missing field", #"{"format": "commandkitlite-session", "version": 1, "app": "Notes"}"#,
      "corrupt-session"
    ),
  ]

  @Test(
    "Corrupt, truncated and foreign files are refused; the session is untouched",
    arguments: refusals.map(\.name))
  func refuses(_ name: String) throws {
    let refusal = try #require(Self.refusals.first { $0.name == name })
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.json")
    try Data(refusal.text.utf8).write(to: file)
    var app = try Self.busySession(disconnect: false)
    let before = SessionSnapshot(app: app)
    let error = #expect(throws: SessionError.self) { try app.restoreSession(from: file) }
    #expect(error?.code == refusal.code)
    #expect(SessionSnapshot(app: app) == before)
  }

  @Test("A session from another app is refused")
  func appMismatch() throws {
    var snapshot = SessionSnapshot(app: try Self.app())
    snapshot.appName = "Mail"
    let error = #expect(throws: SessionError.self) { try snapshot.restore(into: Self.app()) }
    #expect(
      error?.description
        == #"the session was saved from app "Mail", not "Notes"; load that app's scene file first"#)
  }

  @Test("Writes are atomic: no temporary file is left behind")
  func atomicWrite() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.json")
    var app = try Self.app()
    try app.saveSession(to: file)
    try app.open("inspector")
    try app.saveSession(to: file)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
    var restored = try Self.app()
    try restored.restoreSession(from: file)
    #expect(restored.windows.map(\.id) == ["inspector", "w1"])

    let nowhere = directory.appendingPathComponent("missing/session.json")
    let error = #expect(throws: SessionError.self) { try app.saveSession(to: nowhere) }
    #expect(error?.code == "unwritable")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
  }
}
