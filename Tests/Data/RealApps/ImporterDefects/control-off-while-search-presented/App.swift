import SwiftUI

// A hidden control on ⌘Z turned off while the view's own search field is presented
// (OpenDisk, thirty-fourth held-out batch: OpenDisk/Views/Analysis/DiskAnalysisView.swift:
// 151-156 and 183-191, `.disabled(!collector.canUndo || searchPresented)` with
// `.searchable(text: $searchText, isPresented: $searchPresented, placement: .toolbar)`, "Gated
// off while the search field is up so it doesn't shadow text undo"). The importer of fd814c7
// keeps the control but not its `.disabled` gate, so the audit takes Undo Collect as live in
// the search field and reports Edit ▸ Undo `shadowed` there: 1 warning. The app turns the
// control off exactly while the search is up, so ⌘Z reaches the field. Left.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      RootView()
    }
  }
}

struct RootView: View {
  @State private var searchText = ""
  @State private var searchPresented = false
  @State private var canUndo = true

  var body: some View {
    Text("Items")
      .searchable(text: $searchText, isPresented: $searchPresented, placement: .toolbar)
      .background {
        Button("Undo Collect") { canUndo = false }
          .keyboardShortcut("z", modifiers: .command)
          .disabled(!canUndo || searchPresented)
          .opacity(0)
      }
  }
}
