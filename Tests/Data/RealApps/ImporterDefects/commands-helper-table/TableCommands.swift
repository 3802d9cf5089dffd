import SwiftUI

struct TableCommands: Commands {
  var body: some Commands {
    commandGroup(for: .file)
    commandGroup(for: .edit)
  }

  @CommandsBuilder
  func commandGroup(for group: Command.Group) -> some Commands {
    CommandGroup(replacing: group.replacing) {
      ForEach(group.commands, id: \.self) { command in
        commandView(for: command)
      }
    }
  }

  private var copyTags: some View {
    Button("Copy Selected Tags") {}.keyboardShortcut("c")
  }

  private var selectAllTags: some View {
    Button("Select All Tags") {}.keyboardShortcut("a")
  }

  private var newTab: some View {
    Button("New Tab") {}.keyboardShortcut("t")
  }

  @ViewBuilder
  private func commandView(for command: Command) -> some View {
    switch command {
    case .copyTags: copyTags
    case .selectAllTags: selectAllTags
    case .newTab: newTab
    }
  }
}
