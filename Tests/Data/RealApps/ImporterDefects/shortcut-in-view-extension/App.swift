import SwiftUI

// Menu commands whose shortcut is applied by the app's own View extension method, which calls
// `.keyboardShortcut` only while a setting is on, as Contained's `keyboardShortcutIfEnabled`
// (Sources/Contained/ContainedApp.swift:44-149, 252-262: fourteen commands, ⌘, ⌘N ⌘S ⌘1…;
// twenty-second held-out batch). The importer imports the commands with no shortcut and
// gives no warning, so the Machines item's ⌘M is never compared with Window ▸ Minimize and
// nothing is reported. With `.keyboardShortcut("m", modifiers: .command)` written in place of
// the helper, ⌘M is an `ambiguous` error with Minimize.
@main
struct ShortcutsApp: App {
  @AppStorage("shortcutsEnabled") private var shortcutsEnabled = true

  var body: some Scene {
    WindowGroup { Text("Machines") }
      .commands {
        CommandGroup(after: .sidebar) {
          Button("Machines") {}
            .keyboardShortcutIfEnabled(shortcutsEnabled, "m", modifiers: .command)
        }
      }
  }
}

extension View {
  @ViewBuilder
  fileprivate func keyboardShortcutIfEnabled(
    _ enabled: Bool, _ key: KeyEquivalent, modifiers: EventModifiers = []
  ) -> some View {
    if enabled {
      keyboardShortcut(key, modifiers: modifiers)
    } else {
      self
    }
  }
}
