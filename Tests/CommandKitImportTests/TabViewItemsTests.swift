import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `tab-view-items`: an `NSTabView` shows only its selected item's view, so each item of a tab
/// view with two or more items holding views is a template of its own, the window showing that
/// tab; views outside the tab view stay in the window's template
/// (ImporterDefects/tab-view-items/; Colloquy's connection inspector, forty-eighth held-out
/// batch; written in round twenty-six, after the batch was judged). The only window is the main
/// one (`main`); its tabs' templates are named after it as Interface Builder names it.
@Suite struct TabViewItemsTests {
  static let folder = "tab-view-items"

  /// The text between the first tab's views and the second's: deleting it puts both buttons
  /// on one tab.
  static let tabBoundary = """
                                        </subviews>
                                    </view>
                                </tabViewItem>
                                <tabViewItem label="Rules" identifier="rules" id="rulesItem">
                                    <view key="view" id="rulesView">
                                        <subviews>

    """

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [String: [(String, String)]]
    /// Each template's node ids, by template name.
    let templates: [String: [String]]
    /// Whether the two ⌘R buttons are `ambiguous`.
    let ambiguous: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "two tabs: each tab is the window showing it", edits: [:],
      templates: [
        "main": ["filter"], "inspectorRooms": ["room", "removeRoom"],
        "inspectorRules": ["removeRule"],
      ],
      ambiguous: false),
    .init(
      name: "both buttons on one tab stay one window's",
      edits: ["Inspector.xib": [(tabBoundary, "")]],
      templates: ["main": ["room", "removeRoom", "removeRule", "filter"]],
      ambiguous: true),
    .init(
      name: "a tab without a label is named by its place",
      edits: ["Inspector.xib": [(#"label="Rules" "#, "")]],
      templates: [
        "main": ["filter"], "inspectorRooms": ["room", "removeRoom"],
        "inspectorTab2": ["removeRule"],
      ],
      ambiguous: false),
  ]

  /// The storyboard form: a tab view controller's tabs (`relationship="tabItems"`).
  static let controllerVariants: [Variant] = [
    .init(
      name: "two tab view controller tabs: each tab is the window showing it", edits: [:],
      templates: [
        "main": [], "settings2Accounts": ["server", "refreshAccounts"],
        "settings2Rules": ["reloadRules"],
      ],
      ambiguous: false),
    .init(
      name: "the same two controllers as a split view's items stay one window's",
      edits: [
        "Preferences.storyboard": [(#"relationship="tabItems""#, #"relationship="splitItems""#)]
      ],
      templates: ["main": ["server", "refreshAccounts", "reloadRules"]],
      ambiguous: true),
  ]

  @Test(
    "tab-view-controller-tabs: each tab of a tab view controller is a template",
    arguments: controllerVariants)
  func controllerTabsAreShownOneAtATime(_ variant: Variant) throws {
    try check(variant, folder: "tab-view-controller-tabs", title: "Settings")
  }

  @Test(
    "tab-view-items: each tab of a tab view is a template; two tabs' buttons are never live together",
    arguments: variants)
  func tabsAreShownOneAtATime(_ variant: Variant) throws {
    try check(variant, folder: Self.folder, title: "Inspector")
  }

  private func check(_ variant: Variant, folder: String, title: String) throws {
    let result = try ImporterDefectsTests.importedCopy(of: folder, editing: variant.edits)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.json.prettyPrinted().utf8))
        as? [String: Any])
    let templates = try #require(json["templates"] as? [String: [String: Any]])
    func nodeIDs(_ node: [String: Any]) -> [String] {
      let children = node["children"] as? [[String: Any]] ?? []
      let own = (node["id"] as? String).map { $0 == "root" ? [] : [$0] } ?? []
      return own + children.flatMap(nodeIDs)
    }
    let read = templates.mapValues { nodeIDs($0["root"] as? [String: Any] ?? [:]) }
    #expect(read == variant.templates)
    // Every tab's template is the same window: its title and kind.
    #expect(Set(templates.values.compactMap { $0["title"] as? String }) == [title])
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let ambiguous = scene.app.audit().findings.filter {
      $0.kind == .ambiguous && $0.shortcut == KeyboardShortcut("r", modifiers: .command)
    }
    #expect(ambiguous.isEmpty != variant.ambiguous)
  }
}
