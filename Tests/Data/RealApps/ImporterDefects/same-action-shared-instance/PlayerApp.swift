import SwiftUI

// Written for the corpus (not copied from an app). Playback ▸ Toggle Shuffle ⌘S calls
// `PlaybackController.shared.toggleShuffle()`; the player window's Shuffle button on ⌘S
// calls `playback.toggleShuffle()`, where the view's `playback` is that same shared
// instance. One action shown twice (SPEC §20), so the button does not hide the menu item
// (HiFidelity's mini player, eleventh held-out batch).
@main
struct PlayerApp: App {
  var body: some Scene {
    WindowGroup {
      PlayerView()
    }
    .commands {
      CommandMenu("Playback") {
        Button("Toggle Shuffle") {
          PlaybackController.shared.toggleShuffle()
        }
        .keyboardShortcut("s", modifiers: .command)
      }
    }
  }
}

final class PlaybackController: ObservableObject {
  static let shared = PlaybackController()

  @Published var isShuffleEnabled = false

  func toggleShuffle() {
    isShuffleEnabled.toggle()
  }
}

struct PlayerView: View {
  @ObservedObject var playback = PlaybackController.shared

  var body: some View {
    VStack {
      Text(playback.isShuffleEnabled ? "Shuffle on" : "Shuffle off")
      Button(action: {
        playback.toggleShuffle()
      }) {
        Label("Shuffle", systemImage: "shuffle")
      }
      .keyboardShortcut("s", modifiers: .command)
    }
  }
}
