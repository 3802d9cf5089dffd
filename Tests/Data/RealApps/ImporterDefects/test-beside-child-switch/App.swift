import SwiftUI

// A compose window's send button is a Cancel on ⌘. while a request is loading (`if
// isSending`, where isSending is `case .loading` of the model's response state). The response
// viewer beside it, another view handed the same model, switches over that state and shows a
// tree with a hidden clear button on the cancel action (Escape and ⌘.) only in the
// `.success` case. The state is one value at a time, so Cancel and the tree's button are
// never on screen together; the import's template for the `if isSending` branch takes what
// its host shows beside it, the tree among it, and reads the two as live at once: an
// `ambiguous` error on ⌘. (Rockxy, thirty-fifth held-out batch: ComposeWindowView.swift:126-184,
// ComposeResponseViewer.swift:14-27 and 144-146, JSONTreeView.swift:162-180). The Send
// branch still shows the tree beside it: only `.loading` rules the tree out.
@main
struct ComposeApp: App {
  var body: some Scene {
    WindowGroup {
      ComposeView()
    }
  }
}

enum ResponseState {
  case empty
  case loading
  case success(String)
  case failure(String)
}

@Observable final class ComposeModel {
  var responseState = ResponseState.empty
}

struct ComposeView: View {
  @State private var model = ComposeModel()

  private var isSending: Bool {
    if case .loading = model.responseState {
      return true
    }
    return false
  }

  var body: some View {
    VStack {
      sendButton
      ResponseViewer(model: model)
    }
  }

  @ViewBuilder private var sendButton: some View {
    if isSending {
      Button("Cancel") {
        model.responseState = .empty
      }
      .keyboardShortcut(".", modifiers: .command)
    } else {
      Button("Send") {
        model.responseState = .loading
      }
      .keyboardShortcut(.return, modifiers: .command)
    }
  }
}

struct ResponseViewer: View {
  let model: ComposeModel

  var body: some View {
    switch model.responseState {
    case .empty, .loading:
      Text("No response")
    case let .success(body):
      TreeView(text: body)
    case .failure(let message):
      Text(message)
    }
  }
}

struct TreeView: View {
  let text: String
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Filter", text: $query)
      Text(text)
    }
    .background(shortcuts)
  }

  private var shortcuts: some View {
    Button("") {
      query = ""
    }
    .keyboardShortcut(.cancelAction)
    .frame(width: 0, height: 0)
    .opacity(0)
  }
}
