// Sources/MailAppCore/MailWindows.swift
import CommandKitLite

/// The main window: the mailboxes, the messages of the selected mailbox, a search field.
let mainWindow = WindowTemplate(
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
        .contextMenu(empty: ["mail.compose"], single: ["mail.delete"], multiple: ["mail.delete"]),
      ViewNode("search", role: "searchField").textInput(),
    ]),
  focus: "messages")

// Sources/MailAppCore/MailWindows.swift, continued

/// The compose sheet: a subject, a body, and the Send and Cancel buttons.
let composeSheet = WindowTemplate(
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
