// The iPhone and iPad app: compiled only for iOS. It empties the Undo group (the app has no
// undo of its own on iOS). Read for the Mac beside App_macOS.swift, its
// `CommandGroup(replacing: .undoRedo) {}` removes Undo and Redo from the Mac menu bar, and the
// Mac's search field is reported `missing-edit-commands` (Kiwix, sixth held-out batch:
// App/App_iOS.swift inside `#if os(iOS)`, App/App_macOS.swift inside `#if os(macOS)`).
#if os(iOS)
  import SwiftUI

  @main
  struct ExampleApp: App {
    var body: some Scene {
      WindowGroup { SearchView() }
        .commands {
          CommandGroup(replacing: .undoRedo) {}
        }
    }
  }
#endif
