import SwiftUI

// A settings window whose sheet's content is a method declared in an extension in another
// file (SettingsView+Modal.swift) that switches over the presented item, building one sheet
// per case, as Voxt's `.sheet(item: $modal) { currentModal in modalView(for: currentModal) }`
// (thirty-first held-out batch). Each sheet has one default button. Read from the presenting
// type, both met in the settings window: a false `default-buttons` warning. With the method
// written in this file each case is a sheet of its own and nothing is reported.
@main
struct SheetApp: App {
  var body: some Scene {
    WindowGroup { SettingsView() }
  }
}

enum Modal: Identifiable {
  case create, detail
  var id: Int { 0 }
}

struct SettingsView: View {
  @State var modal: Modal?

  var body: some View {
    VStack {
      TextField("Name", text: .constant(""))
      Button("New") { modal = .create }
    }
    .sheet(item: $modal) { current in
      modalView(for: current)
    }
  }
}

struct EditorSheet: View {
  var body: some View {
    HStack {
      Button("Cancel", role: .cancel) {}
      Button("Save") {}.keyboardShortcut(.defaultAction)
    }
  }
}

struct DetailSheet: View {
  var body: some View {
    Button("Close") {}.keyboardShortcut(.defaultAction)
  }
}
