import SwiftUI

// The app declares no Settings scene, so SwiftUI gives it no Settings… item; its toolbar's
// ⌘, button opens a settings sheet of its own. `UserText.Settings` below is a namespace of
// string constants, not a scene. The importer once read `Settings {` as a Settings scene, so
// the app got a Settings… ⌘, it does not have and the button was reported `shadowed`; only
// a scene in a `some Scene` body is one now (PiStats, fifth held-out batch: AppConstants.swift).
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
