import UIKit

// The app replaces the system's Settings item with its own Settings… ⌘,
// (`builder.replace(menu: .preferences, with:)`). The importer warns "UIMenuBuilder.replace
// changes menus in code; not imported" and keeps the platform's Settings… ⌘, beside the
// app's: an `ambiguous` error on ⌘, (Zavala, fourth held-out batch).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let showSettings = UIKeyCommand(
    title: "Settings…", action: #selector(showSettings(_:)), input: ",",
    modifierFlags: [.command])

  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == UIMenuSystem.main else { return }
    let settingsMenu = UIMenu(title: "", options: .displayInline, children: [showSettings])
    builder.replace(menu: .preferences, with: settingsMenu)
  }

  @objc func showSettings(_ sender: Any?) {}
}
