// Tests/MailAppCoreTests/MailAppCoreTests.swift
import CommandKitLite
import Testing

@testable import MailAppCore

let delete = KeyboardShortcut(.delete, modifiers: [])
let messages = NodePath(window: "main", node: "messages")

@Test func everyNameResolves() throws {
  let app = try makeMailApp()
  #expect(app.unresolvedReferences.isEmpty)
}

@Test func deleteRemovesTheSelectedMessages() throws {
  var app = try makeMailApp()
  try app.select(["m1", "m2"], in: messages)
  let result = app.press(delete)
  #expect(result.outcome == .performed(command: "mail.delete", provider: .node(messages)))
  #expect(app.window("main")?.node("messages")?.items == ["m3"])
}

// Tests/MailAppCoreTests/MailAppCoreTests.swift, continued

@Test func deleteInTheSidebarLeavesTheMailbox() throws {
  var app = try makeMailApp()
  try app.focus("mailboxes")
  #expect(app.press(delete).outcome == .disabled(command: "mail.delete"))
  #expect(app.window("main")?.node("mailboxes")?.items == ["inbox", "archive"])
}

@Test func findFocusesTheSearchField() throws {
  var app = try makeMailApp()
  app.press(KeyboardShortcut("f"))
  #expect(app.focusedPath == NodePath(window: "main", node: "search"))
  // Typing there goes to the field: ⌫ deletes a character, not the messages.
  #expect(app.press(delete).outcome == .consumed(node: NodePath(window: "main", node: "search")))
}

// Tests/MailAppCoreTests/MailAppCoreTests.swift, continued

@Test func returnSendsAndEscapeCancels() throws {
  var app = try makeMailApp()
  app.press(KeyboardShortcut("n"))
  #expect(app.keyWindow?.template == "compose")
  let send = app.press(KeyboardShortcut(.return, modifiers: []))
  #expect(send.outcome == .performed(command: "mail.send", provider: nil))
  #expect(app.keyWindowID == "main")
  #expect(app.resolve(\.sentCount)?.value == 1)

  try app.presentSheet("compose", on: "main")
  let cancel = app.press(KeyboardShortcut(.escape, modifiers: []))
  #expect(cancel.kind == .control)
  #expect(app.keyWindowID == "main")
  #expect(app.resolve(\.sentCount)?.value == 1)
}

@Test func theMenuFollowsTheSelection() throws {
  var app = try makeMailApp()
  #expect(app.validate("mail.delete")?.isEnabled == true)
  try app.select([], in: messages)
  #expect(app.validate("mail.delete")?.isEnabled == false)
}
