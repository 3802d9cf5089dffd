// The Mac app: compiled only for macOS. It keeps the Edit menu (Undo, Redo, Cut, Copy,
// Paste, Select All), so ⌘Z works in the search field.
#if os(macOS)
  import SwiftUI

  @main
  struct ExampleApp: App {
    var body: some Scene {
      WindowGroup { SearchView() }
        .commands {
          CommandGroup(after: .newItem) {
            Button("Open in New Window") {}
              .keyboardShortcut("o", modifiers: [.command, .shift])
          }
        }
    }
  }
#endif

struct SearchView: View {
  @State private var text = ""

  var body: some View {
    TextField("Search", text: $text)
  }
}
