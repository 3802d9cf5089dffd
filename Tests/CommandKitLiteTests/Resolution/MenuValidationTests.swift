import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite struct MenuValidationTests {
  func command(
    _ id: String, _ menu: String, group: CommandGroupPlacement? = nil, requires: String? = nil,
    enabledIf: EnablementRule = .present
  ) -> Command {
    Command(id: id, title: id, menu: menu, group: group, requires: requires, enabledIf: enabledIf)
  }

  @Test(
    "Menus follow App, File, Edit, Format, View, custom menus, Window, Help; empty menus are left out"
  )
  func menuOrder() throws {
    var app = App(name: "Demo")
    try app.register([
      command("help", "Help"), command("custom2", "Tools"), command("win", "Window"),
      command("view", "View"), command("custom1", "Note"), command("format", "Format"),
      command("edit", "Edit"), command("file", "File"), command("about", "App"),
      command("custom3", "Tools"),
    ])
    #expect(
      app.validatedMenuBar().map(\.title) == [
        "Demo", "File", "Edit", "Format", "View", "Tools", "Note", "Window", "Help",
      ])
    #expect(app.validatedMenu("Tools")?.items.map(\.id) == ["custom2", "custom3"])
  }

  @Test("An app named like the next menu shows one menu with both menus' items")
  func sharedTitle() throws {
    var app = App(name: "File", defaultCommands: .none)
    try app.register([command("open", "File"), command("about", "App"), command("cut", "Edit")])
    let bar = app.validatedMenuBar()
    #expect(bar.map(\.title) == ["File", "Edit"])
    #expect(bar.first?.items.map(\.id) == ["about", "open"])
  }

  @Test("Every command appears once, in its menu, for large menu bars")
  func largeMenuBar() throws {
    var app = App(name: "Big", defaultCommands: .none)
    let menus = ["File", "Edit", "Tools", "View"]
    try app.register((0..<500).map { command("c\($0)", menus[$0 % menus.count]) })
    let bar = app.validatedMenuBar()
    #expect(bar.map(\.title) == ["File", "Edit", "View", "Tools"])
    #expect(bar.reduce(0) { $0 + $1.items.count } == 500)
    #expect(bar.first { $0.title == "Tools" }?.items.map(\.id).prefix(3) == ["c2", "c6", "c10"])
  }

  @Test("Standard groups order items inside a menu, as CommandGroupPlacement does")
  func groupOrder() throws {
    var app = App(name: "Demo", defaultCommands: .none)
    try app.register([
      command("find", "Edit", group: .textEditing), command("loose", "Edit"),
      command("copy", "Edit", group: .pasteboard), command("undo", "Edit", group: .undoRedo),
    ])
    #expect(app.validatedMenu("Edit")?.items.map(\.id) == ["undo", "copy", "find", "loose"])
  }

  struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: EnablementRule
    let value: JSONValue?
    let enabled: Bool
    var testDescription: String { "\(rule) with \(value.map(\.description) ?? "nothing")" }
  }

  static let ruleCases: [RuleCase] = [
    .init(rule: .present, value: nil, enabled: false),
    .init(rule: .present, value: false, enabled: true),
    .init(rule: .present, value: "", enabled: true),
    .init(rule: .present, value: .null, enabled: false),
    .init(rule: .nonEmpty, value: "", enabled: false),
    .init(rule: .nonEmpty, value: "x", enabled: true),
    .init(rule: .nonEmpty, value: [], enabled: false),
    .init(rule: .nonEmpty, value: ["a"], enabled: true),
    .init(rule: .nonEmpty, value: .object(JSONObject()), enabled: false),
    .init(rule: .nonEmpty, value: ["k": 1], enabled: true),
    .init(rule: .nonEmpty, value: 3, enabled: false),
    .init(rule: .true, value: true, enabled: true),
    .init(rule: .true, value: false, enabled: false),
    .init(rule: .true, value: "true", enabled: false),
    .init(rule: .true, value: 1, enabled: false),
  ]

  @Test("requires/enabledIf decide enablement", arguments: ruleCases)
  func enablement(_ c: RuleCase) throws {
    var app = App(name: "Demo")
    try app.register(command("c", "Edit", requires: "k", enabledIf: c.rule))
    if let value = c.value { app.setAppValue(value, named: "k") }
    #expect(app.validate("c")?.isEnabled == c.enabled)
  }

  @Test("A command with no requires is always enabled")
  func noRequires() throws {
    var app = App(name: "Demo")
    try app.register(command("c", "Edit"))
    #expect(app.validate("c")?.isEnabled == true)
  }

  @Test("titleBy picks the title from a Boolean; checkedBy shows a checkmark for true")
  func titleAndCheck() throws {
    var app = App(name: "Demo")
    try app.register(
      Command(
        id: "t", title: "Toggle", menu: "View", checkedBy: "on",
        titleBy: TitleRule(key: "on", whenTrue: "Hide", whenFalse: "Show")))
    #expect(app.validate("t")?.title == "Toggle")
    #expect(app.validate("t")?.isChecked == false)
    app.setAppValue(true as JSONValue, named: "on")
    #expect(app.validate("t")?.title == "Hide")
    #expect(app.validate("t")?.isChecked == true)
    app.setAppValue(false as JSONValue, named: "on")
    #expect(app.validate("t")?.title == "Show")
    #expect(app.validate("t")?.isChecked == false)
  }

  @Test("The overlay lists enabled commands with shortcuts, by menu")
  func overlay() throws {
    var app = App(name: "Demo")
    try app.register([
      Command(id: "a", title: "A", menu: "File", shortcut: Fixtures.shortcut("cmd+a")),
      Command(id: "b", title: "B", menu: "File"),
      Command(
        id: "c", title: "C", menu: "Edit", shortcut: Fixtures.shortcut("cmd+c"), requires: "missing"
      ),
      Command(id: "d", title: "D", menu: "Note", shortcut: Fixtures.shortcut("cmd+d")),
    ])
    let overlay = app.shortcutOverlay()
    // With no window open, of the platform's defaults (SPEC §14) only the always-enabled
    // ones with a shortcut show: Hide, Hide Others, Quit and Help.
    #expect(overlay.map(\.title) == ["Demo", "File", "Note", "Help"])
    #expect(
      overlay.flatMap(\.items).map(\.id) == [
        "app.hide", "app.hideOthers", "app.quit", "a", "d", "help.appHelp",
      ])
  }
}
