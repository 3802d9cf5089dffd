import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `action-in-uncreated-class`: an Interface Builder item sent to the First Responder whose
/// action only a Swift class that nothing creates implements is never enabled (Apple,
/// "Enabling Menu Items": no responder implements it), so it takes no key from a text field
/// (ImporterDefects/action-in-uncreated-class/). Any evidence that the class is made (its
/// name written outside its declarations, a created subclass, an Interface Builder object,
/// an entry point) or that something else of the app may answer the action (an Objective-C
/// method, a free function) keeps the item as it was; a view of another module does not. Written in round twenty-one after the
/// forty-first held-out batch was judged (ControlRoom's Delete Selected Simulators… ⌘⌫).
@Suite struct ActionInUncreatedClassTests {
  static let folder = "action-in-uncreated-class"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    var edits: [String: [(String, String)]] = [:]
    var added: [String: String] = [:]
    /// Whether the item is imported disabled.
    let disabled: Bool
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "only an uncreated class implements the action", disabled: true, findings: []),
    .init(
      name: "a view of another module does not answer the app's own action",
      added: ["Other.swift": "import Cocoa\nimport Settings\n\nlet pane = SettingsPaneView()\n"],
      disabled: true, findings: []),
    .init(
      name: "the class is created in code",
      added: ["Opener.swift": "import Cocoa\n\nlet devices = DevicesWindowController()\n"],
      disabled: false, findings: ["steals-text-key cmd+delete"]),
    .init(
      name: "a subclass of it is created",
      added: [
        "Special.swift":
          "import Cocoa\n\nfinal class SpecialDevicesWindowController: DevicesWindowController {}\n"
          + "let special = SpecialDevicesWindowController()\n"
      ],
      disabled: false, findings: ["steals-text-key cmd+delete"]),
    .init(
      name: "the class is the entry point",
      edits: [
        "DevicesWindowController.swift": [
          ("final class DevicesWindowController", "@main\nfinal class DevicesWindowController")
        ],
        "AppDelegate.swift": [("@main\n", "")],
      ],
      disabled: false, findings: ["steals-text-key cmd+delete"]),
    .init(
      name: "an Objective-C method of the selector may answer it",
      added: [
        "Devices.m":
          "@implementation DevicesController\n- (IBAction)removeSelectedDevices:(id)sender {}\n@end\n"
      ],
      disabled: false, findings: ["steals-text-key cmd+delete"]),
    .init(
      name: "the created app delegate implements it too",
      edits: [
        "AppDelegate.swift": [
          (
            "  func applicationDidFinishLaunching",
            "  @IBAction func removeSelectedDevices(_ sender: Any?) {}\n  func applicationDidFinishLaunching"
          )
        ]
      ],
      disabled: false, findings: ["steals-text-key cmd+delete"]),
  ]

  @Test(
    "action-in-uncreated-class: an action only an uncreated class implements is never enabled",
    arguments: variants)
  func uncreatedImplementer(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: variant.edits, adding: variant.added)
    let item = try #require(result.commands.first { $0.title == "Remove Selected Devices" })
    #expect(item.disabled == variant.disabled)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
