import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `action-never-implemented`: an Interface Builder menu item sent to the First Responder
/// whose action neither AppKit (``AppKitActions``) nor any source the import reads
/// implements is disabled, as AppKit's automatic enabling leaves it (Apple, "Enabling Menu
/// Items": "If there is no object in the responder chain that implements the item's action,
/// the item is disabled"). ImporterDefects/action-never-implemented/, after Radiola's File ▸
/// Add Station to my stations ⌘M beside Window ▸ Minimize ⌘M (eleventh held-out batch: a
/// false `ambiguous` error).
@Suite struct ActionNeverImplementedTests {
  static let folder = "action-never-implemented"

  /// Add Station to My Stations, as imported.
  static func addToLocal(_ result: SceneImport) throws -> ImportedCommand {
    try #require(result.commands.first { $0.title == "Add Station to My Stations" })
  }

  static func audited(_ result: SceneImport) throws -> [Finding] {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings
  }

  @Test(
    "action-never-implemented: an item whose action nothing implements is disabled, with a warning, and ⌘M is Minimize's alone"
  )
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let item = try Self.addToLocal(result)
    #expect(item.disabled)
    #expect(item.shortcut == "cmd+m")
    let warning = try #require(
      result.warnings.first { $0.message.contains("Add Station to My Stations") })
    #expect(warning.message.contains("addStationToLocalList:"))
    #expect(warning.message.contains("import that folder too"))
    #expect(warning.location.file.hasSuffix("MainMenu.xib"))
    // New Station's addStation: is the window controller's: enabled.
    let new = try #require(result.commands.first { $0.title == "New Station" })
    #expect(!new.disabled)
    let findings = try Self.audited(result)
    #expect(!findings.contains { $0.kind == .ambiguous })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    let disabled: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "an AppKit action (NSSplitViewController's toggleSidebar:): enabled",
      edits: ["MainMenu.xib": [("addStationToLocalList:", "toggleSidebar:")]], disabled: false),
    .init(
      name: "an AppKit text action (NSText's alignLeft:): enabled",
      edits: ["MainMenu.xib": [("addStationToLocalList:", "alignLeft:")]], disabled: false),
    .init(
      name: "the app's Swift @IBAction implements it: enabled",
      edits: [
        "Stations.swift": [
          (
            "@IBAction func addStation(_ sender: Any?) {}",
            "@IBAction func addStation(_ sender: Any?) {}\n  @IBAction func addStationToLocalList(_ sender: Any?) {}"
          )
        ]
      ], disabled: false),
    .init(
      name: "a Swift method with a selector-compatible name (addStation(toLocalList:)): enabled",
      edits: [
        "Stations.swift": [
          (
            "@IBAction func addStation(_ sender: Any?) {}",
            "@IBAction func addStation(_ sender: Any?) {}\n  @objc func addStation(toLocalList sender: Any?) {}"
          )
        ]
      ], disabled: false),
    .init(
      name: "an Objective-C method implements it: enabled",
      edits: [
        "Logs.m": [
          ("- (IBAction)showLogs:(id)sender", "- (IBAction)addStationToLocalList:(id)sender")
        ]
      ],
      disabled: false),
    .init(
      name: "a source names the selector (NSSelectorFromString): enabled",
      edits: [
        "Stations.swift": [
          (
            "let stations = StationsWindowController()",
            "let stations = StationsWindowController()\n  let forwarded = NSSelectorFromString(\"addStationToLocalList:\")"
          )
        ]
      ], disabled: false),
    .init(
      name: "a view controller of another module is written in the sources: enabled",
      edits: [
        "Stations.swift": [
          (
            "let stations = StationsWindowController()",
            "let stations = StationsWindowController()\n  let list = StationListViewController()"
          )
        ]
      ], disabled: false),
    .init(
      name: "an Interface Builder file instantiates a view controller of another module: enabled",
      edits: [
        "MainMenu.xib": [
          (
            "<customObject id=\"delegate\" customClass=\"AppDelegate\"/>",
            "<customObject id=\"delegate\" customClass=\"AppDelegate\"/>\n        <viewController id=\"list\" customClass=\"StationListViewController\" customModule=\"StationsKit\"/>"
          )
        ]
      ], disabled: false),
    .init(
      name: "a window class inheriting from another module's window: enabled",
      edits: [
        "Logs.m": [
          (
            "@interface LogsWindowController : NSWindowController",
            "@interface LogsWindowController : NSWindowController\n@end\n\n@interface LogsWindow : ADBFullscreenCapableWindow"
          )
        ]
      ], disabled: false),
    .init(
      name:
        "a menu that does not enable its items itself (autoenablesItems=\"NO\"): not disabled by the rule",
      edits: [
        "MainMenu.xib": [
          (
            "title=\"File\" id=\"filemenu\"",
            "title=\"File\" autoenablesItems=\"NO\" id=\"filemenu\""
          )
        ]
      ],
      disabled: false),
    .init(
      name: "a library that holds no responder (an updater controller): still disabled",
      edits: [
        "Stations.swift": [
          (
            "let stations = StationsWindowController()",
            "let stations = StationsWindowController()\n  let updater = SPUStandardUpdaterController()"
          )
        ]
      ], disabled: true),
  ]

  @Test(
    "action-never-implemented: AppKit's actions, the app's implementations and other modules' responders keep the item",
    arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    let item = try Self.addToLocal(result)
    #expect(item.disabled == variant.disabled)
    #expect(
      result.warnings.contains { $0.message.contains("to the First Responder, and neither AppKit") }
        == variant.disabled)
  }

  @Test(
    "action-never-implemented: an Interface Builder file imported alone (no source read) disables nothing"
  )
  func fileAlone() throws {
    let url = ImporterDefectsTests.root.appendingPathComponent("\(Self.folder)/MainMenu.xib")
    let result = try SceneImporter.importFiles([url.path])
    #expect(!(try Self.addToLocal(result)).disabled)
  }

  @Test(
    "action-never-implemented: every selector of the AppKit table is written as Interface Builder writes it"
  )
  func tableSpelling() {
    for selector in AppKitActions.selectors {
      #expect(selector.hasSuffix(":"), "\(selector)")
      #expect(!selector.contains(" "), "\(selector)")
    }
    #expect(AppKitActions.isAppKits("performMiniaturize:"))
    #expect(AppKitActions.isAppKits("copy:"))
    #expect(!AppKitActions.isAppKits("addStationToLocalList:"))
  }
}
