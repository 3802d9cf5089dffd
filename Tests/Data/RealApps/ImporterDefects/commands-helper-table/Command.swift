import SwiftUI

// The app's menu as a table: each group names the commands it shows and the standard
// group it replaces.
enum Command {
  case copyTags
  case selectAllTags
  case newTab

  enum Group {
    case file
    case edit

    var commands: [Command] {
      switch self {
      case .file: return [.newTab]
      case .edit: return [.copyTags, .selectAllTags]
      }
    }

    var replacing: CommandGroupPlacement {
      switch self {
      case .file: return .newItem
      case .edit: return .pasteboard
      }
    }
  }
}
