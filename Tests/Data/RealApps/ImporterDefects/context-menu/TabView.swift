import SwiftUI

@main
struct Editor: App {
  var body: some Scene {
    WindowGroup { TabRow() }
      .commands {
        CommandGroup(replacing: .saveItem) {
          Button("Close Tab") {}.keyboardShortcut("w")
        }
      }
  }
}

struct TabRow: View {
  var body: some View {
    Text("Tab")
      .contextMenu {
        Button("Close Tab") {}.keyboardShortcut("w")
      }
  }
}
