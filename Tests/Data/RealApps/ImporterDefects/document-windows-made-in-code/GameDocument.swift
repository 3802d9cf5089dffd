import Cocoa

// Written for the corpus (not copied from an app). The document names no nib: its window
// and window controller are made in code when the game is shown, and the controller is
// handed to the document through a property whose setter adds it (OpenEmu's
// OEGameDocument.gameWindowController). The document and that controller are in the game
// window's responder chain only.
final class GameDocument: NSDocument {
  private var _gameWindowController: NSWindowController?

  var gameWindowController: NSWindowController? {
    get { _gameWindowController }
    set {
      if let old = _gameWindowController { removeWindowController(old) }
      _gameWindowController = newValue
      if let controller = newValue { addWindowController(controller) }
    }
  }

  func showInSeparateWindow() {
    let window = NSWindow(
      contentRect: .zero, styleMask: [.titled, .closable, .resizable], backing: .buffered,
      defer: true)
    let controller = GameWindowController(window: window)
    gameWindowController = controller
    showWindows()
  }

  @IBAction func volumeDown(_ sender: Any?) {}

  @IBAction func volumeUp(_ sender: Any?) {}
}

final class GameWindowController: NSWindowController {
  @IBAction func popOutGame(_ sender: Any?) {}
}
