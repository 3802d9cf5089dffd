extension SessionSnapshot {
  /// Reads a session document, refusing anything that is not a well-formed session of a
  /// supported version. Entries that may no longer fit the app (unknown templates, missing
  /// nodes) are accepted here and sorted out by ``restore(into:)``.
  ///
  /// - Throws: ``SessionError`` naming the first malformed field.
  public init(json: JSONValue) throws(SessionError) {
    let reader = SessionReader()
    guard let top = json.objectValue else {
      throw SessionError(.notASession(found: nil))
    }
    guard let format = top["format"]?.stringValue, format == Self.format else {
      throw SessionError(
        .notASession(found: top["format"]?.stringValue ?? top["format"]?.description))
    }
    // `Int(exactly:)`: a whole number too large for `Int` (1e300) must not trap.
    guard case .number(let number) = top["version"] ?? .null, let version = Int(exactly: number)
    else {
      throw SessionError(.invalid(path: .root.appending("version"), expected: "a version number"))
    }
    guard version == Self.version else { throw SessionError(.unsupportedVersion(version)) }
    let root = JSONPath.root
    appName = try reader.string(top, "app", at: root)
    let platformName = try reader.string(top, "platform", at: root)
    guard let platform = Platform(name: platformName) else {
      throw SessionError(
        .invalid(
          path: root.appending("platform"),
          expected: "a platform name (macOS, iPadOS, iOS or visionOS)"))
    }
    self.platform = platform
    // Absent in files saved before layouts (SPEC §21): the app's own are kept on restore.
    layout = nil
    if top["layout"] != nil {
      let name = try reader.string(top, "layout", at: root)
      guard let parsed = KeyboardLayout.named(name) else {
        throw SessionError(
          .invalid(
            path: root.appending("layout"),
            expected:
              "a keyboard layout (\(KeyboardLayout.ids.joined(separator: ", "))), not "
              + SceneFileError.quote(name)))
      }
      layout = parsed
    }
    layoutDirection = nil
    if top["layoutDirection"] != nil {
      let name = try reader.string(top, "layoutDirection", at: root)
      guard let parsed = LayoutDirection(rawValue: name) else {
        let names = LayoutDirection.allCases.map(\.rawValue).joined(separator: " or ")
        throw SessionError(
          .invalid(
            path: root.appending("layoutDirection"),
            expected: "a layout direction (\(names)), not \(SceneFileError.quote(name))"))
      }
      layoutDirection = parsed
    }
    appValues = try reader.object(top, "appValues", at: root)
    var bindings: [String: KeyboardShortcut] = [:]
    for (id, value) in try reader.object(top, "userBindings", at: root) {
      let path = root.appending("userBindings").appending(id)
      guard let text = value.stringValue, let shortcut = try? KeyboardShortcut(parsing: text) else {
        throw SessionError(.invalid(path: path, expected: "a shortcut such as \"cmd+d\""))
      }
      bindings[id] = shortcut
    }
    userBindings = bindings
    let display = try reader.object(top, "externalDisplay", at: root)
    let displayPath = root.appending("externalDisplay")
    isExternalDisplayConnected = try reader.bool(display, "connected", at: displayPath)
    savedDisplayWindows = []
    for (index, value) in try reader.array(display, "saved", at: displayPath).enumerated() {
      let path = displayPath.appending("saved").appending(index: index)
      let entry = try reader.object(value, at: path)
      savedDisplayWindows.append(
        SavedDisplayWindow(
          id: try reader.string(entry, "id", at: path),
          template: try reader.string(entry, "template", at: path),
          state: try reader.state(entry, at: path)))
    }
    windows = []
    for (index, value) in try reader.array(top, "windows", at: root).enumerated() {
      windows.append(
        try reader.window(value, at: root.appending("windows").appending(index: index)))
    }
    keyWindowID = try reader.optionalString(top, "key", at: root)
    mainWindowID = try reader.optionalString(top, "main", at: root)
    isAppHidden = top["hidden"] == nil ? false : try reader.bool(top, "hidden", at: root)
    keyBeforeHiding =
      top["keyBeforeHiding"] == nil
      ? nil : try reader.optionalString(top, "keyBeforeHiding", at: root)
    hasQuit = top["quit"] == nil ? false : try reader.bool(top, "quit", at: root)
  }
}

/// Typed, path-checked access to a session document; the first problem is thrown.
private struct SessionReader {
  func fail(_ path: JSONPath, _ expected: String) -> SessionError {
    SessionError(.invalid(path: path, expected: expected))
  }

  func object(_ value: JSONValue, at path: JSONPath) throws(SessionError) -> JSONObject {
    guard let object = value.objectValue else { throw fail(path, "an object") }
    return object
  }

  func object(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError)
    -> JSONObject
  {
    try object(parent[key] ?? .null, at: path.appending(key))
  }

  func array(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError)
    -> [JSONValue]
  {
    guard let items = parent[key]?.arrayValue else { throw fail(path.appending(key), "a list") }
    return items
  }

  func string(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError) -> String
  {
    guard let text = parent[key]?.stringValue else { throw fail(path.appending(key), "a string") }
    return text
  }

  func optionalString(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError)
    -> String?
  {
    switch parent[key] {
    case .string(let text): return text
    case .null: return nil
    default: throw fail(path.appending(key), "a string or null")
    }
  }

  func bool(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError) -> Bool {
    guard let flag = parent[key]?.boolValue else {
      throw fail(path.appending(key), "true or false")
    }
    return flag
  }

  func strings(_ value: JSONValue?, at path: JSONPath) throws(SessionError) -> [String] {
    guard let items = value?.arrayValue else { throw fail(path, "a list of strings") }
    var result: [String] = []
    for item in items {
      guard let text = item.stringValue else { throw fail(path, "a list of strings") }
      result.append(text)
    }
    return result
  }

  func objects(_ parent: JSONObject, _ key: String, at path: JSONPath) throws(SessionError)
    -> [String: JSONObject]
  {
    var result: [String: JSONObject] = [:]
    for (id, value) in try object(parent, key, at: path) {
      result[id] = try object(value, at: path.appending(key).appending(id))
    }
    return result
  }

  func state(_ parent: JSONObject, at path: JSONPath) throws(SessionError) -> WindowState {
    let entry = try object(parent, "state", at: path)
    let statePath = path.appending("state")
    var selections: [String: [String]] = [:]
    for (id, value) in try object(entry, "selections", at: statePath) {
      selections[id] = try strings(value, at: statePath.appending("selections").appending(id))
    }
    var state = WindowState(
      focus: try optionalString(entry, "focus", at: statePath), selections: selections,
      values: try objects(entry, "values", at: statePath),
      nodeSceneValues: try objects(entry, "nodeSceneValues", at: statePath),
      sceneValues: try object(entry, "sceneValues", at: statePath))
    if entry["items"] != nil {
      for (id, value) in try object(entry, "items", at: statePath) {
        state.items[id] =
          value == .null
          ? .some(nil) : try strings(value, at: statePath.appending("items").appending(id))
      }
    }
    return state
  }

  func window(_ value: JSONValue, at path: JSONPath) throws(SessionError)
    -> SessionSnapshot.WindowSnapshot
  {
    let entry = try object(value, at: path)
    guard let kind = WindowKind(rawValue: try string(entry, "kind", at: path)) else {
      throw fail(
        path.appending("kind"),
        "a window kind (\(WindowKind.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    guard let display = Display(rawValue: try string(entry, "display", at: path)) else {
      throw fail(path.appending("display"), "\"main\" or \"external\"")
    }
    return SessionSnapshot.WindowSnapshot(
      id: try string(entry, "id", at: path), template: try string(entry, "template", at: path),
      kind: kind, display: display, isMinimized: try bool(entry, "minimized", at: path),
      isFullScreen: entry["fullScreen"] == nil ? false : try bool(entry, "fullScreen", at: path),
      parent: try optionalString(entry, "parent", at: path),
      hidden: try strings(entry["hidden"], at: path.appending("hidden")),
      disabled: try strings(entry["disabled"], at: path.appending("disabled")),
      state: try state(entry, at: path))
  }
}
