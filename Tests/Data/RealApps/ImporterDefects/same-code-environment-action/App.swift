import SwiftUI

// A window's button and a menu command on one key whose closures are the same code through
// an environment action SwiftUI gives every view alike: `openWindow(id: "rules")` in the
// commands and in the queue window, each reading `@Environment(\.openWindow)`. Whichever
// takes the key, the Rules window opens: one command shown twice. Read as two actions, the
// button is `shadowed` against Tools ▸ Rules… (Rockxy, thirty-fifth held-out batch:
// RockxyApp.swift and BreakpointWindowView.swift on ⇧⌘B; cause `same-action`).
@main
struct RulesApp: App {
  var body: some Scene {
    WindowGroup(id: "queue") {
      QueueView()
    }
    .commands {
      ToolsCommands()
    }
    Window("Rules", id: "rules") {
      Text("Rules")
    }
  }
}

struct ToolsCommands: Commands {
  @Environment(\.openWindow) private var openWindow

  var body: some Commands {
    CommandMenu("Tools") {
      Button("Rules…") {
        openWindow(id: "rules")
      }
      .keyboardShortcut("b", modifiers: [.command, .shift])
    }
  }
}

struct QueueView: View {
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    VStack {
      Text("Queue")
      Button("Manage Rules") {
        openWindow(id: "rules")
      }
      .keyboardShortcut("b", modifiers: [.command, .shift])
    }
  }
}
