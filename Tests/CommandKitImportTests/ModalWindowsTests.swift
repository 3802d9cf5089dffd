import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `modal-window-targets-off`: in a window the app runs modally, menu items sent to a set
/// target are off (AppKit docs, `NSApplication.runModal(for:)`, `NSWindow.worksWhenModal`;
/// ImporterDefects/modal-window-targets-off/). Written after the sixth held-out batch was
/// judged (Platypus' script editor, Args and Drop Settings sheets).
@Suite struct ModalWindowsTests {
  static let folder = "modal-window-targets-off"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// Whether the editor's ⌘S Save button shadows Save Profile….
    let saveShadowed: Bool
    /// Whether the arguments sheet's ⌘R Refresh button shadows Reload Files.
    let refreshShadowed: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "both windows run modally", edits: [:], saveShadowed: false, refreshShadowed: false),
    .init(
      name: "the editor only shown as a sheet (no modal run)",
      edits: ["Controllers.m": [("[NSApp runModalForWindow:[self window]];", "")]],
      saveShadowed: true, refreshShadowed: false),
    .init(
      name: "the arguments sheet only shown as a sheet (no modal run)",
      edits: ["Controllers.m": [("[NSApp runModalForWindow:self.window];", "")]],
      saveShadowed: false, refreshShadowed: true),
    .init(
      name: "another window run modally (not the controller's own)",
      edits: [
        "Controllers.m": [
          ("[NSApp runModalForWindow:[self window]];", "[NSApp runModalForWindow:otherWindow];")
        ]
      ],
      saveShadowed: true, refreshShadowed: false),
    .init(
      name: "Save Profile… sent to the First Responder (left to the responder rules)",
      // Its action implemented where the sources show it (else AppKit would never enable it,
      // ActionNeverImplementedTests).
      edits: [
        "MainMenu.xib": [("target=\"profiles\"", "target=\"-1\"")],
        "Controllers.m": [
          (
            "@implementation ArgsController",
            "@implementation ProfilesController\n\n- (IBAction)saveProfile:(id)sender {\n}\n\n@end\n\n@implementation ArgsController"
          )
        ],
      ],
      saveShadowed: true, refreshShadowed: false),
  ]

  @Test(
    "modal-window-targets-off: a modal window's buttons shadow no menu item sent to a set target",
    arguments: variants)
  func modalWindow(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.filter { $0.kind == .shadowed }
    #expect(
      shadowed.contains { $0.shortcut == KeyboardShortcut("s", modifiers: .command) }
        == variant.saveShadowed)
    #expect(
      shadowed.contains { $0.shortcut == KeyboardShortcut("r", modifiers: .command) }
        == variant.refreshShadowed)
    // The builder window, never run modally, publishes the targeted items' values; the
    // editor publishes Save Profile…'s only when it is not run modally.
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.json.prettyPrinted().utf8))
        as? [String: Any])
    let templates = try #require(json["templates"] as? [String: [String: Any]])
    func publishes(_ title: String, _ action: String) -> Bool {
      let template = templates.values.first { $0["title"] as? String == title }
      let values = template?["sceneValues"] as? [String: Any] ?? [:]
      // Without a modal window the item requires nothing: live everywhere.
      let required = (json["commands"] as? [[String: Any]] ?? []).contains {
        $0["requires"] as? String == SceneImport.targetValue(action)
      }
      return !required || values[SceneImport.targetValue(action)] != nil
    }
    #expect(publishes("Builder", "saveProfile:"))
    #expect(publishes("Builder", "reloadFiles:"))
    #expect(publishes("Script Editor", "saveProfile:") == variant.saveShadowed)
  }

  @Test(
    "a Swift window controller that runs its own window modally is noted; another window is not")
  func swiftModalControllers() throws {
    let text = """
      final class EditorController: NSWindowController {
        func run() { NSApp.runModal(for: window!) }
      }
      final class Other: NSWindowController {
        func run(panel: NSPanel) { NSApp.runModal(for: panel) }
      }
      """
    var index = AppIndex()
    index.noteModalControllers(try SwiftSource(file: "e.swift", text: text))
    #expect(index.modalControllers == ["EditorController"])
  }
}
