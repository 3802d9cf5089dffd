import AppKit
import SwiftUI

// Secondary windows that AppKit code makes from a view chosen by a switch (Bento Term,
// thirty-first held-out batch: BentoTermMac/Sources/App/BentoTermMacApp.swift:143-165,
// `Windows.show(_:)`: `let content: AnyView`, `case .wizard: content =
// AnyView(AgentWizardWindow())`, then `NSHostingController(rootView: content)` in an
// `NSWindow`). The importer of ac4afd8 follows `rootView:` only to a view written there or
// to a variable declared with one, so the wizard's view lands in the main window, where its
// Cancel on Escape meets the main window's own Escape button: a `default-buttons` warning
// (cause `hosted-views-in-main`). Each view the switch assigns is a window of its own.
@main
struct TerminalApp: App {
  var body: some Scene {
    WindowGroup {
      TerminalView()
    }
    .commands {
      CommandGroup(after: .newItem) {
        Button("New Agent Session…") { Windows.show(.wizard) }
          .keyboardShortcut("n", modifiers: [.command, .shift])
      }
    }
  }
}

struct TerminalView: View {
  @State private var isRecording = false

  var body: some View {
    VStack {
      Text("$")
      if isRecording {
        Button("Stop Recording") { isRecording = false }
          .keyboardShortcut(.cancelAction)
      }
    }
  }
}

struct WizardView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Agent", text: .constant(""))
      Button("Cancel") { dismiss() }
        .keyboardShortcut(.cancelAction)
    }
  }
}

struct FirstRunView: View {
  var body: some View {
    Button("Get Started") {}
      .keyboardShortcut(.defaultAction)
  }
}

enum Windows {
  enum Kind { case wizard, firstRun }

  @MainActor
  static func show(_ kind: Kind) {
    let title: String
    let content: AnyView
    switch kind {
    case .wizard:
      title = "New agent session"
      content = AnyView(WizardView())
    case .firstRun:
      title = "Set up"
      content = AnyView(FirstRunView())
    }
    let host = NSHostingController(rootView: content)
    let window = NSWindow(contentViewController: host)
    window.title = title
    window.makeKeyAndOrderFront(nil)
  }
}
