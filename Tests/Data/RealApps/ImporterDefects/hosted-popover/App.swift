import AppKit
import SwiftUI

// A SwiftUI view that AppKit code shows in a status item's popover, as App Monitor's
// MenuBarPopoverView (`popover.contentViewController = NSHostingController(rootView:
// rootView(for: model))`, `rootView(for:)` returning `AnyView(MenuBarPopoverView { … })`,
// Sources/AppMonitor/MenuBarController.swift:80-131; twenty-fourth held-out batch). The
// popover is a window of its own, and the importer makes it one when the view is handed to
// NSHostingController directly; handed through a method returning AnyView, the view is read
// into the main window, where its Rescan button on ⇧⌘R then `shadowed`s the menu's Rescan
// Library ⇧⌘R, which nothing in the main window takes. Nothing should be reported for the
// main window here. Fixed in round twenty: a method the file declares is followed to the view
// it builds (HostedPopoverTests); in the popover, a panel of its own, Rescan still takes ⇧⌘R
// from Rescan Library, which runs other code: that `shadowed` is witnessed there.
@main
struct LibraryApp: App {
  @NSApplicationDelegateAdaptor(AppDelegate.self) private var delegate

  var body: some Scene {
    WindowGroup {
      LibraryView()
    }
    .commands {
      CommandGroup(after: .appInfo) {
        Button("Rescan Library") { Library.shared.rescan() }
          .keyboardShortcut("r", modifiers: [.command, .shift])
      }
    }
  }
}

struct LibraryView: View {
  var body: some View {
    Text("\(Library.shared.count) items")
  }
}

struct StatusPopoverView: View {
  var body: some View {
    Button("Rescan") { Library.shared.rescanQuickly() }
      .keyboardShortcut("r", modifiers: [.command, .shift])
  }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  private let controller = StatusItemController()

  func applicationDidFinishLaunching(_ notification: Notification) {
    controller.install()
  }
}

@MainActor
final class StatusItemController: NSObject {
  private var statusItem: NSStatusItem?
  private var popover: NSPopover?

  func install() {
    let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    item.button?.action = #selector(togglePopover)
    item.button?.target = self
    statusItem = item
  }

  @objc private func togglePopover() {
    guard let button = statusItem?.button else { return }
    let popover = NSPopover()
    popover.behavior = .transient
    popover.contentViewController = NSHostingController(rootView: rootView())
    popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
    self.popover = popover
  }

  private func rootView() -> AnyView {
    AnyView(StatusPopoverView())
  }
}

@MainActor
final class Library {
  static let shared = Library()
  var count = 0

  func rescan() { count = 0 }
  func rescanQuickly() { count += 1 }
}
