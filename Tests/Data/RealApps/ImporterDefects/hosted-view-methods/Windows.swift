import AppKit
import SwiftUI

final class PreferencesWindowController: NSWindowController {
  convenience init<T: View>(view: T) {
    let window = NSWindow(contentViewController: NSHostingController(rootView: view))
    self.init(window: window)
  }
}

struct PreferencesView: View {
  var body: some View {
    Button("Close Window") { closeWindow() }
      .keyboardShortcut("w")
  }

  func closeWindow() {
    PreferencesWindowController(view: self).close()
  }

  func showWindow() {
    PreferencesWindowController(view: self).showWindow(nil)
  }
}

final class TextFile: NSDocument {
  override func makeWindowControllers() {
    var view: some View {
      Button("Close File") { self.close() }
        .keyboardShortcut("w")
    }
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 800, height: 600),
      styleMask: [.titled, .closable], backing: .buffered, defer: false)
    window.contentView = NSHostingView(rootView: view)
    addWindowController(NSWindowController(window: window))
  }
}
