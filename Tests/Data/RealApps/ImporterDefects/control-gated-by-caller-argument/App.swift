import SwiftUI

// A view whose Cancel button is built only when its caller asks for it, as ExcalidrawZ's
// search content (ContentView+/Content+Searchable.swift:160-230: `var withDismissButton:
// Bool`, `if withDismissButton { Button(…) { dismiss() }.keyboardShortcut(.escape) }`). The
// search sheet builds it with the default, `true`; the home view builds it with
// `withDismissButton: false` (Detail/Home/HomeView.swift:119), beside the AI panel's Deny
// button on ⌘Esc (ApprovalPromptView.swift:138). The importer placed the Cancel in every
// window showing the search content, so the home window had two ⌘Esc buttons: a false
// `ambiguous` error (round sixteen). Nothing should be reported here.
@main
struct SketchApp: App {
  var body: some Scene {
    WindowGroup {
      HomeView()
    }
  }
}

struct HomeView: View {
  @State private var searching = false

  var body: some View {
    VStack {
      SearchContent(withDismissButton: false)
      ApprovalPanel()
      Button("Search…") { searching = true }
    }
    .sheet(isPresented: $searching) {
      SearchContent()
    }
  }
}

struct SearchContent: View {
  var withDismissButton: Bool = true
  @State private var query = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    TextField("Search", text: $query)
      .overlay(alignment: .trailing) {
        if withDismissButton {
          Button("Cancel") { dismiss() }
            .keyboardShortcut(.escape)
        }
      }
  }
}

struct ApprovalPanel: View {
  @State private var reason = ""

  var body: some View {
    VStack {
      Button("Deny") {}
        .keyboardShortcut(.escape)
      TextField("Reason", text: $reason)
    }
  }
}
