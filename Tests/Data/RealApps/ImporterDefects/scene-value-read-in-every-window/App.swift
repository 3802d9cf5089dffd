import SwiftUI

// A menu command gated on a value only the main window publishes with `.focusedSceneValue`,
// and a tool window (a Window scene of its own) with a button on the command's key (Rockxy,
// thirty-fifth held-out batch: ContentView.swift:99 publishes commandActions;
// RockxyApp.swift:887-891, Flow ▸ Edit and Repeat… ⌘E, `.disabled(actions?.hasSelectedTransaction
// != true)`; the Block List window's More ▸ Edit… ⌘E, Views/Rules/BlockListWindowView.swift:
// 539-543). SwiftUI's @FocusedValue reads the focused scene's values, so while the Rules window
// is key `actions` is nil and the menu item is disabled; only the window's button answers ⌘E.
// The importer of 9576808 publishes every value the commands require in every window that can
// be main, so the audit reads Edit and Repeat… as enabled in the Rules window and reports it
// `shadowed` by the button there: 1 warning. Left.
@main
struct ProxyApp: App {
  var body: some Scene {
    Window("Proxy", id: "main") {
      TrafficView()
    }
    .commands {
      FlowCommands()
    }

    Window("Rules", id: "rules") {
      RulesView()
    }
  }
}

struct FlowActions {
  var hasSelection: Bool
  func editAndRepeat() {}
}

struct FlowActionsKey: FocusedValueKey {
  typealias Value = FlowActions
}

extension FocusedValues {
  var flowActions: FlowActions? {
    get { self[FlowActionsKey.self] }
    set { self[FlowActionsKey.self] = newValue }
  }
}

struct FlowCommands: Commands {
  @FocusedValue(\.flowActions) private var actions: FlowActions?

  var body: some Commands {
    CommandMenu("Flow") {
      Button("Edit and Repeat…") {
        actions?.editAndRepeat()
      }
      .keyboardShortcut("e", modifiers: .command)
      .disabled(actions?.hasSelection != true)
    }
  }
}

struct TrafficView: View {
  @State private var selection: Int?

  var body: some View {
    List(0..<3, id: \.self, selection: $selection) { Text("Request \($0)") }
      .focusedSceneValue(\.flowActions, FlowActions(hasSelection: selection != nil))
  }
}

struct RulesView: View {
  @State private var search = ""

  var body: some View {
    VStack {
      TextField("Search rules", text: $search)
      Button("Edit…") {}
        .keyboardShortcut("e", modifiers: .command)
    }
  }
}
