import SwiftUI

/// The main window: a title field, the body, and a Send button on ⌘↩.
struct JotEditor: View {
  @State private var title = ""
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Title", text: $title)
      TextEditor(text: $text)
      Button("Send", action: send)
        .keyboardShortcut(.return, modifiers: .command)
    }
    .padding()
  }

  private func send() {}
}

/// The Settings window: one field.
struct JotterSettings: View {
  @AppStorage("server") private var server = ""

  var body: some View {
    Form {
      TextField("Server", text: $server)
    }
  }
}
