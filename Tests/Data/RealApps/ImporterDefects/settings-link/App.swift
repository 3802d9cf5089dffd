import SwiftUI

// A SettingsLink on ⌘, in a window's pull-down menu (HuggingChat, thirteenth held-out batch:
// HuggingChat-Mac/Views/InputView.swift:200-203). SettingsLink opens the app's Settings scene,
// which is what the menu's Settings… ⌘, does, so whichever takes the key, Settings opens. The
// importer of ffb66d7 reads the link as a control with an action of its own, and `shadowed`
// says Settings… is unreachable by key in the window.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { MainView() }
    Settings { Text("Settings") }
  }
}

struct MainView: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Ask anything", text: $text)
      Menu {
        SettingsLink {
          Label("Settings...", systemImage: "gearshape")
        }
        .keyboardShortcut(",", modifiers: [.command])
      } label: {
        Label("", systemImage: "slider.horizontal.3")
      }
    }
  }
}
