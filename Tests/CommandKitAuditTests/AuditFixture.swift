import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport

/// Small builders for audit fixtures, built in Swift (no scene files).
enum AuditFixture {
  static func command(
    _ id: String, _ title: String? = nil, shortcut: String? = nil, requires: String? = nil,
    enabledIf: EnablementRule = .present, menu: String = "Edit", effect: CommandEffect? = nil
  ) -> Command {
    Command(
      id: id, title: title ?? id, menu: menu, shortcut: shortcut.map(Fixtures.shortcut),
      requires: requires, enabledIf: enabledIf, effect: effect)
  }

  static func app(
    platform: Platform = .macOS, commands: [Command], templates: [WindowTemplate] = [],
    appValues: [(String, JSONValue)] = []
  ) throws -> App {
    var app = App(name: "Fixture", platform: platform)
    for (name, value) in appValues { app.setAppValue(value, named: name) }
    try app.register(commands)
    for template in templates { try app.addTemplate(template) }
    return app
  }

  /// ``app(platform:commands:templates:appValues:)`` without the platform's default items
  /// (SPEC §14), for rules that must see only the commands a test declares.
  static func bareApp(
    platform: Platform = .macOS, commands: [Command], templates: [WindowTemplate] = []
  ) throws -> App {
    var app = try self.app(platform: platform, commands: commands, templates: templates)
    app.setDefaultCommandOptions(.none)
    return app
  }

  /// `main`: a sidebar publishing `folder`, a list publishing `item` (selectable, with
  /// items), and a text editor publishing `document`.
  static func notesWindow(listHandlers: [(String, String)] = []) -> WindowTemplate {
    var list = ViewNode("list", role: "list").focusable()
      .selectable(items: ["n1", "n2"]).focusedValue(named: "item", "n1")
    for (shortcut, action) in listHandlers {
      list = list.onKeyPress(Fixtures.shortcut(shortcut), action: action)
    }
    let root = ViewNode(
      "root", role: "split",
      children: [
        ViewNode("sidebar", role: "list").focusable().focusedValue(named: "folder", "All"),
        list,
        ViewNode("editor", role: "textEditor").textInput().focusedValue(named: "document", "n1"),
      ])
    return WindowTemplate("main", kind: .window, root: root)
  }

  /// Cut, Copy, Paste, Select All and Undo with their standard shortcuts, always enabled:
  /// the Edit items a text input needs (SPEC §20 `missing-edit-commands`).
  static func editItems(except skipped: Set<String> = []) -> [Command] {
    [
      ("edit.cut", "Cut", "cmd+x"), ("edit.copy", "Copy", "cmd+c"),
      ("edit.paste", "Paste", "cmd+v"), ("edit.selectAll", "Select All", "cmd+a"),
      ("edit.undo", "Undo", "cmd+z"),
    ].filter { !skipped.contains($0.0) }.map { command($0.0, $0.1, shortcut: $0.2) }
  }

  static func findings(
    _ app: App, _ kind: Finding.Kind, platform: Platform? = nil,
    hiddenNodes: HiddenNodePolicy = .included
  ) -> [Finding] {
    ShortcutAudit(app: app, platform: platform, hiddenNodes: hiddenNodes).run().findings
      .filter { $0.kind == kind }
  }
}
