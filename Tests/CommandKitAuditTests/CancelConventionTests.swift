import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// ⌘. and Escape on a cancel control, or on a control that cancels, are the platform's
/// cancel convention (SPEC §16: `cancel` means Escape and ⌘.; §20 exempts a control on
/// Escape that cancels; AppKit binds both keys to `cancelOperation:`): a menu command on
/// the same key is not reported `shadowed` by it. Any other control on the key still is.
@Suite("The cancel convention: ⌘. and Escape on a cancel control")
struct CancelConventionTests {
  /// A window with a menu command on `shortcut` and a sheet whose control is `control`.
  static func scene(menuShortcut: String, control: String) -> String {
    """
    {"app": "Reader", "platform": "macOS",
     "commands": [
       {"id": "view.stop", "title": "Stop Loading", "menu": "View", "shortcut": "\(menuShortcut)"},
       {"id": "app.abort", "title": "Abort Download", "menu": "View"}
     ],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "role": "list", "focusable": true}]}},
       "credentials": {"kind": "sheet", "root": {"id": "root", "children": [
         {"id": "user", "role": "textField", "focusable": true, "textInput": true},
         {"id": "buttons", "controls": [\(control)]}]}}}}
    """
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let menuShortcut: String
    let control: String
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "a cancel control on ⌘. (its role's second key)", menuShortcut: "cmd+.",
      control: #"{"title": "Cancel", "role": "cancel", "action": "cancel:"}"#, shadowed: false),
    .init(
      name: "a cancel control on Escape", menuShortcut: "escape",
      control: #"{"title": "Cancel", "role": "cancel", "action": "cancel:"}"#, shadowed: false),
    .init(
      name: "a control titled Cancel on an explicit ⌘.", menuShortcut: "cmd+.",
      control: #"{"title": "Cancel", "shortcut": "cmd+.", "action": "close:"}"#, shadowed: false),
    .init(
      name: "a control whose action dismisses, on Escape", menuShortcut: "escape",
      control: #"{"title": "Done", "shortcut": "escape", "action": "dismissSheet"}"#,
      shadowed: false),
    .init(
      name: "a control that runs a command that cancels, on ⌘.", menuShortcut: "cmd+.",
      control: #"{"title": "×", "shortcut": "cmd+.", "command": "app.abort"}"#, shadowed: false),
    .init(
      name: "a control that does not cancel, on ⌘.", menuShortcut: "cmd+.",
      control: #"{"title": "Log In", "shortcut": "cmd+.", "action": "logIn:"}"#, shadowed: true),
    .init(
      name: "a cancel-titled control on another key", menuShortcut: "cmd+k",
      control: #"{"title": "Cancel", "shortcut": "cmd+k", "action": "cancel:"}"#, shadowed: true),
  ]

  @Test("Shadowed only when the control is not the cancel convention", arguments: cases)
  func shadowedUnlessCancelling(_ c: Case) throws {
    let app = try SceneFile.decode(Self.scene(menuShortcut: c.menuShortcut, control: c.control))
      .app
    let shadowed = app.audit().findings.filter {
      $0.kind == .shadowed || $0.related.contains(.shadowed)
    }
    #expect(!shadowed.isEmpty == c.shadowed, "\(shadowed.map(\.line))")
  }

  @Test("The corpus's reproduction: a sheet's Cancel on ⌘. beside Stop Loading is no finding")
  func corpusReproduction() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Data/RealApps/AuditDefects/cancel-period/scene.json")
    let app = try SceneFile.load(contentsOf: url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }
}
