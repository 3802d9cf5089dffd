import CommandKitLite

/// Builds random apps for the property tests: random trees, flags, values, templates of
/// every kind, commands with shortcuts, rules and effects. Small pools of names make
/// collisions (shadowing, shared shortcuts, duplicate ids) likely.
enum RandomApp {
  static let keys = ["k0", "k1", "k2", "flag", "selection"]
  static let actionNames = ["Act", "Pin", "Open"]
  static let items = ["i0", "i1", "i2"]
  static let customMenus = ["Tools", "Extras"]

  static let shortcuts: [KeyboardShortcut] = [
    "cmd+a", "cmd+b", "shift+cmd+b", "delete", "a", "up", "tab", "shift+tab", "escape",
    "ctrl+x", "cmd+space", "fn+f", "cmd+q", "return", "opt+tab", "ctrl+tab",
  ].compactMap { try? KeyboardShortcut(parsing: $0) }

  static func value(_ rng: inout SplitMix64) -> JSONValue {
    rng.pick([.null, true, false, 0, 1, "", "x", [], ["a"], [:], ["a": 1]])
  }

  static func values(_ rng: inout SplitMix64, percent: Int) -> JSONObject {
    var object = JSONObject()
    for key in keys where rng.chance(percent) { object[key] = value(&rng) }
    return object
  }

  static func tree(_ rng: inout SplitMix64, size: Int) -> ViewNode {
    var counter = 0
    func make(depth: Int) -> ViewNode {
      let id = "n\(counter)"
      counter += 1
      var node = ViewNode(id, role: "view")
      node.isFocusable = rng.chance(50)
      node.isDisabled = rng.chance(8)
      node.isHidden = rng.chance(8)
      if rng.chance(15) { node = node.textInput().multiline(rng.chance(40)) }
      if rng.chance(20) {
        let allowed: [String]? = rng.chance(50) ? items : nil
        node = node.selectable(items: allowed, selection: items.filter { _ in rng.chance(30) })
        node.contextMenu = ContextMenu(
          empty: (0..<rng.int(0...2)).map { _ in "c\(rng.int(0...7))" },
          single: (0..<rng.int(0...2)).map { _ in "c\(rng.int(0...7))" },
          multiple: (0..<rng.int(0...2)).map { _ in "c\(rng.int(0...7))" })
      }
      node.values = FocusedValues(values(&rng, percent: 15))
      node.sceneValues = FocusedValues(values(&rng, percent: 5))
      for _ in 0..<rng.int(0...2) where rng.chance(40) {
        node.keyHandlers.append(
          KeyHandler(
            rng.pick(shortcuts), action: "h\(counter)",
            result: rng.chance(25) ? .ignored : .handled))
      }
      if rng.chance(12) {
        let role: Control.Role? = rng.chance(40) ? rng.pick(Control.Role.allCases) : nil
        let shortcut: KeyboardShortcut? = role == nil || rng.chance(30) ? rng.pick(shortcuts) : nil
        var control =
          rng.chance(30)
          ? Control("B\(id)", shortcut: shortcut, role: role, command: "c\(rng.int(0...7))")
          : Control("B\(id)", shortcut: shortcut, role: role, action: "press-\(id)")
        control.isKeyWindowOnly = rng.chance(25)
        node.controls.append(control)
      }
      for name in actionNames where rng.chance(15) { node.actions.append(NamedAction(name)) }
      if rng.chance(10) { node.escape = NamedAction("esc-\(id)") }
      if rng.chance(10) { node.magicTap = NamedAction("tap-\(id)") }
      if depth < 4 {
        while counter < size, rng.chance(depth == 0 ? 90 : 45) {
          node.children.append(make(depth: depth + 1))
        }
      }
      return node
    }
    return make(depth: 0)
  }

  static let appName = "Random"

  /// A random app with its first windows open.
  static func make(_ rng: inout SplitMix64) -> App {
    var app = makeClosed(&rng)
    for name in initialWindows(app, &rng) { _ = try? app.open(name) }
    return app
  }

  /// The templates `make` opens windows from, in order (1 to 3 of them).
  static func initialWindows(_ app: App, _ rng: inout SplitMix64) -> [String] {
    let names = app.templates.map(\.name)
    return (0..<rng.int(1...3)).compactMap { _ in names.isEmpty ? nil : rng.pick(names) }
  }

  /// A random app with templates and commands but no window open yet.
  static func makeClosed(_ rng: inout SplitMix64) -> App {
    var app = App(name: appName, platform: rng.chance(80) ? .macOS : rng.pick([.iPadOS, .iOS]))
    for (key, value) in values(&rng, percent: 30) { app.setAppValue(value, named: key) }
    if rng.chance(30) { app.magicTap = NamedAction("appTap") }
    let kinds: [WindowKind] = [.window, .document, .panel, .sheet, .alert, .externalDisplay]
    // Templates are built first and added after the commands, so that their context menus
    // and controls find them; a control may still name a command that never comes (c0…c7
    // are not all registered), which declaration order allows (SPEC §12): it is not live.
    var built: [WindowTemplate] = []
    for index in 0..<rng.int(2...5) {
      let kind = index == 0 ? rng.pick([.window, .document]) : rng.pick(kinds)
      let root = tree(&rng, size: rng.int(1...12))
      let template = WindowTemplate(
        "t\(index)", kind: kind, root: root,
        sceneValues: FocusedValues(values(&rng, percent: 20)),
        presentationOnly: kind == .externalDisplay && rng.chance(50),
        focus: rng.chance(40) ? "n\(rng.int(0...5))" : nil,
        escape: rng.chance(20) ? NamedAction("esc-t\(index)") : nil,
        magicTap: rng.chance(20) ? NamedAction("tap-t\(index)") : nil)
      built.append(template)
    }
    let templateNames = built.map(\.name)
    // The app's own name is the App menu (there is no second menu titled after the app).
    let menus = ["App", "File", "Edit", "Format", "View", "Window", "Help", appName] + customMenus
    for index in 0..<rng.int(2...8) {
      let menu = rng.pick(menus)
      let groups = CommandGroupPlacement.allCases.filter { $0.menu.rawValue == menu }
      let requires: String? = rng.chance(75) ? rng.pick(keys) : nil
      var effect: CommandEffect?
      switch rng.int(0...19) {
      case 0, 1, 2: effect = .toggle(key: "flag")
      // Every template may have been refused (duplicate ids): then name one that is not.
      case 3: effect = .open(template: templateNames.isEmpty ? "none" : rng.pick(templateNames))
      case 4: effect = .sheet(template: templateNames.isEmpty ? "none" : rng.pick(templateNames))
      case 5: effect = .close
      case 6: effect = .dismiss
      default: effect = nil
      }
      // Sometimes a standard editing command, which a focused text input answers (§15).
      let editing = ["edit.copy", "edit.paste", "edit.undo"]
      let command = Command(
        id: rng.chance(15) ? rng.pick(editing) : "c\(index)", title: "Command \(index)", menu: menu,
        group: !groups.isEmpty && rng.chance(60) ? rng.pick(groups) : nil,
        shortcut: rng.chance(75) ? rng.pick(shortcuts) : nil, requires: requires,
        enabledIf: requires == nil ? .present : rng.pick(EnablementRule.allCases),
        checkedBy: rng.chance(20) ? rng.pick(keys) : nil,
        titleBy: rng.chance(20)
          ? TitleRule(key: rng.pick(keys), whenTrue: "On", whenFalse: "Off") : nil,
        effect: effect)
      try? app.register(command)  // a hard-reserved shortcut is refused: fine
    }
    for template in built { _ = try? app.addTemplate(template) }
    if rng.chance(20) { app.setSemantics(.swiftui) }
    return app
  }
}
