import CommandKitLite

var app = App(name: "Notes")
try app.addTemplate(WindowTemplate("main", kind: .window, root: ViewNode("list").focusable()))
print(app.effectiveShortcut(of: "file.newWindow")?.description ?? "none")  // → cmd+n
// Replace a default: the fields given win, the rest are the default's.
var quit = Command(id: "app.quit", title: "Quit Notes Now", menu: "App")
quit.dropsDefaultShortcut = true  // "shortcut": null
try app.register(quit)
print(app.command("app.quit")?.title ?? "", app.effectiveShortcut(of: "app.quit") == nil)
// → Quit Notes Now true
// Put a command before the pasteboard group's defaults, or replace them all.
try app.register(
  Command(
    id: "note.pasteLink", title: "Paste Link", menu: "Edit", group: .pasteboard,
    placement: .before))
print(app.commandsInMenuOrder.map(\.id).filter { $0.contains("aste") })
// → ["note.pasteLink", "edit.paste", "edit.pasteAndMatchStyle"]
// Remove groups with nothing in their place, or every default.
app.removeDefaultGroups([.windowArrangement])
print(app.command("window.bringAllToFront") == nil)  // → true
app.setDefaultCommandOptions(.none)
print(app.commands.map(\.id))  // → ["app.quit", "note.pasteLink"]
