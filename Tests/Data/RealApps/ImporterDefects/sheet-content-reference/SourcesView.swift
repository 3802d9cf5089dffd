import SwiftUI

// A list of catalogs with an Add Catalog sheet whose content is a function passed by
// reference (`content: addSourcePrompt`), declared in a protocol extension the view conforms
// to, and a screenshot preview whose close button is on ⌘⎋ too (AppFair, fourth held-out
// batch). The sheet's Cancel belongs to the sheet, which blocks the window: read into the
// main window, the two ⌘⎋ buttons were an `ambiguous` error.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { SourcesView() }
  }
}

struct SourceItem: Identifiable {
  let id: String
}

protocol AddSourceHandler {
  func closeAddSource()
}

extension AddSourceHandler {
  func addSourcePrompt(item: SourceItem) -> some View {
    VStack {
      Text(item.id)
      Button("Cancel", role: .cancel, action: closeAddSource)
        .keyboardShortcut(.escape)
    }
  }
}

struct SourcesView: View, AddSourceHandler {
  @State private var adding: SourceItem?
  @State private var previewing = false

  var body: some View {
    List {
      Text("Catalogs")
    }
    .overlay {
      Button("Close Preview") { previewing = false }
        .keyboardShortcut(.escape)
        .disabled(!previewing)
    }
    .sheet(item: $adding, content: addSourcePrompt)
  }

  func closeAddSource() { adding = nil }
}
