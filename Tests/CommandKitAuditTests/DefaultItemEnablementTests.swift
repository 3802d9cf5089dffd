import CommandKitAudit
import CommandKitLite
import Testing

/// The audit decides where a platform default item (SPEC §14) is enabled exactly as the
/// resolver does: every context an `ambiguous` finding names is a state where pressing the
/// shortcut finds both commands enabled, and every such state is named.
@Suite("Default item enablement in the audit")
struct DefaultItemEnablementTests {
  /// Where the second window of a layout is, and which windows have a toolbar.
  struct Layout: Sendable, CustomStringConvertible {
    /// The kind of the window beside the main one: `panel` or `settings`.
    var kind: WindowKind
    var toolbarInMain: Bool
    var toolbarInSecond: Bool
    var description: String {
      "\(kind) toolbar main:\(toolbarInMain) second:\(toolbarInSecond)"
    }
  }

  static let layouts = [
    Layout(kind: .panel, toolbarInMain: false, toolbarInSecond: false),
    Layout(kind: .panel, toolbarInMain: true, toolbarInSecond: false),
    Layout(kind: .panel, toolbarInMain: false, toolbarInSecond: true),
    Layout(kind: .settings, toolbarInMain: true, toolbarInSecond: false),
    Layout(kind: .settings, toolbarInMain: false, toolbarInSecond: true),
  ]

  /// Defaults with a shortcut, one per rule of SPEC §14's table that depends on the key
  /// window (Copy through a responder, Emoji & Symbols with a text input, Minimize and
  /// Enter Full Screen on windows and documents, Close on every closable kind, Show
  /// Toolbar with a toolbar, Show Next Tab never).
  static let defaults = [
    "edit.copy", "edit.selectAll", "edit.emojiAndSymbols", "window.minimize",
    "view.toggleFullScreen", "file.close", "view.showToolbar", "window.showNextTab",
  ]

  /// `main` (a window: a list and a text field) and `second` (a panel or settings window:
  /// a button and a text field), each with a toolbar when the layout says so; plus a
  /// declared, always-enabled command on the default's shortcut.
  static func app(_ layout: Layout, clashingWith id: String) throws -> (App, KeyboardShortcut)? {
    func root(_ prefix: String, toolbar: Bool) -> ViewNode {
      var children = [
        ViewNode("\(prefix)list", role: "list").focusable(),
        ViewNode("\(prefix)field", role: "textField").textInput(),
      ]
      if toolbar { children.insert(ViewNode("\(prefix)bar", role: ViewNode.toolbarRole), at: 0) }
      return ViewNode("\(prefix)root", children: children)
    }
    var app = App(name: "Fixture", platform: .macOS)
    try app.addTemplate(WindowTemplate("main", root: root("m", toolbar: layout.toolbarInMain)))
    try app.addTemplate(
      WindowTemplate("second", kind: layout.kind, root: root("s", toolbar: layout.toolbarInSecond)))
    guard let shortcut = app.command(id)?.shortcut else { return nil }
    try app.register([Command(id: "x.clash", title: "Clash", menu: "Tools", shortcut: shortcut)])
    return (app, shortcut)
  }

  /// Every state the audit's contexts stand for: one window open and a node focused, or
  /// (`second` is panel-like) the main window open behind the second one.
  static let contexts: [(name: String, windows: [String], focus: String)] = [
    ("main/mlist", ["main"], "mlist"), ("main/mfield", ["main"], "mfield"),
    ("second/slist", ["second"], "slist"), ("second/sfield", ["second"], "sfield"),
    ("second/slist+main/mlist", ["main", "second"], "slist"),
    ("second/slist+main/mfield", ["main", "second"], "slist"),
    ("second/sfield+main/mlist", ["main", "second"], "sfield"),
    ("second/sfield+main/mfield", ["main", "second"], "sfield"),
  ]

  /// Builds a context's state with the App API: opens its windows (focusing the main
  /// window's node first in a pair) and focuses the key window's node.
  static func state(_ context: (name: String, windows: [String], focus: String), in app: App)
    throws -> App
  {
    var app = app
    if context.windows.count == 2, let mainNode = context.name.split(separator: "/").last {
      try app.open("main")
      try app.focus(NodePath(window: "main", node: String(mainNode)))
    }
    let key = try app.open(context.windows.last ?? "main")
    try app.focus(NodePath(window: key, node: context.focus))
    return app
  }

  @Test(
    "A default collides in exactly the contexts where the resolver enables it",
    arguments: layouts, defaults)
  func findingsMatchRunTime(layout: Layout, id: String) throws {
    guard let (app, shortcut) = try Self.app(layout, clashingWith: id) else {
      // Show Toolbar exists only with a toolbar node (SPEC §14): nothing to collide with.
      #expect(id == "view.showToolbar" && !layout.toolbarInMain && !layout.toolbarInSecond)
      return
    }
    let named = Set(
      app.audit().findings
        .filter { $0.kind == .ambiguous && Set($0.commands) == ["x.clash", id] }
        .flatMap(\.contexts))
    var enabledAtRunTime = Set<String>()
    for context in Self.contexts {
      let state = try Self.state(context, in: app)
      let both =
        state.validate(id)?.isEnabled == true && state.validate("x.clash")?.isEnabled == true
      var pressed = state
      let result = pressed.press(shortcut)
      if both {
        enabledAtRunTime.insert(context.name)
        // Both enabled: the press performs one of the two, the other is shadowed by it.
        #expect(result.kind == .performed, "\(context.name)")
        #expect(["x.clash", id].contains(result.performedCommand ?? ""), "\(context.name)")
      } else {
        #expect(
          result.performedCommand == "x.clash" || result.kind != .performed, "\(context.name)")
      }
    }
    #expect(named.count <= ShortcutAudit.witnessLimit)
    #expect(named == enabledAtRunTime)
  }

  @Test(
    "No finding names a context where the default is disabled",
    arguments: layouts, defaults)
  func noFindingWhereDisabled(layout: Layout, id: String) throws {
    guard let (app, _) = try Self.app(layout, clashingWith: id) else { return }
    for finding in app.audit().findings where finding.commands.contains(id) {
      for name in finding.contexts {
        let context = try #require(Self.contexts.first { $0.name == name }, "\(name)")
        let state = try Self.state(context, in: app)
        // A duplicate's witnesses are where each of its meanings is enabled (SPEC §20):
        // one of its commands, not necessarily the default, is enabled there.
        let enabled =
          finding.kind == .duplicate
          ? finding.commands.contains { state.validate($0)?.isEnabled == true }
          : state.validate(id)?.isEnabled == true
        #expect(enabled, "\(finding.kind) \(name)")
      }
    }
  }
}
