import AppKit
import SwiftUI

// The App's conformance written with its module, `SwiftUI.App` (Osaurus, thirteenth held-out
// batch: App/osaurus/osaurusApp.swift:13, beside its own types named like SwiftUI's), and a
// Settings scene only, its windows opened from code. SwiftUI gives every App the standard
// menu bar, Edit with Undo, Cut, Copy, Paste and Select All included. The importer of
// ffb66d7 reads the commands but not the conformance, so it takes the app for an AppKit app
// without a main menu ("defaultCommands": false) and `missing-edit-commands` is reported as an
// error on the text field.
@main
struct ExampleApp: SwiftUI.App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some SwiftUI.Scene {
    Settings {
      EmptyView()
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("New Window") { AppDelegate.openWindow() }
          .keyboardShortcut("n", modifiers: .command)
      }
    }
  }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  @MainActor static func openWindow() {
    let window = NSWindow(contentViewController: NSHostingController(rootView: ChatView()))
    window.makeKeyAndOrderFront(nil)
  }
}

struct ChatView: View {
  @State private var text = ""

  var body: some View {
    TextField("Message", text: $text)
  }
}
