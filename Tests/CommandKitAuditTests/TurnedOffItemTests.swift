import CommandKitLite
import Foundation
import Testing

@testable import CommandKitAudit

/// SPEC §20, "a standard command is displaced only when it has no shortcut of its own":
/// a command that is never enabled (`"disabled": true`, as the importer writes AppKit's tab
/// items for an app that turns window tabbing off) is not the app's command, so it
/// displaces nothing and a non-core shortcut on another command stays `info` (Whisky's
/// Help ▸ Troubleshoot… on ⇧⌘T; thirty-ninth held-out batch, judged before this rule).
/// A stand-in that can be enabled, by itself or with a key in focus, still displaces.
@Suite struct TurnedOffItemTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent(
      "Data/RealApps/AuditDefects/turned-off-item-as-displaced/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The Show Tab Bar item's JSON fields after id, title and menu.
    let tabBar: String
    let severity: Severity
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "disabled stand-in with no shortcut", tabBar: #""shortcut": null, "disabled": true"#,
      severity: .info),
    .init(
      name: "enabled item with no shortcut",
      tabBar: #""shortcut": null, "action": "toggleTabBar:""#,
      severity: .warning),
    .init(
      name: "item enabled by a focused key",
      tabBar: #""shortcut": null, "requires": "tabs", "action": "toggleTabBar:""#,
      severity: .warning),
    .init(
      name: "disabled item that keeps a shortcut elsewhere",
      tabBar: #""shortcut": "ctrl+cmd+t", "disabled": true"#, severity: .info),
  ]

  static func app(_ c: Case) throws -> App {
    let text = """
      {"app": "Runner", "platform": "macOS",
       "commands": [
        {"id": "view.showTabBar", "title": "Show Tab Bar", "menu": "View", \(c.tabBar)},
        {"id": "help.troubleshoot", "title": "Troubleshoot…", "menu": "Help",
         "shortcut": "shift+cmd+t", "action": "troubleshoot"}],
       "templates": {"main": {"kind": "window", "title": "Runner", "root": {"id": "root",
         "focusable": true, "values": {"tabs": "on"},
         "children": [{"id": "search", "role": "textField", "focusable": true,
           "textInput": true}]}}}}
      """
    return try SceneFile.decode(text).app
  }

  @Test(
    "A never-enabled stand-in displaces nothing; an item that can be enabled does",
    arguments: cases)
  func displacedNeedsAnEnabledItem(_ c: Case) throws {
    let findings = try Self.app(c).audit().findings.filter {
      $0.kind == .nonstandard && $0.commands == ["help.troubleshoot"]
    }
    #expect(findings.map(\.severity) == [c.severity], "\(findings.map(\.line))")
  }

  @Test("The corpus's reproduction: Troubleshoot… on ⇧⌘T is no warning")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    let findings = app.audit().findings
    #expect(findings.filter { $0.severity != .info }.isEmpty, "\(findings.map(\.line))")
    #expect(findings.contains { $0.kind == .nonstandard && $0.severity == .info })
  }
}
