import SwiftUI

@main
struct Library: App {
  var body: some Scene {
    WindowGroup { MainView() }
    Window("Library", id: "library") { LibraryView() }
  }
}

struct MainView: View {
  var body: some View {
    Button("Search") {}.keyboardShortcut("f")
  }
}

struct LibraryView: View {
  var body: some View {
    Button("Search") {}.keyboardShortcut("f")
  }
}
