import Cocoa

// Left over from an earlier design: nothing in the app creates this controller, so no
// responder ever implements removeSelectedDevices: and AppKit never enables the menu item.
final class DevicesWindowController: NSWindowController {
  @IBAction func removeSelectedDevices(_ sender: Any?) {}
}
