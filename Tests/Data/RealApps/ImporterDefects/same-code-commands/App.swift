import SwiftUI

// One command shown in two menus (Rockxy, thirty-fifth held-out batch: RockxyApp.swift:745-748,
// File ▸ Save Session… ⇧⌘S, and :895-898, Flow ▸ Save Requests ⇧⌘S, both closures
// `actions?.saveSession()` on one focused value, neither disabled on its own). Whichever item
// the key fires, the session is saved. The importer of 31f51f1 cannot match two closures, so
// the audit reports the pair `ambiguous`: a false error. Two items sending one selector in a
// nib are one command (SPEC §20).
@main
struct SessionApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Traffic")
    }
    .commands {
      SessionCommands()
    }
  }
}

struct SessionActions {
  func saveSession() {}
  func exportRequests() {}
}

struct SessionActionsKey: FocusedValueKey {
  typealias Value = SessionActions
}

extension FocusedValues {
  var sessionActions: SessionActions? {
    get { self[SessionActionsKey.self] }
    set { self[SessionActionsKey.self] = newValue }
  }
}

struct SessionCommands: Commands {
  @FocusedValue(\.sessionActions) private var actions

  var body: some Commands {
    CommandGroup(after: .saveItem) {
      Button("Save Session…") {
        actions?.saveSession()
      }
      .keyboardShortcut("s", modifiers: [.command, .shift])
    }
    CommandMenu("Flow") {
      Button("Save Requests") {
        actions?.saveSession()
      }
      .keyboardShortcut("s", modifiers: [.command, .shift])
    }
  }
}
