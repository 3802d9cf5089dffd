import UIKit

// Format ▸ Bold ⌘B sends UIKit's own toggleBoldface(_:) in the app's own Format menu (the
// system's removed), with its title in a String constant holding a string-catalog key. The
// importer keeps the constant's name as the title and does not tell the command is Bold:
// a `reserved` warning ("people expect ⌘B to mean Bold") on Bold itself (Zavala, fourth
// held-out batch).
extension String {
  static let boldControlLabel = String(
    localized: "button.text.set-font-bold", comment: "Set Font Weight Action: Bold")
}

extension Selector {
  static let toggleBoldface = #selector(UIResponder.toggleBoldface(_:))
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let toggleBoldCommand = UIKeyCommand(
    title: .boldControlLabel, action: .toggleBoldface, input: "b", modifierFlags: [.command])

  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    guard builder.system == UIMenuSystem.main else { return }
    builder.remove(menu: .format)
    let formatMenu = UIMenu(title: "Format", children: [toggleBoldCommand])
    builder.insertSibling(formatMenu, afterMenu: .edit)
  }
}
