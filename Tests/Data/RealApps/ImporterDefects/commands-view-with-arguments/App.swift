import SwiftUI

// Menu items written in View structs that the app's CommandGroups build with arguments, as
// Dinky's `DinkyShortcutCommands(prefs: root.prefs)` in `CommandGroup(after: .newItem)` and
// `HelpMenuCommands(updater: updater)` in `CommandGroup(replacing: .help)`
// (Dinky/DinkyApp.swift:48-71, 121-157, 165-241; twenty-fifth held-out batch). The importer
// reads both structs' buttons as controls of the main window and keeps SwiftUI's own Help
// item, which the second group replaces: two `shadowed` warnings, "Demo Help" taking ⌘? from
// the standard help item and "Toggle Panel" taking ⇧⌘\ from Show All Tabs. Written without
// arguments (`FileItems()`, `HelpItems()`), the same structs are read as menu items. Read
// right, the scene has File ▸ Toggle Panel ⇧⌘\ and Help ▸ Demo Help ⇧⌘? and no help item of
// SwiftUI's; the audit should then report only Toggle Panel's ⇧⌘\ with Show All Tabs.
@main
struct Demo: App {
  var body: some Scene {
    WindowGroup { Text("Demo") }
      .commands {
        CommandGroup(after: .newItem) { FileItems(name: "Panel") }
        CommandGroup(replacing: .help) { HelpItems(name: "Demo") }
      }
  }
}

private struct FileItems: View {
  let name: String

  var body: some View {
    Button("Toggle Panel") {}
      .keyboardShortcut("\\", modifiers: [.command, .shift])
  }
}

private struct HelpItems: View {
  let name: String

  var body: some View {
    Button("Demo Help") {}
      .keyboardShortcut("?", modifiers: [.command, .shift])
  }
}
