import SwiftUI

struct LibraryView: View {
  @Environment(CommandState.self) private var commands
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      Button("Choose Folder", action: chooseFolder)
        .keyboardShortcut("i", modifiers: [.shift, .command])
    }
    .onChange(of: commands.importFolder) {
      if commands.importFolder {
        chooseFolder()
      }
    }
  }

  private func chooseFolder() {
    print("choose")
  }

  private func reload() {
    print("reload")
  }
}
