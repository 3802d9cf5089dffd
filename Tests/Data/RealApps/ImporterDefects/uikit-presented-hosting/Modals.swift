import SwiftUI
import UIKit

// Two SwiftUI views, each presented modally on its own by a UIKit view controller in a
// UIHostingController of its own, each with a ⌘⎋ close button. They are never on screen
// together, nor in the app's main window; the importer puts both buttons in the main window,
// where they "collide" (an `ambiguous` error).
@main
struct ModalsApp: App {
  var body: some Scene {
    WindowGroup { Text("Calendar") }
  }
}

struct PlusView: View {
  var close: () -> Void = {}
  var body: some View {
    Button("Collapse") { close() }.keyboardShortcut(.escape)
  }
}

struct ShortcutsView: View {
  var close: () -> Void = {}
  var body: some View {
    Button("Collapse") { close() }.keyboardShortcut(.escape)
  }
}

final class SettingsViewController: UIViewController {
  // A form row's action, written in a lazy property's closure: no function around it.
  lazy var plusRow: () -> Void = { [weak self] in
    guard let self = self else { return }
    let plusView = PlusView()
    let hostingController = UIHostingController(rootView: plusView)
    self.present(hostingController, animated: true, completion: nil)
  }

  func showShortcuts() {
    present(UIHostingController(rootView: ShortcutsView()), animated: true)
  }
}
