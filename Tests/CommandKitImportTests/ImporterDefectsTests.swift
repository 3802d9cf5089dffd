import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// The importer defects the real-app corpus found, each with the minimal input the corpus
/// keeps in `Tests/Data/RealApps/ImporterDefects/` (written there, not copied from an app):
/// importing the folder must no longer show the defect.
@Suite struct ImporterDefectsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/RealApps/ImporterDefects")

  static func imported(_ folder: String) throws -> SceneImport {
    try SceneImporter.importDirectory(root.appendingPathComponent(folder).path)
  }

  static func audited(_ folder: String) throws -> [Finding] {
    let scene = try SceneFile.decode(try imported(folder).json.prettyPrinted())
    return scene.app.audit().findings
  }

  @Test("raw-string: #\"\"\"# (a raw string holding one quote) tokenizes")
  func rawString() throws {
    let result = try Self.imported("raw-string")
    #expect(result.commands.map(\.shortcut) == ["cmd+'"])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test("regex: a bare regex literal with an unbalanced parenthesis tokenizes")
  func regex() throws {
    let result = try Self.imported("regex")
    #expect(result.commands.map(\.title) == ["Run Script"])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test("sheets: each window's Cancel button stays in its window: no default-buttons")
  func sheets() throws {
    let result = try Self.imported("sheets")
    #expect(result.templates.map { $0.nodes.flatMap(\.controls).count } == [1, 1])
    #expect(try !Self.audited("sheets").contains { $0.kind == .defaultButtons })
  }

  @Test("windows: buttons of views in two SwiftUI scenes stay in their windows: not ambiguous")
  func windows() throws {
    let result = try Self.imported("windows")
    #expect(result.templates.map(\.name) == ["main", "library"])
    #expect(result.templates.map { $0.nodes.map(\.id) } == [["search"], ["search"]])
    #expect(try !Self.audited("windows").contains { $0.kind == .ambiguous })
  }

  @Test("context-menu: a context menu's button is not a live control")
  func contextMenu() throws {
    let result = try Self.imported("context-menu")
    #expect(result.controls.isEmpty)
    #expect(result.templates.flatMap(\.nodes).isEmpty)
    #expect(result.warnings.contains { $0.message.contains("only while the menu is open") })
  }

  @Test("commands-helper: a button in a Commands struct's helper property is a command")
  func commandsHelper() throws {
    let result = try Self.imported("commands-helper")
    #expect(result.commands.map(\.title) == ["Select All Tags"])
    #expect(result.commands.first?.group == .pasteboard)
    #expect(result.controls.isEmpty)
  }

  @Test("branches: an if/else's items on one key share one action (one command, SPEC §20)")
  func branches() throws {
    let result = try Self.imported("branches")
    #expect(result.commands.map(\.title) == ["Export Preset…", "Export…"])
    let actions = result.commands.map(\.action)
    #expect(actions[0] != nil)
    #expect(actions[0] == actions[1])
  }

  @Test("unconnected: an item with no action and no target is disabled")
  func unconnected() throws {
    let result = try Self.imported("unconnected")
    #expect(result.commands.allSatisfy { $0.requires == ImportedCommand.unsentAction })
    #expect(try !Self.audited("unconnected").contains { $0.kind == .ambiguous })
  }

  @Test("ios-platform: an iOS storyboard beside UIKit key commands makes an iPadOS app")
  func iOSPlatform() throws {
    #expect(try Self.imported("ios-platform").platform == .iPadOS)
  }
}
