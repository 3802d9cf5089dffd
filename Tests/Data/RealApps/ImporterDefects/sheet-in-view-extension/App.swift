import SwiftUI

// A `.sheet(item:)` whose content switches over the sheets the app shows one at a time,
// written in a View extension method instead of in a view's body. The importer reads
// every case into one sheet template, so the Cancel of one sheet and the Stop of the other
// are "both cancel buttons live at once": a default-buttons warning on Escape (Cork,
// eighteenth held-out batch: ContentView's `sheets(of:)`, five sheets' cancel buttons on
// Escape and two sheets' default buttons on Return). Written in ContentView's body, the
// same `.sheet` gives one template per case and no finding.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

enum SheetType: Identifiable {
  case install
  case maintenance
  var id: Self { self }
}

@Observable final class AppState {
  var sheetToShow: SheetType?
}

struct ContentView: View {
  @State var appState = AppState()

  var body: some View {
    Text("Packages")
      .sheets(of: self)
  }
}

private extension View {
  func sheets(of view: ContentView) -> some View {
    self
      .sheet(item: Bindable(view.appState).sheetToShow) { sheetType in
        switch sheetType {
        case .install:
          InstallSheet()
        case .maintenance:
          MaintenanceSheet()
        }
      }
  }
}

struct InstallSheet: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Button("Cancel") { dismiss() }
      .keyboardShortcut(.cancelAction)
  }
}

struct MaintenanceSheet: View {
  var body: some View {
    Button("Stop") { print("stop the maintenance") }
      .keyboardShortcut(.cancelAction)
  }
}
