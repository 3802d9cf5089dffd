import CommandKitLite

// 1. Define a key, as in SwiftUI, with the name scene files and the shell use.
struct NoteStoreKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "noteStore" }
}
extension FocusedValues {
  var noteStore: String? {
    get { self[NoteStoreKey.self] }
    set { self[NoteStoreKey.self] = newValue }
  }
}

// 2. Publish it from a view of a window template.
var app = App(name: "Notes", platform: .macOS)
try app.addTemplate(
  WindowTemplate(
    "main",
    root: ViewNode(
      "root",
      children: [
        ViewNode("list", role: "list").focusable().focusedValue(\.noteStore, "iCloud"),
        ViewNode("editor", role: "textEditor").textInput(),
      ])))

// 3. Register a command that needs it.
try app.register(
  Command(
    "file.new", "New Note", menu: "File", group: .newItem, shortcut: KeyboardShortcut("n"),
    requires: \.noteStore
  ) { store in
    print("New note in \(store)")  // → New note in iCloud
  })

// 4. Open a window and press ⌘N.
try app.open("main", id: "w1")
let result = app.press(KeyboardShortcut("n"))
print(result)  // → ⌘N (cmd+n) in w1: performed file.new (value from w1/list)
// The outcome carries the command and the provider of the value it read.
let list = NodePath(window: "w1", node: "list")
print(result.outcome == .performed(command: "file.new", provider: .node(list)))  // → true
