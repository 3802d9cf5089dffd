import CommandKitLite

/// The scene file an import writes (SPEC §9, §14, §22).
extension SceneImport {
  /// The name of the main window's template.
  static let mainTemplate = "main"

  /// The scene file: the app, its platform, the defaults switch and removed groups, the
  /// commands, and the window templates with their views. Every window that can be main
  /// publishes every value the commands require (as scene values, true): an item sent to the
  /// First Responder is answered by the main window's responder chain (its window
  /// controller, document, views), and a panel or Settings window that is key falls back
  /// to the main window (SPEC §2), so each command is enabled wherever a real app's would
  /// be. A selector the app delegate implements is an app value instead (the app delegate
  /// answers from every window, even with none open). A value that only views read as nodes
  /// publish (SwiftUI `.focusedValue`, `.focusedObject` on a list or a field) is those
  /// nodes' own, published while they have focus. Controls whose window is unknown go on
  /// the main window's root. Every node and template records where it is declared
  /// (`source`, SPEC §22). The file loads and audits without edits.
  public var json: JSONValue {
    var top = JSONObject()
    top["app"] = .string(appName)
    top["platform"] = .string(platform.rawValue)
    if !defaultCommands { top["defaultCommands"] = false }
    if !removedGroups.isEmpty { top["removedGroups"] = .array(removedGroups.map(JSONValue.string)) }
    // What the app delegate answers, the app publishes: every window reaches it.
    let required = requiredValues
    let appValues = required.filter(appDelegateActions.contains)
    let nodeKeys = views.nodePublishedKeys.union(focusContainerKeys).intersection(required)
      .subtracting(appValues)
    let values = required.filter { !appDelegateActions.contains($0) && !nodeKeys.contains($0) }
    if !appValues.isEmpty {
      top["appValues"] = .object(JSONObject(appValues.map { ($0, JSONValue.bool(true)) }))
    }
    top["commands"] = .array(commands.map(\.json))
    var templates = JSONObject()
    var all = self.templates
    if !all.contains(where: { $0.name == Self.mainTemplate }) {
      all.insert(
        ImportedTemplate(
          name: Self.mainTemplate, kind: .window, title: appName,
          source: SourceLocation(file: "", line: 1, column: 1)), at: 0)
    }
    // The main window first: a file without `windows` opens its first window template.
    all.sort { ($0.name == Self.mainTemplate ? 0 : 1) < ($1.name == Self.mainTemplate ? 0 : 1) }
    for template in all {
      var entry = JSONObject()
      entry["kind"] = .string(template.kind.rawValue)
      entry["title"] = .string(template.title.isEmpty ? appName : template.title)
      if template.single { entry["single"] = true }
      if let focus = template.focus { entry["focus"] = .string(focus) }
      // A controller's or document's own actions are answered only in its windows.
      let published = values.filter { key in
        controllerActionWindows[key].map { windows in windows.contains(template.name) } ?? true
          && !(template.viewKey.map { scenesWithoutValues[key]?.contains($0) } == true)
      }
      if template.kind.canBeMain, !published.isEmpty {
        entry["sceneValues"] = .object(JSONObject(published.map { ($0, JSONValue.bool(true)) }))
      }
      if !template.source.file.isEmpty { entry["source"] = template.source.json }
      var root = JSONObject([("id", "root"), ("focusable", true)])
      if !template.nodes.isEmpty {
        root["children"] = .array(template.nodes.map { $0.json(publishing: nodeKeys) })
      }
      if !template.handlers.isEmpty { root["keys"] = .array(template.handlers.map(\.json)) }
      if template.name == Self.mainTemplate, !controls.isEmpty {
        root["controls"] = .array(controls.map(\.json))
      }
      entry["root"] = .object(root)
      templates[template.name] = .object(entry)
    }
    top["templates"] = .object(templates)
    return .object(top)
  }
}

extension ImportedCommand {
  /// The command's scene-file entry.
  public var json: JSONValue {
    var entry = JSONObject([("id", .string(id)), ("title", .string(title))])
    entry["menu"] = .string(menu)
    if let group { entry["group"] = .string(group.name) }
    if !submenu.isEmpty { entry["submenu"] = .array(submenu.map { .string($0) }) }
    if let placement { entry["placement"] = .string(placement) }
    if let shortcut {
      entry["shortcut"] = .string(shortcut)
    } else if dropsShortcut {
      entry["shortcut"] = .null
    }
    if let requires { entry["requires"] = .string(requires) }
    if let action { entry["action"] = .string(action) }
    if closesKeyWindow { entry["effect"] = .object(JSONObject([("close", .string("key"))])) }
    if let titleKey { entry["titleKey"] = .string(titleKey) }
    if disabled { entry["disabled"] = true }
    entry["source"] = source.json
    return .object(entry)
  }
}

extension ImportedControl {
  /// The control's scene-file entry; it runs its command, or its action, or one named after
  /// its title.
  public var json: JSONValue {
    var entry = JSONObject([("title", .string(title))])
    if let shortcut { entry["shortcut"] = .string(shortcut) }
    if let role { entry["role"] = .string(role.rawValue) }
    if let command {
      entry["command"] = .string(command)
    } else {
      entry["action"] = .string(action ?? title)
    }
    if keyWindowOnly { entry["keyWindowOnly"] = true }
    entry["source"] = source.json
    return .object(entry)
  }
}
