// The compose sheet: Send and Cancel buttons with their keyboard shortcuts.
#if canImport(SwiftUI)
  import SwiftUI

  struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        TextField("Subject", text: .constant(""))
        HStack {
          Button("Cancel") { dismiss() }
            .keyboardShortcut(.cancelAction)
          Button("Send") { dismiss() }
            .keyboardShortcut(.return, modifiers: .command)
        }
      }
    }
  }
#endif
