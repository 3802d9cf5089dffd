import Cocoa

// Written for the corpus (not copied from an app). Each window's controller is the File's
// Owner of its nib and implements that window's actions: AppKit sends a menu item's action
// to the key window's responder chain (its views, the window, its controller), then the main
// window's, then the app and its delegate, so First Move and Flip Board are live only while
// the board window is key or main, and Reset Engine Options only in Preferences. Last Move
// is answered by the move history too, an object of no window: it stays live everywhere.
@main
class AppDelegate: NSObject, NSApplicationDelegate {
  let board = BoardWindowController()
  lazy var preferences = PreferencesWindowController()

  @IBAction func showPreferences(_ sender: Any?) {
    preferences.showWindow(sender)
  }
}

class BoardWindowController: NSWindowController {
  convenience init() {
    self.init(windowNibName: "Board")
  }

  @IBAction func firstMove(_ sender: Any?) {}

  @IBAction func lastMove(_ sender: Any?) {}

  @IBAction func flipBoard(_ sender: Any?) {}
}

class PreferencesWindowController: NSWindowController {
  convenience init() {
    self.init(windowNibName: "Preferences")
  }

  @IBAction func resetEngineOptions(_ sender: Any?) {}
}

class MoveHistory: NSObject {
  @IBAction func lastMove(_ sender: Any?) {}
}
