import SwiftUI

@main
struct NotesApp: App {
  @State private var notes: [String] = []

  var body: some Scene {
    WindowGroup {
      NotesView(notes: $notes)
    }
    .commands {
      // The group's content passed with the initializer's own label, addition:,
      // rather than as a trailing closure: File ▸ New Note replaces New Window.
      CommandGroup(
        replacing: .newItem,
        addition: {
          Button("New Note") {
            notes.append("")
          }
          .keyboardShortcut("n", modifiers: [.command])
        })
      CommandGroup(
        after: .appInfo,
        addition: {
          Button("Check for Updates…") {}
        })
    }
  }
}
