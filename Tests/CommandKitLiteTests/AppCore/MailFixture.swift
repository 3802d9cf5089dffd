import CommandKitLite

/// A small mail app core, the one issue 29 built as a new user: a main window with a
/// sidebar of mailboxes, a message list and a search field; a compose sheet with Send and
/// Cancel. SPEC §12's suites build it in pieces, in the order a test asks for.
enum MailFixture {
  /// The main window's template: sidebar, messages, search.
  static let main = WindowTemplate(
    "main", kind: .window, title: "Mail",
    root: ViewNode(
      "root", role: "split",
      children: [
        ViewNode("mailboxes", role: "list").focusable()
          .selectable(items: ["inbox", "archive"], selection: ["inbox"])
          .focusedValue(\.selectedMailboxes),
        ViewNode("messages", role: "list").focusable()
          .selectable(items: ["m1", "m2", "m3"], selection: ["m1"])
          .focusedValue(\.selectedMessages)
          .contextMenu(single: ["mail.delete"], multiple: ["mail.delete"]),
        ViewNode("search", role: "searchField").textInput(),
      ]),
    focus: "messages")

  /// The compose sheet: a subject field (single-line: it passes Return and Escape on to
  /// the buttons, SPEC §15), the body, and the buttons Send (Return) and Cancel (Escape).
  static let compose = WindowTemplate(
    "compose", kind: .sheet, title: "New Message",
    root: ViewNode(
      "form", role: "form",
      children: [
        ViewNode("subject", role: "textField").textInput(),
        ViewNode("body", role: "textEditor").textInput(),
        ViewNode("buttons", role: "buttons").controls(
          Control("Send", role: .default, command: "mail.send"),
          Control("Cancel", role: .cancel, effect: .dismiss)),
      ]))

  static let delete = KeyboardShortcut(.delete, modifiers: [])

  /// The commands: Delete removes the selected messages, Delete Mailbox the selected
  /// mailbox, Find focuses the search field, New Message presents the sheet, Send sends.
  static let commands: [Command] = [
    Command(
      "mail.delete", "Delete", menu: "Edit", group: .pasteboard, shortcut: delete,
      requires: \.selectedMessages, enabledIf: .nonEmpty
    ) { ids, context in
      try context.removeItems(ids)
    },
    Command(
      "mailbox.delete", "Delete Mailbox", menu: "Mailbox",
      shortcut: KeyboardShortcut(.delete, modifiers: .command), requires: \.selectedMailboxes,
      enabledIf: .nonEmpty
    ) { ids, context in
      try context.removeItems(ids)
    },
    Command("edit.find", "Find…", menu: "Edit", shortcut: KeyboardShortcut("f")) { context in
      try context.focus("search")
    },
    Command(
      "mail.compose", "New Message", menu: "File", group: .newItem,
      shortcut: KeyboardShortcut("n"), effect: .sheet(template: "compose")),
    Command(
      "mail.send", "Send", menu: "Message", shortcut: KeyboardShortcut(.return, modifiers: .command)
    ) { context in
      try context.update(\.sentCount) { $0 += 1 }
      try context.dismiss()
    },
  ]

  /// The app with everything declared (commands first) and the main window open as `w`.
  static func app() throws -> App {
    var app = App(name: "Mail", platform: .macOS)
    app.setAppValue(\.sentCount, 0)
    try app.register(commands)
    try app.addTemplate(main)
    try app.addTemplate(compose)
    try app.open("main", id: "w")
    return app
  }

  static func path(_ node: String, in window: String = "w") -> NodePath {
    NodePath(window: window, node: node)
  }
}

enum SelectedMessagesKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selectedMessages" }
}

enum SelectedMailboxesKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selectedMailboxes" }
}

enum SentCountKey: FocusedValueKey {
  typealias Value = Int
  static var name: String { "sentCount" }
}

enum SidebarVisibleKey: FocusedValueKey {
  typealias Value = Bool
  static var name: String { "sidebarVisible" }
}

extension FocusedValues {
  var selectedMessages: [String]? {
    get { self[SelectedMessagesKey.self] }
    set { self[SelectedMessagesKey.self] = newValue }
  }
  var selectedMailboxes: [String]? {
    get { self[SelectedMailboxesKey.self] }
    set { self[SelectedMailboxesKey.self] = newValue }
  }
  var sentCount: Int? {
    get { self[SentCountKey.self] }
    set { self[SentCountKey.self] = newValue }
  }
  var sidebarVisible: Bool? {
    get { self[SidebarVisibleKey.self] }
    set { self[SidebarVisibleKey.self] = newValue }
  }
}
