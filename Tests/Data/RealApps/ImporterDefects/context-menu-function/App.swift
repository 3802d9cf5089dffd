import SwiftUI

// A row's context menu whose buttons are written in a view function of the row's type,
// called only from the `.contextMenu` closure, as Planet's sidebar item
// (`.contextMenu { … developMenu() … }` with `@ViewBuilder private func developMenu() -> some
// View`, whose Quick Rebuild ⇧⌘R and Full Rebuild ⌘R buttons are menu items;
// Planet/Views/Sidebar/MyPlanetSidebarItem.swift:30, 169, 453-500; twenty-fourth held-out
// batch). SwiftUI builds the function's buttons only in the context menu, so their keys work
// only while it is open; the importer read them as the window's buttons, and they
// "shadowed" Tools ▸ Rebuild ⌘R. With the buttons written in the closure itself, they are
// the menu's and nothing is reported.
@main
struct SitesApp: App {
  var body: some Scene {
    WindowGroup {
      List {
        SiteRow(name: "Home")
      }
    }
    .commands {
      CommandMenu("Tools") {
        Button("Rebuild") {}
          .keyboardShortcut("r", modifiers: .command)
      }
    }
  }
}

struct SiteRow: View {
  var name: String

  var body: some View {
    Text(name)
      .contextMenu {
        Button("Open") {}
        developMenu()
      }
  }

  @ViewBuilder
  private func developMenu() -> some View {
    Button("Full Rebuild") {}
      .keyboardShortcut("r", modifiers: .command)
  }
}
