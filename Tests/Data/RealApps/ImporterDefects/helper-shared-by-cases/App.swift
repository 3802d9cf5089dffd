import SwiftUI

// A copy sheet switches its screens over one state. Its `.ready` and `.copying` cases both
// call one view helper, whose own `if`/`else` gives the default role to Copy or to Continue;
// its `.copied` case shows a completion view whose Done is the default. No case shows two
// of them, but a helper that two cases call belongs to no one case: the cases read as
// showing nothing, the switch is put back into the sheet, and each of the helper's branches
// is read beside Done: two default buttons on Return (OpenASO, twenty-eighth held-out
// batch: KeywordResearchProjectCopySheet.swift:202-352; cause
// nested-branch-holds-sibling-cases).
@main
struct CopyApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

enum CopyState {
  case idle
  case ready
  case copying
  case copied
}

struct ContentView: View {
  @State private var showsCopy = false

  var body: some View {
    Button("Copy Keywords…") {
      showsCopy = true
    }
    .sheet(isPresented: $showsCopy) {
      CopySheet()
    }
  }
}

struct CopySheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var state = CopyState.idle
  @State private var newCount = 0

  var body: some View {
    VStack {
      detail
    }
  }

  @ViewBuilder
  private var detail: some View {
    switch state {
    case .copied:
      CompletionView(close: { dismiss() })
    case .idle:
      ProgressView()
    case .ready:
      previewDetail(copying: false)
    case .copying:
      previewDetail(copying: true)
    }
  }

  private func previewDetail(copying: Bool) -> some View {
    VStack {
      if newCount > 0 {
        Button("Copy \(newCount) New Keywords") {
          state = .copying
        }
        .keyboardShortcut(.defaultAction)
      } else {
        Button("Continue") {
          state = .copied
        }
        .keyboardShortcut(.defaultAction)
      }
    }
  }
}

struct CompletionView: View {
  let close: () -> Void

  var body: some View {
    Button("Done", action: close)
      .keyboardShortcut(.defaultAction)
  }
}
