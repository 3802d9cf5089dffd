import SwiftUI

// VVTerm's false ⇧⌘D error (thirty-second held-out batch), as the integrator found it in
// round eighteen. Split Down names two focused values: `splitActions` in its action and,
// through the computed property `canSplit`, `paneID`. The terminal publishes `splitActions`
// for the whole scene (.focusedSceneValue) but `paneID` with .focusedValue, so only while
// focus is inside the terminal; the sidebar publishes `discover` the same way. Neither
// container is a node the importer reads (the terminal is an AppKit view, the sidebar a
// stack around rows). The importer of fd814c7 kept the first value named, `splitActions`,
// and published every required value in the whole window: both ⇧⌘D items always enabled,
// a false `ambiguous` error. Focus is never in both views, so they are never enabled
// together.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      HSplitView {
        Sidebar()
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
  @FocusedValue(\.splitActions) private var splitActions

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("Discover Devices…") { discover?() }
        .keyboardShortcut("d", modifiers: [.command, .shift])
        .disabled(discover == nil)
    }
    CommandMenu("Terminal") {
      Button("Split Down") { splitActions?() }
        .keyboardShortcut("d", modifiers: [.command, .shift])
        .disabled(!canSplit)
    }
  }

  private var canSplit: Bool {
    splitActions != nil && paneID != nil
  }
}

struct Sidebar: View {
  @State private var showing = false

  var body: some View {
    VStack {
      ServerRow()
    }
    .focusedValue(\.discover, { showing = true })
  }
}

struct ServerRow: View {
  var body: some View { Text("Server") }
}

struct TerminalPane: View {
  var body: some View {
    TerminalSurface()
      .focusedValue(\.paneID, 1)
      .focusedSceneValue(\.splitActions, {})
  }
}

struct TerminalSurface: NSViewRepresentable {
  func makeNSView(context: Context) -> NSView { NSView() }
  func updateNSView(_ view: NSView, context: Context) {}
}

struct DiscoverKey: FocusedValueKey { typealias Value = () -> Void }
struct PaneIDKey: FocusedValueKey { typealias Value = Int }
struct SplitActionsKey: FocusedValueKey { typealias Value = () -> Void }

extension FocusedValues {
  var discover: (() -> Void)? {
    get { self[DiscoverKey.self] }
    set { self[DiscoverKey.self] = newValue }
  }
  var paneID: Int? {
    get { self[PaneIDKey.self] }
    set { self[PaneIDKey.self] = newValue }
  }
  var splitActions: (() -> Void)? {
    get { self[SplitActionsKey.self] }
    set { self[SplitActionsKey.self] = newValue }
  }
}
