import SwiftUI

// A helper property shows Pause or Continue, never both: an `if` / `else if` chain with
// no final `else`, each branch one button on Space. With a final `else` the importer
// splits the branches; without one it reads both buttons as live at once: an
// `ambiguous` error on Space (ShengJi's transport controls, twelfth held-out batch).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { TranscriptionView() }
  }
}

struct TranscriptionView: View {
  @State private var paused = false
  @State private var text = ""

  var body: some View {
    VStack {
      TextEditor(text: $text)
      transportControls
    }
  }

  private var transportControls: some View {
    HStack {
      if !paused {
        Button("Pause") { paused = true }
          .keyboardShortcut(.space, modifiers: [])
      } else if paused {
        Button("Continue") { paused = false }
          .keyboardShortcut(.space, modifiers: [])
      }
    }
  }
}
