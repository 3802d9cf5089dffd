// An example for `cmdshell import` (README, "Reading an app in"): a SwiftUI app's commands
// and a view with a shortcut. It is read by the importer, not compiled by this package.

import SwiftUI

struct JotterCommands: Commands {
  @FocusedValue(\.selectedJot) var jot

  var body: some Commands {
    CommandMenu("Jot") {
      Button("Pin") { jot?.pin() }
        .keyboardShortcut("p", modifiers: [.command, .shift])
        .disabled(jot == nil)
      Button("Publish") { jot?.publish() }
        .keyboardShortcut("P")
        .disabled(jot == nil)
      Button("Share \(jot?.title ?? "")") { jot?.share() }
        .keyboardShortcut(shareKey)
    }
  }
}

struct ComposeView: View {
  var body: some View {
    Button("Send") { send() }
      .keyboardShortcut(.return, modifiers: .command)
  }
}
