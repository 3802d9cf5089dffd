// Sources/MailAppCore/MailCommands.swift
import CommandKitLite

let mailCommands: [Command] = [
  // ⌫ deletes the messages selected in the list that has focus.
  Command(
    "mail.delete", "Delete", menu: "Edit", group: .pasteboard,
    shortcut: KeyboardShortcut(.delete, modifiers: []),
    requires: \.selectedMessages, enabledIf: .nonEmpty
  ) { ids, context in
    try context.removeItems(ids)
  },
  // ⌘F puts the cursor in the search field.
  Command("mail.find", "Find…", menu: "Edit", shortcut: KeyboardShortcut("f")) { context in
    try context.focus("search")
  },
  // ⌘N presents the compose sheet on the key window.
  Command(
    "mail.compose", "New Message", menu: "File", group: .newItem,
    shortcut: KeyboardShortcut("n"), effect: .sheet(template: "compose")),
  // ⇧⌘D (and the sheet's Send button) counts the message as sent and closes the sheet.
  Command(
    "mail.send", "Send", menu: "Message",
    shortcut: KeyboardShortcut("d", modifiers: [.shift, .command])
  ) { context in
    try context.update(\.sentCount) { $0 += 1 }
    try context.dismiss()
  },
]
