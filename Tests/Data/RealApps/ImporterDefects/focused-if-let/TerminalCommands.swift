import SwiftUI

// Close Terminal exists only while the terminal list has focus: the list publishes
// `terminals` with .focusedObject, and the command is inside `if let terminals`.
@main
struct TermApp: App {
  var body: some Scene {
    WindowGroup {
      HStack {
        EditorView()
        TerminalList()
      }
    }
    .commands { TerminalCommands() }
  }
}

struct TerminalCommands: Commands {
  @FocusedObject var terminals: Terminals?

  var body: some Commands {
    CommandGroup(after: .saveItem) {
      if let terminals {
        Button("Close Terminal") { terminals.closeSelected() }
          .keyboardShortcut(.delete)
      }
    }
  }
}

struct EditorView: View {
  @State private var text = ""
  var body: some View {
    TextEditor(text: $text)
  }
}

struct TerminalList: View {
  @StateObject private var terminals = Terminals()
  var body: some View {
    List(terminals.names, id: \.self) { Text($0) }
      .focusedObject(terminals)
  }
}

final class Terminals: ObservableObject {
  @Published var names = ["zsh"]
  func closeSelected() {}
}
