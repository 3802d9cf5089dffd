import UIKit

// The outline's rows, and the text field a row is edited in (Main.storyboard).
final class EditorViewController: UIViewController {
  @IBOutlet var tableView: UITableView!

  override func delete(_ sender: Any?) {
    deleteSelectedRows()
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == #selector(UIResponder.delete(_:)) {
      return !(tableView.indexPathsForSelectedRows?.isEmpty ?? true)
    }
    return super.canPerformAction(action, withSender: sender)
  }

  func deleteSelectedRows() {}
}

// A dialog of the same app with a field and no rows: nothing of it answers delete(_:).
final class RenameViewController: UIViewController {}
