import SwiftUI

@main
struct TagsApp: App {
  var body: some Scene {
    WindowGroup {
      TagsView()
    }
    .commands { TableCommands() }
  }
}

struct TagsView: View {
  @State private var name = ""

  var body: some View {
    TextField("Tag", text: $name)
      .toolbar {
        Button("Add Tag") {}.keyboardShortcut("n")
      }
  }
}
