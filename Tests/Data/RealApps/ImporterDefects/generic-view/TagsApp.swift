import SwiftUI

@main
struct TagsApp: App {
  @StateObject private var store = Store()

  var body: some Scene {
    WindowGroup("Tags", id: "main") {
      MainWindow(provider: store)
    }
    WindowGroup("Diff", id: "diff") {
      DiffWindow(provider: store)
    }
  }
}

protocol TagsProvider: ObservableObject {
  var current: String? { get }
}

final class Store: TagsProvider {
  var current: String? = "tags"
}

struct MainWindow<Provider: TagsProvider>: View {
  @ObservedObject var provider: Provider

  var body: some View {
    if let current = provider.current {
      MainView(name: current)
    } else {
      Text("Something went wrong")
    }
  }
}

struct DiffWindow<Provider: TagsProvider>: View {
  @ObservedObject var provider: Provider

  var body: some View {
    DiffView()
  }
}

struct MainView: View {
  var name: String
  @State private var search = ""

  var body: some View {
    TextField("Search", text: $search)
    Button("Kernels") {}
      .keyboardShortcut("k", modifiers: [.command, .shift])
  }
}

struct DiffView: View {
  var body: some View {
    Button("Kernels") {}
      .keyboardShortcut("k", modifiers: [.command, .shift])
  }
}
