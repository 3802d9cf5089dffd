import UIKit

// A browser's tab controller: ⌘N opens a new tab. The app's Info.plist declares no scene
// manifest, so there is no File ▸ New Window for ⌘N to collide with; read with iPadOS's New
// Window, the handler was reported `shadowed` (DuckDuckGo, sixth held-out batch).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

final class TabsViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        title: "New Tab", action: #selector(newTab), input: "n", modifierFlags: .command),
      UIKeyCommand(
        title: "Close Tab", action: #selector(closeTab), input: "w", modifierFlags: .command),
    ]
  }

  @objc func newTab() {}
  @objc func closeTab() {}
}
