import SwiftUI

// View ▸ Toggle Share ⇧⌘S only posts `.toggleShare`; its one observer is the toolbar's Export
// button view itself, which then calls its own `share()`, the method the button's action
// calls, on the same ⇧⌘S, as ExcalidrawZ's ShareToolbarButton (ExcalidrawZApp.swift:367-372,
// Share/ShareToolbarButton.swift:65-89; twenty-second held-out batch). One command shown
// twice, reported as the button "shadowing" the menu item. Audit7's notification rule
// (`same-action-notification/`) matches only an observer and a control that each make one
// assignment; this is the simplest call form of `same-action-notification-call/`: one type,
// a method of `self`, no other receiver.
extension Notification.Name {
  static let toggleShare = Notification.Name("example.toggleShare")
}

@main
struct DrawApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Canvas")
        .toolbar { ShareButton() }
    }
    .commands {
      CommandGroup(before: .sidebar) {
        Button("Toggle Share") {
          NotificationCenter.default.post(name: .toggleShare, object: nil)
        }
        .keyboardShortcut("s", modifiers: [.command, .shift])
      }
    }
  }
}

struct ShareButton: View {
  var body: some View {
    Button("Export") {
      Task { await share() }
    }
    .keyboardShortcut("s", modifiers: [.command, .shift])
    .onReceive(NotificationCenter.default.publisher(for: .toggleShare)) { _ in
      Task { await share() }
    }
  }

  private func share() async {}
}
