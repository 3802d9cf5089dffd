import CommandKitLite

var app = App(name: "Notes")
try app.addTemplate(
  WindowTemplate(
    "main", kind: .window,
    root: ViewNode(
      "root",
      children: [
        ViewNode("list", role: "list").focusable().selectable(items: ["n1"], selection: ["n1"]),
        ViewNode("editor", role: "textEditor").textInput(),
        ViewNode("buttons").controls(Control("Done", role: .default, action: "finish")),
      ])))
try app.register(
  Command(
    "edit.delete", "Delete", menu: "Edit", group: .pasteboard,
    shortcut: KeyboardShortcut(.delete, modifiers: []), requires: \.selection,
    enabledIf: .nonEmpty))
try app.open("main", id: "w1")
let delete = KeyboardShortcut(.delete, modifiers: [])
print(app.why(delete))  // → ⌫ (delete) in w1: performed edit.delete (value from w1/list)
try app.focus("editor")
let answer = app.why(delete)
print(answer.outcome == .consumed(node: NodePath(window: "w1", node: "editor")))  // → true
print(answer.debugDescription)
// → ⌫ (delete) in w1: consumed by the text input w1/editor
// →   1. reserved: not reserved on macOS
// →   2. profile: appkit: the focused view first, then controls, then the menu, then Tab
// →   3. node w1/editor: text input consumes delete
try app.focus("list")
print(app.press(KeyboardShortcut(.return, modifiers: [])))
// → ↩ (return) in w1: control "Done" at w1/buttons ran finish
