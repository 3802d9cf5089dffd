import Observation
import SwiftUI

// Hidden buttons that carry the menu's keys inside the window, each running the code its
// menu command runs on the same values: the player (one class, `Player.shared` in the
// commands, handed to the view), the session (a focused value in the commands, the
// environment's in the view) and the sidebar selection (a focused binding in the commands,
// the view's own binding). Read as two actions, each button is `shadowed` against its menu
// command (Spotifly, twenty-sixth held-out batch: KeyboardShortcuts.swift and
// SpotiflyApp.swift; cause `same-action`).
@main
struct PlayerApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .commands {
      PlayerCommands()
    }
  }
}

enum SidebarItem: Hashable {
  case favorites
  case albums
}

@Observable
final class Player {
  static let shared = Player()
  var isPlaying = false

  func pause() { isPlaying = false }
  func resume() { isPlaying = true }

  func like(token: String) async {}
}

@Observable
final class Session {
  func token() async -> String { "token" }
}

extension FocusedValues {
  @Entry var sidebarSelection: Binding<SidebarItem?>?
  @Entry var session: Session?
}

struct PlayerCommands: Commands {
  @FocusedValue(\.sidebarSelection) var sidebarSelection
  @FocusedValue(\.session) var session

  private var player: Player { Player.shared }

  var body: some Commands {
    CommandMenu("Playback") {
      Button("Play / Pause") {
        if player.isPlaying {
          player.pause()
        } else {
          player.resume()
        }
      }
      .keyboardShortcut(" ", modifiers: [])

      Button("Like Track") {
        guard let session else { return }
        Task {
          let token = await session.token()
          await player.like(token: token)
        }
      }
      .keyboardShortcut("l", modifiers: .command)
    }
    CommandMenu("Navigate") {
      Button("Favorites") {
        sidebarSelection?.wrappedValue = .favorites
      }
      .keyboardShortcut("1", modifiers: .command)
    }
  }
}

struct ContentView: View {
  @State private var selection: SidebarItem?
  @State private var session = Session()

  var body: some View {
    List(selection: $selection) {
      Text("Favorites").tag(SidebarItem.favorites)
      Text("Albums").tag(SidebarItem.albums)
    }
    .background(ShortcutButtons(player: Player.shared, selection: $selection))
    .environment(session)
    .focusedValue(\.sidebarSelection, $selection)
    .focusedValue(\.session, session)
  }
}

private struct ShortcutButtons: View {
  @Bindable var player: Player
  @Binding var selection: SidebarItem?
  @Environment(Session.self) private var session

  var body: some View {
    Group {
      Button("") {
        if player.isPlaying {
          player.pause()
        } else {
          player.resume()
        }
      }
      .keyboardShortcut(" ", modifiers: [])

      Button("") {
        Task {
          let token = await session.token()
          await player.like(token: token)
        }
      }
      .keyboardShortcut("l", modifiers: .command)

      Button("") {
        selection = .favorites
      }
      .keyboardShortcut("1", modifiers: .command)
    }
    .frame(width: 0, height: 0)
    .opacity(0)
  }
}
