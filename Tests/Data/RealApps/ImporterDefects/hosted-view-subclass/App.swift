import AppKit
import SwiftUI

// Two floating panels, each with a ⌘↩ Send button, never in the main window nor shown together
// (Logue, fifteenth held-out batch: Logue/CrossApp/MenuBarCompanion.swift:79-107, an NSPanel
// subclass whose init sets contentView = NSHostingView(rootView:); and
// Logue/CrossApp/CommandCenterController.swift:32, 296-302, 384, a view hosted by an
// NSHostingView subclass set as a panel's content view). The importer of e652ce4 reads neither
// hosting, so both views land in the main window and `ambiguous` reports an error on ⌘↩. As in
// Logue, the companion view is made with a trailing closure in a helper and handed to the
// panel's initializer, and the command center's view to the subclass inside a `switch`.
@main
struct ExampleApp: App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup { Text("Main") }
  }
}

@MainActor
final class AppDelegate: NSObject, NSApplicationDelegate {
  private var companion: CompanionPanel?
  private var commandPanel: NSPanel?

  func showCompanion() {
    let panel = companion ?? makeCompanion()
    companion = panel
    panel.makeKeyAndOrderFront(nil)
  }

  func dismissCompanion() {
    companion?.orderOut(nil)
  }

  private func makeCompanion() -> CompanionPanel {
    let view = CompanionView { [weak self] in
      self?.dismissCompanion()
    }
    return CompanionPanel(rootView: view)
  }

  enum Mode { case chat }
  var mode = Mode.chat

  func showCommandCenter() {
    let panel = NSPanel(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300),
      styleMask: [.titled, .nonactivatingPanel], backing: .buffered, defer: false)
    let hostingView: NSView
    switch mode {
    case .chat:
      let chatView = CommandCenterView(onDismiss: { [weak self] in
        self?.commandPanel?.orderOut(nil)
      })
      let hv = TransparentHostingView(rootView: chatView)
      hv.wantsLayer = true
      hostingView = hv
    }
    panel.contentView = hostingView
    commandPanel = panel
    panel.makeKeyAndOrderFront(nil)
  }
}

final class CompanionPanel: NSPanel {
  init(rootView: CompanionView) {
    super.init(
      contentRect: NSRect(x: 0, y: 0, width: 600, height: 360),
      styleMask: [.titled, .nonactivatingPanel], backing: .buffered, defer: false)
    contentView = NSHostingView(rootView: rootView)
  }
}

class TransparentHostingView<Content: View>: NSHostingView<Content> {}

struct CompanionView: View {
  let onDismiss: () -> Void
  @State private var prompt = ""

  func send() { prompt = "" }

  var body: some View {
    VStack {
      TextField("Ask anything…", text: $prompt)
      Button("Send") { send() }
        .keyboardShortcut(.return)
    }
  }
}

struct CommandCenterView: View {
  let onDismiss: () -> Void
  @State private var message = ""

  func sendMessage() { message = "" }

  var body: some View {
    HStack {
      TextField("Message", text: $message)
      Button(action: sendMessage) {
        Image(systemName: "arrow.up")
      }
      .keyboardShortcut(.return, modifiers: .command)
    }
  }
}
