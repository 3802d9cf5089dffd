// Sources/MailAppCore/MailKeys.swift
import CommandKitLite

/// The ids of the messages selected in the message list.
struct SelectedMessagesKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selectedMessages" }
}

/// The ids of the mailboxes selected in the sidebar.
struct SelectedMailboxesKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selectedMailboxes" }
}

/// How many messages the app has sent: an app-level value the Send command changes.
struct SentCountKey: FocusedValueKey {
  typealias Value = Int
  static var name: String { "sentCount" }
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
}
