import AppKit
import SwiftUI

// Written for the corpus (not copied from an app): a SwiftUI app whose app delegate turns
// automatic window tabbing off, and a view with its own ⇧⌘T button. AppKit then adds no
// Show Tab Bar (⇧⌘T) or Show All Tabs (⇧⌘\) item, so the button hides nothing.
@main
struct ChatApp: App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      LoginView()
    }
  }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  func applicationWillFinishLaunching(_ notification: Notification) {
    // One window; tabs make no sense here.
    NSWindow.allowsAutomaticWindowTabbing = false
  }
}

struct LoginView: View {
  @State private var token = ""

  var body: some View {
    VStack {
      TextField("Token", text: $token)
      Button("Use a Token") { token = "" }
        .keyboardShortcut("t", modifiers: [.command, .shift])
    }
  }
}
