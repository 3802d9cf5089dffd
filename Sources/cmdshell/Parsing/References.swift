import CommandKitLite

/// The shell's words for places in the app (SPEC §10): a node path, `w1/list`, or a bare
/// node of the key window; and where a value is published, `app`, `scene:W` or a node. The
/// library takes typed paths and providers; this grammar belongs to the shell.
enum References {
  /// Reads a node path: `window/node`, or a bare `node` of the key window.
  ///
  /// While the app is hidden it has no key window; a bare node then names a node of the
  /// window that is key again on unhide, so that `focus field` unhides like
  /// `focus w1/field` (SPEC §14).
  static func nodePath(_ text: String, in app: App) throws(ShellError) -> NodePath {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      var remembered: String?
      if app.isHidden, let id = app.keyWindowIDBeforeHiding, app.window(id) != nil {
        remembered = id
      }
      guard let key = app.keyWindowID ?? remembered else { throw ShellError(.noKeyWindow) }
      guard !text.isEmpty else { throw invalidPath(text, expected: "window/node or node") }
      return NodePath(window: key, node: text)
    case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
      return NodePath(window: String(parts[0]), node: String(parts[1]))
    default:
      throw invalidPath(text, expected: "window/node (such as w1/list) or a node of the key window")
    }
  }

  /// Reads where a value is published, as `set` and `unset` take it: `app`, `scene:W`
  /// (an open window), `W/node` or a node of the key window; the same three places a
  /// resolved value can come from, so a value set there resolves with that provider.
  static func valueTarget(_ text: String, in app: App) throws(ShellError) -> Provider {
    if text == "app" { return .app }
    if text.hasPrefix("scene:") {
      let id = String(text.dropFirst("scene:".count))
      guard app.window(id) != nil else {
        throw ShellError(
          .unknownWindow(id, suggestion: Suggestion.closest(to: id, in: app.windows.map(\.id))))
      }
      return .scene(id)
    }
    return .node(try nodePath(text, in: app))
  }

  private static func invalidPath(_ text: String, expected: String) -> ShellError {
    ShellError(
      code: .invalidPath, message: "'\(text)' is not a valid path; expected \(expected)")
  }
}
