import AppKit
import SwiftUI

// Bento Term's ⌘W (thirty-first held-out batch: BentoTermMac/Sources/App/AppDelegate.swift
// :49-50 and :268-292, BentoTermMacApp.swift:126-129). The app gives ⌘W to its own Shell ▸
// Close Pane and ⇧⌘W to Close Window; SwiftUI's File ▸ Close keeps ⌘W, and the group that
// holds it cannot be replaced. So once the menu is built, the app delegate walks the main
// menu, clears the key equivalent of every item that sends performClose: and sets ⌘W on the
// item titled Close Pane. The importer of 9576808 read the commands only: File ▸ Close and
// Close Pane on ⌘W, a false `ambiguous` error. At run time only Close Pane has ⌘W.
@main
struct ExampleApp: App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      Text("Terminal")
    }
    .commands {
      CommandMenu("Shell") {
        Button("Close Pane") {}
          .keyboardShortcut("w")
        Button("Close Window") {}
          .keyboardShortcut("w", modifiers: [.command, .shift])
      }
    }
  }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {
    reclaimClosePaneShortcut()
  }

  private func reclaimClosePaneShortcut() {
    guard let mainMenu = NSApp.mainMenu else { return }
    for top in mainMenu.items {
      guard let sub = top.submenu else { continue }
      for item in sub.items where item.action == #selector(NSWindow.performClose(_:)) {
        item.keyEquivalent = ""
        item.keyEquivalentModifierMask = []
      }
      for item in sub.items where item.title == "Close Pane" {
        item.keyEquivalent = "w"
        item.keyEquivalentModifierMask = .command
      }
    }
  }
}
