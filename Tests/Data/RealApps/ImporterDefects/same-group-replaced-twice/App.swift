import SwiftUI

// One CommandGroup(replacing: .newItem) written in the commands of two scenes (Ayna, fourteenth
// held-out batch: Sources/Ayna/App/aynaApp.swift:106-116 and 129-139). SwiftUI makes one main
// menu from every scene's commands, and both replacements are the same Button with the same
// closure, so ⌘N runs one command either way. The importer of a4dfd3a reads two commands with
// two actions, and `ambiguous` reports an error on ⌘N.
extension Notification.Name {
  static let newNoteRequested = Notification.Name("newNoteRequested")
}

@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Notes")
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("New Note") {
          NotificationCenter.default.post(name: .newNoteRequested, object: nil)
        }
        .keyboardShortcut("n", modifiers: .command)
      }
    }

    Settings {
      Text("Settings")
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("New Note") {
          NotificationCenter.default.post(name: .newNoteRequested, object: nil)
        }
        .keyboardShortcut("n", modifiers: .command)
      }
    }
  }
}
