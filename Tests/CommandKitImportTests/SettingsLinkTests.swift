import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `settings-link-as-control`: a `SettingsLink` opens the Settings scene, as the app menu's
/// Settings… does, so in a view it is a control that runs `app.settings` (SPEC §20, one
/// action, one command), not a control with an action of its own
/// (ImporterDefects/settings-link/). Written after the thirteenth held-out batch was judged
/// (HuggingChat's InputView).
@Suite struct SettingsLinkTests {
  static let folder = "settings-link"

  /// Every control the import placed, in its template or on the main window's root.
  static func controls(_ result: SceneImport) -> [ImportedControl] {
    result.templates.flatMap { $0.nodes.flatMap(\.controls) } + result.controls
  }

  @Test("settings-link-as-control: a SettingsLink on ⌘, runs Settings…: not shadowed")
  func settingsLinkRunsSettings() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let links = Self.controls(result)
    #expect(links.map(\.title) == ["Settings..."])
    #expect(links.map(\.command) == ["app.settings"])
    #expect(links.map(\.shortcut) == ["cmd+,"])
    let json = try #require(links.first?.json.objectValue)
    #expect(json["command"] == .string("app.settings"))
    #expect(json["action"] == nil)
    let findings = try ImporterDefectsTests.audited(Self.folder)
    #expect(!findings.contains { $0.kind == .shadowed || $0.kind == .ambiguous })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The control's command (`nil`: an action of its own).
    let command: String?
    let title: String
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "a SettingsLink with a Label in a pull-down Menu (the reproduction)", edits: [],
      command: "app.settings", title: "Settings..."),
    .init(
      name: "a SettingsLink with a Text label in a VStack",
      edits: [
        (
          "Label(\"Settings...\", systemImage: \"gearshape\")",
          "Text(\"Preferences\")"
        )
      ], command: "app.settings", title: "Preferences"),
    .init(
      name: "a SettingsLink with a label of no text is titled Settings…",
      edits: [
        (
          "Label(\"Settings...\", systemImage: \"gearshape\")",
          "Image(systemName: \"gearshape\")"
        )
      ], command: "app.settings", title: "Settings…"),
    .init(
      name: "a SettingsLink written SwiftUI.SettingsLink",
      edits: [("SettingsLink {", "SwiftUI.SettingsLink {")],
      command: "app.settings", title: "Settings..."),
    .init(
      name: "a Button on ⌘, is a control with an action of its own",
      edits: [("SettingsLink {", "Button(action: openPanel) {")],
      command: nil, title: "Settings..."),
  ]

  @Test("settings-link-as-control: which ⌘, controls run Settings…", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let controls = Self.controls(result)
    #expect(controls.map(\.title) == [variant.title])
    #expect(controls.map(\.command) == [variant.command])
    #expect(controls.map(\.shortcut) == ["cmd+,"])
  }

  @Test("settings-link-as-control: without SwiftUI's menu bar the link runs an action instead")
  func withoutDefaultCommands() throws {
    var result = SceneImport(appName: "Example")
    result.defaultCommands = false
    result.controls = [
      {
        var link = ImportedControl(
          title: "Settings…", shortcut: "cmd+,",
          source: SourceLocation(file: "App.swift", line: 1, column: 1))
        link.command = "app.settings"
        return link
      }()
    ]
    result.settleControlCommands()
    #expect(result.controls.map(\.command) == [nil])
    #expect(result.controls.map(\.action) == ["app.settings"])
  }
}
