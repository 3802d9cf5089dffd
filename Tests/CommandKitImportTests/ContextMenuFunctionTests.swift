import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `context-menu-function`: the buttons of a view function or property that only a type's
/// context menus use are the menu's, not the window's (SPEC §22; ImporterDefects/
/// context-menu-function/). Written after the twenty-fourth held-out batch was judged
/// (Planet's sidebar item, ⌘R and ⇧⌘R).
@Suite struct ContextMenuFunctionTests {
  static let folder = "context-menu-function"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether Full Rebuild is a live control of the window (`shadowed` with Rebuild).
    let live: Bool
    var testDescription: String { name }
  }

  static let call = "        developMenu()\n"

  static let variants: [Variant] = [
    .init(name: "the function is called only from the context menu", edits: [], live: false),
    .init(
      name: "the context menu calls it through self",
      edits: [(call, "        self.developMenu()\n")], live: false),
    .init(
      name: "the function is a view property",
      edits: [
        (call, "        developMenu\n"),
        ("  private func developMenu() -> some View {", "  private var developMenu: some View {"),
      ],
      live: false),
    .init(
      name: "a function the context menu's function calls",
      edits: [
        (call, "        toolsMenu()\n"),
        (
          "  @ViewBuilder\n  private func developMenu",
          "  private func toolsMenu() -> some View {\n    developMenu()\n  }\n\n"
            + "  @ViewBuilder\n  private func developMenu"
        ),
      ],
      live: false),
    .init(
      name: "the body also shows the function's buttons",
      edits: [("    Text(name)\n", "    HStack { Text(name); developMenu() }\n")], live: true),
  ]

  @Test(
    "context-menu-function: a view function only a context menu uses holds menu items, not controls",
    arguments: variants)
  func contextMenuFunction(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let windows = try ImporterDefectsTests.windows(result)
    let live = windows.contains { $0.contains("Full Rebuild") }
    #expect(live == variant.live)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.live)
  }
}
