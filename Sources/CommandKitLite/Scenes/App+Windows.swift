/// Window operations as the app offers them (SPEC §1, §8): each finds its template, unhides
/// the app where SPEC §14 says so, and hands the change to the `WindowStack`, which owns
/// the windows and their invariants.
extension App {
  /// The window with `id`.
  public func window(_ id: String) -> Window? {
    windowIndex(id).map { windows[$0] }
  }

  /// The key window.
  public var keyWindow: Window? { keyWindowID.flatMap(window) }
  /// The main window.
  public var mainWindow: Window? { mainWindowID.flatMap(window) }

  func windowIndex(_ id: String) -> Int? {
    stack.index(of: id)
  }

  func requireWindow(_ id: String) throws(CommandKitError) -> Int {
    try stack.requireWindow(id)
  }

  func requireTemplate(_ name: String) throws(CommandKitError) -> WindowTemplate {
    guard let template = template(named: name) else {
      throw .unknownTemplate(name, suggestion: closestMatch(to: name, in: templates.map(\.name)))
    }
    return template
  }

  /// The sheet attached to window `id`, if any.
  public func sheet(of id: String) -> String? { stack.sheet(of: id) }

  /// The front-most alert, which blocks every other window.
  var frontAlert: String? { stack.frontAlert }

  /// The sheet or alert that blocks window `id`, if any (SPEC §2).
  public func blocker(of id: String) -> String? { stack.blocker(of: id) }

  /// Whether window `id` is blocked by a sheet or an alert.
  public func isBlocked(_ id: String) -> Bool { blocker(of: id) != nil }

  /// The window that actually takes key status for `id`: its top-most sheet.
  func keyTarget(for id: String) -> String { stack.keyTarget(for: id) }

  func canBeKey(_ window: Window) -> Bool { stack.canBeKey(window) }

  // MARK: Opening and closing

  /// Opens a window from a template at the front and makes it key (SPEC §1).
  ///
  /// A presentation-only window opens without becoming key; an `externalDisplay` template
  /// opens on the external display when one is connected; an `alert` template opens as
  /// an app-modal alert; a single-instance template (`"single": true`, or a `settings`
  /// template) that has a window open brings that window to the front and returns its id.
  /// Sheets are presented with ``presentSheet(_:on:id:)``.
  /// - Returns: the new window's id.
  @discardableResult
  public mutating func open(_ templateName: String, id: String? = nil) throws(CommandKitError)
    -> String
  {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.open(templateName, id: id)
      }
    }
    let template = try requireTemplate(templateName)
    let newID = try stack.open(template, id: id)
    didChange()
    return newID
  }

  /// Presents a sheet from a template on window `parentID`; the sheet becomes key and the
  /// parent is blocked until it is dismissed.
  @discardableResult
  public mutating func presentSheet(_ templateName: String, on parentID: String, id: String? = nil)
    throws(CommandKitError) -> String
  {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in
        try app.presentSheet(templateName, on: parentID, id: id)
      }
    }
    let template = try requireTemplate(templateName)
    let newID = try stack.presentSheet(template, on: parentID, id: id)
    didChange()
    return newID
  }

  /// Shows an app-modal alert from a template; it becomes key and blocks every other window.
  @discardableResult
  public mutating func showAlert(_ templateName: String, id: String? = nil) throws(CommandKitError)
    -> String
  {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in
        try app.showAlert(templateName, id: id)
      }
    }
    let template = try requireTemplate(templateName)
    let newID = try stack.showAlert(template, id: id)
    didChange()
    return newID
  }

  /// Closes a window and any sheets attached to it. If the key window closes, the
  /// front-most remaining visible window that can be key becomes key.
  public mutating func close(_ id: String) throws(CommandKitError) {
    try stack.close(id)
    didChange()
  }

  /// Dismisses a sheet or alert (`id` may also name a window that shows a sheet).
  public mutating func dismiss(_ id: String) throws(CommandKitError) {
    try stack.dismiss(id)
    didChange()
  }

  // MARK: Key, minimize, move

  /// Brings a window to the front and makes it key (and main, if its kind can be main).
  /// For a window blocked by a sheet, the sheet becomes key instead.
  public mutating func makeKey(_ id: String) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.makeKey(id) }
    }
    try stack.makeKey(id)
    didChange()
  }

  /// Minimizes a window; if it was key, key status is handed on.
  public mutating func minimize(_ id: String) throws(CommandKitError) {
    try stack.minimize(id)
    didChange()
  }

  /// Brings a minimized window back to the front as the key window.
  public mutating func unminimize(_ id: String) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.unminimize(id) }
    }
    try stack.unminimize(id)
    didChange()
  }

  /// Moves a window (and its sheets) to a display.
  public mutating func move(_ id: String, to display: Display) throws(CommandKitError) {
    try stack.move(id, to: display)
    didChange()
  }
}
