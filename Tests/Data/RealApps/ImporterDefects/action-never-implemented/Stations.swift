import Cocoa

// Written for the corpus (not copied from an app), after Radiola (eleventh held-out batch):
// File ▸ Add Station to My Stations ⌘M sends addStationToLocalList: to the First Responder
// (MainMenu.xib), and nothing implements it: not AppKit, not the app. AppKit's automatic
// enabling finds no responder and disables the item (Apple, "Enabling Menu Items"), so ⌘M
// stays Window ▸ Minimize's. New Station ⌘N sends addStation:, which the stations window's
// controller implements: it stays enabled.
@main
class AppDelegate: NSObject, NSApplicationDelegate {
  let stations = StationsWindowController()
}

class StationsWindowController: NSWindowController {
  convenience init() {
    self.init(windowNibName: "Stations")
  }

  @IBAction func addStation(_ sender: Any?) {}
}
