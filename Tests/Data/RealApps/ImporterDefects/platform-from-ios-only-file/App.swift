import SwiftUI

// One multi-platform SwiftUI target (Neon Vision Editor, twentieth held-out batch): the Mac
// scenes and commands under `#if os(macOS)`, the iPad ones under `#else`. Nothing compiled
// for the Mac uses UIKit; the importer should read the Mac branch. It reads the `#else`
// branch instead (the platform imported is iPadOS, from EditorTextView+iOS.swift), so its
// Undo ⌘Z and the iOS-only text view's undo key command give a false warning, and the Mac's
// Tools ▸ Format JSON ⇧⌘J is not imported. Without EditorTextView+iOS.swift the import is
// for macOS, as it should be with it.
@main
struct EditorApp: App {
  var body: some Scene {
    #if os(macOS)
      WindowGroup { TextEditor(text: .constant("")) }
        .commands {
          CommandMenu("Tools") {
            Button("Format JSON") {}.keyboardShortcut("j", modifiers: [.command, .shift])
          }
        }
    #else
      WindowGroup { TextEditor(text: .constant("")) }
        .commands {
          CommandGroup(replacing: .undoRedo) {
            Button("Undo") {}.keyboardShortcut("z", modifiers: .command)
          }
        }
    #endif
  }
}
