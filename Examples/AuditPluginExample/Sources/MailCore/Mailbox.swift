/// The mail app's core: mailboxes and messages, without any UI. The SwiftUI files beside it
/// declare the app's commands and buttons, with the keyboard shortcuts that
/// `swift package audit-shortcuts` reads and audits.
public struct Message: Identifiable, Hashable, Sendable {
  /// The message's id.
  public let id: String
  /// Its subject.
  public var subject: String
  /// Whether it is flagged.
  public var isFlagged = false

  /// A message with a subject.
  public init(id: String, subject: String) {
    self.id = id
    self.subject = subject
  }
}

/// A mailbox: its messages, in order.
public struct Mailbox: Sendable {
  /// The mailbox's name.
  public let name: String
  /// Its messages, newest first.
  public private(set) var messages: [Message]

  /// A mailbox with messages.
  public init(name: String, messages: [Message] = []) {
    self.name = name
    self.messages = messages
  }

  /// Removes the messages with the given ids (Delete, ⌫).
  public mutating func delete(_ ids: Set<Message.ID>) {
    messages.removeAll { ids.contains($0.id) }
  }

  /// Flags or unflags the messages with the given ids (Flag, ⇧⌘L).
  public mutating func toggleFlag(_ ids: Set<Message.ID>) {
    for index in messages.indices where ids.contains(messages[index].id) {
      messages[index].isFlagged.toggle()
    }
  }
}
