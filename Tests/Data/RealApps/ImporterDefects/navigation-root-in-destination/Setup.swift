import SwiftUI

@main
struct SetupApp: App {
  var body: some Scene {
    WindowGroup {
      SetupView()
    }
  }
}

enum Stage: Hashable {
  case install
  case download
}

struct SetupView: View {
  @State private var path: [Stage] = []

  var body: some View {
    NavigationStack(path: $path) {
      WelcomeView(path: $path)
        .navigationDestination(for: Stage.self) { stage in
          switch stage {
          case .install:
            InstallView()
          case .download:
            DownloadView()
          }
        }
    }
    .frame(width: 400)
  }
}

struct WelcomeView: View {
  @Binding var path: [Stage]

  var body: some View {
    Button("Next") { path.append(.install) }
      .keyboardShortcut(.defaultAction)
  }
}

struct InstallView: View {
  var body: some View {
    Button("Retry") {}
      .keyboardShortcut(.defaultAction)
  }
}

struct DownloadView: View {
  var body: some View {
    Button("Try Again") {}
      .keyboardShortcut(.defaultAction)
  }
}
