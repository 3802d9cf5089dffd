import CommandKitLite
import Testing

/// SPEC §12, "What an app core needs": a command's action can change the app as SwiftUI
/// actions change state — it receives a context through which it can update values, focus
/// a node, open, close or present windows (Find focuses the search field; Delete removes
/// the items).
@Suite("SPEC §12: command actions change the app")
struct CommandContextTests {
  @Test("Delete removes the selected items from the list that published them")
  func deleteRemovesItems() throws {
    var app = try MailFixture.app()
    let list = MailFixture.path("messages")
    try app.select(["m1", "m3"], in: list)
    let result = app.press(MailFixture.delete)
    #expect(result.outcome == .performed(command: "mail.delete", provider: .node(list)))
    #expect(result.effectError == nil)
    #expect(app.window("w")?.node("messages")?.items == ["m2"])
    #expect(try app.selection(of: list) == [])
    // Nothing is selected now: Delete is disabled, as the menu says.
    #expect(app.validate("mail.delete")?.isEnabled == false)
    #expect(app.press(MailFixture.delete).outcome == .disabled(command: "mail.delete"))
  }

  @Test("Find focuses the search field, from any node of the window")
  func findFocusesSearch() throws {
    var app = try MailFixture.app()
    try app.focus(MailFixture.path("mailboxes"))
    let result = app.press(KeyboardShortcut("f"))
    #expect(result.performedCommand == "edit.find")
    #expect(app.focusedPath == MailFixture.path("search"))
  }

  @Test("Send updates a value at its provider and dismisses the sheet it was pressed in")
  func sendUpdatesAndDismisses() throws {
    var app = try MailFixture.app()
    app.press(KeyboardShortcut("n"))
    let sheet = try #require(app.keyWindowID)
    #expect(app.window(sheet)?.template == "compose")
    let result = app.press(KeyboardShortcut(.return, modifiers: []))
    #expect(result.outcome == .performed(command: "mail.send", provider: nil))
    #expect(result.control == "Send")
    #expect(app.window(sheet) == nil)
    #expect(app.keyWindowID == "w")
    #expect(app.resolve(\.sentCount)?.value == 1)
    #expect(app.resolve(\.sentCount)?.provider == .app)
  }

  @Test("Invoking a command runs its action with the same context as a press")
  func invokeRunsAction() throws {
    var app = try MailFixture.app()
    let result = try app.invoke("edit.find")
    #expect(result.outcome == .performed(command: "edit.find", provider: nil))
    #expect(app.focusedPath == MailFixture.path("search"))
  }

  /// What an action saw of its context, returned through the app's own values (no
  /// outside log is needed: the action changes the app).
  @Test("The context names the command, its value and the value's provider")
  func contextContents() throws {
    var app = try MailFixture.app()
    try app.register(
      Command(
        "mail.peek", "Peek", menu: "Message", shortcut: KeyboardShortcut("p"),
        requires: \.selectedMessages
      ) { ids, context in
        let seen = "\(context.command) \(ids) \(context.provider.map { "\($0)" } ?? "-")"
        try context.set(\.lastAction, to: seen, at: .app)
      })
    try app.select(["m2"], in: MailFixture.path("messages"))
    app.press(KeyboardShortcut("p"))
    #expect(app.resolve(\.lastAction)?.value == #"mail.peek ["m2"] w/messages"#)
  }

  struct WindowCase: Sendable, CustomTestStringConvertible {
    let name: String
    let action: @Sendable (inout CommandContext) throws -> Void
    let windows: [String]
    let key: String?
    var testDescription: String { name }
  }

  static let windowCases: [WindowCase] = [
    WindowCase(
      name: "open",
      action: { context in
        try context.open("main", id: "w2")
      }, windows: ["w2", "w"], key: "w2"),
    WindowCase(
      name: "present a sheet on the key window",
      action: { context in
        try context.presentSheet("compose", id: "c")
      }, windows: ["c", "w"], key: "c"),
    WindowCase(
      name: "close the key window",
      action: { context in
        try context.close()
      }, windows: [], key: nil),
    WindowCase(
      name: "apply an effect",
      action: { context in
        try context.apply(.sheet(template: "compose"))
      }, windows: ["compose", "w"], key: "compose"),
  ]

  @Test("An action opens, presents and closes windows", arguments: windowCases)
  func windows(_ c: WindowCase) throws {
    var app = try MailFixture.app()
    try app.register(Command("x.act", "Act", menu: "Window", perform: c.action))
    let result = try app.invoke("x.act")
    #expect(result.effectError == nil)
    #expect(app.windows.map(\.id) == c.windows)
    #expect(app.keyWindowID == c.key)
  }

  @Test("An action that throws is reported in the result, and the command's effect is skipped")
  func throwingAction() throws {
    var app = try MailFixture.app()
    try app.register(
      Command("x.fail", "Fail", menu: "Window", shortcut: KeyboardShortcut("k"), effect: .close) {
        context in
        try context.focus("nowhere")
      })
    let result = app.press(KeyboardShortcut("k"))
    #expect(result.performedCommand == "x.fail")
    #expect(result.effectError?.code == "unknown-node")
    #expect(app.window("w") != nil)
  }

  @Test("Changes made before the error stay, as a SwiftUI action's do")
  func partialChangesStay() throws {
    var app = try MailFixture.app()
    try app.register(
      Command("x.half", "Half", menu: "Window") { context in
        try context.set(\.sentCount, to: 5, at: .app)
        try context.dismiss()
      })
    let result = try app.invoke("x.half")
    #expect(result.effectError?.code == "not-modal")
    #expect(app.resolve(\.sentCount)?.value == 5)
  }

  @Test("update changes a value where it resolves, and says so when nothing publishes it")
  func updateAtProvider() throws {
    var app = try MailFixture.app()
    try app.setValue(\.sentCount, 7, at: .scene("w"))
    try app.register(
      Command("x.bump", "Bump", menu: "Window") { context in
        try context.update(\.sentCount) { $0 += 1 }
      })
    _ = try app.invoke("x.bump")
    #expect(app.resolve(\.sentCount)?.value == 8)
    #expect(app.resolve(\.sentCount)?.provider == .scene("w"))
    #expect(app.appValues.sentCount == 0)
    try app.register(
      Command("x.none", "None", menu: "Window") { context in
        try context.update(\.lastAction) { $0 += "!" }
      })
    #expect(
      try app.invoke("x.none").effectError
        == .invalidValue(
          "lastAction", reason: "nothing publishes it, so there is nothing to update"))
  }

  @Test("removeItems without a list to change names the problem")
  func removeItemsNeedsANode() throws {
    var app = try MailFixture.app()
    try app.register(
      Command("x.remove", "Remove", menu: "Window", requires: \.selectedMailboxes) {
        ids, context in
        try context.removeItems(ids)
      })
    app.setAppValue(\.selectedMailboxes, ["inbox"])
    let error = try app.invoke("x.remove").effectError
    #expect(error?.code == "invalid-value")
    #expect(error?.description.contains("name the node") == true)
  }
}

enum LastActionKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "lastAction" }
}

extension FocusedValues {
  var lastAction: String? {
    get { self[LastActionKey.self] }
    set { self[LastActionKey.self] = newValue }
  }
}
