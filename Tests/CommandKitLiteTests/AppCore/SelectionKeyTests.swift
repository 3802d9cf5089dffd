import CommandKitLite
import Foundation
import Testing

/// SPEC §12, "What an app core needs": a selectable list publishes its selection under the
/// app's own typed key (`.focusedValue(\.selectedMessages)` follows `select`), not only
/// under `"selection"`; and ⌫ in the sidebar must not delete the mailbox: only the list
/// whose key the command requires answers.
@Suite("SPEC §12: a list's selection under the app's own key")
struct SelectionKeyTests {
  @Test("The list publishes its selection under its own key and under selection")
  func publishesBoth() throws {
    let app = try MailFixture.app()
    let messages = try #require(app.resolve(\.selectedMessages))
    #expect(messages.value == ["m1"])
    #expect(messages.provider == .node(MailFixture.path("messages")))
    #expect(app.resolve(\.selection)?.value == ["m1"])
    // The sidebar, not in the chain, publishes nothing here.
    #expect(app.resolve(\.selectedMailboxes) == nil)
  }

  /// Ways of changing a selection; each must show under the list's own key.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case select, setSelection, setOwnKey, deselect
    var testDescription: String { rawValue }

    func apply(to app: inout App) throws -> [String] {
      let path = MailFixture.path("messages")
      switch self {
      case .select:
        try app.select(["m2", "m3"], in: path)
        return ["m2", "m3"]
      case .setSelection:
        try app.setValue(["m3"] as JSONValue, named: "selection", at: .node(path))
        return ["m3"]
      case .setOwnKey:
        try app.setValue(\.selectedMessages, ["m2"], at: .node(path))
        return ["m2"]
      case .deselect:
        try app.select([], in: path)
        return []
      }
    }
  }

  @Test("The own key follows every change of the selection", arguments: Change.allCases)
  func followsSelect(_ change: Change) throws {
    var app = try MailFixture.app()
    let expected = try change.apply(to: &app)
    #expect(app.resolve(\.selectedMessages)?.value == expected)
    #expect(app.resolve(\.selection)?.value == expected)
    #expect(try app.selection(of: MailFixture.path("messages")) == expected)
  }

  @Test("Setting the own key checks the list's items, as select does")
  func ownKeyChecksItems() throws {
    var app = try MailFixture.app()
    let path = MailFixture.path("messages")
    #expect(throws: CommandKitError.notInItems(path, ids: ["m9"], items: ["m1", "m2", "m3"])) {
      try app.setValue(\.selectedMessages, ["m9"], at: .node(path))
    }
    #expect(app.resolve(\.selectedMessages)?.value == ["m1"])
  }

  @Test("⌫ in the sidebar does not delete the mailbox; in the list it deletes the messages")
  func onlyTheRequiredListAnswers() throws {
    var app = try MailFixture.app()
    try app.focus(MailFixture.path("mailboxes"))
    // Delete requires the messages' key, which the sidebar does not publish: not enabled.
    let inSidebar = app.press(MailFixture.delete)
    #expect(inSidebar.outcome == .disabled(command: "mail.delete"))
    #expect(app.window("w")?.node("mailboxes")?.items == ["inbox", "archive"])
    try app.focus(MailFixture.path("messages"))
    let inList = app.press(MailFixture.delete)
    #expect(
      inList.outcome
        == .performed(command: "mail.delete", provider: .node(MailFixture.path("messages"))))
    #expect(app.window("w")?.node("messages")?.items == ["m2", "m3"])
    #expect(app.window("w")?.node("mailboxes")?.items == ["inbox", "archive"])
  }

  @Test("Each list's own command answers only there: ⌘⌫ deletes the mailbox in the sidebar")
  func mailboxCommand() throws {
    var app = try MailFixture.app()
    let command = KeyboardShortcut(.delete, modifiers: .command)
    #expect(app.press(command).outcome == .disabled(command: "mailbox.delete"))
    try app.focus(MailFixture.path("mailboxes"))
    #expect(app.press(command).performedCommand == "mailbox.delete")
    #expect(app.window("w")?.node("mailboxes")?.items == ["archive"])
    #expect(app.window("w")?.node("messages")?.items == ["m1", "m2", "m3"])
  }

  @Test("A context menu is validated with the list's own key, as if it had focus")
  func contextMenuUsesOwnKey() throws {
    var app = try MailFixture.app()
    try app.focus(MailFixture.path("search"))
    let menu = try app.contextMenu(for: MailFixture.path("messages"))
    #expect(menu.items.map(\.id) == ["mail.delete"])
    #expect(menu.items.map(\.isEnabled) == [true])
  }

  @Test("Scene files say it as \"selectionKey\", and the Swift spelling writes it back")
  func sceneFileField() throws {
    let app = try MailFixture.app()
    let text = SceneFile.encode(app)
    #expect(text.contains(#""selectionKey": "selectedMessages""#))
    var again = try SceneFile.decode(text).app
    #expect(again.resolve(\.selectedMessages)?.value == ["m1"])
    try again.select(["m3"], in: MailFixture.path("messages"))
    #expect(again.resolve(\.selectedMessages)?.value == ["m3"])
  }

  @Test("\"selectionKey\" on a node that is not selectable is an error at its path")
  func sceneFileNeedsSelectable() {
    let text = """
      {"app": "A", "templates": {"t": {"kind": "window",
        "root": {"id": "r", "selectionKey": "picked"}}}}
      """
    #expect(throws: SceneFileErrors.self) { try SceneFile.decode(text) }
    do {
      _ = try SceneFile.decode(text)
    } catch {
      #expect(
        error.description
          == #"templates.t.root.selectionKey: "selectionKey" needs "selectable": true (only "#
          + "selectable nodes have items, a selection and a context menu)")
    }
  }

  @Test("A saved session keeps the selection and its own key, and the items a command removed")
  func sessionKeepsIt() throws {
    var app = try MailFixture.app()
    try app.select(["m2", "m3"], in: MailFixture.path("messages"))
    app.press(MailFixture.delete)
    try app.select(["m1"], in: MailFixture.path("messages"))
    let saved = SessionSnapshot(app: app)
    let fresh = try MailFixture.app()
    let (restored, warnings) = try saved.restore(into: fresh)
    #expect(warnings.isEmpty)
    #expect(restored.window("w")?.node("messages")?.items == ["m1"])
    #expect(restored.resolve(\.selectedMessages)?.value == ["m1"])
    #expect(restored.window("w")?.state == app.window("w")?.state)
    // The own key is the selection, saved once as the selection, not as a value.
    #expect(saved.windows.first?.state.values["messages"]?["selectedMessages"] == nil)
  }
}
