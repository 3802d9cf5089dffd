import SwiftUI

// A sheet shows one sign-in screen at a time: a switch in the sheet's closure calls
// @ViewBuilder helper functions, each an if/else or a switch of screens with one Cancel
// on Escape. The importer splits the branches written in a view's body, not those inside
// helper functions, so every screen lands in one sheet template: a `default-buttons`
// warning on Escape (Xcodes, fourth held-out batch).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup { MainWindow() }
  }
}

enum Sheet: Identifiable {
  case signIn, twoFactor
  var id: Self { self }
}

struct MainWindow: View {
  @State private var sheet: Sheet?
  @State private var signedIn = false
  @State private var usesSMS = false

  var body: some View {
    Text("Xcodes")
      .sheet(item: $sheet) { sheet in
        switch sheet {
        case .signIn: signInView()
        case .twoFactor: secondFactorView()
        }
      }
  }

  @ViewBuilder
  private func signInView() -> some View {
    if signedIn {
      Button("Close") { sheet = nil }.keyboardShortcut(.cancelAction)
    } else {
      CredentialsView()
    }
  }

  @ViewBuilder
  private func secondFactorView() -> some View {
    if usesSMS {
      CodeView(title: "SMS")
    } else {
      CodeView(title: "Device")
    }
  }
}

struct CredentialsView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)
  }
}

struct CodeView: View {
  let title: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Cancel \(title)") { dismiss() }.keyboardShortcut(.cancelAction)
  }
}
