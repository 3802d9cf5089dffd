import SwiftUI

/// The Jot menu, and an Edit menu without its pasteboard items.
struct JotCommands: Commands {
  @FocusedValue(\.selectedJot) var jot

  var body: some Commands {
    // A custom Edit menu that forgot Cut, Copy, Paste and Select All: in the editor's text
    // field and text view, ⌘X ⌘C ⌘V ⌘A then do nothing.
    CommandGroup(replacing: .pasteboard) {
      Button("menu.duplicate") { jot?.duplicate() }
        .keyboardShortcut("d")
    }
    CommandMenu("menu.jot") {
      Button("menu.new") { jot?.create() }
        .keyboardShortcut("n", modifiers: [.command, .shift])
      // ⌘← and ⌘→ move to the start and end of a line in every text input: while the title
      // field or the body has focus, these menu items take the keys from the text.
      Button("menu.previous") { jot?.previous() }
        .keyboardShortcut(.leftArrow)
      Button("menu.next") { jot?.next() }
        .keyboardShortcut(.rightArrow)
    }
  }
}
