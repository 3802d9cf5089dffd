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
    guard let index = windowIndex(id) else {
      throw .unknownWindow(id, suggestion: closestMatch(to: id, in: windows.map(\.id)))
    }
    return index
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

  private func isBackground(_ window: Window) -> Bool { stack.isBackground(window) }

  func canBeKey(_ window: Window) -> Bool { stack.canBeKey(window) }

  /// A fresh id for a window of `template`: its name, then `name-2`, `name-3`...
  func nextWindowID(for template: String) -> String {
    if windowIndex(template) == nil { return template }
    var number = 2
    while windowIndex("\(template)-\(number)") != nil { number += 1 }
    return "\(template)-\(number)"
  }

  func validateNewID(_ id: String?) throws(CommandKitError) {
    guard let id else { return }
    guard !id.isEmpty, !id.contains("/"), !id.contains(" "), !id.hasPrefix("scene:"), id != "app"
    else {
      throw .invalidPath(id, expected: "a window id without '/', spaces or a 'scene:' prefix")
    }
    if windowIndex(id) != nil { throw .duplicateWindow(id) }
  }

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
    if template.kind == .sheet {
      throw .wrongTemplateKind(
        templateName, kind: .sheet, hint: "present it with `sheet W \(templateName)`")
    }
    if template.kind == .alert { return try showAlert(templateName, id: id) }
    // A single-instance template (SwiftUI `Window`, `Settings`) brings its open window to the
    // front instead of opening a second one (SPEC §14).
    if template.isSingle || template.kind.isSingleInstance,
      let existing = windows.first(where: { $0.template == templateName && $0.parent == nil })?.id
    {
      if let index = windowIndex(existing), windows[index].isMinimized {
        try unminimize(existing)
      } else {
        try makeKey(existing)
      }
      return existing
    }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: templateName)
    let display: Display =
      template.kind == .externalDisplay && isExternalDisplayConnected ? .external : .main
    windows.insert(Window(id: newID, template: template, display: display), at: 0)
    if !template.presentationOnly, frontAlert == nil || template.kind == .alert {
      keyWindowID = newID
    }
    didChangeWindows()
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
    // A sheet becomes key; a presentation-only window never may (as for an alert).
    if template.presentationOnly {
      throw .wrongTemplateKind(
        templateName, kind: template.kind,
        hint: "it is presentation-only and never becomes key, so it cannot be a sheet")
    }
    let parentIndex = try requireWindow(parentID)
    let parent = windows[parentIndex]
    if let existing = sheet(of: parentID) { throw .blocked(window: parentID, by: existing) }
    // An app-modal alert takes no sheet: the sheet would be key while the alert blocks it.
    if parent.kind == .alert { throw .modalWindow(parentID, operation: "given a sheet") }
    if parent.isMinimized { throw .minimized(parentID) }
    if parent.presentationOnly { throw .presentationOnly(parentID) }
    if isBackground(parent) { throw .notVisible(parentID) }
    if let alert = frontAlert, alert != parentID { throw .blocked(window: parentID, by: alert) }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: templateName)
    var sheet = Window(id: newID, template: template, display: parent.display)
    sheet.kind = .sheet
    sheet.parent = parentID
    windows.insert(sheet, at: 0)
    bringToFront(parentID)
    keyWindowID = newID
    didChangeWindows()
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
    // An alert becomes key; a presentation-only window never may.
    if template.presentationOnly {
      throw .wrongTemplateKind(
        templateName, kind: template.kind,
        hint: "it is presentation-only and never becomes key, so it cannot be an alert")
    }
    try validateNewID(id)
    let newID = id ?? nextWindowID(for: templateName)
    var alert = Window(id: newID, template: template, display: .main)
    alert.kind = .alert
    windows.insert(alert, at: 0)
    keyWindowID = newID
    didChangeWindows()
    return newID
  }

  /// Closes a window and any sheets attached to it. If the key window closes, the
  /// front-most remaining visible window that can be key becomes key.
  public mutating func close(_ id: String) throws(CommandKitError) {
    _ = try requireWindow(id)
    removeWindowAndSheets(id)
    didChangeWindows()
  }

  /// Dismisses a sheet or alert (`id` may also name a window that shows a sheet).
  public mutating func dismiss(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    let target: String
    if windows[index].kind == .sheet || windows[index].kind == .alert {
      target = id
    } else if let sheet = sheet(of: id) {
      target = sheet
    } else {
      throw .notModal(id)
    }
    let parent = window(target)?.parent
    let wasKey = keyWindowID.map { isSelfOrSheet($0, of: target) } ?? false
    removeWindowAndSheets(target)
    if wasKey, let parent, let parentWindow = window(parent), canBeKey(parentWindow) {
      keyWindowID = parent
    }
    didChangeWindows()
  }

  private func isSelfOrSheet(_ candidate: String, of id: String) -> Bool {
    var current: String? = candidate
    while let name = current {
      if name == id { return true }
      current = window(name)?.parent
    }
    return false
  }

  mutating func removeWindowAndSheets(_ id: String) {
    stack.removeWindowAndSheets(id)
  }

  // MARK: Key, minimize, move

  /// Brings a window to the front and makes it key (and main, if its kind can be main).
  /// For a window blocked by a sheet, the sheet becomes key instead.
  public mutating func makeKey(_ id: String) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.makeKey(id) }
    }
    let index = try requireWindow(id)
    let window = windows[index]
    if window.presentationOnly { throw .presentationOnly(id) }
    if window.isMinimized { throw .minimized(id) }
    if isBackground(window) { throw .notVisible(id) }
    let target = keyTarget(for: id)
    if let alert = frontAlert, alert != target { throw .blocked(window: id, by: alert) }
    bringToFront(id)
    keyWindowID = target
    didChangeWindows()
  }

  /// Minimizes a window; if it was key, key status is handed on.
  public mutating func minimize(_ id: String) throws(CommandKitError) {
    let index = try requireWindow(id)
    if windows[index].kind == .sheet || windows[index].kind == .alert {
      throw .modalWindow(id, operation: "minimized")
    }
    if windows[index].isMinimized { return }
    windows[index].isMinimized = true
    didChangeWindows()
  }

  /// Brings a minimized window back to the front as the key window.
  public mutating func unminimize(_ id: String) throws(CommandKitError) {
    if isHidden {
      return try unhidingFirst { (app) throws(CommandKitError) in try app.unminimize(id) }
    }
    let index = try requireWindow(id)
    guard windows[index].isMinimized else { throw .notMinimized(id) }
    windows[index].isMinimized = false
    // Read before the window moves: after `bringToFront`, `index` names another window.
    let presentationOnly = windows[index].presentationOnly
    bringToFront(id)
    let target = keyTarget(for: id)
    if !presentationOnly, frontAlert == nil, let targetWindow = window(target),
      !isBackground(targetWindow)
    {
      keyWindowID = target
    }
    didChangeWindows()
  }

  /// Moves a window (and its sheets) to a display.
  public mutating func move(_ id: String, to display: Display) throws(CommandKitError) {
    let index = try requireWindow(id)
    // A sheet moves with its parent, and an app-modal alert stays where it was shown.
    if windows[index].kind == .sheet || windows[index].kind == .alert {
      throw .modalWindow(id, operation: "moved")
    }
    if display == .external, !isExternalDisplayConnected { throw .noExternalDisplay }
    setDisplay(display, of: id)
    didChangeWindows()
  }

  mutating func setDisplay(_ display: Display, of id: String) {
    guard let index = windowIndex(id) else { return }
    windows[index].display = display
    if let sheet = sheet(of: id) { setDisplay(display, of: sheet) }
  }

  /// Moves a window, preceded by its chain of sheets, to the front.
  mutating func bringToFront(_ id: String) {
    stack.bringToFront(id)
  }

  // MARK: Bookkeeping

  /// Re-establishes key, main and phases after any change to windows (SPEC §1; see
  /// ``WindowStack/settle()``), then the accessibility cursor.
  mutating func didChangeWindows() {
    stack.settle()
    settleAccessibilityCursor()
    checkInvariants()
  }
}
