import SwiftUI

// Edit ▸ Find Next ⌘G posts `.findNext`; the window's one observer, written in a modifier
// method of `extension View`, calls `findBar.findNext()` while the find bar is shown (and shows
// the bar otherwise). The find bar exists only while `findBar.isVisible`, and its own ⌘G
// button calls `state.findNext()` on the same object, handed to it as `state`. Whenever the
// button takes the key it does what the menu item would: one command shown twice, reported
// as the button "shadowing" Find Next, a `shadowed` warning (FINAL|FINAL, nineteenth held-out
// batch: Find Next ⌘G and Find Previous ⇧⌘G). The notification rule of audit7
// (`same-action-notification/`) matches only an observer and a control that are each one
// assignment of the same literal to the same property, written in one type.
extension Notification.Name {
  static let findNext = Notification.Name("example.findNext")
}

@Observable
final class FindBarState {
  var isVisible = false

  func show() { isVisible = true }

  func findNext() {}
}

@main
struct EditorApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .commands {
      CommandGroup(replacing: .textEditing) {
        Button("Find Next") {
          NotificationCenter.default.post(name: .findNext, object: nil)
        }
        .keyboardShortcut("g", modifiers: .command)
      }
    }
  }
}

struct ContentView: View {
  @State private var findBar = FindBarState()
  @State private var text = ""

  var body: some View {
    VStack(spacing: 0) {
      if findBar.isVisible {
        FindBarView(state: findBar)
      }
      TextEditor(text: $text)
    }
    .withFindNotifications(findBar: findBar)
  }
}

struct FindBarView: View {
  @Bindable var state: FindBarState
  @State private var query = ""

  var body: some View {
    HStack {
      TextField("Find", text: $query)
      Button {
        state.findNext()
      } label: {
        Image(systemName: "chevron.down")
      }
      .keyboardShortcut("g", modifiers: .command)
    }
  }
}

extension View {
  func withFindNotifications(findBar: FindBarState) -> some View {
    onReceive(NotificationCenter.default.publisher(for: .findNext)) { _ in
      if findBar.isVisible {
        findBar.findNext()
      } else {
        findBar.show()
      }
    }
  }
}
