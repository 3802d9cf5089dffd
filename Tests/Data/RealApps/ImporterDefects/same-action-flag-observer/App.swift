import SwiftUI

@main
struct LibraryApp: App {
  @State private var commands = CommandState()

  var body: some Scene {
    WindowGroup {
      LibraryView()
        .environment(commands)
    }
    .commands {
      CommandGroup(replacing: .importExport) {
        Button("Import Folder…") { commands.importFolder.toggle() }
          .keyboardShortcut("i", modifiers: [.command, .shift])
      }
    }
  }
}

@Observable final class CommandState {
  var importFolder = false
}
