import UIKit

// Two dialogs and an editor's text view (their scenes in Dialogs.storyboard), each
// answering Escape through its own `keyCommands`, and an inspector made in code (no scene). UIKit offers a responder's key commands only while it is in the responder
// chain, nearest first (UIResponder.keyCommands): the two dialogs are never up together,
// and in the editor the text view's Escape comes before its controller's. The importer
// reads every override as an app-wide command: an `ambiguous` error on Escape (Zavala,
// fourth held-out batch).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

final class LinkViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(action: #selector(cancel(_:)), input: UIKeyCommand.inputEscape)]
  }

  @objc func cancel(_ sender: Any?) { dismiss(animated: true) }
}

final class OpenQuicklyViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(action: #selector(cancel(_:)), input: UIKeyCommand.inputEscape)]
  }

  @objc func cancel(_ sender: Any?) { dismiss(animated: true) }
}

final class NoteTextView: UITextView {
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(action: #selector(leaveNote(_:)), input: UIKeyCommand.inputEscape)]
  }

  @objc func leaveNote(_ sender: Any?) { resignFirstResponder() }
}

final class EditorViewController: UIViewController {}

final class InspectorViewController: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(action: #selector(close(_:)), input: UIKeyCommand.inputEscape)]
  }

  @objc func close(_ sender: Any?) { dismiss(animated: true) }
}
