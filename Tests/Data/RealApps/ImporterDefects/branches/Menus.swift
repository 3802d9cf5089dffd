import SwiftUI

@main
struct Icons: App {
  @FocusedValue(\.isPresetEditor) var isPresetEditor
  var body: some Scene {
    WindowGroup { Text("Icons") }
      .commands {
        CommandGroup(replacing: .newItem) {
          if isPresetEditor == true {
            Button("Export Preset…") {}.keyboardShortcut("e")
          } else {
            Button("Export…") {}.keyboardShortcut("e")
          }
        }
      }
  }
}
