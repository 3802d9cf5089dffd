import SwiftUI

// A view whose only use is its own #Preview is on no screen. The importer counts the preview
// as a use, so the unused-view rule (unused-view/) keeps it, and its Apply Changes button
// lands in the main window beside the editor's Save: a default-buttons warning on Return
// (TablePro, seventeenth held-out batch: SchemaPreviewSheet, built only in its #Preview,
// gave one on Return and one on Escape).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { EditorView() }
  }
}

struct EditorView: View {
  var body: some View {
    HStack {
      Button("Cancel") { print("close the editor") }
        .keyboardShortcut(.cancelAction)
      Button("Save") { print("save") }
        .keyboardShortcut(.defaultAction)
    }
  }
}

struct ChangesPreviewSheet: View {
  var body: some View {
    HStack {
      Button("Cancel") { print("discard the changes") }
        .keyboardShortcut(.cancelAction)
      Button("Apply Changes") { print("apply") }
        .keyboardShortcut(.defaultAction)
    }
  }
}

#Preview {
  ChangesPreviewSheet()
}
