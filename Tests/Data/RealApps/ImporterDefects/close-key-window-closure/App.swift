import AppKit
import SwiftUI

// A Window-menu item of the app's own on ⌘W whose whole action closes the key window the
// way File ▸ Close does, beside SwiftUI's File ▸ Close ⌘W, which the app keeps (it replaces
// no File group). FindDiskKiller, thirtieth held-out batch:
// Sources/FindDiskKillerApp/FindDiskKillerApp.swift:166-175, a CommandGroup(after:
// .windowArrangement) with one Button calling NSApp.keyWindow?.performClose(nil) on ⌘W.
// Whichever item takes ⌘W, the key window gets performClose: — one command shown in two
// menus. The importer of d92af57 gives the item no action, and the audit reports the two
// items as an `ambiguous` error on ⌘W.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      NotesView()
    }
    .commands {
      WindowCommands()
    }
  }
}

struct WindowCommands: Commands {
  var body: some Commands {
    CommandGroup(after: .windowArrangement) {
      Button("Close Window") {
        NSApp.keyWindow?.performClose(nil)
      }
      .keyboardShortcut("w", modifiers: [.command])
    }
  }
}

struct NotesView: View {
  @State private var text = ""

  var body: some View {
    TextField("Note", text: $text)
  }
}
