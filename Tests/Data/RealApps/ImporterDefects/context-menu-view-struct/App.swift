import SwiftUI

// A .contextMenu's items register their shortcuts only while the menu is open. The importer
// closes a context menu whose buttons are written inside its braces (context-menu/), but when
// the menu's content is a View struct of its own (`RowMenu`), it reads that struct's buttons
// as live controls of the window, so Delete ⌘⌫ "steals" the search field's delete-to-start
// (TablePro, seventeenth held-out batch: SidebarContextMenu in SidebarView.swift).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Text("Row")
        .contextMenu {
          RowMenu()
        }
    }
  }
}

struct RowMenu: View {
  var body: some View {
    Button("Delete", role: .destructive) {}
      .keyboardShortcut(.delete, modifiers: .command)
  }
}
