import UIKit

final class RootViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        title: "Compose", action: #selector(compose), input: "n", modifierFlags: .command)
    ]
  }
  @objc func compose() {}
}
