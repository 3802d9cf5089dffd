import CommandKitAudit
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `menu-bar-extra-content-view/` (SaneHosts, eighth held-out batch): a `MenuBarExtra` whose
/// content is a view type of its own. In the menu style (and the default one) that view is a
/// status-item menu, in no window; in the window style it is the extra's panel; a view that a
/// window shows too stays in that window.
@Suite struct MenuBarExtraContentTests {
  static let folder = "menu-bar-extra-content-view"

  @Test("menu-bar-extra-content-view: a menu-style MenuBarExtra's view holds no live control")
  func menuContentViewIsNoControl() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(result.controls.isEmpty)
    #expect(result.templates.flatMap(\.nodes).isEmpty)
    #expect(
      result.warnings.filter { $0.message.contains("shown only in a MenuBarExtra menu") }
        .map(\.location.line) == [22, 25])
    #expect(result.census.keyboardShortcuts.warned == 2)
    #expect(try !ImporterDefectsTests.audited(Self.folder).contains { $0.kind == .shadowed })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The templates holding the view's two buttons, in order.
    let holders: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "no style (automatic): a menu", edits: [(".menuBarExtraStyle(.menu)", "")],
      holders: []),
    .init(
      name: "window style: the extra's panel holds them",
      edits: [(".menuBarExtraStyle(.menu)", ".menuBarExtraStyle(.window)")],
      holders: ["example", "example"]),
    .init(
      name: "a window shows the view too: it stays there",
      edits: [("WindowGroup { Text(\"Main\") }", "WindowGroup { StatusMenu() }")],
      holders: ["main", "main"]),
    .init(
      name: "a view the menu's view uses is in the menu too",
      edits: [
        ("      StatusMenu()\n", "      MenuShell()\n"),
        (
          "struct StatusMenu: View {",
          "struct MenuShell: View {\n  var body: some View { StatusMenu() }\n}\n\n"
            + "struct StatusMenu: View {"
        ),
      ],
      holders: []),
  ]

  @Test(
    "menu-bar-extra-content-view: where the view's buttons are, by style and use",
    arguments: variants)
  func placement(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let holders = result.templates.flatMap { template in
      template.nodes.flatMap(\.controls).map { _ in template.name }
    }
    #expect(holders == variant.holders)
    #expect(result.controls.isEmpty)
  }
}
