import SwiftUI

@main
struct ChatApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

struct ContentView: View {
  @State private var message = ""

  var body: some View {
    TextField("Message", text: $message)
  }
}

// Left over from an earlier design: nothing builds this view.
struct SettingsCommands: View {
  var body: some View {
    Button("Preferences…") {}
      .keyboardShortcut(",")
  }
}
