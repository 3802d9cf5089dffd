/// Quitting and launching the app (SPEC §13, §14).
///
/// Quit (⌘Q, `app.quit`) ends the app: every window closes, and until ``launch()`` every
/// press is `blocked` ("the app has quit"), and the operations that would open a window
/// (``open(_:id:)``, ``showAlert(_:id:)``, ``connectExternalDisplay()``) and ``invoke(_:)``
/// are refused with ``CommandKitError/appHasQuit(operation:)``. ``launch()`` starts it
/// again with its ``launchWindows``, as a real app starts with the windows its scenes open
/// at launch.
extension App {
  /// Whether the app has quit (SPEC §13): no window is open, every press is `blocked`, and
  /// ``launch()`` starts it again.
  public var hasQuit: Bool { stack.hasQuit }

  /// Quits the app, as Quit does: every window closes and the app stops taking keys until
  /// ``launch()``. A hidden app is no longer hidden once it has quit. Does nothing when the
  /// app has quit already.
  public mutating func quit() {
    guard !hasQuit else { return }
    stack.quit()
    accessibilityCursorOverride = nil
    didChange()
  }

  /// The windows ``launch()`` opens, in order (the last is in front and key): the scene
  /// file's `windows` list, or, without one, the first `window` or `document` template, as
  /// a SwiftUI app opens its first window group at launch.
  public var initialWindows: [LaunchWindow] {
    if let launchWindows { return launchWindows }
    guard let first = templates.first(where: { $0.kind.canBeMain }) else { return [] }
    return [LaunchWindow(template: first.name)]
  }

  /// Starts a quit app again (SPEC §13): it opens its ``initialWindows`` in order, each with
  /// its focus, and, with the external display connected, that display's windows as
  /// ``connectExternalDisplay()`` opens them. Does nothing when the app has not quit.
  ///
  /// - Returns: the ids of the windows the launch opened, front to back (empty when the app
  ///   was running).
  /// - Throws: ``CommandKitError`` when an initial window cannot be opened (a template that
  ///   does not exist, or a window id that is not valid); the app then stays as it was.
  @discardableResult
  public mutating func launch() throws(CommandKitError) -> [String] {
    guard hasQuit else { return [] }
    // On a copy: a launch that fails halfway leaves the app quit, as if nothing happened.
    var copy = self
    copy.stack.relaunch()
    for entry in initialWindows {
      let id = try copy.open(entry.template, id: entry.id)
      // A focus that cannot be taken keeps the template's own (the scene file's loader
      // reported it when the file was loaded).
      if let focus = entry.focus { _ = copy.setInitialFocus(focus, inWindow: id) }
    }
    _ = copy.stack.openWindowsOnConnectedDisplay(templates: copy.templates)
    copy.didChange()
    self = copy
    return windows.map(\.id)
  }
}

/// A window an app opens when it is launched (SPEC §13): a scene file's `windows` entry.
public struct LaunchWindow: Hashable, Sendable, CustomStringConvertible {
  /// The template the window opens from.
  public var template: String
  /// The window's id; `nil` takes the template's name (then `NAME-2`...).
  public var id: String?
  /// The node that has focus in it; `nil` keeps the template's focus.
  public var focus: String?

  /// Creates a launch window.
  public init(template: String, id: String? = nil, focus: String? = nil) {
    self.template = template
    self.id = id
    self.focus = focus
  }

  /// `main as w1, focus list`.
  public var description: String {
    template + (id.map { " as \($0)" } ?? "") + (focus.map { ", focus \($0)" } ?? "")
  }
}
