/// The whole state of a session, as a versioned JSON document (SPEC §8 `save`/`restore`).
///
/// A snapshot records the platform, the keyboard layout and layout direction (SPEC §21),
/// app-level values, user key bindings, the external
/// display's connection and the state saved by its last disconnect, and every open window
/// front to back: id, template, kind, display, minimized and full-screen flags, sheet parent, hidden and
/// disabled nodes, focus, selections, the values and scene values of nodes whose values
/// changed at run time (SPEC §8: "values changed with `set`"; the others come back from
/// their template), and window scene values, plus which window is key. Templates and commands are not part of it: a session
/// is restored into the app it was saved from (see ``restore(into:)``).
///
/// Values are stored as JSON; typed Swift values come back as their JSON rendering.
/// The accessibility cursor is not saved: after a restore it follows keyboard focus.
public struct SessionSnapshot: Hashable, Sendable {
  /// The `format` member every session file carries.
  public static let format = "commandkitlite-session"
  /// The format version this library writes and reads.
  public static let version = 1

  /// One open window.
  public struct WindowSnapshot: Hashable, Sendable {
    /// The window id.
    public var id: String
    /// Its template's name.
    public var template: String
    /// Its kind (a window presented as a sheet is a `sheet`).
    public var kind: WindowKind
    /// Its display.
    public var display: Display
    /// Whether it is minimized.
    public var isMinimized: Bool
    /// Whether it is in full screen (SPEC §14).
    public var isFullScreen = false
    /// For a sheet, the window it is attached to.
    public var parent: String?
    /// The ids of nodes currently hidden.
    public var hidden: [String]
    /// The ids of nodes currently disabled.
    public var disabled: [String]
    /// Focus, selections and values.
    public var state: WindowState
  }

  /// A window closed by a display disconnect, waiting for the next connect.
  public struct SavedDisplayWindow: Hashable, Sendable {
    /// The window id it will get back.
    public var id: String
    /// Its template's name.
    public var template: String
    /// Its state.
    public var state: WindowState
  }

  /// The app's name; a snapshot restores only into an app of that name.
  public var appName: String
  /// The platform.
  public var platform: Platform
  /// The keyboard layout key presses are typed on (SPEC §21); `nil` when a session file
  /// from before layouts does not say, and then a restore keeps the app's own.
  public var layout: KeyboardLayout?
  /// The layout direction (SPEC §21); `nil` when the file does not say, and then a restore
  /// keeps the app's own.
  public var layoutDirection: LayoutDirection?
  /// The app-level values.
  public var appValues: JSONObject
  /// User key bindings: command id to shortcut.
  public var userBindings: [String: KeyboardShortcut]
  /// Whether the external display is connected.
  public var isExternalDisplayConnected: Bool
  /// State saved by the last display disconnect, in reopening order.
  public var savedDisplayWindows: [SavedDisplayWindow]
  /// The open windows, front to back.
  public var windows: [WindowSnapshot]
  /// The key window's id.
  public var keyWindowID: String?
  /// The main window's id (recomputed on restore; kept for readers of the file).
  public var mainWindowID: String?
  /// Whether the app is hidden (⌘H), and the window that was key when it was hidden.
  public var isAppHidden = false
  /// The window that becomes key again when a hidden app is unhidden.
  public var keyBeforeHiding: String?
  /// Whether the app has quit (SPEC §13): restored, it stays quit until launched.
  public var hasQuit = false

  /// Captures the state of `app`.
  public init(app: App) {
    appName = app.name
    platform = app.platform
    layout = app.layout
    layoutDirection = app.layoutDirection
    appValues = app.appValues.json
    userBindings = app.userBindings
    isExternalDisplayConnected = app.isExternalDisplayConnected
    savedDisplayWindows = app.stack.savedDisplayState.sorted { $0.value.order < $1.value.order }
      .map { SavedDisplayWindow(id: $0.key, template: $0.value.template, state: $0.value.state) }
    windows = app.windows.map { window in
      WindowSnapshot(
        id: window.id, template: window.template, kind: window.kind, display: window.display,
        isMinimized: window.isMinimized, isFullScreen: window.isFullScreen,
        parent: window.parent, hidden: window.nodes.filter(\.isHidden).map(\.id),
        disabled: window.nodes.filter(\.isDisabled).map(\.id), state: window.state)
    }
    keyWindowID = app.keyWindowID
    mainWindowID = app.mainWindowID
    isAppHidden = app.isHidden
    keyBeforeHiding = app.isHidden ? app.stack.keyBeforeHiding : nil
    hasQuit = app.hasQuit
  }

  /// The snapshot as a session document.
  public var json: JSONValue {
    var top = JSONObject()
    top["format"] = .string(Self.format)
    top["version"] = .number(Double(Self.version))
    top["app"] = .string(appName)
    top["platform"] = .string(platform.rawValue)
    if let layout { top["layout"] = .string(layout.id) }
    if let layoutDirection { top["layoutDirection"] = .string(layoutDirection.rawValue) }
    top["appValues"] = .object(appValues)
    top["userBindings"] = .object(
      JSONObject(
        userBindings.sorted { $0.key < $1.key }.map {
          ($0.key, .string($0.value.writtenDescription))
        }))
    top["externalDisplay"] = [
      "connected": .bool(isExternalDisplayConnected),
      "saved": .array(
        savedDisplayWindows.map { saved in
          [
            "id": .string(saved.id), "template": .string(saved.template),
            "state": Self.json(saved.state),
          ]
        }),
    ]
    top["windows"] = .array(
      windows.map { window in
        var entry = JSONObject()
        entry["id"] = .string(window.id)
        entry["template"] = .string(window.template)
        entry["kind"] = .string(window.kind.rawValue)
        entry["display"] = .string(window.display.rawValue)
        entry["minimized"] = .bool(window.isMinimized)
        // Written only when set, so files without full-screen windows are as before.
        if window.isFullScreen { entry["fullScreen"] = true }
        entry["parent"] = window.parent.map(JSONValue.string) ?? .null
        entry["hidden"] = .array(window.hidden.map(JSONValue.string))
        entry["disabled"] = .array(window.disabled.map(JSONValue.string))
        entry["state"] = Self.json(window.state)
        return .object(entry)
      })
    top["key"] = keyWindowID.map(JSONValue.string) ?? .null
    top["main"] = mainWindowID.map(JSONValue.string) ?? .null
    // Written only while hidden, so files of unhidden apps are as before.
    if isAppHidden {
      top["hidden"] = true
      top["keyBeforeHiding"] = keyBeforeHiding.map(JSONValue.string) ?? .null
    }
    // Written only after Quit, so files of running apps are as before.
    if hasQuit { top["quit"] = true }
    return .object(top)
  }

  static func json(_ state: WindowState) -> JSONValue {
    func sorted(_ members: [String: JSONObject]) -> JSONValue {
      .object(JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, .object($0.value)) }))
    }
    var entry = JSONObject([
      ("focus", state.focus.map(JSONValue.string) ?? .null),
      (
        "selections",
        .object(
          JSONObject(
            state.selections.sorted { $0.key < $1.key }.map {
              ($0.key, .array($0.value.map(JSONValue.string)))
            }))
      ),
      ("values", sorted(state.values)),
      ("nodeSceneValues", sorted(state.nodeSceneValues)),
      ("sceneValues", .object(state.sceneValues)),
    ])
    // Written only when some items changed at run time, so other files are as before.
    if !state.items.isEmpty {
      entry["items"] = .object(
        JSONObject(
          state.items.sorted { $0.key < $1.key }.map {
            ($0.key, $0.value.map { .array($0.map(JSONValue.string)) } ?? .null)
          }))
    }
    return .object(entry)
  }
}
