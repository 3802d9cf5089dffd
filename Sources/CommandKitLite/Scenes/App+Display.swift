extension App {
  /// Connects the external display (SPEC §8): every `externalDisplay` template opens on it,
  /// inactive and not key, with any state saved by the last disconnect restored.
  ///
  /// A template that already has an open window gets no second one; that window moves to
  /// the external display instead.
  /// - Returns: a warning for each saved entry that no longer fits.
  @discardableResult
  public mutating func connectExternalDisplay() throws(CommandKitError) -> [String] {
    guard !isExternalDisplayConnected else { throw .displayAlreadyConnected }
    isExternalDisplayConnected = true
    var warnings: [String] = []
    for template in templates where template.kind == .externalDisplay {
      // The template's own windows: an alert shown from it is not one of them, and stays.
      let open = windows.filter {
        $0.template == template.name && $0.parent == nil && $0.kind == .externalDisplay
      }
      if !open.isEmpty {
        for window in open { setDisplay(.external, of: window.id) }
        continue
      }
      let saved = savedDisplayState.filter { $0.value.template == template.name }
        .sorted { $0.value.order < $1.value.order }
      let ids = saved.isEmpty ? [nextWindowID(for: template.name)] : saved.map(\.key)
      for id in ids where windowIndex(id) == nil {
        var window = Window(id: id, template: template, display: .external)
        if let entry = savedDisplayState[id] { warnings += window.apply(entry.state) }
        windows.append(window)
      }
    }
    savedDisplayState = [:]
    didChangeWindows()
    return warnings
  }

  /// Disconnects the external display: each `externalDisplay` window on it is saved and
  /// closed; other windows on it move to the main display with their state intact.
  public mutating func disconnectExternalDisplay() throws(CommandKitError) {
    guard isExternalDisplayConnected else { throw .noExternalDisplay }
    var order = 0
    for window in windows where window.display == .external && window.parent == nil {
      if window.kind == .externalDisplay {
        savedDisplayState[window.id] = DisplayRestoration(
          template: window.template, order: order, state: window.state)
        order += 1
        removeWindowAndSheets(window.id)
      } else {
        setDisplay(.main, of: window.id)
      }
    }
    isExternalDisplayConnected = false
    didChangeWindows()
  }
}
