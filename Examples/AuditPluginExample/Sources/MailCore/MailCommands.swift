// The app's menu commands, as a SwiftUI app declares them. SwiftUI exists only on Apple
// platforms; the importer reads this file as source wherever it runs.
#if canImport(SwiftUI)
  import SwiftUI

  /// The messages selected in the focused list, published with `.focusedValue`.
  struct SelectedMessagesKey: FocusedValueKey {
    typealias Value = Set<Message.ID>
  }

  extension FocusedValues {
    var selectedMessages: Set<Message.ID>? {
      get { self[SelectedMessagesKey.self] }
      set { self[SelectedMessagesKey.self] = newValue }
    }
  }

  struct MailCommands: Commands {
    @FocusedValue(\.selectedMessages) var selection

    var body: some Commands {
      CommandGroup(replacing: .newItem) {
        Button("New Message") { compose() }
          .keyboardShortcut("n", modifiers: .command)
      }
      CommandMenu("Message") {
        Button("Reply") { reply() }
          .keyboardShortcut("r", modifiers: .command)
          .disabled(selection == nil)
        Button("Reply All") { replyAll() }
          .keyboardShortcut("r", modifiers: [.command, .shift])
          .disabled(selection == nil)
        Button("Flag") { flag() }
          .keyboardShortcut("l", modifiers: [.command, .shift])
          .disabled(selection == nil)
        Button("Archive") { archive() }
          .keyboardShortcut("a", modifiers: [.command, .control])
          .disabled(selection == nil)
      }
      CommandGroup(after: .toolbar) {
        // The deliberate flaw: Refresh takes ⌘R, which Reply already has, and both are
        // enabled while a message is selected. The audit reports it (ambiguous).
        Button("Refresh") { refresh() }
          .keyboardShortcut("r", modifiers: .command)
      }
    }

    func compose() {}
    func reply() {}
    func replyAll() {}
    func flag() {}
    func archive() {}
    func refresh() {}
  }
#endif
