import SwiftUI

// Two alerts on one view, each with its own default button (⏎), as Mocolamma and Nativ
// write them (thirteenth held-out batch). An alert is presented modally, one at a time,
// and its buttons are live only while it is up; the view's own Save button is live when
// no alert is. The importer of ffb66d7 reads the alerts' actions as controls of the view,
// so all three default buttons look live at once and `default-buttons` is reported
// (Mocolamma's ChatView.swift:213-236, Nativ's ModelsView.swift:1605-1622).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { MainView() }
  }
}

struct MainView: View {
  @State private var name = ""
  @State private var showsError = false
  @State private var confirmsDelete = false

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Save") { showsError = name.isEmpty }
        .keyboardShortcut(.defaultAction)
      Button("Delete") { confirmsDelete = true }
    }
    .alert("Could not save", isPresented: $showsError) {
      Button("OK", role: .cancel) {}
        .keyboardShortcut(.defaultAction)
    }
    .alert("Delete the item?", isPresented: $confirmsDelete) {
      Button("Delete", role: .destructive) { name = "" }
        .keyboardShortcut(.defaultAction)
      Button("Cancel", role: .cancel) {}
    }
  }
}
