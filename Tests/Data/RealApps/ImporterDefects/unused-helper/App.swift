import SwiftUI

// A view's helpers that nothing calls: a computed property (Segue's `helpButton`,
// Segue/ContentView.swift:2329-2337) and a `View` extension method (Spotifly's
// `startpageShortcuts(recentlyPlayedService:)`, Spotifly/Views/KeyboardShortcuts.swift:26-34,
// building `StartpageShortcutsView`); twenty-sixth held-out batch. Neither is ever on screen,
// but the importer places their controls in the main window: the unused Help button meets the
// hidden ? button in a false `ambiguous` error, and the unused Refresh button is reported
// `shadowed` over View ▸ Refresh ⌘R.
@main
struct PlayoutApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
      .commands {
        CommandGroup(after: .sidebar) {
          Button("Refresh") {}
            .keyboardShortcut("r", modifiers: .command)
        }
      }
  }
}

struct ContentView: View {
  @State private var showingHelp = false

  var body: some View {
    Text("Playlist")
      .background(
        Button("") { showingHelp = true }
          .keyboardShortcut("?", modifiers: [])
      )
  }

  // Left over from an earlier toolbar: nothing uses this property.
  private var helpButton: some View {
    Button("Keyboard Shortcuts") { showingHelp = true }
      .keyboardShortcut("?", modifiers: [])
  }
}

extension View {
  // Left over as well: nothing calls this method.
  func refreshShortcut() -> some View {
    background(RefreshShortcutView())
  }
}

private struct RefreshShortcutView: View {
  var body: some View {
    Button("") {}
      .keyboardShortcut("r", modifiers: .command)
  }
}
