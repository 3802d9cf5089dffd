import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// `default-buttons` and SPEC §20's "one action, one command": two default or cancel
/// controls of one window that send the same action (or have the same effect) fire the same
/// whichever takes the key, so they are no finding (AuditDefects/same-action-cancel-buttons/;
/// PiStats, fifth held-out batch; written after it was judged).
@Suite struct SameActionDefaultButtonsTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/same-action-cancel-buttons/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The second Cancel's entry after `"role": "cancel", `.
    let second: String
    /// Whether `default-buttons` reports the two Cancel buttons.
    let reported: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "both send dismiss", second: "\"action\": \"dismiss\"", reported: false),
    .init(name: "the second sends another action", second: "\"action\": \"reset\"", reported: true),
    .init(
      name: "one sends dismiss, the other has only an effect",
      second: "\"effect\": {\"dismiss\": \"key\"}", reported: true),
  ]

  static func scene(second: String, firstEffect: Bool = false) throws -> App {
    var text = try String(contentsOf: url, encoding: .utf8)
    let original = "{\"title\": \"Cancel\", \"role\": \"cancel\", \"action\": \"dismiss\"}"
    #expect(text.components(separatedBy: original).count == 3)
    if let range = text.range(of: original, options: .backwards) {
      text.replaceSubrange(
        range, with: "{\"title\": \"Cancel\", \"role\": \"cancel\", \(second)}")
    }
    if firstEffect, let range = text.range(of: original) {
      text.replaceSubrange(
        range,
        with: "{\"title\": \"Cancel\", \"role\": \"cancel\", \"effect\": {\"dismiss\": \"key\"}}")
    }
    return try SceneFile.decode(text).app
  }

  @Test(
    "default-buttons: two cancel controls are reported only when they act differently",
    arguments: cases)
  func sameActionIsOneCommand(_ c: Case) throws {
    let findings = try Self.scene(second: c.second).audit().findings
    #expect(
      findings.contains { $0.kind == .defaultButtons } == c.reported, "\(findings.map(\.line))")
  }

  @Test("default-buttons: two cancel controls with one effect and no action are one command")
  func sameEffectIsOneCommand() throws {
    let app = try Self.scene(second: "\"effect\": {\"dismiss\": \"key\"}", firstEffect: true)
    #expect(!app.audit().findings.contains { $0.kind == .defaultButtons })
  }

  @Test("The corpus's reproduction: a sheet's two Cancel buttons that both dismiss are no finding")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }
}
