import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The scene files and shell walk-throughs under `Examples/`: every file loads, every
/// script runs without a failed line, and the key answers each walk-through shows are right.
@Suite struct ExamplesTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Every file under `Examples/` whose name ends with `suffix`, relative to it, sorted.
  static func files(endingWith suffix: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: examples.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(suffix) { found.append(path) }
    }
    return found.sorted()
  }

  /// Runs a walk-through in a fresh session; returns each line with its `--json` object.
  static func run(_ script: String) throws -> [(line: String, json: JSONObject)] {
    let url = examples.appendingPathComponent(script)
    let text = try String(contentsOf: url, encoding: .utf8)
    var session = ShellSession(app: App(name: "empty"))
    session.searchDirectories = [url.deletingLastPathComponent().path]
    var answers: [(String, JSONObject)] = []
    for line in text.split(separator: "\n").map(String.init) {
      guard let reply = session.run(line) else { continue }
      answers.append((line, reply.json.objectValue ?? JSONObject()))
    }
    return answers
  }

  /// The answers to `line`, in order.
  static func answers(_ line: String, in transcript: [(line: String, json: JSONObject)])
    -> [JSONObject]
  {
    transcript.filter { $0.line == line }.map(\.json)
  }

  @Test("The examples are where the test looks for them")
  func examplesExist() {
    #expect(Self.files(endingWith: ".json").count >= 5)
    #expect(Self.files(endingWith: "walkthrough.cmds").count == 3)
  }

  @Test(
    "Every example scene file loads; only conflicts.json warns",
    arguments: files(endingWith: ".json"))
  func sceneFileLoads(_ path: String) throws {
    let loaded = try SceneFile.load(contentsOf: Self.examples.appendingPathComponent(path))
    if path.hasSuffix("conflicts.json") {
      #expect(!loaded.warnings.isEmpty)
    } else {
      #expect(loaded.warnings == [], "\(path)")
    }
  }

  @Test(
    "Every walk-through runs without a failed line",
    arguments: files(endingWith: "walkthrough.cmds"))
  func walkthroughRuns(_ script: String) throws {
    let transcript = try Self.run(script)
    #expect(transcript.count > 10)
    for (line, json) in transcript {
      #expect(json["ok"] == true, "\(script): \(line) → \(JSONValue.object(json))")
    }
  }

  /// `conflicts.json` shows every kind but `fallback-only`, which exists only under
  /// `swiftui` semantics (SPEC §18); `swiftui-fallback.json` declares those semantics and
  /// shows it, with in-window controls in `ambiguous` and `shadowed`. `conflicts.json`
  /// keeps platform semantics, since the README's transcript of its audit is checked.
  @Test("conflicts.json shows every audit finding kind, reserved as error and warning")
  func conflictsShowEveryFinding() throws {
    let loaded = try SceneFile.load(
      contentsOf: Self.examples.appendingPathComponent("Audit/conflicts.json"))
    let findings = loaded.app.audit().findings
    let swiftui = try SceneFile.load(
      contentsOf: Self.examples.appendingPathComponent("Audit/swiftui-fallback.json"))
    let swiftuiFindings = swiftui.app.audit().findings
    // The layout kinds need `--layouts` (SPEC §21): Audit/layouts.json shows them. A scene
    // file cannot name what is not there (its loader refuses it), so `unresolved` comes only
    // from apps built in Swift (UnresolvedReferenceRuleTests).
    let layoutKinds: Set<Finding.Kind> = [.layoutCollision, .layoutUnreachable, .layoutRemapped]
    #expect(
      Set(findings.map(\.kind))
        == Set(Finding.Kind.allCases).subtracting([.fallbackOnly, .unresolved])
        .subtracting(layoutKinds))
    let layouts = try SceneFile.load(
      contentsOf: Self.examples.appendingPathComponent("Audit/layouts.json"))
    let layoutFindings = layouts.app.audit(
      layouts: [KeyboardLayout.named("de"), KeyboardLayout.named("fr")].compactMap { $0 }
    ).findings
    #expect(Set(layoutFindings.map(\.kind)).isSuperset(of: layoutKinds))
    #expect(layouts.app.audit().findings.allSatisfy { !layoutKinds.contains($0.kind) })
    #expect(Set(swiftuiFindings.map(\.kind)) == [.ambiguous, .fallbackOnly, .shadowed])
    #expect(!swiftui.app.audit(semantics: .platform).findings.contains { $0.kind == .fallbackOnly })
    let reserved = Set(findings.filter { $0.kind == .reserved }.map(\.severity))
    #expect(reserved == [.error, .warning])
  }

  @Test("Notes: the inspector falls back to w1, the editor keeps Delete, menus follow state")
  func notesAnswers() throws {
    let transcript = try Self.run("Notes/walkthrough.cmds")
    let deletes = Self.answers("press delete", in: transcript)
    #expect(deletes.count == 2)
    #expect(deletes.first?["outcome"] == "performed")
    #expect(deletes.first?["provider"] == "w1/list")
    #expect(deletes.last?["outcome"] == "consumed")
    #expect(deletes.last?["node"] == "w1/editor")
    let selections = Self.answers("value selection", in: transcript).map { $0["value"] }
    #expect(selections == [["n1"], ["n2", "n3"], ["n1"], ["n1"]])
    #expect(Self.answers("press ctrl+cmd+s", in: transcript).first?["provider"] == "scene:w1")
    let titles = Self.answers("menu View", in: transcript).map { menu in
      menu["menus"]?.arrayValue?.first?.objectValue?["items"]?.arrayValue?
        .compactMap { $0.objectValue?["title"]?.stringValue } ?? []
    }
    // After the app's items, the platform's View defaults (SPEC §14).
    let defaults = ["Show Tab Bar", "Show All Tabs", "Enter Full Screen"]
    #expect(
      titles == [
        ["Show Inspector", "Hide Sidebar"] + defaults,
        ["Show Inspector", "Show Sidebar"] + defaults,
      ])
    let menus = Self.answers("contextmenu w1/list", in: transcript).map { menu in
      menu["items"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
    }
    #expect(
      menus == [
        ["file.new"], ["note.pin", "edit.copy", "edit.delete"], ["edit.copy", "edit.delete"],
      ])
  }

  @Test("Document editor: Delete in the body is consumed; the sheet blocks w1")
  func documentEditorAnswers() throws {
    let transcript = try Self.run("DocumentEditor/walkthrough.cmds")
    let deletes = Self.answers("press delete", in: transcript)
    #expect(deletes.map { $0["outcome"] } == ["consumed", "performed"])
    #expect(deletes.first?["node"] == "w1/body")
    #expect(deletes.last?["provider"] == "scene:w1")
    let escapes = Self.answers("press escape", in: transcript)
    #expect(escapes.map { $0["outcome"] } == ["local", "local"])
    #expect(escapes.map { $0["node"] } == ["w1/findBar", "export/exportForm"])
    #expect(Self.answers("a11y escape", in: transcript).first?["provider"] == "w1/findBar")
    #expect(Self.answers("value document", in: transcript).first?["provider"] == .null)
    #expect(
      Self.answers("press cmd+s", in: transcript).map { $0["outcome"] } == [
        "disabled", "performed",
      ])
    #expect(Self.answers("a11y magictap", in: transcript).first?["provider"] == "app")
  }

  @Test("Presenter: the stage lives on the external display and keeps its slide across hot-plug")
  func presenterAnswers() throws {
    let transcript = try Self.run("Presenter/walkthrough.cmds")
    let stage = Self.answers("windows", in: transcript).first?["windows"]?.arrayValue?
      .first { $0.objectValue?["id"] == "stage" }?.objectValue
    #expect(stage?["display"] == "external")
    #expect(stage?["key"] == false)
    #expect(
      Self.answers("press right", in: transcript).map { $0["outcome"] } == [
        "performed", "consumed",
      ])
    #expect(Self.answers("value selection", in: transcript).first?["value"] == ["s2"])
    let restored = Self.answers("tree stage", in: transcript).first?["nodes"]?.arrayValue?.first?
      .objectValue
    #expect(restored?["values"] == ["currentSlide": "s2"])
  }
}
