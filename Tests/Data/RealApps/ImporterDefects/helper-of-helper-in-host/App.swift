import SwiftUI

// A sheet whose phases switch as Petrichor's Report a Problem (Views/Support/
// ReportProblemView.swift:27-34, 267-314; twenty-fifth held-out batch): the editing phase
// shows `formContent`, which calls `footer`, whose Send Report is the default button; the
// sent phase shows Close, its own default button. The two are never on screen together.
// The importer held `formContent` in its phase but left `footer`, a helper's helper, with
// the sheet, so the sent phase (which holds what its sheet shows beside the switch) got Send
// Report beside Close: a false `default-buttons` warning. Nothing should be reported here.
@main
struct ReportApp: App {
  var body: some Scene {
    WindowGroup {
      StartView()
    }
  }
}

struct StartView: View {
  @State private var reporting = false

  var body: some View {
    Button("Report a Problem…") { reporting = true }
      .sheet(isPresented: $reporting) {
        ReportView()
      }
  }
}

struct ReportView: View {
  enum Phase { case editing, sent }
  @State private var phase = Phase.editing
  @State private var summary = ""

  var body: some View {
    switch phase {
    case .editing:
      formContent
    case .sent:
      sentContent
    }
  }

  private var formContent: some View {
    VStack {
      TextField("A brief summary of the issue", text: $summary)
      footer
    }
  }

  private var footer: some View {
    HStack {
      Button("Cancel") {}
        .keyboardShortcut(.cancelAction)
      Button("Send Report") { phase = .sent }
        .keyboardShortcut(.defaultAction)
    }
  }

  private var sentContent: some View {
    VStack {
      Text("Report sent")
      Button("Close") {}
        .keyboardShortcut(.defaultAction)
    }
  }
}
