// The document editor core, built with the typed API: a text body that keeps Delete even
// though a "Delete Section" command is enabled, a find bar with escape handling, an export
// sheet that blocks its window, and accessibility actions. `swift run document-editor-example`
// prints a walk-through and checks every answer; it exits 1 if the library answers differently.
// The same app as a scene file: document-editor.json; in the shell: walkthrough.cmds.
import CommandKitLite
import ExampleSupport
import Foundation
import Synchronization

// MARK: Focused values

struct DocumentKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "document" }
}

struct SelectedSectionKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "selectedSection" }
}

struct FindQueryKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "findQuery" }
}

extension FocusedValues {
  var document: String? {
    get { self[DocumentKey.self] }
    set { self[DocumentKey.self] = newValue }
  }
  /// Published with `focusedSceneValue`, like SwiftUI: visible wherever focus is in the window.
  var selectedSection: String? {
    get { self[SelectedSectionKey.self] }
    set { self[SelectedSectionKey.self] = newValue }
  }
  var findQuery: String? {
    get { self[FindQueryKey.self] }
    set { self[FindQueryKey.self] = newValue }
  }
}

/// Handlers and commands append here; the app core reacts (e.g. hides the find bar).
final class EventLog: Sendable {
  private let entries = Mutex<[String]>([])
  func record(_ entry: String) { entries.withLock { $0.append(entry) } }
  var last: String { entries.withLock { $0.last ?? "nothing" } }
}

// MARK: The app core

func makeEditorApp(log: EventLog) throws(CommandKitError) -> App {
  var app = App(name: "Editor", platform: .macOS)
  app.magicTap = NamedAction("toggleDictation") { log.record("toggleDictation") }
  let escape = KeyboardShortcut(.escape, modifiers: [])

  let findBar = ViewNode(
    "findBar", role: "toolbar",
    children: [
      ViewNode("findField", role: "searchField").textInput().focusedValue(\.findQuery, "draft")
    ]
  )
  .hidden()
  .onKeyPress(escape, action: "closeFindBar") { log.record("closeFindBar") }
  .accessibilityEscape("closeFindBar") { log.record("closeFindBar (VoiceOver)") }
  .accessibilityAction(named: "Next Match")

  // Templates are added after the commands their context menus name.
  var templates: [WindowTemplate] = []
  templates.append(
    WindowTemplate(
      "document", kind: .document, title: "Report.txt",
      root: ViewNode(
        "root", role: "split",
        children: [
          ViewNode("outline", role: "list").focusable()
            .selectable(items: ["intro", "method", "results"], selection: ["method"])
            .focusedSceneValue(\.selectedSection, "method"),
          findBar,
          ViewNode("body", role: "textEditor").textInput()
            .accessibilityAction(named: "Bold")
            .accessibilityAction(named: "Insert Link") { log.record("Insert Link") },
        ]
      ).focusedValue(\.document, "Report.txt"),
      focus: "body"))
  templates.append(
    WindowTemplate(
      "export", kind: .sheet, title: "Export as PDF",
      root: ViewNode(
        "exportForm", role: "form",
        children: [
          ViewNode("fileName", role: "textField").textInput(),
          // The default button answers Return, even from the file-name field (SPEC §16).
          ViewNode("exportButton", role: "button").focusable()
            .control(
              Control("Export", role: .default, action: "export", effect: .dismiss) {
                log.record("export")
              }),
        ]
      ).onKeyPress(escape, action: "cancelExport", effect: .dismiss) {
        log.record("cancelExport")
      },
      escape: NamedAction("cancelExport")))

  var export = Command(
    "file.export", "Export as PDF…", menu: "File", group: .importExport,
    shortcut: KeyboardShortcut("e", modifiers: [.shift, .command]),
    requires: \.document
  ) { _ in }
  export.effect = .sheet(template: "export")
  try app.register([
    Command(
      "file.save", "Save", menu: "File", group: .saveItem, shortcut: KeyboardShortcut("s"),
      requires: \.document
    ) { name in log.record("Save \(name)") },
    export,
    Command(
      "edit.undo", "Undo", menu: "Edit", group: .undoRedo, shortcut: KeyboardShortcut("z"),
      requires: \.document
    ) { _ in },
    Command(
      "edit.delete", "Delete Section", menu: "Edit", group: .pasteboard,
      shortcut: KeyboardShortcut(.delete, modifiers: []), requires: \.selectedSection,
      enabledIf: .nonEmpty
    ) { section in log.record("Delete section \(section)") },
    Command(
      "edit.find", "Find…", menu: "Edit", group: .textEditing, shortcut: KeyboardShortcut("f"),
      requires: \.document
    ) { _ in log.record("showFindBar") },
    Command(
      "edit.findNext", "Find Next", menu: "Edit", group: .textEditing,
      shortcut: KeyboardShortcut("g"), requires: \.findQuery, enabledIf: .nonEmpty
    ) { query in
      log.record("Find next \"\(query)\"")
    },
  ])
  for template in templates { try app.addTemplate(template) }
  try app.open("document", id: "w1")
  return app
}

// MARK: The walk-through

func walkThrough(_ tour: inout Walkthrough) throws(CommandKitError) {
  let log = EventLog()
  var app = try makeEditorApp(log: log)
  let delete = KeyboardShortcut(.delete, modifiers: [])
  let escape = KeyboardShortcut(.escape, modifiers: [])
  func at(_ node: String) -> NodePath { NodePath(window: "w1", node: node) }

  tour.section("1. Delete Section is enabled everywhere in w1 (a scene value), yet typing keeps ⌫")
  // In the body, a text input, the Edit menu's Delete is the body's own delete: (SPEC §15).
  let deleteItem = app.validate("edit.delete")
  tour.expect(
    "Edit ▸ Delete Section in the body",
    "enabled: \(deleteItem?.isEnabled ?? false), from \(deleteItem?.provider?.description ?? "-")",
    "enabled: true, from w1/body")
  tour.expect("why ⌫ in the body", app.why(delete).steps.last?.step ?? "-", "node w1/body")
  tour.expect("press ⌫ in the body", summary(app.press(delete)), "consumed by w1/body")
  try app.focus(at("outline"))
  let outlineItem = app.validate("edit.delete")
  tour.expect(
    "Edit ▸ Delete Section in the outline",
    "enabled: \(outlineItem?.isEnabled ?? false), from \(outlineItem?.provider?.description ?? "-")",
    "enabled: true, from scene:w1")
  tour.expect(
    "press ⌫ in the outline", summary(app.press(delete)),
    "performed edit.delete with the value from scene:w1")
  tour.expect("the command received", log.last, "Delete section method")

  tour.section("2. The find bar: ⌘F shows it, escape closes it")
  try app.focus(at("body"))
  tour.expect(
    "press ⌘F", summary(app.press(KeyboardShortcut("f"))),
    "performed edit.find with the value from w1/root")
  if log.last == "showFindBar" {  // the app core reacts to its command
    try app.setHidden(false, at("findBar"))
    try app.focus(at("findField"))
  }
  tour.expect(
    "press ⌘G in the field", summary(app.press(KeyboardShortcut("g"))),
    "performed edit.findNext with the value from w1/findField")
  tour.expect(
    "press ⎋ in the field", summary(app.press(escape)), "local closeFindBar at w1/findBar")
  tour.expect("the handler ran", log.last, "closeFindBar")
  tour.expect(
    "VoiceOver escape from the field", app.accessibilityEscape().provider?.description ?? "-",
    "w1/findBar")
  try app.setHidden(true, at("findBar"))
  tour.expect("focus after hiding the bar", app.focusedPath?.description ?? "nothing", "nothing")
  try app.focus(at("body"))

  tour.section("3. The export sheet is key and blocks w1; its Escape and Return close it")
  tour.expect(
    "press ⇧⌘E", summary(app.press(KeyboardShortcut("e", modifiers: [.shift, .command]))),
    "performed file.export with the value from w1/root")
  tour.expect(
    "key window; is w1 blocked", "\(app.keyWindowID ?? "-"); \(app.isBlocked("w1"))", "export; true"
  )
  tour.expect("resolve(\\.document)", describe(app.resolve(\.document)), "nothing")
  tour.expect(
    "press ⌘S in the sheet", summary(app.press(KeyboardShortcut("s"))), "disabled (file.save)")
  tour.expect(
    "press ⎋ in the sheet", summary(app.press(escape)), "local cancelExport at export/exportForm")
  tour.expect("the handler's effect dismissed the sheet; key", app.keyWindowID ?? "-", "w1")
  _ = app.press(KeyboardShortcut("e", modifiers: [.shift, .command]))
  tour.expect(
    "press ↩ in the file-name field", summary(app.press(KeyboardShortcut(.return, modifiers: []))),
    "control \"Export\" at export/exportButton")
  tour.expect("the button ran; key", "\(log.last); \(app.keyWindowID ?? "-")", "export; w1")
  tour.expect(
    "press ⌘S after dismissing", summary(app.press(KeyboardShortcut("s"))),
    "performed file.save with the value from w1/root")

  tour.section("4. Accessibility actions at the cursor, and the app's magic tap")
  tour.expect(
    "actions at w1/body", app.accessibilityActions().map(\.name).joined(separator: ", "),
    "Bold, Insert Link")
  let link = app.performAccessibilityAction("Insert Link")
  tour.expect(
    "perform Insert Link", "\(link.outcome) at \(link.provider?.description ?? "-")",
    "performed at w1/body")
  let tap = app.accessibilityMagicTap()
  tour.expect(
    "magic tap", "\(tap.handler ?? "-") at \(tap.provider?.description ?? "-")",
    "toggleDictation at app")
}

print(
  """
  Document editor: Delete in a text body, a find bar, a blocking sheet, accessibility.
  Each line: what was asked → what the library answered.
  """)
var tour = Walkthrough(name: "document-editor-example")
do {
  try walkThrough(&tour)
} catch {
  tour.abort(error)
}
tour.finish()
