import SwiftUI

// A sheet shows one phase at a time: its body switches over the phase, and each case
// shows one of the view's own computed properties, each with one button on ⌘Return
// (`.keyboardShortcut(.return)`: SwiftUI's default modifiers are ⌘). The importer reads
// the three properties into one sheet template, all at once: an `ambiguous` error on
// ⌘Return (TimeMachineTrimmer's Trim Backups sheet, twelfth held-out batch).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { MainView() }
  }
}

struct MainView: View {
  @State private var showTrim = false

  var body: some View {
    Button("Trim") { showTrim = true }
      .sheet(isPresented: $showTrim) { TrimSheet() }
  }
}

private enum Phase { case configure, preview(count: Int), done }

struct TrimSheet: View {
  @State private var phase: Phase = .configure

  var body: some View {
    VStack {
      Group {
        switch phase {
        case .configure: configureView
        case .preview: previewView
        case .done: doneView
        }
      }
    }
  }

  private var configureView: some View {
    Button("Continue") { phase = .preview(count: 1) }.keyboardShortcut(.return)
  }

  private var previewView: some View {
    Button("Delete") { phase = .done }.keyboardShortcut(.return)
  }

  private var doneView: some View {
    Button("Done") { phase = .configure }.keyboardShortcut(.return)
  }
}
