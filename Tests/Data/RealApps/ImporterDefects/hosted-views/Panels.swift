import AppKit
import SwiftUI

// The Insert panel is an NSPanel that AppKit code makes, hosting a SwiftUI view: its
// default button is in that panel, never in the main window beside Save.
@main
struct EditorApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var name = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Save") {}
        .keyboardShortcut(.defaultAction)
      Button("Colors…") { ColorPanelController.shared.show() }
    }
  }
}

@MainActor final class ColorPanelController {
  static let shared = ColorPanelController()
  func show() {
    let panel = NSPanel(contentViewController: NSHostingController(rootView: InsertPanel()))
    panel.makeKeyAndOrderFront(nil)
  }
}

struct InsertPanel: View {
  var body: some View {
    Button("Insert") {}
      .keyboardShortcut(.defaultAction)
  }
}
