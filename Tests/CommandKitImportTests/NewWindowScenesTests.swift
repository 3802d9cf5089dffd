import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `new-window-without-multiple-scenes`: iPadOS's File ▸ New Window (⌘N) is there only for
/// an app whose Info.plist supports multiple scenes (UIKit docs,
/// `UIApplicationSupportsMultipleScenes`; ImporterDefects/new-window-without-multiple-scenes/).
/// Written after the sixth held-out batch was judged (DuckDuckGo's two ⌘N `shadowed`).
@Suite struct NewWindowScenesTests {
  static let folder = "new-window-without-multiple-scenes"

  static func manifest(_ value: String) -> String {
    "<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t\(value)\n\t</dict>\n\t<key>UIRequiresFullScreen</key>"
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// Whether iPadOS's New Window stays (and so the ⌘N handler is `shadowed`).
    let newWindow: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "no UIApplicationSceneManifest (a UIKit app)", edits: [:], newWindow: false),
    .init(
      name: "UIApplicationSupportsMultipleScenes true",
      edits: [
        "Info.plist": [
          (
            "<key>UIRequiresFullScreen</key>",
            manifest("<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>")
          )
        ]
      ], newWindow: true),
    .init(
      name: "UIApplicationSupportsMultipleScenes false",
      edits: [
        "Info.plist": [
          (
            "<key>UIRequiresFullScreen</key>",
            manifest("<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>")
          )
        ]
      ], newWindow: false),
    .init(
      name: "a manifest without UIApplicationSupportsMultipleScenes",
      edits: [
        "Info.plist": [
          (
            "<key>UIRequiresFullScreen</key>",
            manifest("<key>UISceneConfigurations</key>\n\t\t<dict/>")
          )
        ]
      ], newWindow: false),
    .init(
      name: "UIApplicationSupportsMultipleScenes from a build setting (decided by the build)",
      edits: [
        "Info.plist": [
          (
            "<key>UIRequiresFullScreen</key>",
            manifest(
              "<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<string>$(MULTIPLE)</string>")
          )
        ]
      ], newWindow: true),
    .init(
      name: "only an app extension's Info.plist (nothing to tell)",
      edits: [
        "Info.plist": [
          ("<key>UIRequiresFullScreen</key>", "<key>NSExtension</key>\n\t<dict/>\n\t<key>X</key>")
        ]
      ], newWindow: true),
    .init(
      name: "a SwiftUI App without a manifest in its Info.plist (Xcode may generate it)",
      edits: [
        "TabsViewController.swift": [
          (
            "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n}",
            "import SwiftUI\n\n@main\nstruct ExampleApp: App {\n  var body: some Scene {\n    WindowGroup { Text(\"Tabs\") }\n  }\n}"
          )
        ]
      ], newWindow: true),
  ]

  @Test(
    "new-window-without-multiple-scenes: no New Window without multiple scenes: ⌘N shadows nothing",
    arguments: variants)
  func newWindow(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    #expect(result.platform == .iPadOS)
    #expect(result.removedGroups.contains("newItem") == !variant.newWindow)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let app = scene.app
    #expect(app.commands.contains { $0.id == "file.newWindow" } == variant.newWindow)
    let shadowed = app.audit().findings.contains {
      $0.kind == .shadowed && $0.shortcut == KeyboardShortcut("n", modifiers: .command)
    }
    #expect(shadowed == variant.newWindow)
  }
}
