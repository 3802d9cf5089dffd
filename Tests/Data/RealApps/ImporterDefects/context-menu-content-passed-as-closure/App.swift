import SwiftUI

// A row context menu whose buttons a window's view function builds, handed by name to a table
// view as a @ViewBuilder closure property and called there only inside `.contextMenu` (Rockxy,
// thirty-fifth held-out batch: Views/Rules/AllowListWindowView.swift:241-248, 594-618, 743,
// 782-784, `contextMenuItems: contextMenuItems`, `@ViewBuilder let contextMenuItems: (UUID) ->
// ContextMenuContent`, `.contextMenu { contextMenuItems(rule.id) }`). SwiftUI builds the
// function's buttons only while the context menu is open, so the footer menu's Duplicate is
// the only live control on ⌘D. The importer of 9576808 reads the function as a helper of the
// window's own body and places its Duplicate beside the footer's: 1 `ambiguous` error on ⌘D
// (the two run different code, as Rockxy's do; with the same action the audit takes them as one).
// Written in the `.contextMenu` closure itself, the buttons are the menu's. Left.
@main
struct RulesApp: App {
  var body: some Scene {
    WindowGroup {
      RulesWindowView()
    }
  }
}

struct RulesWindowView: View {
  @State private var selected: Int?

  var body: some View {
    VStack {
      RulesTable(selected: $selected, contextMenuItems: contextMenuItems)
      Menu("More") {
        Button("Duplicate") { duplicateSelected() }
          .keyboardShortcut("d", modifiers: .command)
          .disabled(selected == nil)
      }
    }
  }

  private func contextMenuItems(for id: Int) -> some View {
    Button("Duplicate") {
      selected = id
      duplicateSelected()
    }
    .keyboardShortcut("d", modifiers: .command)
  }

  private func duplicateSelected() {}
}

struct RulesTable<ContextMenuContent: View>: View {
  @Binding var selected: Int?
  @ViewBuilder let contextMenuItems: (Int) -> ContextMenuContent

  var body: some View {
    List(0..<3, id: \.self, selection: $selected) { row in
      Text("Rule \(row)")
        .contextMenu {
          contextMenuItems(row)
        }
    }
  }
}
