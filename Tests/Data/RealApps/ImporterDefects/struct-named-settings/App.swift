import SwiftUI

// The app declares no Settings scene, so SwiftUI gives it no Settings… item; its toolbar's
// ⌘, button opens a settings sheet of its own. `UserText.Settings` below is a namespace of
// string constants, not a scene, but the importer reads `Settings {` as a Settings scene:
// the app gets a Settings… ⌘, it does not have, and the toolbar button is reported as
// `shadowed` (PiStats, fifth held-out batch: `public struct Settings {` in AppConstants.swift).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { MainView() }
  }
}

struct MainView: View {
  @State private var showsSettings = false

  var body: some View {
    Text(UserText.Settings.title)
      .toolbar {
        ToolbarItem {
          Button("Settings") { showsSettings = true }
            .keyboardShortcut(",", modifiers: [.command])
        }
      }
      .sheet(isPresented: $showsSettings) { Text(UserText.Settings.title) }
  }
}

enum UserText {
  /// The settings sheet's strings (a namespace, not a scene).
  public struct Settings {
    /// The sheet's title.
    public static let title = "Settings"
  }
}
