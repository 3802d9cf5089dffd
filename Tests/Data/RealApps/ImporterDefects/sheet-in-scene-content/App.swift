import SwiftUI

// A sheet written on the WindowGroup's content in the App's scene body (AppPorts,
// thirty-second held-out batch: AppPorts/Appports.swift:50-69, `WindowGroup { Group { … }
// .sheet(isPresented: $showAboutSheet) { AboutView() } }`, opened by the About item). The
// importer of fd814c7 reads AboutView as a sheet of its own and, again, into the main window,
// where its Close meets the window's Start: a `default-buttons` warning on Return. With the
// same .sheet attached inside RootView's body, AboutView is read into the sheet only and the
// audit is quiet. Fixed in round twenty: a scene's content leaves out what its presentations
// show (SheetInSceneContentTests).
@main
struct ExampleApp: App {
  @State private var showAbout = false

  var body: some Scene {
    WindowGroup {
      RootView()
        .sheet(isPresented: $showAbout) {
          AboutView()
        }
    }
    .commands {
      CommandGroup(replacing: .appInfo) {
        Button("About Example…") { showAbout = true }
      }
    }
  }
}

struct RootView: View {
  var body: some View {
    Button("Start") {}
      .keyboardShortcut(.defaultAction)
  }
}

struct AboutView: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Button("Close") { dismiss() }
      .keyboardShortcut(.defaultAction)
  }
}
