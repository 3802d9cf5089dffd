import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// SPEC §20, "one action, one command", applied to controls: two controls of one window that
/// send the same action (the same Interface Builder selector, the same scene-file `action`)
/// or have the same `effect` are one command shown in two places, never `ambiguous` or
/// `duplicate` with each other (AuditDefects/same-action-controls/; Platypus, sixth held-out
/// batch: the Args and Drop Settings sheets' Remove buttons all send `removeListItem:` to
/// one controller, which acts on the focused table; written after the batch was judged).
///
/// "The same action" is the same selector, whatever the target: SPEC names the selector,
/// and a scene file records no target, so "same selector, different target" cannot be
/// written and is no row of the table (the audit reads it as the same action).
@Suite struct SameActionControlsTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/same-action-controls/scene.json")

  /// The reproduction's Remove button, as written twice in its sheet.
  static let remove =
    #"{"title": "Remove", "shortcut": "delete", "action": "removeListItem:", "keyWindowOnly": true}"#

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The first Remove button's entry (nil: as written).
    var first: String? = nil
    /// The second Remove button's entry (nil: as written).
    var second: String? = nil
    /// A third control written after the second, in the same node.
    var third: String? = nil
    /// The conflict kind expected on ⌫ (nil: none).
    let kind: Finding.Kind?
    /// How many controls the finding names.
    var controls = 0
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "both send removeListItem: (Platypus' Args sheet)", kind: nil),
    .init(
      name: "same target, different selector: the second sends removeScriptArg:",
      second: #"{"title": "Remove", "shortcut": "delete", "action": "removeScriptArg:"}"#,
      kind: .ambiguous, controls: 2),
    .init(
      name: "different actions, one effect",
      first:
        #"{"title": "Remove", "shortcut": "delete", "action": "a:", "effect": {"close": "key"}}"#,
      second:
        #"{"title": "Remove", "shortcut": "delete", "action": "b:", "effect": {"close": "key"}}"#,
      kind: nil),
    .init(
      name: "one action, different effects: the effects say they do different things",
      first:
        #"{"title": "Remove", "shortcut": "delete", "action": "removeListItem:", "effect": {"close": "key"}}"#,
      second:
        #"{"title": "Remove", "shortcut": "delete", "action": "removeListItem:", "effect": {"open": "main"}}"#,
      kind: .ambiguous, controls: 2),
    .init(
      name: "one sends removeListItem:, the other has only an effect",
      second: #"{"title": "Remove", "shortcut": "delete", "effect": {"close": "key"}}"#,
      kind: .ambiguous, controls: 2),
    .init(
      name: "a third control with another action still conflicts with the pair",
      third: #"{"title": "Clear", "shortcut": "delete", "action": "clearList:"}"#,
      kind: .ambiguous, controls: 3),
    .init(
      name: "a third control with the same action joins the pair",
      third: #"{"title": "Delete", "shortcut": "delete", "action": "removeListItem:"}"#,
      kind: nil),
  ]

  static func scene(_ c: Case) throws -> App {
    var text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.components(separatedBy: remove).count == 3)
    if c.second != nil || c.third != nil, let range = text.range(of: remove, options: .backwards) {
      text.replaceSubrange(
        range, with: (c.second ?? remove) + (c.third.map { ", \($0)" } ?? ""))
    }
    if let first = c.first, let range = text.range(of: remove) {
      text.replaceSubrange(range, with: first)
    }
    return try SceneFile.decode(text).app
  }

  @Test(
    "Controls on one key in one window conflict only when they act differently",
    arguments: cases)
  func sameActionIsOneCommand(_ c: Case) throws {
    let findings = try Self.scene(c).audit().findings.filter {
      ($0.kind == .ambiguous || $0.kind == .duplicate)
        && $0.shortcut == KeyboardShortcut(.delete, modifiers: [])
    }
    #expect(findings.map(\.kind) == (c.kind.map { [$0] } ?? []), "\(findings.map(\.line))")
    #expect(findings.map { $0.controls.count } == (c.kind == nil ? [] : [c.controls]))
  }

  @Test(
    "The corpus's reproduction: a sheet's two Remove buttons that send one action are no finding")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }

}
