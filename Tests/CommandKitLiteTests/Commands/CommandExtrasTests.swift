import CommandKitTestSupport
import Testing

@testable import CommandKitLite

/// A command's rarely set fields (`CommandExtras`) live in one shared, immutable box
/// (issue 28, memory): each still reads back what was set, a copy changed in one leaves the
/// other as it was, commands without them share one empty box, and the declared and composed
/// copies of a command share theirs.
@Suite struct CommandExtrasTests {
  /// One rarely set field: how to set it, and how to read it back as text.
  struct Field: Sendable, CustomTestStringConvertible {
    let name: String
    let set: @Sendable (inout Command) -> Void
    let clear: @Sendable (inout Command) -> Void
    let read: @Sendable (Command) -> String?
    var testDescription: String { name }
  }

  static let location = SourceLocation(file: "Sources/App/Menus.swift", line: 12, column: 5)

  static let fields: [Field] = [
    Field(
      name: "checkedBy", set: { $0.checkedBy = "sidebarVisible" }, clear: { $0.checkedBy = nil },
      read: { $0.checkedBy }),
    Field(
      name: "rejectedShortcut",
      set: {
        $0.rejectedShortcut = RejectedShortcut(
          text: "cmd+retrun",
          reason: .invalid(
            ShortcutParseError(
              input: "cmd+retrun", problem: .unknownKey("retrun", suggestion: "return"))))
      }, clear: { $0.rejectedShortcut = nil }, read: { $0.rejectedShortcut?.text }),
    Field(
      name: "titleBy",
      set: { $0.titleBy = TitleRule(key: "flag", whenTrue: "Hide", whenFalse: "Show") },
      clear: { $0.titleBy = nil }, read: { $0.titleBy.map { "\($0.key) \($0.whenTrue)" } }),
    Field(
      name: "sends", set: { $0.sends = "paste:" }, clear: { $0.sends = nil },
      read: { $0.sends }),
    Field(
      name: "titleKey", set: { $0.titleKey = "menu.paste" }, clear: { $0.titleKey = nil },
      read: { $0.titleKey }),
    Field(
      name: "sourceLocation", set: { $0.sourceLocation = location },
      clear: { $0.sourceLocation = nil }, read: { $0.sourceLocation?.description }),
    Field(
      name: "shortcutLocation", set: { $0.shortcutLocation = location },
      clear: { $0.shortcutLocation = nil }, read: { $0.shortcutLocation?.description }),
    Field(
      name: "toggledTitle", set: { $0.toggledTitle = "Exit Full Screen" },
      clear: { $0.toggledTitle = nil }, read: { $0.toggledTitle }),
    Field(
      name: "submenu", set: { $0.submenu = ["Paste Special"] }, clear: { $0.submenu = [] },
      read: { $0.submenu.isEmpty ? nil : $0.submenu.joined(separator: " ▸ ") }),
    Field(
      name: "unreadableKeyPath", set: { $0.unreadableKeyPath = "\\FocusedValues.computed" },
      clear: { $0.unreadableKeyPath = nil }, read: { $0.unreadableKeyPath }),
  ]

  static func plain(_ id: String = "edit.paste") -> Command {
    Command(id: id, title: "Paste", menu: "Edit", requires: "document")
  }

  @Test(
    "Each rarely set field reads back what was set, and nothing once cleared", arguments: fields)
  func roundTrip(_ field: Field) {
    var command = Self.plain()
    #expect(field.read(command) == nil)
    field.set(&command)
    let value = field.read(command)
    #expect(value != nil)
    // The other fields are untouched.
    for other in Self.fields where other.name != field.name { #expect(other.read(command) == nil) }
    // The fields kept inline are untouched too.
    #expect(command.id == "edit.paste" && command.title == "Paste")
    #expect(command.requires == "document")
    field.clear(&command)
    #expect(field.read(command) == nil)
    #expect(command.extras === CommandExtras.Box.empty)
  }

  @Test("A copy changed in one rarely set field leaves the original as it was", arguments: fields)
  func valueSemantics(_ field: Field) {
    var original = Self.plain()
    for each in Self.fields { each.set(&original) }
    let before = Self.fields.map { $0.read(original) }
    var copy = original
    field.clear(&copy)
    #expect(Self.fields.map { $0.read(original) } == before)
    #expect(field.read(copy) == nil)
    #expect(copy.extras !== original.extras)
  }

  @Test("Commands that set none of the rarely set fields share one empty box")
  func emptyShared() {
    let commands = [
      Self.plain("a"), Command("b", "B", menu: "File") {},
      Command(id: "c", title: "C", menu: "View", checkedBy: nil, titleBy: nil),
    ]
    for command in commands { #expect(command.extras === CommandExtras.Box.empty) }
    // A platform default that toggles its title has a box of its own.
    let items = PlatformMenuItems.items(
      for: .macOS, context: PlatformMenuContext(hasWindowTemplate: true))
    let fullScreen = try? #require(items.first { $0.toggledTitle != nil })
    if let fullScreen {
      let command = Command(platformItem: fullScreen, appName: "Notes")
      #expect(command.toggledTitle == fullScreen.toggledTitle)
      #expect(command.extras !== CommandExtras.Box.empty)
    }
  }

  @Test("The declared and the composed copy of a command share its box")
  func declaredAndComposedShare() throws {
    var app = App(name: "Notes", platform: .macOS)
    var command = Self.plain("notes.pin")
    command.sourceLocation = Self.location
    command.titleBy = TitleRule(key: "pinned", whenTrue: "Unpin", whenFalse: "Pin")
    let checked = Command(id: "notes.lock", title: "Lock", menu: "Edit", checkedBy: "locked")
    try app.register([command, Self.plain("notes.other"), checked])
    let declared = try #require(app.registry.declared.first { $0.id == "notes.pin" })
    let position = try #require(app.registry.commandIndex["notes.pin"])
    #expect(app.registry.commands[position].extras === declared.extras)
    #expect(app.registry.commands[position].sourceLocation == Self.location)
    #expect(app.command("notes.pin")?.titleBy?.whenTrue == "Unpin")
    #expect(app.command("notes.lock")?.checkedBy == "locked")
    #expect(app.command("notes.other")?.extras === CommandExtras.Box.empty)
  }

  @Test("A checkmark and a title rule kept out of line still show in the menu")
  func validationReadsTheBox() throws {
    var app = App(name: "Notes", platform: .macOS, defaultCommands: .none)
    try app.register([
      Command(
        id: "view.sidebar", title: "Sidebar", menu: "View", checkedBy: "sidebarVisible",
        titleBy: TitleRule(
          key: "sidebarVisible", whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar")),
      Command(id: "view.plain", title: "Plain", menu: "View"),
    ])
    app.setAppValue(JSONValue.bool(true), named: "sidebarVisible")
    let on = try #require(app.validate("view.sidebar"))
    #expect(on.title == "Hide Sidebar" && on.isChecked)
    app.setAppValue(JSONValue.bool(false), named: "sidebarVisible")
    let off = try #require(app.validate("view.sidebar"))
    #expect(off.title == "Show Sidebar" && !off.isChecked)
    let plain = try #require(app.validate("view.plain"))
    #expect(plain.title == "Plain" && !plain.isChecked)
  }
}

/// The sizes issue 28's memory target rests on: an app of 100,000 commands and 100,000
/// nodes holds two arrays of commands, its templates' nodes and its windows' nodes, so a
/// field added inline to one of these types costs up to 200 bytes × 100,000 (20 MB) of the
/// 150 MB. A field few commands or nodes set goes in `CommandExtras` or `NodeExtras`.
@Suite struct MemoryBudgetTests {
  @Test("Commands, view nodes and window nodes stay within their byte budgets")
  func strides() {
    // 456, 336 and 440 bytes before issue 28 (a window's nodes with the slack of an array
    // grown by doubling).
    #expect(MemoryLayout<Command>.stride <= 200)
    #expect(MemoryLayout<ViewNode>.stride <= 96)
    #expect(MemoryLayout<TreeNode>.stride <= 200)
  }
}
