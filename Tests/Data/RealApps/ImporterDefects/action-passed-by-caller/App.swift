// Written for CommandKitLite's importer tests (not taken from any app): a window whose
// toolbar and welcome screen both import on ⌘I and open on ⌘O, the welcome screen through
// closures its caller passes.
import SwiftUI

@main
struct ViewerApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

struct ContentView: View {
  @State private var caption = ""

  var body: some View {
    VStack {
      TextField("Caption", text: $caption)
      WelcomeView(onImport: importVideo, onOpen: { openProject() })
    }
    .toolbar {
      Button("Import Video", action: importVideo)
        .keyboardShortcut("i", modifiers: .command)
      Button("Open Project") { openProject() }
        .keyboardShortcut("o", modifiers: .command)
    }
  }

  func importVideo() {}
  func openProject() {}
}

struct WelcomeView: View {
  let onImport: () -> Void
  let onOpen: () -> Void

  var body: some View {
    HStack {
      Button("Import Video", action: onImport)
        .keyboardShortcut("i", modifiers: .command)
      Button("Open Project", action: onOpen)
        .keyboardShortcut("o", modifiers: .command)
    }
  }
}
