import Cocoa

// Written for the corpus (not copied from an app). The main window's controller is the
// File's Owner of MainWindow.xib and shows the library's view controller, made in code, in
// its placeholder: the library's grid-size actions are live in the main window while it shows
// the library. The game's actions are its document's (GameDocument.swift), whose window is
// made in code: AppKit reaches a document only from its own windows (Cocoa Event Handling
// Guide, "Responder Chain for Action Messages"), so ⌘− and ⌘+ are never live twice at once.
@main
class AppDelegate: NSObject, NSApplicationDelegate {
  let mainWindowController = MainWindowController()
}

class MainWindowController: NSWindowController {
  lazy var libraryController = LibraryViewController()

  convenience init() {
    self.init(windowNibName: "MainWindow")
  }
}

class LibraryViewController: NSViewController {
  @IBAction func decreaseGridSize(_ sender: Any?) {}

  @IBAction func increaseGridSize(_ sender: Any?) {}
}
