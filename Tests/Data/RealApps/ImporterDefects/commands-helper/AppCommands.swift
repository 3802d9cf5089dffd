import SwiftUI

@main
struct Tags: App {
  var body: some Scene {
    WindowGroup { Text("Tags") }
      .commands { EditCommands() }
  }
}

struct EditCommands: Commands {
  var body: some Commands {
    CommandGroup(replacing: .pasteboard) {
      selectAll
    }
  }

  private var selectAll: some View {
    Button("Select All Tags") {}.keyboardShortcut("a")
  }
}
