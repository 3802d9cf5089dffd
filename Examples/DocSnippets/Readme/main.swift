import CommandKitLite

struct DocumentKey: FocusedValueKey {  // a key, as in SwiftUI
  typealias Value = String
  static var name: String { "document" }  // its name in scene files and the shell
}
extension FocusedValues {
  var document: String? {
    get { self[DocumentKey.self] }
    set { self[DocumentKey.self] = newValue }
  }
}

var app = App(name: "Notes", platform: .macOS)
// Templates, commands and context menus may come in any order.
try app.addTemplate(
  WindowTemplate(
    "main", kind: .window,
    root: ViewNode(
      "root", role: "split",
      children: [
        ViewNode("list", role: "list").focusable()
          .selectable(items: ["n1", "n2"], selection: ["n1"])  // publishes \.selection
          .contextMenu(empty: ["file.newWindow"], single: ["edit.delete"]),
        ViewNode("editor", role: "textEditor").textInput().focusedValue(\.document, "n1"),
      ]), focus: "list"))
try app.addTemplate(WindowTemplate("inspector", kind: .panel, root: ViewNode("form").focusable()))
try app.register([
  Command(
    "edit.delete", "Delete", menu: "Edit", group: .pasteboard,
    shortcut: KeyboardShortcut(.delete, modifiers: []), requires: \.selection,
    enabledIf: .nonEmpty
  ) { ids, context in
    try context.removeItems(ids)  // an action changes the app: the notes go
  },
  Command(
    "edit.undo", "Undo", menu: "Edit", group: .undoRedo, shortcut: KeyboardShortcut("z"),
    requires: \.document
  ) { note in print("undo in", note) },
])
print(app.unresolvedReferences.isEmpty)  // → true
try app.open("main", id: "w1")
if let found = app.resolve(\.selection) {
  print(found.value, "from", found.provider)  // → ["n1"] from w1/list
}
try app.open("inspector")  // key: inspector, main: w1
let delete = KeyboardShortcut(.delete, modifiers: [])
print(app.press(delete))  // → ⌫ (delete) in inspector: performed edit.delete (value from w1/list)
print(app.window("w1")?.node("list")?.items ?? [])  // → ["n2"]
print(app.press(delete).outcome)  // → disabled
try app.makeKey("w1")
try app.focus("editor")
print(app.why(delete))  // → ⌫ (delete) in w1: consumed by the text input w1/editor
print(app.validate("edit.undo")?.isEnabled ?? false)  // → true
