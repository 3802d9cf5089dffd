import CommandKitLite
import Foundation
import Testing

/// Sessions keep the keyboard layout and the layout direction (SPEC §8 with §21): a restore
/// gives them back, an old file without them keeps the app's own, a bad value is refused.
@Suite struct SessionLayoutTests {
  static func app() throws -> App { try SessionSnapshotTests.app() }

  @Test(
    "save then restore gives back the layout and the direction",
    arguments: [("de", "rtl"), ("fr", "ltr"), ("us", "rtl"), ("ch-fr", "ltr")])
  func roundTrip(layout id: String, direction name: String) throws {
    var original = try Self.app()
    original.layout = try #require(KeyboardLayout.named(id))
    original.layoutDirection = try #require(LayoutDirection(rawValue: name))
    let directory = try SessionSnapshotTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.json")
    try original.saveSession(to: file)
    // Restored into an app whose layout and direction differ from the saved ones.
    var restored = try Self.app()
    restored.layout = id == "it" ? .us : try #require(KeyboardLayout.named("it"))
    restored.layoutDirection = name == "rtl" ? .leftToRight : .rightToLeft
    let warnings = try restored.restoreSession(from: file)
    #expect(warnings.isEmpty)
    #expect(restored.layout.id == id)
    #expect(restored.layoutDirection.rawValue == name)
    #expect(SessionSnapshot(app: restored) == SessionSnapshot(app: original))
    let top = try #require(SessionSnapshot(app: original).json.objectValue)
    #expect(top["layout"] == .string(id))
    #expect(top["layoutDirection"] == .string(name))
  }

  @Test("A session saved before layouts keeps the app's own layout and direction")
  func oldSessionKeepsDefaults() throws {
    var top = try #require(SessionSnapshot(app: try Self.app()).json.objectValue)
    top["layout"] = nil
    top["layoutDirection"] = nil
    let snapshot = try SessionSnapshot(json: .object(top))
    #expect(snapshot.layout == nil)
    #expect(snapshot.layoutDirection == nil)
    let (plain, plainWarnings) = try snapshot.restore(into: Self.app())
    #expect(plainWarnings.isEmpty)
    #expect(plain.layout == .us)
    #expect(plain.layoutDirection == .leftToRight)
    // An app whose scene file chose another layout keeps it.
    var german = try Self.app()
    german.layout = try #require(KeyboardLayout.named("de"))
    german.layoutDirection = .rightToLeft
    let (kept, _) = try snapshot.restore(into: german)
    #expect(kept.layout.id == "de")
    #expect(kept.layoutDirection == .rightToLeft)
  }

  @Test(
    "A bad layout or direction is refused naming the field and the valid values",
    arguments: [
      ("layout", JSONValue.string("dvorak"), "keyboard layout"),
      ("layout", JSONValue.number(3), "a string"),
      ("layoutDirection", JSONValue.string("up"), "layout direction (ltr or rtl)"),
      ("layoutDirection", JSONValue.bool(true), "a string"),
    ])
  func badValues(field: String, value: JSONValue, expected: String) throws {
    var top = try #require(SessionSnapshot(app: try Self.app()).json.objectValue)
    top[field] = value
    let directory = try SessionSnapshotTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.json")
    try Data(JSONValue.object(top).prettyPrinted().utf8).write(to: file)
    var app = try Self.app()
    app.layout = try #require(KeyboardLayout.named("se"))
    let before = SessionSnapshot(app: app)
    let error = #expect(throws: SessionError.self) { try app.restoreSession(from: file) }
    #expect(error?.code == "corrupt-session")
    let message = error?.description ?? ""
    #expect(message.contains(field + ": expected "))
    #expect(message.contains(expected))
    if field == "layout", value.stringValue != nil {
      #expect(message.contains(KeyboardLayout.ids.joined(separator: ", ")))
      #expect(message.contains("\"dvorak\""))
    }
    #expect(message.hasSuffix("the session is unchanged"))
    #expect(SessionSnapshot(app: app) == before)
  }
}
