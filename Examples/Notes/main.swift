// The notes app core, built with the typed API: a three-column window opened twice from one
// template, an inspector panel, standard File/Edit/View commands, a sidebar toggle with a
// dynamic title and context menus. `swift run notes-example` prints a walk-through and
// checks every answer; it exits 1 if the library answers differently.
// The same app as a scene file: notes-app.json; the same tour in the shell: walkthrough.cmds.
import CommandKitAudit
import CommandKitLite
import ExampleSupport
import Foundation
import Synchronization

// MARK: Focused values, declared the SwiftUI way

struct NoteStore: Sendable, CustomStringConvertible {
  var name: String
  var description: String { name }
}

struct NoteStoreKey: FocusedValueKey {
  typealias Value = NoteStore
  static var name: String { "noteStore" }
}

struct DocumentKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "document" }
}

struct FolderKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "folder" }
}

struct SidebarVisibleKey: FocusedValueKey {
  typealias Value = Bool
  static var name: String { "sidebarVisible" }
}

extension FocusedValues {
  var noteStore: NoteStore? {
    get { self[NoteStoreKey.self] }
    set { self[NoteStoreKey.self] = newValue }
  }
  var document: String? {
    get { self[DocumentKey.self] }
    set { self[DocumentKey.self] = newValue }
  }
  var folder: String? {
    get { self[FolderKey.self] }
    set { self[FolderKey.self] = newValue }
  }
  var sidebarVisible: Bool? {
    get { self[SidebarVisibleKey.self] }
    set { self[SidebarVisibleKey.self] = newValue }
  }
}

/// What command actions received, so the walk-through can show it.
final class ActionLog: Sendable {
  private let entries = Mutex<[String]>([])
  func record(_ entry: String) { entries.withLock { $0.append(entry) } }
  var last: String { entries.withLock { $0.last ?? "nothing" } }
}

// MARK: The app core

func makeNotesApp(log: ActionLog) throws(CommandKitError) -> App {
  var app = App(name: "Notes", platform: .macOS)
  app.setAppValue(\.noteStore, NoteStore(name: "iCloud"))

  let plain: EventModifiers = []
  let list = ViewNode("list", role: "list").focusable()
    .selectable(items: ["n1", "n2", "n3"], selection: ["n1"])
    .onKeyPress(KeyboardShortcut(.upArrow, modifiers: plain), action: "selectPrevious")
    .onKeyPress(KeyboardShortcut(.downArrow, modifiers: plain), action: "selectNext")
    .contextMenu(
      ContextMenu(
        empty: ["file.new"], single: ["note.pin"], multiple: ["edit.copy", "edit.delete"]))
  var sceneValues = FocusedValues()
  sceneValues.sidebarVisible = true
  // Templates are added after the commands their context menus name.
  var templates: [WindowTemplate] = []
  templates.append(
    WindowTemplate(
      "main", kind: .window, title: "Notes",
      root: ViewNode(
        "root", role: "split",
        children: [
          ViewNode("sidebar", role: "list").focusable().focusedValue(\.folder, "All Notes"),
          list,
          ViewNode("editor", role: "textEditor").textInput().focusedValue(\.document, "n1"),
        ]),
      sceneValues: sceneValues, focus: "list"))
  templates.append(
    WindowTemplate(
      "inspector", kind: .panel, title: "Inspector",
      root: ViewNode(
        "form", role: "form",
        children: [
          ViewNode("color", role: "picker").focusable().focusedValue(named: "noteColor", "yellow")
        ])))

  var toggleSidebar = Command(
    "view.showSidebar", "Toggle Sidebar", menu: "View", group: .sidebar,
    shortcut: KeyboardShortcut("s", modifiers: [.control, .command]),
    requires: \.sidebarVisible
  ) { visible in log.record("sidebar was visible: \(visible)") }
  toggleSidebar.titleBy = TitleRule(
    key: "sidebarVisible", whenTrue: "Hide Sidebar", whenFalse: "Show Sidebar")
  toggleSidebar.effect = .toggle(key: "sidebarVisible")

  try app.register([
    Command(
      "file.new", "New Note", menu: "File", group: .newItem,
      shortcut: KeyboardShortcut("n"), requires: \.noteStore
    ) { store in
      log.record("New Note in \(store)")
    },
    Command(
      id: "file.newWindow", title: "New Window", menu: "File", group: .newItem,
      shortcut: KeyboardShortcut("n", modifiers: [.option, .command]),
      effect: .open(template: "main")),
    Command(
      id: "file.close", title: "Close", menu: "File", group: .saveItem,
      shortcut: KeyboardShortcut("w"), effect: .close),
    Command(
      "edit.undo", "Undo", menu: "Edit", group: .undoRedo,
      shortcut: KeyboardShortcut("z"), requires: \.document
    ) { note in log.record("Undo in \(note)") },
    Command(
      "edit.cut", "Cut", menu: "Edit", group: .pasteboard, shortcut: KeyboardShortcut("x"),
      requires: \.selection, enabledIf: .nonEmpty
    ) { ids in log.record("Cut \(ids)") },
    Command(
      "edit.copy", "Copy", menu: "Edit", group: .pasteboard, shortcut: KeyboardShortcut("c"),
      requires: \.selection, enabledIf: .nonEmpty
    ) { ids in log.record("Copy \(ids)") },
    Command(
      "edit.paste", "Paste", menu: "Edit", group: .pasteboard, shortcut: KeyboardShortcut("v"),
      requires: \.document
    ) { note in log.record("Paste into \(note)") },
    Command(
      "edit.delete", "Delete", menu: "Edit", group: .pasteboard,
      shortcut: KeyboardShortcut(.delete, modifiers: plain),
      requires: \.selection, enabledIf: .nonEmpty
    ) { ids in log.record("Delete \(ids)") },
    Command(
      "edit.selectAll", "Select All", menu: "Edit", group: .pasteboard,
      shortcut: KeyboardShortcut("a"), requires: \.selection
    ) { _ in log.record("Select All") },
    toggleSidebar,
    Command(
      id: "view.inspector", title: "Show Inspector", menu: "View", group: .toolbar,
      shortcut: KeyboardShortcut("i", modifiers: [.option, .command]),
      effect: .open(template: "inspector")),
    Command(
      "note.pin", "Pin Note", menu: "Note",
      shortcut: KeyboardShortcut("p", modifiers: [.option, .command]),
      requires: \.selection, enabledIf: .nonEmpty
    ) { ids in log.record("Pin \(ids)") },
  ])
  for template in templates { try app.addTemplate(template) }
  try app.open("main", id: "w1")
  return app
}

// MARK: The walk-through

func walkThrough(_ tour: inout Walkthrough) throws(CommandKitError) {
  let log = ActionLog()
  var app = try makeNotesApp(log: log)
  let w1List = NodePath(window: "w1", node: "list")

  tour.section("1. One window, three columns; focus starts on the note list")
  tour.expect(
    "key and main window", "\(app.keyWindowID ?? "-") / \(app.mainWindowID ?? "-")", "w1 / w1")
  tour.expect("resolve(\\.selection)", describe(app.resolve(\.selection)), "[\"n1\"] from w1/list")

  tour.section("2. A second window from the same template keeps its own selection")
  try app.open("main", id: "w2")
  try app.select(["n2", "n3"], in: NodePath(window: "w2", node: "list"))
  tour.expect(
    "resolve(\\.selection) in w2", describe(app.resolve(\.selection)),
    "[\"n2\", \"n3\"] from w2/list")
  try app.makeKey("w1")
  tour.expect(
    "resolve(\\.selection) back in w1", describe(app.resolve(\.selection)), "[\"n1\"] from w1/list")

  tour.section("3. The inspector panel is key while w1 stays main")
  _ = try app.invoke("view.inspector")
  tour.expect(
    "key and main window", "\(app.keyWindowID ?? "-") / \(app.mainWindowID ?? "-")",
    "inspector / w1")
  tour.expect(
    "resolve(\\.selection) falls back to the main window",
    describe(app.resolve(\.selection)), "[\"n1\"] from w1/list")
  tour.expect(
    "press ⌫ with the inspector key", summary(app.press(KeyboardShortcut(.delete, modifiers: []))),
    "performed edit.delete with the value from w1/list")
  tour.expect("the action received", log.last, "Delete [\"n1\"]")

  // SwiftUI's @FocusedValue reads the key window only: the same press goes dead (SPEC §18).
  app.setSemantics(.swiftui)
  tour.expect(
    "the same ⌫ under swiftui semantics",
    summary(app.press(KeyboardShortcut(.delete, modifiers: []))), "disabled (edit.delete)")
  app.setSemantics(.platform)

  tour.section("4. In the editor, the text input eats ⌫ before the Delete command")
  try app.focus(NodePath(window: "w1", node: "editor"))
  tour.expect(
    "press ⌫ in the editor", summary(app.press(KeyboardShortcut(.delete, modifiers: []))),
    "consumed by w1/editor")
  tour.expect(
    "press ⌘Z in the editor", summary(app.press(KeyboardShortcut("z"))),
    "performed edit.undo with the value from w1/editor")

  tour.section("5. The sidebar toggle's title follows the value it flips")
  let toggle = KeyboardShortcut("s", modifiers: [.control, .command])
  tour.expect("View menu item", app.validate("view.showSidebar")?.title ?? "-", "Hide Sidebar")
  tour.expect(
    "press ⌃⌘S", summary(app.press(toggle)),
    "performed view.showSidebar with the value from scene:w1")
  tour.expect("View menu item", app.validate("view.showSidebar")?.title ?? "-", "Show Sidebar")

  tour.section("6. Context menus follow the selection's size")
  for selection in [[], ["n1"], ["n1", "n2"]] {
    try app.select(selection, in: w1List)
    let items = try app.contextMenu(for: w1List).items.map(\.id).joined(separator: ", ")
    let expected = ["file.new", "note.pin, edit.copy, edit.delete", "edit.copy, edit.delete"][
      selection.count]
    tour.expect("context menu of w1/list with \(selection)", items, expected)
  }

  tour.section("7. New Note reads the app-level store; the audit is clean")
  tour.expect(
    "press ⌘N", summary(app.press(KeyboardShortcut("n"))),
    "performed file.new with the value from app")
  tour.expect("the action received", log.last, "New Note in iCloud")
  tour.expect("audit", app.audit().summary.description, "0 errors, 0 warnings, 0 infos")
}

print(
  """
  Notes: one window template opened twice, an inspector panel, standard commands,
  a sidebar toggle and context menus. Each line: what was asked → what the library answered.
  """)
var tour = Walkthrough(name: "notes-example")
do {
  try walkThrough(&tour)
} catch {
  tour.abort(error)
}
tour.finish()
