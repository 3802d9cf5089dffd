import CommandKitAudit
import CommandKitTestSupport
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

@Suite struct ImportEndToEndTests {
  static let source = #"""
    import SwiftUI

    struct JotCommands: Commands {
      @FocusedValue(\.selectedJot) var jot
      var body: some Commands {
        CommandMenu("Jot") {
          Button("Pin") { jot?.pin() }
            .keyboardShortcut("p", modifiers: [.command, .shift])
          Button("Publish") { jot?.publish() }
            .keyboardShortcut("P")
        }
      }
    }

    struct ComposeView: View {
      var body: some View {
        Button("Send") {}.keyboardShortcut(.return, modifiers: .command)
      }
    }
    """#

  @Test("Import, load and audit: a finding's command points at the original file and line")
  func importLoadAudit() throws {
    let imported = try SceneImporter.importData(Data(Self.source.utf8), file: "Jot/Commands.swift")
    let text = imported.json.prettyPrinted()
    let scene = try SceneFile.decode(text)
    #expect(scene.warnings.isEmpty)
    let report = scene.app.audit()
    // "P" is Shift-⌘P: the two buttons share a shortcut.
    let finding = try #require(
      report.findings.first { $0.commands.contains("jot.publish") && $0.severity == .error },
      "\(report.findings.map(\.line))")
    let commands = finding.commands.compactMap { id in
      scene.app.commands.first { $0.id == id }
    }
    #expect(
      commands.map(\.sourceLocation) == [
        SourceLocation(file: "Jot/Commands.swift", line: 7, column: 7),
        SourceLocation(file: "Jot/Commands.swift", line: 9, column: 7),
      ])
    // The finding itself points there (SPEC §22: its JSON carries "source").
    #expect(finding.source?.file == "Jot/Commands.swift")
    #expect([7, 9].contains(finding.source?.line ?? 0))
    #expect(finding.json.objectValue?["source"]?.objectValue?["file"] == "Jot/Commands.swift")
    let control = try #require(scene.app.templates.first?.root.controls.first)
    #expect(control.sourceLocation?.line == 17)
  }

  @Test(
    "An imported Interface Builder menu loads and audits without edits",
    .enabled(
      if: SceneFileDecoder.topLevelFields.contains("defaultCommands"),
      "needs the defaults branch (SPEC §14 defaultCommands) in the scene-file decoder"))
  func interfaceBuilderLoads() throws {
    let imported = try SceneImporter.importData(
      Data(ImportFixtures.xib.utf8), file: "MainMenu.xib")
    let scene = try SceneFile.decode(imported.json.prettyPrinted())
    #expect(scene.app.commands.contains { $0.sourceLocation?.file == "MainMenu.xib" })
    _ = scene.app.audit()
  }
}
