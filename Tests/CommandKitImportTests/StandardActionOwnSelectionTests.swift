import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `standard-action-own-selection`: a standard edit action (Delete ⌫, `delete:`) that a
/// non-text responder of the app implements (a view controller's `override func delete(_:)`,
/// a window controller's `@IBAction func delete(_:)`) is enabled in that responder's windows
/// whatever has focus there, besides in text inputs as the platform gives it (AppKit's
/// automatic menu enabling; UIKit's `canPerformAction(_:withSender:)` and
/// `target(forAction:withSender:)`). ImporterDefects/standard-action-own-selection/ (UIKit)
/// and standard-action-own-selection-appkit/ (an Interface Builder menu, where nothing
/// changes: its Edit items require nothing). Written after the fourth held-out batch was
/// judged (Zavala's Delete ⌫, `swallowed`).
@Suite struct StandardActionOwnSelectionTests {
  static let uiKit = "standard-action-own-selection"
  static let appKit = "standard-action-own-selection-appkit"

  /// The templates whose scene values include `value`, by name, from the scene file.
  static func publishers(of value: String, in result: SceneImport) throws -> Set<String> {
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    return Set(
      scene.app.templates.filter { $0.sceneValues.names.contains(value) }.map(\.name))
  }

  static func audited(_ result: SceneImport) throws -> [Finding] {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings
  }

  @Test(
    "standard-action-own-selection: UIKit, a view controller's delete(_:) enables Delete ⌫ in its window: not swallowed"
  )
  func uiKitControllerEnablesDelete() throws {
    let result = try ImporterDefectsTests.imported(Self.uiKit)
    let delete = try #require(result.commands.first { $0.id == "edit.delete" })
    #expect(delete.shortcut == "delete")
    #expect(delete.requires == "delete:")
    // The editor's window only: the rename dialog has no responder that answers it.
    #expect(try Self.publishers(of: "delete:", in: result) == ["main"])
    let findings = try Self.audited(result)
    #expect(!findings.contains { $0.kind == .swallowed })
  }

  @Test(
    "standard-action-own-selection: AppKit, an Interface Builder menu's Delete requires nothing and is enabled in every window, before and after"
  )
  func appKitMenuWithoutDefaultsUnchanged() throws {
    let result = try ImporterDefectsTests.imported(Self.appKit)
    #expect(!result.defaultCommands)
    let delete = try #require(result.commands.first { $0.id == "edit.delete" })
    #expect(delete.shortcut == "delete")
    #expect(delete.requires == nil)
    var app = try SceneFile.decode(result.json.prettyPrinted()).app
    let main = try #require(result.templates.first { $0.name == "main" })
    let list = try #require(main.nodes.first { $0.role == "list" })
    try app.focus(NodePath(window: "main", node: list.id))
    #expect(app.validate("edit.delete")?.isEnabled == true)
    let preferences = try app.open("preferences")
    try app.focus(NodePath(window: preferences, node: "root"))
    #expect(app.validate("edit.delete")?.isEnabled == true)
    #expect(!(try Self.audited(result)).contains { $0.severity != .info })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let folder: String
    /// Replacements made in the folder's files before importing.
    let edits: [String: [(String, String)]]
    /// The value Delete requires (`nil`: the platform's rule alone).
    let requires: String?
    /// Whether the audit reports Delete ⌫ `swallowed`.
    let swallowed: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "UIKit: the reproduction", folder: uiKit, edits: [:], requires: "delete:",
      swallowed: false),
    .init(
      name: "UIKit: no responder implements delete(_:): swallowed, as before", folder: uiKit,
      edits: [
        "EditorViewController.swift": [
          ("override func delete(_ sender: Any?) {", "func deleteRows(_ sender: Any?) {")
        ]
      ], requires: nil, swallowed: true),
    .init(
      name: "UIKit: an @objc delete(_:) in a controller counts as the override does",
      folder: uiKit,
      edits: [
        "EditorViewController.swift": [
          ("override func delete(_ sender: Any?) {", "@objc func delete(_ sender: Any?) {")
        ]
      ], requires: "delete:", swallowed: false),
    .init(
      name: "UIKit: only a text view subclass implements delete(_:): the platform's rule",
      folder: uiKit,
      edits: [
        "EditorViewController.swift": [
          (
            "final class EditorViewController: UIViewController {",
            "final class TopicTextView: UITextView {\n  override func delete(_ sender: Any?) {}\n}\n\nfinal class EditorViewController: UIViewController {"
          ),
          ("override func delete(_ sender: Any?) {", "func deleteRows(_ sender: Any?) {"),
        ]
      ], requires: nil, swallowed: true),
    .init(
      name: "UIKit: a model object (no responder) implementing delete(_:) changes nothing",
      folder: uiKit,
      edits: [
        "EditorViewController.swift": [
          ("override func delete(_ sender: Any?) {", "func deleteRows(_ sender: Any?) {"),
          (
            "final class RenameViewController: UIViewController {}",
            "final class RenameViewController: UIViewController {}\n\nfinal class Outline: NSObject {\n  @objc func delete(_ sender: Any?) {}\n}"
          ),
        ]
      ], requires: nil, swallowed: true),
    .init(
      name: "UIKit: a controller no window shows: its windows cannot be told, nothing changes",
      folder: uiKit,
      edits: [
        "Main.storyboard": [
          ("customClass=\"EditorViewController\"", "customClass=\"OtherViewController\"")
        ]
      ], requires: nil, swallowed: true),
    .init(
      name: "AppKit (no platform items): the reproduction, nothing changes", folder: appKit,
      edits: [:], requires: nil, swallowed: false),
    .init(
      name: "UIKit: the app delegate implements delete(_:): required, published by the app",
      folder: uiKit,
      edits: [
        "AppDelegate.swift": [
          (
            "final class AppDelegate: UIResponder, UIApplicationDelegate {",
            "final class AppDelegate: UIResponder, UIApplicationDelegate {\n  @objc override func delete(_ sender: Any?) {}\n"
          )
        ],
        "EditorViewController.swift": [
          ("override func delete(_ sender: Any?) {", "func deleteRows(_ sender: Any?) {")
        ],
      ], requires: "delete:", swallowed: false),
  ]

  @Test("standard-action-own-selection: which responders enable Delete", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: variant.folder, editing: variant.edits)
    let delete = try #require(result.commands.first { $0.id == "edit.delete" })
    #expect(delete.requires == variant.requires)
    let swallowed = try Self.audited(result).contains {
      $0.kind == .swallowed && $0.commands == ["edit.delete"]
    }
    #expect(swallowed == variant.swallowed)
  }

  @Test("standard-action-own-selection: the app delegate's delete(_:) is published by the app")
  func appDelegateActionIsAnAppValue() throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.uiKit,
      editing: [
        "AppDelegate.swift": [
          (
            "final class AppDelegate: UIResponder, UIApplicationDelegate {",
            "final class AppDelegate: UIResponder, UIApplicationDelegate {\n  @objc override func delete(_ sender: Any?) {}\n"
          )
        ]
      ])
    let json = try #require(result.json.objectValue)
    let appValues = try #require(json["appValues"]?.objectValue)
    #expect(appValues["delete:"] == .bool(true))
    #expect(try Self.publishers(of: "delete:", in: result).isEmpty)
  }

  @Test("override of a standard edit action is an action; other overrides are not")
  func overridesNoted() throws {
    let source = try SwiftSource(
      file: "A.swift",
      text: """
        class A: UIViewController {
          override func selectAll(_ sender: Any?) {}
          public override func paste(_ sender: Any?) {}
          override func viewDidLoad() {}
          func copy(_ sender: Any?) {}
        }
        """)
    var index = AppIndex()
    index.noteActionsAndValidators(source)
    #expect(index.actionImplementers["selectAll:"] == ["A"])
    #expect(index.actionImplementers["paste:"] == ["A"])
    #expect(index.actionImplementers["viewDidLoad"] == nil)
    #expect(index.actionImplementers["copy:"] == nil)
  }
}
