import SwiftUI

// Two sheets over a sheet, attached to the outer sheet's content inside the presenting
// `.sheet { }` closure (GrokBuild, fifteenth held-out batch: GrokBuild/ContentView.swift:257-304,
// ParallelSessionSheet and AutomationSheet over SessionDashboardPanel). Each inner sheet is
// shown on its own, one at a time, so their default buttons are never live together. The
// importer of e652ce4 makes each inner sheet a template of its own but also reads both into
// the outer sheet, and `default-buttons` reports the two Create buttons there. What brings it
// out here is the inner sheets' content: an `if let` holding a view made with a trailing
// closure, `SessionSheet(project:) { name in … }`, as GrokBuild writes it; with a plain
// `SessionSheet()` each sheet stays a template of its own and nothing is reported.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var showDashboard = false
  @State private var showSession = false
  @State private var showAutomation = false
  @State private var workspace: String? = "~/Projects/App"

  func refresh() async {}
  func create(_ value: String) async {}

  var body: some View {
    Button("Dashboard") { showDashboard = true }
      .sheet(isPresented: $showDashboard) {
        DashboardPanel(
          onNewSession: { showSession = true },
          onNewAutomation: { showAutomation = true }
        )
        .task { await refresh() }
        .sheet(isPresented: $showSession) {
          if let workspace {
            SessionSheet(project: workspace) { name in
              Task { await create(name) }
            }
          }
        }
        .sheet(isPresented: $showAutomation) {
          if let workspace {
            AutomationSheet(project: workspace) { prompt in
              Task { await create(prompt) }
            }
          }
        }
      }
  }
}

struct DashboardPanel: View {
  let onNewSession: () -> Void
  let onNewAutomation: () -> Void

  var body: some View {
    VStack {
      Button("New Session…", action: onNewSession)
      Button("New Automation…", action: onNewAutomation)
    }
  }
}

struct SessionSheet: View {
  let project: String
  let onCreate: (String) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Create Session") {
        onCreate(name)
        dismiss()
      }
      .keyboardShortcut(.defaultAction)
    }
  }
}

struct AutomationSheet: View {
  let project: String
  let onCreate: (String) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var prompt = ""

  var body: some View {
    VStack {
      TextField("Prompt", text: $prompt)
      Button("Create Automation") {
        onCreate(prompt)
        dismiss()
      }
      .keyboardShortcut(.defaultAction)
    }
  }
}
