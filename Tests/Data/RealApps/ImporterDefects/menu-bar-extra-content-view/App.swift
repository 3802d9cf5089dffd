import SwiftUI

// A MenuBarExtra in the menu style is a status-item menu: its buttons' keys work only while
// it is open. The importer closes one whose buttons are written inside its braces, but when
// the menu's content is a View struct of its own (`StatusMenu`), it reads that struct's buttons as
// controls of the main window, so Settings… ⌘, and Quit ⌘Q there "shadow" the app menu's
// items (SaneHosts, eighth held-out batch: MenuBarMenuContent in SaneHostsApp.swift).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { Text("Main") }
    MenuBarExtra("Example", systemImage: "network") {
      StatusMenu()
    }
    .menuBarExtraStyle(.menu)
    Settings { Text("Settings") }
  }
}

struct StatusMenu: View {
  var body: some View {
    Button("Settings…") {}
      .keyboardShortcut(",")
    Divider()
    Button("Quit Example") { NSApp.terminate(nil) }
      .keyboardShortcut("q")
  }
}
