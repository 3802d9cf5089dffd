import AppKit

// Written for the importer's tests, not copied from an app: a Format menu added in code to
// the nib's main menu, its items made by a local factory, Inline Code on ⌘` as
// markdown-preview's installFormatMenu() did (pluk-inc/markdown-preview#231).
@NSApplicationMain
final class AppDelegate: NSObject, NSApplicationDelegate {
  func applicationDidFinishLaunching(_ notification: Notification) {
    installFormatMenu()
    installViewItems()
  }

  private func installFormatMenu() {
    guard let mainMenu = NSApp.mainMenu else { return }

    func item(
      _ titleKey: String, command: String, key: String = "",
      modifiers: NSEvent.ModifierFlags = [.command]
    ) -> NSMenuItem {
      let item = NSMenuItem(title: L(titleKey), action: #selector(format(_:)), keyEquivalent: key)
      item.target = self
      item.representedObject = command
      item.keyEquivalentModifierMask = modifiers
      return item
    }

    let formatTitle = L("Format")
    let menu = NSMenu(title: formatTitle)
    menu.addItem(item("Bold", command: "bold", key: "b"))
    menu.addItem(item("Heading 1", command: "h1", key: "1", modifiers: [.shift, .command]))
    menu.addItem(item("Inline Code", command: "code", key: "`"))
    let rootItem = NSMenuItem(title: formatTitle, action: nil, keyEquivalent: "")
    rootItem.submenu = menu
    mainMenu.insertItem(rootItem, at: 2)
  }

  private func installViewItems() {
    // A top-level menu looked up by title.
    let viewMenu = NSApp.mainMenu?.item(withTitle: "View")?.submenu
    let toggle = NSMenuItem(
      title: "Toggle Edit Mode", action: #selector(toggleEditMode(_:)), keyEquivalent: "e")
    viewMenu?.addItem(toggle)
    // A context menu: not the main menu.
    let context = NSMenu()
    context.addItem(withTitle: "Copy Link", action: #selector(copyLink(_:)), keyEquivalent: "l")
  }

  @objc private func format(_ sender: NSMenuItem) {}

  private func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
  }
}
