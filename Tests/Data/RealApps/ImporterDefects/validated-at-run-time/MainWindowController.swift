import AppKit

// The window controller implements the File menu's actions and validates every item it
// receives: an item without an identifier, or with one it does not name, is never enabled.
class MainWindowController: NSWindowController {
  var ready = false

  @objc func addString(_ sender: Any) {}
  @objc func performSave(_ sender: Any) { save() }
  @objc func performRevertToSaved(_ sender: Any) {}

  func save() {}
}

extension NSUserInterfaceItemIdentifier {
  static let addString = NSUserInterfaceItemIdentifier("addString")
}

extension MainWindowController: NSMenuItemValidation {
  func validateMenuItem(_ menuItem: NSMenuItem) -> Bool {
    guard let identifier = menuItem.identifier else { return false }
    switch identifier {
    case .addString:
      return ready
    default:
      return false
    }
  }
}
