extension SessionSnapshot {
  /// Restores the snapshot into `app` (which supplies templates and commands) and returns
  /// the restored app; `app` itself is not changed, so the caller swaps the result in.
  ///
  /// Entries that no longer fit the app are skipped with one warning each, and the rest
  /// is restored: a window with an unknown template, an invalid or repeated id, or a sheet
  /// whose parent was skipped; a node that is missing (its selection, values or flags); a
  /// focus that can no longer be taken; a binding for a command that no longer exists or
  /// a shortcut the platform reserves; saved display state of an unknown template.
  ///
  /// - Throws: ``SessionError/Problem/appMismatch(saved:current:)`` when the snapshot was
  ///   saved from an app of another name.
  public func restore(into app: App) throws(SessionError) -> (App, warnings: [RestoreWarning]) {
    guard appName == app.name else {
      throw SessionError(.appMismatch(saved: appName, current: app.name))
    }
    var result = app
    var warnings: [RestoreWarning] = []
    result.setPlatform(platform)
    if let layout { result.layout = layout }
    if let layoutDirection { result.layoutDirection = layoutDirection }
    for id in result.userBindings.keys.sorted() { try? result.unbind(id) }
    for (id, shortcut) in userBindings.sorted(by: { $0.key < $1.key }) {
      do throws(CommandKitError) {
        try result.bind(shortcut, to: id)
      } catch {
        warnings.append(
          RestoreWarning(
            entry: "userBindings.\(id)", problem: .refused(error),
            consequence: "the binding was skipped"))
      }
    }
    let restored = restoreWindows(app: result, warnings: &warnings)
    var saved: [(id: String, template: String, state: WindowState)] = []
    for (index, entry) in savedDisplayWindows.enumerated() {
      if result.template(named: entry.template) == nil {
        warnings.append(
          .mismatch(
            "externalDisplay.saved[\(index)] (\(entry.id))", "no template '\(entry.template)'",
            "its saved state was skipped"))
      } else {
        saved.append((entry.id, entry.template, entry.state))
      }
    }
    // A saved key window that was skipped hands key status on to the front-most window
    // that can take it, as closing it would.
    result.installRestoredSession(
      windows: restored, keyWindowID: keyWindowID, appValues: appValues,
      externalDisplayConnected: isExternalDisplayConnected, savedDisplay: saved,
      hidden: isAppHidden, keyBeforeHiding: keyBeforeHiding, hasQuit: hasQuit)
    return (result, warnings)
  }

  /// Rebuilds the windows that still fit, front to back. Parents are decided before their
  /// sheets by walking back to front (a sheet is always in front of its parent).
  private func restoreWindows(app: App, warnings: inout [RestoreWarning]) -> [Window] {
    var accepted: [String: Window] = [:]
    var acceptedIndexes = Set<Int>()
    var skipped: [(Int, RestoreWarning)] = []
    for (index, entry) in windows.enumerated().reversed() {
      let label = "windows[\(index)] (\(entry.id))"
      guard let template = app.template(named: entry.template) else {
        skipped.append(
          (index, .mismatch(label, "no template '\(entry.template)'", "the window was skipped")))
        continue
      }
      if SceneFileDecoder.windowIDProblem(entry.id) != nil || accepted[entry.id] != nil {
        skipped.append(
          (index, .mismatch(label, "invalid or repeated window id", "the window was skipped")))
        continue
      }
      if (entry.kind == .sheet) != (entry.parent != nil) {
        skipped.append(
          (
            index,
            .mismatch(
              label, "a sheet needs a parent and only a sheet has one", "the window was skipped")
          ))
        continue
      }
      if let parent = entry.parent, accepted[parent] == nil {
        skipped.append(
          (
            index,
            .mismatch(label, "its parent '\(parent)' was not restored", "the sheet was skipped")
          ))
        continue
      }
      var window = app.restoredWindow(
        id: entry.id, template: template, kind: entry.kind, display: entry.display,
        isMinimized: entry.isMinimized, isFullScreen: entry.isFullScreen, parent: entry.parent)
      let missing = app.applyFlags(hidden: entry.hidden, disabled: entry.disabled, to: &window)
      for id in missing {
        warnings.append(
          .mismatch(entry.id, "no node '\(id)'", "its hidden/disabled flag was skipped"))
      }
      warnings += window.apply(entry.state)
      accepted[entry.id] = window
      acceptedIndexes.insert(index)
    }
    warnings += skipped.sorted { $0.0 < $1.0 }.map(\.1)
    return windows.indices.filter(acceptedIndexes.contains).compactMap { accepted[windows[$0].id] }
  }
}
