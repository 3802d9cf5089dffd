import SwiftUI

@main
struct ConverterApp: App {
  var body: some Scene {
    WindowGroup {
      MainScreen()
    }
  }
}

enum Route: Hashable {
  case edit
  case completed
}

struct MainScreen: View {
  @State private var path: [Route] = []

  var body: some View {
    NavigationStack(path: $path) {
      StartScreen()
        .navigationDestination(for: Route.self) {
          switch $0 {
          case .edit:
            EditScreen()
          case .completed:
            CompletedScreen()
          }
        }
    }
  }
}

struct StartScreen: View {
  var body: some View {
    Text("Drop a video")
  }
}

struct EditScreen: View {
  @State private var width = ""

  var body: some View {
    TextField("Width", text: $width)
  }
}

struct CompletedScreen: View {
  var body: some View {
    Button("Copy") {}
      .keyboardShortcut("c")
  }
}

struct EditorArea: View {
  var tab: String?

  var body: some View {
    if let tab {
      TabContent(name: tab)
    } else {
      EmptyEditor()
    }
    Footer()
  }
}

struct TabContent: View {
  var name: String

  var body: some View {
    Button("Close Tab") {}
      .keyboardShortcut("w")
  }
}

struct EmptyEditor: View {
  var body: some View {
    Button("Close Window") {}
      .keyboardShortcut("w")
  }
}

struct Footer: View {
  var body: some View {
    Text("Ready")
  }
}
