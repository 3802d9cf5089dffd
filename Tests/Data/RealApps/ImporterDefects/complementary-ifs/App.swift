import SwiftUI

// An alert gives the default role to one button at a time: its action button under
// `if failure.action != .dismiss`, Close under `if failure.action == .dismiss` (the else
// gives Close the cancel role). The two `if` statements are siblings, not one if/else, and
// their conditions are the same comparison negated; read as both present, the alert has two
// default buttons on Return (Starcat, twenty-eighth held-out batch:
// RAGWorkspaceErrorSheet.swift:220-237).
@main
struct ErrorsApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

enum FailureAction {
  case dismiss
  case retry
}

struct Failure {
  let action: FailureAction
}

struct ContentView: View {
  @State private var failure: Failure?

  var body: some View {
    Button("Fail") {
      failure = Failure(action: .retry)
    }
    .alert(
      "Something failed",
      isPresented: Binding(
        get: { failure != nil },
        set: { if !$0 { failure = nil } }
      ),
      presenting: failure
    ) { failure in
      if failure.action != .dismiss {
        Button("Retry") {
          self.failure = nil
        }
        .keyboardShortcut(.defaultAction)
      }
      if failure.action == .dismiss {
        Button("Close") {
          self.failure = nil
        }
        .keyboardShortcut(.defaultAction)
      } else {
        Button("Close", role: .cancel) {
          self.failure = nil
        }
      }
    }
  }
}
