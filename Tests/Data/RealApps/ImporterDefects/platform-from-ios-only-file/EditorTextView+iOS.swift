// The whole file is compiled for iOS only, as Neon Vision Editor's
// EditorTextView+iOS.swift is (`#if os(iOS) || os(visionOS)`): its UIKeyCommand is no
// evidence that the app is imported for iPadOS.
#if os(iOS)
  import UIKit

  final class EditorInputTextView: UITextView {
    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          input: "z", modifierFlags: .command, action: #selector(undoFromHardwareKeyboard))
      ]
    }

    @objc func undoFromHardwareKeyboard() { undoManager?.undo() }
  }
#endif
