import Cocoa

// Written for the corpus (not copied from an app), after OpenEmu (fifth held-out batch):
// View ▸ Smaller Covers ⌘− is the library's (an @IBAction of its view controller) and
// Controls ▸ Volume Down ⌘− the game document's. The document declares volumeDown(_:) as a
// plain method: its class is @objc, but since Swift 4 that exposes the class, not its
// members (SE-0160), so no responder answers volumeDown: and AppKit never enables Volume
// Down; ⌘− is Smaller Covers' alone. Pause's togglePause(_:) is an @IBAction: enabled.
@main
class AppDelegate: NSObject, NSApplicationDelegate {
  let library = LibraryViewController()
}

class LibraryViewController: NSViewController {
  @IBAction func smallerCovers(_ sender: Any?) {}
}

@objc
final class GameDocument: NSDocument {
  override func makeWindowControllers() {
    addWindowController(NSWindowController(window: NSWindow()))
  }

  func volumeDown(_ sender: Any?) {}

  @IBAction func togglePause(_ sender: Any?) {}
}
