import AppKit
import SwiftUI

// A menu-style MenuBarExtra whose content is a computed view property of the App, not a view
// written in its braces (TypeWhisper, thirtieth held-out batch:
// TypeWhisper/App/TypeWhisperApp.swift:342-351 and 363-369, `MenuBarExtra(isInserted:) {
// menuBarContent }` with `.menuBarExtraStyle(.menu)`, menuBarContent building MenuBarView,
// whose Quit button has ⌘Q). The status item's menu is no window, so its Quit button is no
// live control of any window. The importer of d92af57 reads no view in the MenuBarExtra's
// braces, so MenuBarView reaches no scene and its views go to the main window: the audit
// reports the button's ⌘Q as shadowing App ▸ Quit there. A Window scene whose content is
// such a property (the Log window below) lost its views to the main window the same way.
@main
struct ExampleApp: App {
  var body: some Scene {
    Window("Notes", id: "notes") {
      NotesView()
    }
    Window("Log", id: "log") {
      logContent
    }
    MenuBarExtra("Example", systemImage: "star") {
      menuBarContent
    }
    .menuBarExtraStyle(.menu)
  }

  @ViewBuilder
  private var menuBarContent: some View {
    MenuBarView()
  }

  private var logContent: some View {
    LogView()
  }
}

struct NotesView: View {
  @State private var text = ""

  var body: some View {
    TextField("Note", text: $text)
  }
}

struct LogView: View {
  var body: some View {
    Button("Clear Log") {}
      .keyboardShortcut("k", modifiers: [.command])
  }
}

struct MenuBarView: View {
  var body: some View {
    Button("Quit Example") {
      NSApplication.shared.terminate(nil)
    }
    .keyboardShortcut("q", modifiers: [.command])
  }
}
