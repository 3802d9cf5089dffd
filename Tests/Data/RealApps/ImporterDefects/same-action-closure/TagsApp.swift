import SwiftUI

// Written for the corpus (not copied from an app). The menu's Clear Window and the window's
// hidden Clear button both run EditorModel.clearWindow(), the one method of that name in
// the app: the menu through a closure (the current window's model), the button by naming
// the method. They are one action shown twice (SPEC §20), so ⌘⎋ is no collision.
@main
struct TagsApp: App {
  @StateObject private var app = AppModel()

  var body: some Scene {
    WindowGroup {
      EditorView(vm: EditorModel())
    }
    .commands {
      EditorCommands(app: app)
    }
  }
}

final class AppModel: ObservableObject {
  @Published var current: WindowKind?
}

enum WindowKind {
  case editor(EditorModel)
  case library

  var asEditor: EditorModel? {
    switch self {
    case .editor(let model): model
    case .library: nil
    }
  }
}

final class EditorModel: ObservableObject {
  @Published var text = ""

  func clearWindow() {
    text = ""
  }
}

struct EditorCommands: Commands {
  @ObservedObject var app: AppModel

  var body: some Commands {
    CommandMenu("Editor") {
      Button("Clear Window") { app.current.flatMap(\.asEditor)?.clearWindow() }
        .keyboardShortcut(.escape, modifiers: [.command])
    }
  }
}

struct EditorView: View {
  @ObservedObject var vm: EditorModel

  var body: some View {
    VStack {
      TextEditor(text: $vm.text)
      Button("Clear", action: vm.clearWindow)
        .keyboardShortcut(.escape, modifiers: [.command])
        .hidden()
    }
  }
}
