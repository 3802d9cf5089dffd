extension App {
  /// The window with `id`.
  public func window(_ id: String) -> Window? {
    windowIndex(id).map { windows[$0] }
  }

  /// The key window.
  public var keyWindow: Window? { keyWindowID.flatMap(window) }
  /// The main window.
  public var mainWindow: Window? { mainWindowID.flatMap(window) }

  // The window lookups below read single fields of `windows[index]`. A closure over whole
  // windows (`windows.firstIndex { $0.id == id }`) copies each window it looks at, which
  // retains and releases every array and dictionary in it: the hot paths (dispatch,
  // resolution) must not do that.

  func windowIndex(_ id: String) -> Int? {
    for index in windows.indices where windows[index].id == id { return index }
    return nil
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
  public func sheet(of id: String) -> String? {
    for index in windows.indices where windows[index].parent == id { return windows[index].id }
    return nil
  }

  /// The front-most alert, which blocks every other window.
  var frontAlert: String? {
    for index in windows.indices where windows[index].kind == .alert { return windows[index].id }
    return nil
  }

  /// The sheet or alert that blocks window `id`, if any (SPEC §2).
  public func blocker(of id: String) -> String? {
    if let sheet = sheet(of: id) { return sheet }
    if let alert = frontAlert, alert != id { return alert }
    return nil
  }

  /// Whether window `id` is blocked by a sheet or an alert.
  public func isBlocked(_ id: String) -> Bool { blocker(of: id) != nil }

  /// The window that actually takes key status for `id`: its top-most sheet.
  func keyTarget(for id: String) -> String {
    var current = id
    while let sheet = sheet(of: current) { current = sheet }
    return current
  }

  private func isBackground(_ window: Window) -> Bool {
    if window.isMinimized || (window.display == .external && !isExternalDisplayConnected) {
      return true
    }
    if let parent = window.parent, let parentWindow = self.window(parent) {
      return isBackground(parentWindow)
    }
    return false
  }

  func canBeKey(_ window: Window) -> Bool {
    !window.presentationOnly && !isBackground(window) && !isBlocked(window.id)
  }

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
  /// an app-modal alert. Sheets are presented with ``presentSheet(_:on:id:)``.
  /// - Returns: the new window's id.
  @discardableResult
  public mutating func open(_ templateName: String, id: String? = nil) throws(CommandKitError)
    -> String
  {
    let template = try requireTemplate(templateName)
    if template.kind == .sheet {
      throw .wrongTemplateKind(templateName, kind: .sheet, hint: "present it with `sheet W \(templateName)`")
    }
    if template.kind == .alert { return try showAlert(templateName, id: id) }
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
    let template = try requireTemplate(templateName)
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
    let template = try requireTemplate(templateName)
    // An alert becomes key; a presentation-only window never may.
    if template.presentationOnly {
      throw .wrongTemplateKind(templateName, kind: template.kind, hint: "it is presentation-only and never becomes key, so it cannot be an alert")
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
    if let sheet = sheet(of: id) { removeWindowAndSheets(sheet) }
    windows.removeAll { $0.id == id }
    if keyWindowID == id { keyWindowID = nil }
  }

  // MARK: Key, minimize, move

  /// Brings a window to the front and makes it key (and main, if its kind can be main).
  /// For a window blocked by a sheet, the sheet becomes key instead.
  public mutating func makeKey(_ id: String) throws(CommandKitError) {
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
    let index = try requireWindow(id)
    guard windows[index].isMinimized else { throw .notMinimized(id) }
    windows[index].isMinimized = false
    bringToFront(id)
    let target = keyTarget(for: id)
    if !windows[index].presentationOnly, frontAlert == nil, let targetWindow = window(target),
      !isBackground(targetWindow)
    {
      keyWindowID = target
    }
    didChangeWindows()
  }

  /// Moves a window (and its sheets) to a display.
  public mutating func move(_ id: String, to display: Display) throws(CommandKitError) {
    let index = try requireWindow(id)
    if windows[index].kind == .sheet { throw .modalWindow(id, operation: "moved") }
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
    var group: [String] = []
    var current: String? = id
    while let name = current {
      group.insert(name, at: 0)
      current = sheet(of: name)
    }
    let moved = group.compactMap { name in windows.first { $0.id == name } }
    windows.removeAll { group.contains($0.id) }
    windows.insert(contentsOf: moved, at: 0)
  }

  // MARK: Bookkeeping

  /// Recomputes key, main and phases after any change to windows (SPEC §1).
  mutating func didChangeWindows() {
    // The key window must still be able to take keys; otherwise hand key status on.
    if let alert = frontAlert {
      keyWindowID = keyTarget(for: alert)
    } else if let key = keyWindowID, let keyWindow = window(key), canBeKey(keyWindow) {
      // Keep it.
    } else {
      keyWindowID = windows.first { canBeKey($0) }?.id
    }
    if let key = keyWindow, key.kind.canBeMain {
      mainWindowID = key.id
    } else {
      mainWindowID = windows.first {
        $0.kind.canBeMain && !$0.presentationOnly && !isBackground($0)
      }?.id
    }
    for index in windows.indices {
      let window = windows[index]
      windows[index].phase =
        window.id == keyWindowID ? .active : isBackground(window) ? .background : .inactive
    }
    keyWindowIndex = keyWindowID.flatMap(windowIndex)
    mainFallbackIndex = mainWindowID.flatMap { main in
      main == keyWindowID || isBlocked(main) ? nil : windowIndex(main)
    }
    settleAccessibilityCursor()
    checkInvariants()
  }
}
