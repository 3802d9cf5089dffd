import SwiftUI

// Hosts ▸ Add Host ⌘N posts `.showAddHostSheet`; the main window's one observer of it sets
// `isPresentingAddSheet = true`, and the toolbar's Add button on ⌘N does the same
// assignment itself. One command shown twice: the toolbar button "shadowing" the menu item
// was a `shadowed` warning (PiStats, fifth held-out batch).
extension Notification.Name {
  static let showAddHostSheet = Notification.Name("example.showAddHostSheet")
}

@main
struct HostsApp: App {
  var body: some Scene {
    WindowGroup {
      HostListView()
    }
    .commands {
      CommandMenu("Hosts") {
        Button("Add Host") {
          NotificationCenter.default.post(name: .showAddHostSheet, object: nil)
        }
        .keyboardShortcut("n", modifiers: [.command])
      }
    }
  }
}

struct HostListView: View {
  @State private var isPresentingAddSheet = false

  var body: some View {
    List { Text("pi.hole") }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          // Titled apart from Hosts ▸ Add Host, so that only the notification can make the
          // two one command (a control with a command's title and key is that command).
          Button(action: { isPresentingAddSheet = true }) {
            Label("Add", systemImage: "plus")
          }
          .keyboardShortcut("n", modifiers: [.command])
        }
      }
      .sheet(isPresented: $isPresentingAddSheet) { Text("New host") }
      .onAppear(perform: setupView)
  }

  private func setupView() {
    NotificationCenter.default.addObserver(
      forName: .showAddHostSheet,
      object: nil,
      queue: .main
    ) { _ in
      isPresentingAddSheet = true
    }
  }
}
