import SwiftUI

// A view type whose name starts with an underscore, as Gifski's `private struct _EditScreen:
// View`, which `EditScreen` wraps (Gifski/EditScreen.swift:4-35; found in round sixteen). The
// importer took a type name to start with an upper-case letter, so `_EditScreen()` was no
// view use: the type was unused and its views went nowhere, or to the main window. Its
// Previous Frame button on ⌘← is in the editor window with the editor's Width field, where it
// takes the key from the text: one `steals-text-key` warning.
@main
struct EditorApp: App {
  var body: some Scene {
    WindowGroup {
      EditScreen()
    }
  }
}

struct EditScreen: View {
  var body: some View {
    _EditScreen()
  }
}

private struct _EditScreen: View {
  @State private var width = ""

  var body: some View {
    VStack {
      TextField("Width", text: $width)
      Button("Previous Frame") {}
        .keyboardShortcut(.leftArrow, modifiers: .command)
    }
  }
}
