import SwiftUI

func trimmed(_ name: String) -> String {
  name.replacing(/^\d+\)/, with: "", maxReplacements: 1)
}

struct ScriptCommands: Commands {
  var body: some Commands {
    CommandMenu("Scripts") {
      Button("Run Script") {}.keyboardShortcut("r", modifiers: [.command, .option])
    }
  }
}
