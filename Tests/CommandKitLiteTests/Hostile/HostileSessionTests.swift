// Hostile session files for the restore loader, and the restore fuzzer's kept inputs.
import CommandKitLite
import Foundation
import Testing

@Suite struct HostileSessionTests {
  static func app() throws -> App {
    var app = App(name: "Fuzz")
    try app.addTemplate(WindowTemplate("main", root: ViewNode("root").focusable()))
    try app.addTemplate(WindowTemplate("sheet", kind: .sheet, root: ViewNode("ok").focusable()))
    try app.open("main", id: "w1")
    return app
  }

  static func session(windows: String, key: String = "null") -> String {
    """
    {"format": "commandkitlite-session", "version": 1, "app": "Fuzz", "platform": "macOS",
     "appValues": {}, "userBindings": {}, "externalDisplay": {"connected": false, "saved": []},
     "windows": [\(windows)], "key": \(key), "main": null}
    """
  }

  static func window(
    _ id: String, template: String = "main", kind: String = "window", parent: String? = nil
  ) -> String {
    """
    {"id": "\(id)", "template": "\(template)", "kind": "\(kind)", "display": "main",
     "minimized": false, "parent": \(parent.map { "\"\($0)\"" } ?? "null"), "hidden": [],
     "disabled": [], "state": {"focus": null, "selections": {}, "values": {},
     "nodeSceneValues": {}, "sceneValues": {}}}
    """
  }

  /// Restores `text` into a fresh app: the warnings, or the error.
  static func restore(_ text: String) throws -> Result<(App, [String]), SessionError> {
    let base = try app()
    do throws(SessionError) {
      let document: JSONValue
      do throws(JSONParseError) { document = try JSONParser().parse(text) } catch {
        throw SessionError(.syntax(JSONSyntaxError(error)))
      }
      let (app, warnings) = try SessionSnapshot(json: document).restore(into: base)
      return .success((app, warnings.map(\.description)))
    } catch {
      return .failure(error)
    }
  }

  @Test("Sheets whose parents form a cycle are skipped with warnings, never looped on")
  func parentCycle() throws {
    let text = Self.session(
      windows: [
        Self.window("a", template: "sheet", kind: "sheet", parent: "b"),
        Self.window("b", template: "sheet", kind: "sheet", parent: "a"),
        Self.window("w1"),
      ].joined(separator: ","), key: "\"a\"")
    guard case .success(let (app, warnings)) = try Self.restore(text) else { return }
    #expect(app.window("a") == nil && app.window("b") == nil)
    #expect(warnings.count >= 2)
  }

  @Test("A sheet that is its own parent is skipped")
  func selfParent() throws {
    let text = Self.session(
      windows: Self.window("a", template: "sheet", kind: "sheet", parent: "a"))
    guard case .success(let (app, warnings)) = try Self.restore(text) else { return }
    #expect(app.windows.isEmpty)
    #expect(!warnings.isEmpty)
  }

  @Test("Duplicate window ids keep the first and warn")
  func duplicateIDs() throws {
    let text = Self.session(windows: [Self.window("w1"), Self.window("w1")].joined(separator: ","))
    guard case .success(let (app, warnings)) = try Self.restore(text) else {
      Issue.record("a session with a repeated id should restore the rest")
      return
    }
    #expect(app.windows.map(\.id) == ["w1"])
    #expect(!warnings.isEmpty)
  }

  @Test(
    "Wrong types, duplicate keys, deep nesting and invalid UTF-8 are refused",
    arguments: [
      #"{"format": 5}"#,
      #"{"format": "commandkitlite-session", "version": "1"}"#,
      #"{"format": "commandkitlite-session", "format": "x"}"#,
      TestText(String(repeating: "[", count: 100_000), name: "100,000 nested lists"),
      TestText(Self.session(windows: #"{"id": 7}"#), name: "a window whose id is a number"),
    ] as [TestText])
  func refused(_ input: TestText) throws {
    let text = input.text
    guard case .failure(let error) = try Self.restore(text) else {
      Issue.record("accepted a hostile session file")
      return
    }
    #expect(!error.description.isEmpty)
  }

  @Test("Invalid UTF-8 in a session file is a syntax error")
  func invalidUTF8() throws {
    var bytes = Array(Self.session(windows: Self.window("w1")).utf8)
    if let index = bytes.firstIndex(of: UInt8(ascii: "w")) { bytes[index] = 0xFF }
    #expect(throws: JSONParseError.self) { _ = try JSONParser().parse(bytes) }
  }

  // Fuzz/regressions/restore/version-too-large-for-Int.json: a version of 4.4e56 trapped
  // converting to Int in SessionSnapshot(json:).
  @Test(
    "Kept restore inputs load, or fail, without crashing",
    arguments: FuzzRegressionTests.inputs("restore"))
  func keptInputs(_ input: FuzzInput) throws {
    let base = try Self.app()
    guard let document = try? JSONParser().parse(input.bytes),
      let snapshot = try? SessionSnapshot(json: document),
      let (restored, _) = try? snapshot.restore(into: base)
    else { return }
    let saved = SessionSnapshot(app: restored)
    let (again, _) = try SessionSnapshot(json: saved.json).restore(into: base)
    #expect(SessionSnapshot(app: again) == saved)
  }
}
