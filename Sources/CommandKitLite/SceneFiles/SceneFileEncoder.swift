import Foundation

extension SceneFile {
  /// Writes an app as the text of a scene file, ready to save (pretty-printed JSON ending
  /// with a newline), that decodes back to an equivalent app:
  ///
  /// ```swift
  /// try SceneFile.encode(app).write(to: url, atomically: true, encoding: .utf8)
  /// let again = try SceneFile.decode(SceneFile.encode(app)).app
  /// ```
  ///
  /// See ``jsonValue(of:)`` for what it keeps, and ``encodedData(_:)`` for the same text as
  /// UTF-8 data.
  public static func encode(_ app: App) -> String {
    jsonValue(of: app).prettyPrinted() + "\n"
  }

  /// The scene file of ``encode(_:)`` as UTF-8 data, ready to write.
  public static func encodedData(_ app: App) -> Data {
    Data(encode(app).utf8)
  }

  /// The scene file of an app as a JSON value, to inspect or change before writing: the
  /// platform, app values, the app's magic-tap handler, commands, templates, and the open
  /// windows with their focus, and what the app keeps of the platform's default items
  /// (SPEC §14).
  ///
  /// What a scene file cannot say is left out: closures (command actions, `perform`
  /// blocks), typed values that are not JSON (they are written as their JSON rendering),
  /// sheets, minimized state, displays, selections and values changed since the windows
  /// opened (save a session for those, see ``SessionSnapshot``). Windows are listed back to
  /// front, so the front window is opened last and is key again. Rejected shortcuts are
  /// written as declared, so loading the result warns about them again.
  public static func jsonValue(of app: App) -> JSONValue {
    var top = JSONObject()
    top["app"] = .string(app.name)
    top["platform"] = .string(app.platform.rawValue)
    if !app.appValues.isEmpty { top["appValues"] = .object(app.appValues.json) }
    if let magicTap = app.magicTap { top["magicTap"] = .string(magicTap.name) }
    if app.semantics != .platform { top["semantics"] = .string(app.semantics.rawValue) }
    if app.layout != .us { top["layout"] = .string(app.layout.id) }
    if app.layoutDirection != .leftToRight {
      top["layoutDirection"] = .string(app.layoutDirection.rawValue)
    }
    let options = app.defaultCommandOptions
    if !options.includesDefaults { top["defaultCommands"] = false }
    if !options.removedGroups.isEmpty {
      top["removedGroups"] = .array(
        CommandGroupPlacement.allCases.filter(options.removedGroups.contains).map {
          .string($0.name)
        })
    }
    if !options.commandSets.isEmpty {
      top["commandSets"] = .array(
        CommandSet.allCases.filter(options.commandSets.contains).map { .string($0.rawValue) })
    }
    // The declared commands as declared: the platform's defaults come back by themselves.
    top["commands"] = .array(app.declaredCommands.map(encode))
    top["templates"] = .object(JSONObject(app.templates.map { ($0.name, encode($0)) }))
    let reopenable = app.windows.reversed().filter { $0.kind != .sheet }
    top["windows"] = .array(
      reopenable.map { window in
        var entry = JSONObject([("template", .string(window.template)), ("id", .string(window.id))])
        if let focus = window.focusedPath { entry["focus"] = .string(focus.node) }
        return .object(entry)
      })
    return .object(top)
  }

  static func encode(_ command: Command) -> JSONValue {
    var entry = JSONObject([("id", .string(command.id)), ("title", .string(command.title))])
    entry["menu"] = .string(command.menu)
    if let group = command.group { entry["group"] = .string(group.name) }
    if !command.submenu.isEmpty { entry["submenu"] = .array(command.submenu.map { .string($0) }) }
    if let shortcut = command.shortcut {
      entry["shortcut"] = .string(shortcut.writtenDescription)
      if shortcut.localization != .automatic {
        entry["localization"] = .string(shortcut.localization.rawValue)
      }
    } else if let rejected = command.rejectedShortcut {
      entry["shortcut"] = .string(rejected.text)
    } else if command.dropsDefaultShortcut {
      entry["shortcut"] = .null
    }
    if let placement = command.placement { entry["placement"] = .string(placement.rawValue) }
    if let requires = command.requires { entry["requires"] = .string(requires) }
    if command.enabledIf != .present { entry["enabledIf"] = .string(command.enabledIf.rawValue) }
    if let checkedBy = command.checkedBy { entry["checkedBy"] = .string(checkedBy) }
    if let rule = command.titleBy {
      entry["titleBy"] = [
        "key": .string(rule.key), "true": .string(rule.whenTrue), "false": .string(rule.whenFalse),
      ]
    }
    if let effect = command.effect { entry["effect"] = encode(effect) }
    if let sends = command.sends { entry["action"] = .string(sends) }
    if let titleKey = command.titleKey { entry["titleKey"] = .string(titleKey) }
    if command.isDisabled { entry["disabled"] = true }
    if let source = command.sourceLocation { entry["source"] = source.json }
    return .object(entry)
  }

  /// An effect as scene files write it: `{"open": "main"}`.
  private static func encode(_ effect: CommandEffect) -> JSONValue {
    switch effect {
    case .open(let template): ["open": .string(template)]
    case .sheet(let template): ["sheet": .string(template)]
    case .close: ["close": "key"]
    case .dismiss: ["dismiss": "key"]
    case .toggle(let key): ["toggle": .string(key)]
    }
  }

  /// An in-window control (SPEC §16).
  private static func encode(_ control: Control) -> JSONValue {
    var entry = JSONObject()
    entry["title"] = .string(control.title)
    if let shortcut = control.shortcut {
      entry["shortcut"] = .string(shortcut.writtenDescription)
      if shortcut.localization != .automatic {
        entry["localization"] = .string(shortcut.localization.rawValue)
      }
    }
    if let role = control.role { entry["role"] = .string(role.rawValue) }
    if let command = control.command { entry["command"] = .string(command) }
    if let action = control.action, control.command == nil { entry["action"] = .string(action) }
    if let effect = control.effect { entry["effect"] = encode(effect) }
    if control.isKeyWindowOnly { entry["keyWindowOnly"] = true }
    if let source = control.sourceLocation { entry["source"] = source.json }
    return .object(entry)
  }

  static func encode(_ template: WindowTemplate) -> JSONValue {
    var entry = JSONObject([("kind", .string(template.kind.rawValue))])
    entry["title"] = .string(template.title)
    if !template.sceneValues.isEmpty { entry["sceneValues"] = .object(template.sceneValues.json) }
    if template.presentationOnly { entry["presentationOnly"] = true }
    if let focus = template.focus { entry["focus"] = .string(focus) }
    if let escape = template.escape { entry["escape"] = .string(escape.name) }
    if let magicTap = template.magicTap { entry["magicTap"] = .string(magicTap.name) }
    if template.isSingle { entry["single"] = true }
    if let source = template.sourceLocation { entry["source"] = source.json }
    entry["root"] = encode(template.root)
    return .object(entry)
  }

  static func encode(_ node: ViewNode) -> JSONValue {
    var entry = JSONObject([("id", .string(node.id))])
    if node.role != "view" { entry["role"] = .string(node.role) }
    let flags = [
      ("focusable", node.isFocusable), ("disabled", node.isDisabled), ("hidden", node.isHidden),
      ("textInput", node.isTextInput), ("selectable", node.isSelectable),
    ]
    for (name, isSet) in flags where isSet { entry[name] = true }
    // A text input is focusable unless the file says otherwise.
    if node.isTextInput, !node.isFocusable { entry["focusable"] = false }
    if let items = node.items { entry["items"] = .array(items.map(JSONValue.string)) }
    if !node.selection.isEmpty { entry["selection"] = .array(node.selection.map(JSONValue.string)) }
    if node.isSelectable, let key = node.selectionKey { entry["selectionKey"] = .string(key) }
    if !node.values.isEmpty { entry["values"] = .object(node.values.json) }
    if !node.sceneValues.isEmpty { entry["sceneValues"] = .object(node.sceneValues.json) }
    let keys: [JSONValue] = node.keyHandlers.compactMap { handler in
      guard let text = handler.shortcut?.writtenDescription ?? handler.rejectedShortcut?.text else {
        return nil
      }
      var entry = JSONObject()
      entry["shortcut"] = .string(text)
      entry["action"] = .string(handler.action)
      if handler.result != .handled { entry["result"] = .string(handler.result.rawValue) }
      if let effect = handler.effect { entry["effect"] = encode(effect) }
      if let source = handler.sourceLocation { entry["source"] = source.json }
      return .object(entry)
    }
    if !keys.isEmpty { entry["keys"] = .array(keys) }
    if !node.actions.isEmpty { entry["actions"] = .array(node.actions.map { .string($0.name) }) }
    if let escape = node.escape { entry["escape"] = .string(escape.name) }
    if let magicTap = node.magicTap { entry["magicTap"] = .string(magicTap.name) }
    if let menu = node.contextMenu {
      var lists = JSONObject()
      for (name, ids) in [
        ("empty", menu.empty), ("single", menu.single), ("multiple", menu.multiple),
      ]
      where !ids.isEmpty {
        lists[name] = .array(ids.map(JSONValue.string))
      }
      entry["contextMenu"] = .object(lists)
    }
    if !node.controls.isEmpty { entry["controls"] = .array(node.controls.map(encode)) }
    if node.isMultiline { entry["multiline"] = true }
    if node.hasFindBar { entry["findBar"] = true }
    if let ids = node.textCommands {
      entry["textCommands"] = .array(ids.sorted().map(JSONValue.string))
    }
    if let source = node.sourceLocation { entry["source"] = source.json }
    if !node.children.isEmpty { entry["children"] = .array(node.children.map(encode)) }
    return .object(entry)
  }
}
