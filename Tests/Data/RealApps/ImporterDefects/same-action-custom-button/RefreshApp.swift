import SwiftUI

// File ▸ Refresh ⌘R calls `appState.update()`; the toolbar's Refresh is the app's own
// ProgressButton view, given `action: appState.update` and ⌘R. One command shown twice:
// the toolbar button "shadowing" the menu item was a `shadowed` warning (Xcodes, fourth
// held-out batch). `update` is declared by two types here, as in Xcodes, so the closure
// rule of the noise2 round does not apply: the custom view's own action is what was missing.
@main
struct RefreshApp: App {
  @StateObject private var appState = AppState()

  var body: some Scene {
    WindowGroup {
      ListView()
        .environmentObject(appState)
    }
    .commands {
      CommandGroup(after: .newItem) {
        Button("Refresh") { appState.update() }
          .keyboardShortcut("r")
      }
    }
  }
}

final class AppState: ObservableObject {
  func update() {}
  func reload() {}
}

final class Downloader {
  func update() {}
}

struct ProgressButton: View {
  let action: () -> Void

  var body: some View {
    Button(action: action) { Image(systemName: "arrow.clockwise") }
  }
}

struct ListView: View {
  @EnvironmentObject var appState: AppState

  var body: some View {
    List { Text("Xcode 16") }
      .toolbar {
        ProgressButton(action: appState.update)
          .keyboardShortcut("r")
      }
  }
}
