import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `struct-named-settings`: only a scene written in a scene builder (`some Scene`) is a scene;
/// a type declared or an initializer called with a scene's name is not
/// (ImporterDefects/struct-named-settings/). Written after the fifth held-out batch was
/// judged (PiStats; Karabiner-Elements' `Settings.shared = Settings()`).
@Suite struct StructNamedSceneTests {
  static let folder = "struct-named-settings"

  @Test(
    "struct-named-settings: a namespace named Settings is no Settings scene: ⌘, shadows nothing")
  func namespaceIsNoScene() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(result.templates.map(\.kind) == [.window])
    #expect(!result.commands.contains { $0.shortcut == "cmd+," })
    #expect(try ImporterDefectsTests.audited(Self.folder).filter { $0.severity != .info }.isEmpty)
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the import has a Settings window.
    let settings: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "a struct Settings namespace", edits: [], settings: false),
    .init(
      name: "a Settings scene in the App's body",
      edits: [
        (
          "WindowGroup { MainView() }",
          "WindowGroup { MainView() }\n    Settings { Text(\"Prefs\") }"
        )
      ],
      settings: true),
    .init(
      name: "a Settings scene in a @SceneBuilder helper of type some SwiftUI.Scene",
      edits: [
        ("WindowGroup { MainView() }", "WindowGroup { MainView() }\n    settings"),
        (
          "struct MainView: View {",
          "extension ExampleApp {\n  @SceneBuilder var settings: some SwiftUI.Scene {\n    Settings { Text(\"Prefs\") }\n  }\n}\n\nstruct MainView: View {"
        ),
      ], settings: true),
    .init(
      name: "a Settings scene in a Scene type's body",
      edits: [
        ("WindowGroup { MainView() }", "WindowGroup { MainView() }\n    PrefsScene()"),
        (
          "struct MainView: View {",
          "struct PrefsScene: Scene {\n  var body: some Scene {\n    Settings { Text(\"Prefs\") }\n  }\n}\n\nstruct MainView: View {"
        ),
      ], settings: true),
    .init(
      name: "a class Settings made by its initializer (Settings())",
      edits: [
        (
          "enum UserText {",
          "final class Settings: ObservableObject {\n  static let shared = Settings()\n}\n\nenum UserText {"
        )
      ], settings: false),
    .init(
      name: "a view's Settings { } builder call outside a scene builder",
      edits: [
        (
          "Text(UserText.Settings.title)\n      .toolbar",
          "VStack { Settings { Text(\"x\") } }\n      .toolbar"
        )
      ],
      settings: false),
  ]

  @Test("struct-named-settings: which Settings are scenes", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(result.templates.contains { $0.kind == .settings } == variant.settings)
  }
}
