import SwiftUI

// View-menu items made by a helper function whose key is its parameter, called with
// literals, as Berthly's ⌘1…⌘6 sections and ⌥⌘1…⌥⌘3 detail panes (AppCommands.swift:121-124,
// 142-145; twenty-first held-out batch). The importer warns "key comes from a variable or an
// expression" and imports the helper once, as one command titled `title` with no shortcut,
// not one per call, so the Machines item's ⌘M is never compared with Window ▸ Minimize and
// nothing is reported. With a Button written out in place of each call, the three keys are
// read and ⌘M is an `ambiguous` error with Minimize.
@main
struct PanesApp: App {
  var body: some Scene {
    WindowGroup { Text("Panes") }
      .commands { PaneCommands() }
  }
}

struct PaneCommands: Commands {
  var body: some Commands {
    CommandGroup(after: .sidebar) {
      paneItem("Compute", "1")
      paneItem("Volumes", "2")
      paneItem("Machines", "m")
    }
  }

  private func paneItem(_ title: LocalizedStringKey, _ key: KeyEquivalent) -> some View {
    Button(title) {}
      .keyboardShortcut(key, modifiers: .command)
  }
}
