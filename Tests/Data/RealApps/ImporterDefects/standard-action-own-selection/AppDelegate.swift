import UIKit

// Written for the corpus (not copied from an app). Edit ▸ Delete on plain ⌫ sends UIKit's
// standard delete(_:) up the responder chain (Zavala, fourth held-out batch:
// AppDelegate.swift:104, EditorViewController.swift:522). A text view answers it as the
// platform gives it; EditorViewController answers it too, by deleting the selected rows, so
// with a row selected and no text view editing, ⌫ reaches the command. The importer of
// 941103e gives the item the standard id edit.delete and no more: the audit sees it enabled
// only in text inputs, which type ⌫ first, and reports it `swallowed`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  override func buildMenu(with builder: UIMenuBuilder) {
    super.buildMenu(with: builder)
    let deleteCommand = UIKeyCommand(
      title: "Delete", action: #selector(UIResponder.delete(_:)), input: "\u{8}",
      modifierFlags: [])
    builder.insertChild(
      UIMenu(title: "", options: .displayInline, children: [deleteCommand]), atEndOfMenu: .edit)
  }
}
