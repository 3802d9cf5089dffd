import AppKit

// Written for the importer's tests, not copied from an app: a main menu built wholly in
// code, with the App menu only (no Edit menu), as crow's setupMenu() was (corveil/crow#512).
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
  private var settingsController: NSWindowController?

  func applicationDidFinishLaunching(_ notification: Notification) {
    setupMenu()
  }

  private func setupMenu() {
    let mainMenu = NSMenu()

    let appMenuItem = NSMenuItem()
    let appMenu = NSMenu()
    appMenu.addItem(
      withTitle: "About Notes", action: #selector(NSApplication.orderFrontStandardAboutPanel(_:)),
      keyEquivalent: "")
    appMenu.addItem(NSMenuItem.separator())
    let settingsItem = NSMenuItem(
      title: "Settings…", action: #selector(showSettings), keyEquivalent: ",")
    settingsItem.target = self
    appMenu.addItem(settingsItem)
    appMenu.addItem(.separator())
    appMenu.addItem(
      withTitle: "Hide Notes", action: #selector(NSApplication.hide(_:)), keyEquivalent: "h")
    let hideOthers = NSMenuItem(
      title: "Hide Others", action: #selector(NSApplication.hideOtherApplications(_:)),
      keyEquivalent: "h")
    hideOthers.keyEquivalentModifierMask = [.command, .option]
    appMenu.addItem(hideOthers)
    appMenu.addItem(withTitle: "Quit Notes", action: Selector(("terminate:")), keyEquivalent: "q")
    appMenuItem.submenu = appMenu
    mainMenu.addItem(appMenuItem)

    let windowMenu = NSMenu(title: "Window")
    windowMenu.addItem(
      withTitle: "Minimize", action: #selector(NSWindow.performMiniaturize(_:)), keyEquivalent: "m")
    windowMenu.addItem(
      withTitle: "Show Inspector", action: #selector(showInspector(_:)), keyEquivalent: "I")
    let windowItem = NSMenuItem(title: "Window", action: nil, keyEquivalent: "")
    mainMenu.addItem(windowItem)
    mainMenu.setSubmenu(windowMenu, for: windowItem)

    NSApp.mainMenu = mainMenu
  }

  @objc private func showSettings() {
    settingsController = NSWindowController(windowNibName: "Settings")
    settingsController?.showWindow(nil)
  }
}
