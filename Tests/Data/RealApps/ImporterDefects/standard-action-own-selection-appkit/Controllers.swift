import Cocoa

// Written for the corpus (not copied from an app): the AppKit form of
// standard-action-own-selection/. Edit ▸ Delete on plain ⌫ sends the standard delete: to the
// First Responder (MainMenu.xib). A text field's field editor answers it as the platform
// gives it; the board window's controller, File's Owner of Board.xib, answers it too, by
// deleting the selected moves, so with the table focused ⌫ reaches the item. AppKit enables
// an item sent to the First Responder when an object of the responder chain implements its
// action (Apple, "Enabling Menu Items", automatic enabling). Nothing of the Preferences
// window answers delete: but its field. The audit reports nothing here, before and after the
// rule: on macOS a key equivalent goes to the menu before the focused view (so ⌫ is never
// `swallowed`), and an Interface Builder main menu makes a scene file without the platform's
// items ("defaultCommands": false), whose declared Edit items require nothing and are enabled
// in every window already: the rule leaves them as they are.
@main
class AppDelegate: NSObject, NSApplicationDelegate {
  let board = BoardWindowController()
  lazy var preferences = PreferencesWindowController()
}

class BoardWindowController: NSWindowController {
  convenience init() {
    self.init(windowNibName: "Board")
  }

  @IBAction func delete(_ sender: Any?) {
    deleteSelectedMoves()
  }

  func deleteSelectedMoves() {}
}

class PreferencesWindowController: NSWindowController {
  convenience init() {
    self.init(windowNibName: "Preferences")
  }
}
