import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// `SceneFile.encode` writes a scene file that decodes back to an equivalent app.
@Suite struct SceneFileEncoderTests {
  static func expectEquivalent(_ lhs: App, _ rhs: App) {
    #expect(lhs.name == rhs.name)
    #expect(lhs.platform == rhs.platform)
    #expect(lhs.appValues.json == rhs.appValues.json)
    #expect(lhs.magicTap?.name == rhs.magicTap?.name)
    let (left, right) = (
      SceneFile.jsonValue(of: lhs).objectValue, SceneFile.jsonValue(of: rhs).objectValue
    )
    #expect(left?["commands"] == right?["commands"])
    #expect(left?["templates"] == right?["templates"])
    #expect(lhs.templates.map(\.name) == rhs.templates.map(\.name))
    #expect(lhs.windows.map(\.id) == rhs.windows.map(\.id))
    #expect(lhs.windows.map(\.state) == rhs.windows.map(\.state))
    #expect(lhs.windows.map { $0.nodes.map(\.id) } == rhs.windows.map { $0.nodes.map(\.id) })
    #expect(lhs.keyWindowID == rhs.keyWindowID)
    #expect(lhs.mainWindowID == rhs.mainWindowID)
  }

  @Test("notes.json round-trips through encode and decode")
  func notesRoundTrip() throws {
    let app = try SceneFile.decode(SceneFixtures.notes).app
    let encoded = SceneFile.jsonValue(of: app)
    let decoded = try SceneFile.decode(encoded).app
    Self.expectEquivalent(decoded, app)
    #expect(SceneFile.jsonValue(of: decoded) == encoded)
    // Through text as well: the text is the value, pretty-printed, ending with a newline.
    let text = SceneFile.encode(app)
    #expect(text == encoded.prettyPrinted() + "\n")
    #expect(SceneFile.encodedData(app) == Data(text.utf8))
    Self.expectEquivalent(try SceneFile.decode(text).app, app)
  }

  @Test("A Swift-built app encodes to a file that loads back equivalent")
  func swiftModel() throws {
    var app = try Fixtures.notes()
    try app.open("inspector", id: "panel")
    try app.open("main", id: "w2")
    app.magicTap = NamedAction("playPause")
    let decoded = try SceneFile.decode(SceneFile.encode(app)).app
    Self.expectEquivalent(decoded, app)
    #expect(decoded.windows.map(\.id) == ["w2", "panel", "w1"])
  }

  @Test("Rejected shortcuts are written as declared and rejected again on load")
  func rejectedShortcuts() throws {
    let json = #"""
      {"app": "T", "commands": [{"id": "a", "title": "A", "menu": "Edit", "shortcut": "cmd+space"}],
       "templates": {"main": {"root": {"id": "r", "keys": [{"shortcut": "cmd+retrun", "action": "go"}]}}}}
      """#
    let scene = try SceneFile.decode(json)
    let again = try SceneFile.decode(SceneFile.encode(scene.app))
    #expect(again.warnings == scene.warnings)
    #expect(again.app.command("a")?.rejectedShortcut == scene.app.command("a")?.rejectedShortcut)
  }
}
