import SwiftUI

// A window with a default button and a sheet whose content is a computed property
// declared in an extension of the view in another file (ContentView+Options.swift), as
// Neon Vision Editor's languageSetupSheet and jsonStructuringOptionsSheet (twentieth
// held-out batch). The sheet's Structure button belongs to the sheet; read into the main
// window beside Go, the two default buttons give a false `default-buttons` warning. With
// the extension moved into this file the sheet is a template of its own and nothing is
// reported.
@main
struct SheetApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State var showOptions = false

  var body: some View {
    VStack {
      TextField("Name", text: .constant(""))
      Button("Go") {}.keyboardShortcut(.defaultAction)
    }
    .sheet(isPresented: $showOptions) {
      optionsSheet
    }
  }
}
