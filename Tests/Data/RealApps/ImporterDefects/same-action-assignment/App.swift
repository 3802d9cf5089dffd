import SwiftUI

// A menu command and a button each make one assignment through a value of the app's one
// shared model (`appState.showAddSheet = true`): the same action shown twice, a menu item
// and a button. Read as two actions, the button "shadows" File ▸ New Download… on ⌘N
// (Macabolic, eighteenth held-out batch: MacabolicApp.swift's CommandGroup(replacing:
// .newItem) and ContentView's welcome-page button, both `appState.showAddDownloadSheet =
// true`, titled by two different expressions). Titled alike, the same-title rule would
// already make them one; here they are not.
@main
struct DownloaderApp: App {
  @StateObject private var appState = AppState()

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(appState)
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("New Download…") {
          appState.showAddSheet = true
        }
        .keyboardShortcut("n", modifiers: .command)
      }
    }
  }
}

final class AppState: ObservableObject {
  @Published var showAddSheet = false
}

struct ContentView: View {
  @EnvironmentObject var appState: AppState

  var body: some View {
    VStack {
      Text("No downloads yet")
      Button {
        appState.showAddSheet = true
      } label: {
        Label("Add a Video", systemImage: "plus.circle.fill")
      }
      .keyboardShortcut("n", modifiers: .command)
    }
    .sheet(isPresented: $appState.showAddSheet) {
      Text("Add a download")
    }
  }
}
