import SwiftUI

// Choosing a branch is a sheet over the clone sheet: its Clone button is never live
// together with the clone sheet's own.
@main
struct GitApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var cloning = false
  var body: some View {
    Button("Clone…") { cloning = true }
      .sheet(isPresented: $cloning) { CloneView() }
  }
}

struct CloneView: View {
  @State private var url = ""
  @State private var choosing = false

  var body: some View {
    VStack {
      TextField("Repository URL", text: $url)
      Button("Clone") { choosing = true }
        .sheet(isPresented: $choosing) { selectView }
        .keyboardShortcut(.defaultAction)
    }
  }

  var selectView: some View {
    Button("Clone") {}
      .keyboardShortcut(.defaultAction)
  }
}
