import SwiftUI

// A command whose .disabled test of a focused value sits in a computed property of its
// Commands struct (VVTerm, thirty-second held-out batch: Views/Splits/
// TerminalSplitContainerView.swift:28-32 and 45-48, `.disabled(!canSplit)` with
// `canSplit` testing `splitActions != nil && activePaneId != nil`). The sidebar publishes
// `discover` and the terminal pane `paneID`, each with .focusedValue, so focus is never in
// both and the two ⇧⌘D items are never enabled together. The importer of fd814c7 reads
// Discover's inline `discover == nil` as a requirement but imports Split Down with none,
// as always enabled: a false `ambiguous` error. Written inline, `.disabled(paneID == nil)`,
// the pair is read as never enabled together. Left.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      HSplitView {
        SidebarList()
        TerminalPane()
      }
    }
    .commands {
      ExampleCommands()
    }
  }
}

struct ExampleCommands: Commands {
  @FocusedValue(\.discover) private var discover
  @FocusedValue(\.paneID) private var paneID

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("Discover Devices…") { discover?() }
        .keyboardShortcut("d", modifiers: [.command, .shift])
        .disabled(discover == nil)
    }
    CommandMenu("Terminal") {
      Button("Split Down") {}
        .keyboardShortcut("d", modifiers: [.command, .shift])
        .disabled(!canSplit)
    }
  }

  private var canSplit: Bool {
    paneID != nil
  }
}

struct SidebarList: View {
  @State private var showing = false

  var body: some View {
    List { Text("Server") }
      .focusedValue(\.discover, { showing = true })
  }
}

struct TerminalPane: View {
  @State private var text = ""

  var body: some View {
    TextEditor(text: $text)
      .focusedValue(\.paneID, 1)
  }
}

struct DiscoverKey: FocusedValueKey { typealias Value = () -> Void }
struct PaneIDKey: FocusedValueKey { typealias Value = Int }

extension FocusedValues {
  var discover: (() -> Void)? {
    get { self[DiscoverKey.self] }
    set { self[DiscoverKey.self] = newValue }
  }
  var paneID: Int? {
    get { self[PaneIDKey.self] }
    set { self[PaneIDKey.self] = newValue }
  }
}
