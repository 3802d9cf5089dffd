import AppKit

// Makes the main window's controller: a responder nothing creates answers no action
// (ImporterDefects/action-in-uncreated-class/).
final class Launcher {
  let windowController = MainWindowController()
}
