import CommandKitLite
import Testing

/// Many tasks resolve, validate and dispatch through one ``SharedApp`` while another task
/// moves focus, hides nodes and switches windows.
///
/// Run it under the thread sanitizer as well:
/// `swift test --sanitize=thread --filter Concurrency` (must report nothing).
@Suite struct SharedAppConcurrencyTests {
  /// The public value types cross task boundaries: this only compiles if they are `Sendable`.
  static func requireSendable<T: Sendable>(_: T.Type) {}

  @Test("The public model types are Sendable")
  func sendable() {
    Self.requireSendable(App.self)
    Self.requireSendable(SharedApp.self)
    Self.requireSendable(Window.self)
    Self.requireSendable(NodeInfo.self)
    Self.requireSendable(ViewNode.self)
    Self.requireSendable(WindowTemplate.self)
    Self.requireSendable(Command.self)
    Self.requireSendable(KeyboardShortcut.self)
    Self.requireSendable(FocusedValues.self)
    Self.requireSendable(JSONValue.self)
    Self.requireSendable(Resolved<JSONValue>.self)
    Self.requireSendable(DispatchResult.self)
    Self.requireSendable(ValidatedMenu.self)
    Self.requireSendable(JSONParser.self)
    Self.requireSendable(LoadedScene.self)
    Self.requireSendable(SceneFileErrors.self)
    Self.requireSendable(CommandKitError.self)
  }

  static func app() throws -> App {
    var app = App(name: "Concurrent")
    try app.addTemplate(
      WindowTemplate(
        "doc", kind: .document,
        root: ViewNode(
          "root",
          children: [
            ViewNode("list").focusable().selectable(items: ["a", "b"], selection: ["a"])
              .onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "up"),
            ViewNode("editor").textInput().focusedValue(named: "document", "d"),
            ViewNode("side").focusable().focusedValue(named: "folder", "f"),
          ]
        ).focusedValue(named: "root", true)))
    try app.addTemplate(
      WindowTemplate("inspector", kind: .panel, root: ViewNode("form").focusable()))
    try app.register([
      Command(
        id: "edit.delete", title: "Delete", menu: "Edit",
        shortcut: KeyboardShortcut(.delete, modifiers: []),
        requires: "selection", enabledIf: .nonEmpty),
      Command(
        id: "edit.undo", title: "Undo", menu: "Edit", shortcut: KeyboardShortcut("z"),
        requires: "document"),
      Command(
        id: "view.flag", title: "Flag", menu: "View", shortcut: KeyboardShortcut("f"),
        requires: "root",
        effect: .toggle(key: "root")),
    ])
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.open("inspector", id: "panel")
    return app
  }

  @Test("Readers and dispatchers in many tasks while one task changes focus")
  func concurrentResolveAndDispatch() async throws {
    let shared = SharedApp(try Self.app())
    let shortcuts: [KeyboardShortcut] = [
      KeyboardShortcut(.delete, modifiers: []), KeyboardShortcut("z"), KeyboardShortcut("f"),
      KeyboardShortcut(.upArrow, modifiers: []), KeyboardShortcut(.tab, modifiers: []),
    ]
    let pressed = await withTaskGroup(of: Int.self) { group in
      // The focus changer.
      group.addTask {
        let paths = ["w1/list", "w1/editor", "w2/side", "panel/form", "w2/list", "w1/side"]
        for round in 0..<400 {
          shared.update { app in
            try? app.focus(
              NodePath(
                window: String(paths[round % paths.count].split(separator: "/")[0]),
                node: String(paths[round % paths.count].split(separator: "/")[1])))
            if round % 7 == 0 {
              try? app.setHidden(round % 14 == 0, NodePath(window: "w1", node: "editor"))
            }
            if round % 11 == 0 { try? app.makeKey(round % 22 == 0 ? "w2" : "panel") }
          }
        }
        return 0
      }
      // Readers: resolution and menu validation on consistent snapshots.
      for reader in 0..<6 {
        group.addTask {
          for round in 0..<300 {
            let (selection, menus, key) = shared.read { app in
              (app.resolve("selection")?.provider, app.validatedMenuBar(), app.keyWindowID)
            }
            #expect(key != nil)
            #expect(!menus.isEmpty)
            if let provider = selection { #expect(provider.description.hasSuffix("/list")) }
            // A snapshot is a value: reading it outside the lock is safe.
            let snapshot = shared.snapshot
            _ = snapshot.why(shortcuts[(reader + round) % shortcuts.count])
            _ = snapshot.accessibilityActions()
          }
          return 0
        }
      }
      // Dispatchers: key presses change state under the lock.
      for dispatcher in 0..<4 {
        group.addTask {
          for round in 0..<200 {
            let result = shared.update { app in
              app.press(shortcuts[(dispatcher + round) % shortcuts.count])
            }
            #expect(result.kind != .blocked)
          }
          return 200
        }
      }
      return await group.reduce(0, +)
    }
    #expect(pressed == 800)
    let final = shared.snapshot
    #expect(final.keyWindowID != nil)
    #expect(final.windows.filter { $0.phase == .active }.count == 1)
  }

  @Test("Independent copies of one app change independently in parallel tasks")
  func valueSemantics() async throws {
    let app = try Self.app()
    let results = await withTaskGroup(of: String?.self) { group in
      for index in 0..<8 {
        group.addTask {
          var copy = app
          try? copy.focus(NodePath(window: "w1", node: index.isMultiple(of: 2) ? "list" : "side"))
          return copy.focusedPath?.description
        }
      }
      var collected: [String?] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results.filter { $0 == "w1/list" }.count == 4)
    #expect(results.filter { $0 == "w1/side" }.count == 4)
    #expect(app.focusedPath == NodePath(window: "panel", node: "form"))
  }
}
