import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §14 (order) with §13: AppKit's own items without a group end their menu, and menu
/// order decides which of two enabled items on one shortcut performs.
@Suite struct AppKitItemsEndTheirMenuSpecTests {
  /// Edit and View commands of the app without a group, one of them on ⌃⌘F (Enter Full
  /// Screen's key) and one on ⌃⌘Space (Emoji & Symbols'); a focused text field enables the
  /// Edit items.
  static let scene = #"""
    {"app": "Order", "platform": "macOS",
     "commands": [
       {"id": "app.focusMode", "title": "Focus Mode", "menu": "View", "shortcut": "ctrl+cmd+f"},
       {"id": "app.zoomText", "title": "Zoom Text", "menu": "View"},
       {"id": "app.symbols", "title": "Insert Symbol", "menu": "Edit",
        "shortcut": "ctrl+cmd+space"},
       {"id": "app.pinned", "title": "Pinned Rows", "menu": "Edit", "group": "pasteboard"}],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
       {"id": "field", "textInput": true}]}}},
     "windows": [{"template": "main", "id": "w1", "focus": "field"}]}
    """#

  static func ids(_ menu: String, in app: App) throws -> [String] {
    try #require(app.validatedMenu(menu)).items.map(\.id)
  }

  // §14 "Start Dictation and Emoji & Symbols end the Edit menu, Show Tab Bar, Show All Tabs
  // and Enter Full Screen end the View menu."
  @Test(
    "AppKit's own items end their menu, after the app's items without a group",
    arguments: [
      ("Edit", ["app.symbols", "edit.startDictation", "edit.emojiAndSymbols"]),
      (
        "View",
        [
          "app.focusMode", "app.zoomText", "view.showTabBar", "view.showAllTabs",
          "view.toggleFullScreen",
        ]
      ),
    ])
  func tails(menu: String, last: [String]) throws {
    let app = try SpecScene.app(Self.scene)
    let ids = try Self.ids(menu, in: app)
    #expect(Array(ids.suffix(last.count)) == last, "\(ids)")
  }

  // §14 "grouped defaults sit where their group is": a grouped app item stays in its group,
  // ahead of the items without one.
  @Test("A grouped app item stays in its group")
  func groupedStays() throws {
    let ids = try Self.ids("Edit", in: try SpecScene.app(Self.scene))
    let pinned = try #require(ids.firstIndex(of: "app.pinned"))
    let selectAll = try #require(ids.firstIndex(of: "edit.selectAll"))
    #expect(pinned == selectAll + 1, "\(ids)")
  }

  // §14 "Menu order decides which of two enabled items on one shortcut performs (§13), so
  // this order is behaviour": both items on the key are enabled, and the app's comes first.
  @Test(
    "On a shared key the app's item performs, not AppKit's later one",
    arguments: [("ctrl+cmd+f", "app.focusMode"), ("ctrl+cmd+space", "app.symbols")])
  func menuOrderDecides(key: String, command: String) throws {
    var app = try SpecScene.app(Self.scene)
    let bound = app.validatedMenuBar().flatMap(\.items).filter {
      $0.shortcut == Fixtures.shortcut(key)
    }
    #expect(bound.count == 2)
    #expect(bound.allSatisfy { $0.isEnabled })
    #expect(bound.first?.id == command)
    #expect(SpecScene.press(key, in: &app).performedCommand == command)
  }

  // §14 "a declared command with a standard id replaces that default item: … its place
  // stays unless it names another".
  @Test("A replacement of AppKit's item keeps its place at the end; with a group it moves")
  func replacementPlace() throws {
    let kept = try SpecScene.app(
      Self.scene.replacingOccurrences(
        of: #"{"id": "app.zoomText", "title": "Zoom Text", "menu": "View"},"#,
        with: #"{"id": "app.zoomText", "title": "Zoom Text", "menu": "View"},"#
          + #"{"id": "view.showTabBar", "title": "Tabs"},"#))
    #expect(
      try Self.ids("View", in: kept).suffix(3) == [
        "view.showTabBar", "view.showAllTabs", "view.toggleFullScreen",
      ])
    let moved = try SpecScene.app(
      Self.scene.replacingOccurrences(
        of: #"{"id": "app.zoomText", "title": "Zoom Text", "menu": "View"},"#,
        with: #"{"id": "app.zoomText", "title": "Zoom Text", "menu": "View"},"#
          + #"{"id": "view.showTabBar", "title": "Tabs", "group": "toolbar"},"#))
    #expect(try Self.ids("View", in: moved).first == "view.showTabBar")
  }
}

/// SPEC §13 "every item shows its own key equivalent".
@Suite struct SharedKeyEquivalentSpecTests {
  // §13 "every item still shows its own key equivalent (NSMenu draws each item's)".
  @Test("Two items on one shortcut both show it, enabled or not")
  func bothShow() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "G", "platform": "macOS", "commandSets": ["textEditing"],
       "commands": [{"id": "app.g", "title": "Go", "menu": "Tools", "shortcut": "cmd+g"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}},
       "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
      """#)
    let items = app.validatedMenuBar().flatMap(\.items)
    let shown = items.filter { $0.shortcut == Fixtures.shortcut("cmd+g") }
    #expect(shown.map(\.id) == ["edit.findNext", "app.g"])
    #expect(shown.map(\.isEnabled) == [false, true])
  }
}
