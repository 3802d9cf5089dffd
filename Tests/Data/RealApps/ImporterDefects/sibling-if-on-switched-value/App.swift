import SwiftUI

// A flow switches its screens over one phase and lays a confirmation over the review screen
// under a sibling `if phase == .confirming`. The `.done` screen's Done and the
// confirmation's Remove are each the default button of their screen, and the phase is one
// value, so they are never on screen together; the import's template for the `.done` branch
// takes what its host shows beside the switch, the overlay among it, and the two are read
// as live at once: two default buttons on Return (Uninstally, twenty-ninth held-out batch:
// UninstallView.swift:11-47). The review screen's Continue under the overlay is a real pair
// (the `.review, .confirming` case shows both) and should stay reported.
@main
struct FlowApp: App {
  var body: some Scene {
    WindowGroup {
      FlowView()
    }
  }
}

enum Phase {
  case review
  case confirming
  case done
}

struct FlowView: View {
  @State private var phase = Phase.review

  var body: some View {
    ZStack {
      switch phase {
      case .review, .confirming:
        ReviewView { phase = .confirming }
      case .done:
        DoneView { phase = .review }
      }

      if phase == .confirming {
        ConfirmView { phase = .done }
      }
    }
  }
}

struct ReviewView: View {
  let onContinue: () -> Void

  var body: some View {
    Button("Continue", action: onContinue)
      .keyboardShortcut(.defaultAction)
  }
}

struct DoneView: View {
  let onDone: () -> Void

  var body: some View {
    Button("Done", action: onDone)
      .keyboardShortcut(.defaultAction)
  }
}

struct ConfirmView: View {
  let onConfirm: () -> Void

  var body: some View {
    Button("Remove", action: onConfirm)
      .keyboardShortcut(.defaultAction)
  }
}
