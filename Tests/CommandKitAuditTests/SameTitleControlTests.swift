import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// A control with the title and the key of one of the app's own commands whose action is
/// not known (a SwiftUI closure) is that command shown as a button, never `shadowed` by it
/// (AuditDefects/same-title-control/; SaneHosts' Turn Off Protection ⇧⌘D, eighth held-out
/// batch: a toolbar button and View ▸ Turn Off Protection, two closures that call the same
/// two functions; written after the batch was judged). SPEC §20 is silent on closures; the
/// choice is narrow: the same title on the same key, never a standard command, never two of
/// the app's commands with that title and key, never a command whose action is known.
@Suite struct SameTitleControlTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/same-title-control/scene.json")

  /// The reproduction's menu command and toolbar button, as written.
  static let command =
    #"{"id": "view.turnOffProtection", "title": "Turn Off Protection", "menu": "View", "shortcut": "shift+cmd+d"}"#
  static let control =
    #"{"title": "Turn Off Protection", "shortcut": "shift+cmd+d", "action": "deactivateProfile"}"#

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The menu command's entry, and any commands after it (nil: as written).
    var commands: String? = nil
    /// The button's entry (nil: as written).
    var control: String? = nil
    /// Whether the audit reports the button shadowing a command on ⇧⌘D.
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "the same title on the same key (SaneHosts)", shadowed: false),
    .init(
      name: "the same title but for case and a trailing ellipsis",
      control:
        #"{"title": "turn off protection…", "shortcut": "shift+cmd+d", "action": "deactivateProfile"}"#,
      shadowed: false),
    .init(
      name: "the same title as a Swift expression, token for token",
      commands:
        #"{"id": "view.turnOff", "title": "L10n.turnOffTitle", "menu": "View", "shortcut": "shift+cmd+d"}"#,
      control:
        #"{"title": "L10n.turnOffTitle", "shortcut": "shift+cmd+d", "action": "deactivate"}"#,
      shadowed: false),
    .init(
      name: "another title: another command",
      control:
        #"{"title": "Pause Protection", "shortcut": "shift+cmd+d", "action": "pauseProfile"}"#,
      shadowed: true),
    .init(
      name: "the command's action is known: the actions decide",
      commands:
        #"{"id": "view.turnOffProtection", "title": "Turn Off Protection", "menu": "View", "shortcut": "shift+cmd+d", "action": "turnOffProtection:"}"#,
      shadowed: true),
    .init(
      name: "two of the app's commands with that title and key: neither is known to be it",
      commands: command + ", "
        + #"{"id": "edit.turnOffProtection", "title": "Turn Off Protection", "menu": "Edit", "shortcut": "shift+cmd+d"}"#,
      shadowed: true),
    .init(
      name: "a standard command's title: a button titled New is not taken for File ▸ New",
      commands: #"{"id": "file.new", "title": "New", "menu": "File", "shortcut": "shift+cmd+d"}"#,
      control: #"{"title": "New", "shortcut": "shift+cmd+d", "action": "newProfile"}"#,
      shadowed: true),
  ]

  static func scene(_ c: Case) throws -> App {
    var text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(command) && text.contains(control))
    if let commands = c.commands { text = text.replacingOccurrences(of: command, with: commands) }
    if let entry = c.control { text = text.replacingOccurrences(of: control, with: entry) }
    return try SceneFile.decode(text).app
  }

  @Test(
    "A button with a command's title and key is that command, not a shadow of it", arguments: cases)
  func sameTitleIsOneCommand(_ c: Case) throws {
    let shortcut = try KeyboardShortcut(parsing: "shift+cmd+d")
    let findings = try Self.scene(c).audit().findings.filter {
      // One defect, one finding (SPEC §20): a shadow may be listed in a finding's related kinds.
      ($0.kind == .shadowed || $0.related.contains(.shadowed)) && $0.shortcut == shortcut
    }
    #expect(findings.isEmpty == !c.shadowed, "\(findings.map(\.line))")
  }

  @Test("The corpus's reproduction gives no warning")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }
}
