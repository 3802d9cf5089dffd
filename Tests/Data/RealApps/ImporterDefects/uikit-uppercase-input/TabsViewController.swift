import UIKit

// A terminal's tab controller: ⌘T, ⌘W and, while a command runs, ⌃C. The inputs are
// upper-case letters without .shift, as apps write them; the importer reads each with
// Shift added (⇧⌘T, ⇧⌘W, ⌃⇧C), the rule of AppKit key equivalents and SwiftUI
// KeyEquivalent, which UIKit does not document for UIKeyCommand.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

final class TabsViewController: UIViewController {
  let textView = UITextView()

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: "T", modifierFlags: .command, action: #selector(addTab)),
      UIKeyCommand(input: "W", modifierFlags: .command, action: #selector(closeTab)),
      UIKeyCommand(input: "C", modifierFlags: .control, action: #selector(interrupt)),
    ]
  }

  @objc func addTab() {}
  @objc func closeTab() {}
  @objc func interrupt() {}
}
