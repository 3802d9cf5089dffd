import CommandKitLite
import CommandKitTestSupport
import Testing

/// Printing a result reads like the shell's output, never like the storage behind it
/// (issue 19): no `box:`, no `Optional(`, no indexes.
@Suite struct DescriptionTests {
  static func noInternals(_ text: String) -> Bool {
    !text.contains("box") && !text.contains("Optional(") && !text.contains("tree:")
      && !text.contains("focus: Optional")
  }

  @Test("A press prints as one line; debugPrint adds the steps")
  func dispatchResult() throws {
    var app = try Fixtures.notes()
    let press = app.press(Fixtures.shortcut("cmd+n"))
    #expect("\(press)" == "⌘N (cmd+n) in w1: performed file.newNote (value from app)")
    let delete = app.why(Fixtures.shortcut("delete"))
    let expected = "⌫ (delete) in w1: performed edit.delete (value from w1/list)"
    #expect(String(describing: delete) == expected)
    let debug = String(reflecting: delete)
    #expect(debug.hasPrefix(String(describing: delete) + "\n  1. reserved: "))
    #expect(debug.split(separator: "\n").count == delete.steps.count + 1)
    #expect(Self.noInternals(debug))
    let local = app.press(Fixtures.shortcut("up"))
    #expect("\(local)" == "↑ (up) in w1: local handler selectPrevious at w1/list")
    let reserved = app.press(Fixtures.shortcut("cmd+space"))
    #expect("\(reserved)".hasPrefix("⌘Space (cmd+space): reserved for \""))
    #expect("\(reserved)".hasSuffix("; the app never sees it"))
  }

  @Test("An invocation prints as cmdshell invoke says it")
  func invocationResult() throws {
    var app = try Fixtures.notes()
    #expect("\(try app.invoke("file.newNote"))" == "Performed file.newNote (value from app).")
    try app.select([], in: NodePath(window: "w1", node: "list"))
    let disabled = try app.invoke("note.pin")
    #expect("\(disabled)" == "note.pin is \(disabled.reason).")
  }

  @Test("A window prints its header, keyWindow included; debugPrint draws the tree")
  func window() throws {
    var app = try Fixtures.notes()
    let window = try #require(app.keyWindow)
    #expect("\(window)" == "w1 (main, window, active; focus w1/list)")
    #expect(app.keyWindow.map { Self.noInternals(String(reflecting: $0)) } == true)
    let tree = String(reflecting: window).split(separator: "\n").map(String.init)
    #expect(tree.first == "\(window)")
    #expect(tree.contains("    ▶ list (list) [focusable, selectable] {\"selection\": [\"n1\"]}"))
    #expect(tree.contains("    editor (textEditor) [focusable, textInput] {\"document\": \"n1\"}"))
    try app.open("inspector")
    #expect(
      "\(app)" == "Notes (macOS): 2 windows (key inspector, main w1), 4 commands, 2 templates")
  }

  @Test("Menus, menu items, context menus and accessibility results print in words")
  func menus() throws {
    var app = try Fixtures.notes()
    let view = try #require(app.validatedMenu("View"))
    #expect(
      "\(view)" == """
        View
          Hide Sidebar ⌃⌘S (view.showSidebar)
          Show Tab Bar ⇧⌘T (view.showTabBar)
          Show All Tabs ⌘| (view.showAllTabs)
          Enter Full Screen ⌃⌘F (view.toggleFullScreen)
        """)
    let context = try app.contextMenu(for: NodePath(window: "w1", node: "list"))
    #expect(
      "\(context)" == "w1/list, selection [n1]: "
        + context.items.map { "\($0.title) \($0.shortcut?.glyphs ?? "") (\($0.id))" }
        .joined(separator: ", "))
    #expect("\(context)".hasPrefix("w1/list, selection [n1]: Pin Note ⌥⌘P (note.pin)"))
    try app.focus(NodePath(window: "w1", node: "editor"))
    #expect("\(app.accessibilityEscape())" == "performed endEditing at w1/editor")
    #expect("\(app.accessibilityMagicTap())" == "unavailable: nothing in the chain handles it")
  }
}
