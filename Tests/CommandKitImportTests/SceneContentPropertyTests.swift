import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A scene whose content is a computed view property of the App (`MenuBarExtra {
/// menuBarContent }`, `Window("Log") { logContent }`) shows what the property builds
/// (ImporterDefects/scene-content-property/). Written in round eighteen, after the thirtieth
/// held-out batch was judged (TypeWhisper's status-menu Quit ⌘Q read into the main window,
/// cause `menu-bar-extra-content-helper`).
@Suite struct SceneContentPropertyTests {
  static let folder = "scene-content-property"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Each window as "name kind: controls" (``ImporterDefectsTests/windows(_:fields:onlyFilled:)``).
    let windows: [String]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "a menu-style MenuBarExtra's property content is in no window; a Window's is its own",
      edits: [],
      windows: ["log window: Clear Log", "main window: "], findings: []),
    .init(
      name: "the same view written in the braces",
      edits: [
        ("      menuBarContent\n", "      MenuBarView()\n"),
        ("      logContent\n", "      LogView()\n"),
      ],
      windows: ["log window: Clear Log", "main window: "], findings: []),
    .init(
      name: "a property reached through another property",
      edits: [
        (
          "    MenuBarView()\n  }",
          "    innerMenu\n  }\n\n  private var innerMenu: some View {\n    MenuBarView()\n  }"
        )
      ],
      windows: ["log window: Clear Log", "main window: "], findings: []),
    .init(
      name: "a property naming no view of its own shows nothing more",
      edits: [("    MenuBarView()\n  }", "    EmptyView()\n  }")],
      windows: ["log window: Clear Log", "main window: "], findings: []),
    .init(
      // Its ⌘Q hides Quit there as a `shadowed` info, not a warning, since round
      // twenty-two: a control that plays its core key's role (`e0249b4`).
      name: "the Quit button written in the main window is the main window's",
      edits: [
        (
          "    TextField(\"Note\", text: $text)",
          "    TextField(\"Note\", text: $text)\n    MenuBarView()"
        )
      ],
      windows: ["log window: Clear Log", "main window: Quit Example"],
      findings: []),
  ]

  @Test(
    "scene-content-property: a scene's content through an App property is that scene's",
    arguments: variants)
  func contentProperty(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(try ImporterDefectsTests.windows(result) == variant.windows)
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
