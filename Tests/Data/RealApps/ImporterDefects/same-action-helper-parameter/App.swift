import SwiftUI

// A menu command and a button make the same one assignment through the app's one shared
// model (`appState.showAddSheet = true`), but the button is built by a view helper whose
// title and action are its parameters (`emptyStateContent(actionTitle:action:)`), the
// assignment written in the caller's trailing closure. Read as two actions, the button
// "shadows" File ▸ Add Service… on ⌘N, and its title is the parameter's name (Chorus,
// twenty-seventh held-out batch: ChorusApp.swift's CommandGroup(replacing: .newItem) and
// WebContentView.swift's empty-state Add Service button, both `appState.showAddService =
// true`). Written in the button's own closure, round fourteen's same-assignment rule
// (`same-action-assignment/`) already makes them one.
@main
struct ServicesApp: App {
  @State private var appState = AppState()

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(appState)
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("Add Service…") {
          appState.showAddSheet = true
        }
        .keyboardShortcut("n", modifiers: .command)
      }
    }
  }
}

@Observable
final class AppState {
  var showAddSheet = false
}

struct ContentView: View {
  @Environment(AppState.self) private var appState

  var body: some View {
    @Bindable var appState = appState
    emptyStateContent(message: "No services yet", actionTitle: "Add Service") {
      appState.showAddSheet = true
    }
    .sheet(isPresented: $appState.showAddSheet) {
      Text("Add a service")
    }
  }

  private func emptyStateContent(
    message: String,
    actionTitle: String?,
    action: @escaping () -> Void = {}
  ) -> some View {
    VStack {
      Text(message)
      if let actionTitle {
        Button(actionTitle, action: action)
          .keyboardShortcut("n", modifiers: .command)
      }
    }
  }
}
