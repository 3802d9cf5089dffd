import SwiftUI

// A command inside a SwiftUI submenu, as Petrichor's File ▸ New ▸ Playlist ⌘N
// (PetrichorApp.swift:180-191, 256-267; twenty-fifth held-out batch). The scene file had no
// submenus: the importer put Playlist under File with its own title only, so the audit read
// "Playlist" on ⌘N and reported a `nonstandard` warning, though the user reads New ▸ Playlist,
// New's own meaning (iTunes' File ▸ New Playlist ⌘N), and New Window is the group replaced.
// Fixed in round twenty-five: the command keeps `"submenu": ["New"]`, and the audit reads the
// submenu's title with the item's. Nothing should be reported here.
@main
struct Player: App {
  var body: some Scene {
    WindowGroup { Text("Player") }
      .commands {
        CommandGroup(replacing: .newItem) {
          Menu {
            Button("Playlist") {}
              .keyboardShortcut("n", modifiers: .command)
          } label: {
            Text("New")
          }
        }
      }
  }
}
