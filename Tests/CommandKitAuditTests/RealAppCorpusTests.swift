import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// The real-app corpus (SPEC §20): main menus of public open-source apps turned into scene
/// files by `cmdshell import` (Interface Builder) or `Scripts/menu-to-scene.py` (SwiftUI),
/// each recording its repository, path and commit in `origin` (RealApps/README.md), and a
/// hand judgement of every warning and error the audit reports on them.
@Suite("Real-app audit corpus")
struct RealAppCorpusTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps")

  struct Judgement: Hashable {
    let key: String
    let verdict: String
  }

  static func key(scene: String, kind: String, shortcut: String?, commands: [String]) -> String {
    "\(scene) \(kind) \(shortcut ?? "-") \(commands.joined(separator: ","))"
  }

  static func scenes() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") && $0 != "judgements.json" }.sorted()
  }

  static func judgements() throws -> [String: String] {
    let data = try Data(contentsOf: directory.appendingPathComponent("judgements.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require(document["findings"] as? [[String: Any]])
    var judged: [String: String] = [:]
    for entry in entries {
      let scene = try #require(entry["scene"] as? String)
      let kind = try #require(entry["kind"] as? String)
      let verdict = try #require(entry["verdict"] as? String)
      #expect(["real", "convention", "wrong"].contains(verdict), "\(entry)")
      #expect(!((entry["reason"] as? String) ?? "").isEmpty, "every judgement has a reason")
      judged[
        key(
          scene: scene, kind: kind, shortcut: entry["shortcut"] as? String,
          commands: entry["commands"] as? [String] ?? [])] = verdict
    }
    return judged
  }

  /// Every warning and error of every scene, by key.
  static func findings() throws -> [String: Finding] {
    var found: [String: Finding] = [:]
    for scene in try scenes() {
      let loaded = try SceneFile.load(contentsOf: directory.appendingPathComponent(scene))
      for finding in loaded.app.audit().findings where finding.severity != .info {
        found[
          key(
            scene: scene, kind: finding.kind.rawValue, shortcut: finding.shortcutDescription,
            commands: finding.commands)] = finding
      }
    }
    return found
  }

  @Test("The corpus has at least 8 apps, each recording where its menus came from")
  func corpusRecordsOrigins() throws {
    let scenes = try Self.scenes()
    #expect(scenes.count >= 8)
    for scene in scenes {
      let data = try Data(contentsOf: Self.directory.appendingPathComponent(scene))
      let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let origin = try #require(document["origin"] as? [String: Any], "\(scene)")
      #expect((origin["repository"] as? String)?.contains("/") == true, "\(scene)")
      #expect((origin["commit"] as? String)?.count == 40, "\(scene)")
      #expect((origin["paths"] as? [String])?.isEmpty == false, "\(scene)")
    }
  }

  @Test("Every warning and error is judged, no real defect disappears, precision ≥ 0.8")
  func precision() throws {
    let judged = try Self.judgements()
    let found = try Self.findings()
    let unjudged = found.keys.filter { judged[$0] == nil }.sorted()
    #expect(unjudged.isEmpty, "unjudged findings: \(unjudged.map { found[$0]?.line ?? $0 })")
    let lostReal = judged.filter { $0.value == "real" && found[$0.key] == nil }.keys.sorted()
    #expect(lostReal.isEmpty, "real defects no longer found: \(lostReal)")
    // A finding judged a convention or wrong may go (the audit got quieter or righter, as
    // the issue allows); it is named so that its judgement can be dropped.
    let gone = judged.filter { $0.value != "real" && found[$0.key] == nil }.keys.sorted()
    if !gone.isEmpty {
      print("real-app corpus: no longer reported, drop their judgements: \(gone)")
    }
    let real = found.keys.count { judged[$0] == "real" }
    let precision = found.isEmpty ? 1 : Double(real) / Double(found.count)
    print(
      "real-app corpus: \(real) real of \(found.count) warnings and errors, precision \(precision)")
    #expect(precision >= 0.8, "precision \(precision)")
  }

  @Test("Every suggested shortcut parses, is free and not reserved, over all fixtures")
  func suggestionsAreValid() throws {
    var apps: [(String, App)] = []
    for scene in try Self.scenes() {
      apps.append(
        (scene, try SceneFile.load(contentsOf: Self.directory.appendingPathComponent(scene)).app))
    }
    let examples = Self.directory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/Audit")
    for name in ["conflicts.json", "swiftui-fallback.json"] {
      apps.append(
        (name, try SceneFile.load(contentsOf: examples.appendingPathComponent(name)).app))
    }
    apps.append(("notes", try Fixtures.notes()))
    apps.append(("messy", try ShortcutAuditTests.messyApp()))
    var checked = 0
    for (name, app) in apps {
      for platform in Platform.allCases {
        let used = Set(app.commandsInMenuOrder.compactMap(\.shortcut))
        for finding in app.audit(platform: platform).findings {
          guard let suggestion = finding.suggestion else { continue }
          checked += 1
          #expect(
            (try? KeyboardShortcut(parsing: suggestion.description)) == suggestion, "\(name)")
          #expect(
            ShortcutTables.reservation(of: suggestion, on: platform) == nil,
            "\(name) \(platform): \(suggestion)")
          #expect(!used.contains(suggestion), "\(name): \(suggestion) is used")
          #expect(finding.message.contains(suggestion.description), "\(finding.line)")
          if let original = finding.shortcut, original.key.character.isLetter {
            #expect(suggestion.key == original.key, "keeps the key: \(finding.line)")
          }
        }
      }
    }
    #expect(checked > 0)
  }
}
