import CommandKitLite

/// Compares the library with ``ReferenceModel`` and checks the invariants of the issue
/// after every step. Problems are collected as one-line messages.
struct ModelChecker {
  var problems: [String] = []
  /// Where `a11y focus` put the cursor, until a focus or key-window change (SPEC §6).
  var cursorOverride: NodePath?

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { problems.append(message()) }
  }

  /// A value for a message, or `nil`.
  static func show(_ value: (any CustomStringConvertible)?) -> String {
    value?.description ?? "nil"
  }

  static func answer(_ resolved: Resolved<any Sendable>?) -> ReferenceModel.Answer? {
    resolved.map {
      ReferenceModel.Answer(value: JSONValue(any: $0.value), provider: $0.provider.description)
    }
  }

  /// The command an outcome names: performed, or found disabled.
  static func namedCommand(_ outcome: DispatchOutcome) -> String? {
    switch outcome {
    case .performed(let command, _), .disabled(let command): command
    default: nil
    }
  }

  static func dispatch(_ result: DispatchResult) -> ReferenceModel.Dispatch {
    ReferenceModel.Dispatch(
      outcome: result.kind, command: namedCommand(result.outcome), node: result.node?.description,
      provider: result.provider?.description)
  }

  /// The state a failed operation must leave untouched.
  static func fingerprint(_ app: App) -> String {
    let bindings = app.userBindings.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
    var text = "key=\(app.keyWindowID ?? "-") main=\(app.mainWindowID ?? "-")"
    text += " ext=\(app.isExternalDisplayConnected) hidden=\(app.isHidden) quit=\(app.hasQuit)"
    text += " app=\(JSONValue.object(app.appValues.json)) bind=\(bindings)"
    for window in app.windows {
      text +=
        "\n\(window.id) \(window.kind) \(window.phase) min=\(window.isMinimized) \(window.display)"
      text += " parent=\(window.parent ?? "-") focus=\(window.focusedPath?.description ?? "-")"
      text += " scene=\(JSONValue.object(window.sceneValues.json))"
      for node in window.nodes {
        text += " [\(node.id) h=\(node.isHidden) d=\(node.isDisabled) sel=\(node.selection)"
        text += " v=\(JSONValue.object(node.values.json))]"
      }
    }
    return text
  }

  // MARK: Every step

  /// Structural invariants (the issue's list and SPEC §1, §5).
  mutating func checkInvariants(_ app: App, _ model: ReferenceModel) {
    let active = app.windows.filter { $0.phase == .active }
    expect(active.count <= 1, "more than one active window: \(active.map(\.id))")
    expect(
      app.mainWindowID == model.expectedMain,
      "main is \(app.mainWindowID ?? "nil"), SPEC says \(model.expectedMain ?? "nil")")
    if let key = app.keyWindowID {
      if let window = model.window(key) {
        expect(!model.isBackground(window), "background window \(key) is key")
        expect(!model.isBlocked(key), "blocked window \(key) is key")
        expect(!window.presentationOnly, "presentation-only window \(key) is key")
      } else {
        problems.append("key window \(key) is not open")
      }
    }
    for (window, libraryWindow) in zip(model.windows, app.windows) {
      let phase: ScenePhase =
        window.id == app.keyWindowID
        ? .active : model.isBackground(window) ? .background : .inactive
      expect(window.phase == phase, "\(window.id) phase \(window.phase), SPEC says \(phase)")
      for (node, info) in zip(window.nodes, libraryWindow.nodes) {
        expect(
          node.isAvailable == info.isAvailable,
          "\(window.id)/\(node.id) availability \(info.isAvailable), SPEC says \(node.isAvailable)")
      }
      if let focus = window.focus {
        let node = window.nodes[focus]
        expect(
          node.isAvailable && node.isFocusable,
          "\(window.id)/\(node.id) has focus but is hidden, disabled or not focusable")
      }
    }
  }

  /// Resolution, menus, dispatch decisions, accessibility and context menus.
  mutating func compare(_ app: App, _ model: ReferenceModel) {
    for key in RandomApp.keys {
      let expected = model.resolve(key)
      let actual = Self.answer(app.resolve(key))
      expect(
        actual == expected,
        "resolve \(key): library \(Self.show(actual)), reference \(Self.show(expected))"
      )
      if let parts = actual?.provider.split(separator: "/").map(String.init), parts.count == 2,
        let window = model.window(parts[0]), let index = window.index(of: parts[1])
      {
        expect(
          window.nodes[index].isAvailable,
          "unavailable node \(parts[0])/\(parts[1]) provides \(key)")
      }
    }

    let expectedMenus = model.menuBar(appName: app.name)
    let actualMenus = app.validatedMenuBar()
    expect(
      actualMenus.map(\.title) == expectedMenus.map(\.title),
      "menu titles \(actualMenus.map(\.title)), reference \(expectedMenus.map(\.title))")
    for (actual, expected) in zip(actualMenus, expectedMenus) {
      let items = actual.items.map {
        ReferenceModel.MenuItem(
          id: $0.id, title: $0.title, isEnabled: $0.isEnabled, isChecked: $0.isChecked)
      }
      expect(
        items == expected.items,
        "menu \(actual.title): library \(items), reference \(expected.items)")
    }

    for shortcut in RandomApp.shortcuts {
      let expected = model.dispatch(shortcut)
      let actual = Self.dispatch(app.why(shortcut))
      expect(actual == expected, "why \(shortcut): library \(actual), reference \(expected)")
    }

    let cursor = expectedCursor(app, model)
    expect(
      app.accessibilityCursor == cursor,
      "a11y cursor \(Self.show(app.accessibilityCursor)), reference \(Self.show(cursor))"
    )
    let actions = app.accessibilityActions().map { "\($0.name)@\($0.provider)" }
    let expectedActions = model.accessibilityActions(at: cursor)
    expect(actions == expectedActions, "a11y actions \(actions), reference \(expectedActions)")
    let escape = app.accessibilityEscape()
    let escapeText =
      escape.outcome == .performed
      ? "\(escape.handler ?? "?")@\(escape.provider?.description ?? "?")" : nil
    expect(
      escapeText == model.bubble(at: cursor, magicTap: false),
      "a11y escape \(Self.show(escapeText)), reference "
        + Self.show(model.bubble(at: cursor, magicTap: false))
    )
    let tap = app.accessibilityMagicTap()
    let tapText =
      tap.outcome == .performed ? "\(tap.handler ?? "?")@\(tap.provider?.description ?? "?")" : nil
    expect(
      tapText == model.bubble(at: cursor, magicTap: true),
      "a11y magictap \(Self.show(tapText)), reference "
        + Self.show(model.bubble(at: cursor, magicTap: true))
    )
    for key in RandomApp.keys {
      let expected = model.resolveAtCursor(key, cursor: cursor)
      let actual = Self.answer(app.resolveAtAccessibilityCursor(key))
      expect(
        actual == expected,
        "resolve \(key) at a11y cursor: library \(Self.show(actual)), reference "
          + Self.show(expected)
      )
    }

    for window in model.windows {
      for node in window.nodes where node.isSelectable {
        let path = NodePath(window: window.id, node: node.id)
        let actual = (try? app.contextMenu(for: path))?.items.map { "\($0.id):\($0.isEnabled)" }
        let expected = model.contextMenu(path)
        expect(
          actual == expected,
          "context menu \(path): library \(actual ?? []), reference \(expected ?? [])")
      }
    }
  }

  /// A key pressed three times in a row (the third press is answered from the app's press
  /// memory when nothing changed) answers each time as `why` decides in the state it
  /// meets. Pressed on a copy, so the run's own history is not changed.
  mutating func checkRepeatedPresses(_ app: App) {
    for shortcut in RandomApp.shortcuts {
      var copy = app
      for number in 1...3 {
        let expected = Self.dispatch(copy.why(shortcut))
        let actual = Self.dispatch(copy.press(shortcut))
        expect(
          actual == expected, "press \(number) of \(shortcut): \(actual), why said \(expected)")
      }
    }
  }

  /// The cursor SPEC §6 expects: where `a11y focus` put it while that node is available in
  /// a visible, unblocked window, else the key window's focused node.
  func expectedCursor(_ app: App, _ model: ReferenceModel) -> NodePath? {
    if let override = cursorOverride, let window = model.window(override.window),
      let index = window.index(of: override.node), window.nodes[index].isAvailable,
      !model.isBackground(window), !model.isBlocked(window.id)
    {
      return override
    }
    guard let key = model.window(model.key), let focus = key.focus else { return nil }
    return key.path(focus)
  }

  // MARK: Step-specific expectations

  /// Checks what the SPEC says a step must have done, given the state before it.
  mutating func checkStep(
    _ step: RandomStep, result: Result<StepOutput?, CommandKitError>,
    before: App, beforeModel: ReferenceModel, after: App, afterModel: ReferenceModel
  ) {
    let keyBefore = before.keyWindowID
    if case .failure(let error) = result {
      expect(
        Self.fingerprint(before) == Self.fingerprint(after),
        "failed step (\(error)) changed the app")
    }
    switch (step, result) {
    case (.press, .success(.dispatch(let dispatched)?)):
      let expected = beforeModel.dispatch(dispatched.shortcut)
      expect(
        Self.dispatch(dispatched) == expected,
        "press: library \(Self.dispatch(dispatched)), reference \(expected)")
      checkKeyPress(dispatched, keyBefore: keyBefore, beforeModel)
      if dispatched.kind == .focus {
        checkTab(dispatched, before: before, beforeModel: beforeModel, after: after)
      }
      checkToggle(
        dispatched.kind, Self.namedCommand(dispatched.outcome), before: before,
        beforeModel: beforeModel, afterModel: afterModel)
    case (.tab, .success(.dispatch(let dispatched)?)):
      let expected = beforeModel.dispatch(dispatched.shortcut)
      expect(
        Self.dispatch(dispatched) == expected,
        "tab: library \(Self.dispatch(dispatched)), reference \(expected)")
      checkKeyPress(dispatched, keyBefore: keyBefore, beforeModel)
      if dispatched.kind == .focus {
        checkTab(dispatched, before: before, beforeModel: beforeModel, after: after)
      }
    case (.invoke(let id), .success(.invocation(let invoked)?)):
      guard let command = beforeModel.commands.first(where: { $0.id == id }) else { break }
      let item = beforeModel.menuItem(command, resolving: beforeModel.resolve)
      expect(
        invoked.kind == (item.isEnabled ? .performed : .disabled),
        "invoke \(id): \(invoked.outcome), reference enabled=\(item.isEnabled)")
      checkToggle(
        invoked.kind, invoked.command, before: before, beforeModel: beforeModel,
        afterModel: afterModel)
    case (.focus(let path), _):
      let window = beforeModel.window(path.window)
      let node = window.flatMap { $0.index(of: path.node) }.map { window?.nodes[$0] }
      if let node = node ?? nil, !(node.isAvailable && node.isFocusable) {
        expect(!result.isSuccess, "focus on hidden, disabled or unfocusable \(path) succeeded")
      }
      if result.isSuccess {
        expect(
          after.keyWindowID == path.window,
          "focus \(path) succeeded but key is \(after.keyWindowID ?? "nil")")
        expect(
          after.focusedPath == path,
          "focus \(path) succeeded but focus is \(after.focusedPath?.description ?? "nil")")
      }
    case (.hide(let path, _), .success), (.disable(let path, _), .success):
      checkFocusRepair(path.window, beforeModel: beforeModel, afterModel: afterModel)
    case (.accessibilityFocus(let path), _):
      let window = beforeModel.window(path.window)
      let node = window.flatMap { $0.index(of: path.node) }.map { window?.nodes[$0] } ?? nil
      let allowed =
        window.map { !beforeModel.isBackground($0) && !beforeModel.isBlocked($0.id) } == true
        && node?.isAvailable == true
      expect(
        result.isSuccess == allowed,
        "a11y focus \(path): library \(result.isSuccess ? "moved" : "refused"), "
          + "SPEC says \(allowed ? "moves" : "refuses")"
      )
    case (.hideApp, _) where before.hasQuit:
      // A quit app has no window to hide (SPEC §13).
      expect(!after.isHidden, "hide: a quit app is hidden")
    case (.hideApp, _):
      expect(after.isHidden, "hide: the app is not hidden")
      expect(after.keyWindowID == nil, "hide: \(after.keyWindowID ?? "") is still key")
      let notBackground = after.windows.filter { $0.phase != .background }.map(\.id)
      expect(notBackground.isEmpty, "hide: \(notBackground) not in the background")
    case (.unhideApp, _):
      expect(!after.isHidden, "unhide: the app is still hidden")
      // The window that was key when the app was hidden is key again when it still can be.
      if let remembered = SessionSnapshot(app: before).keyBeforeHiding,
        let window = afterModel.window(remembered),
        afterModel.windows.first(where: {
          $0.kind == .alert
        }) == nil, !afterModel.isBackground(window), !afterModel.isBlocked(remembered),
        !window.presentationOnly
      {
        expect(
          after.keyWindowID == remembered,
          "unhide: key is \(after.keyWindowID ?? "nil"), SPEC says \(remembered)")
      }
    case (.launch, _):
      expect(!after.hasQuit, "launch: the app has still quit")
      if !before.hasQuit {
        expect(
          Self.fingerprint(before) == Self.fingerprint(after), "launch changed a running app")
      }
    case (.makeKey(let id), .success):
      var target = id
      while let sheet = beforeModel.windows.first(where: { $0.parent == target }) {
        target = sheet.id
      }
      expect(
        after.keyWindowID == target,
        "key \(id): key is \(after.keyWindowID ?? "nil"), SPEC says \(target)")
    default:
      break
    }
    // The cursor follows keyboard focus after any focus or key-window change (SPEC §6).
    if case (.accessibilityFocus(let path), .success) = (step, result) {
      let window = afterModel.window(path.window)
      cursorOverride = window?.presentationOnly == true ? window.map { $0.path(0) } : path
    } else if after.keyWindowID != keyBefore || after.focusedPath != before.focusedPath
      || after.hasQuit != before.hasQuit
    {
      // Quit closes the cursor's window: a window opened again at launch is another one.
      cursorOverride = nil
    }
  }

  /// A key press goes to the key window, which is never background or blocked.
  mutating func checkKeyPress(_ result: DispatchResult, keyBefore: String?, _ model: ReferenceModel)
  {
    expect(
      result.window == keyBefore,
      "press went to \(result.window ?? "nil"), key was \(keyBefore ?? "nil")")
    if let id = result.window, let window = model.window(id) {
      expect(
        !model.isBackground(window) && !model.isBlocked(id),
        "press reached background or blocked \(id)")
    }
    if let node = result.node {
      // A control is live in the main window too (SPEC §16), so a control's node may be
      // there; anything else that takes a key is in the key window.
      let allowed = result.control == nil ? [keyBefore] : [keyBefore, model.expectedMain]
      expect(
        allowed.contains(node.window), "press handled by \(node) outside the key window")
    }
  }

  /// Tab moves to the next focusable node of the key window and never leaves it.
  mutating func checkTab(
    _ result: DispatchResult, before: App, beforeModel: ReferenceModel, after: App
  ) {
    let backwards = result.shortcut.modifiers.contains(.shift)
    let expected = beforeModel.tabTarget(backwards: backwards)
    expect(
      result.focused == expected,
      "tab focused \(Self.show(result.focused)), reference \(Self.show(expected))"
    )
    expect(after.keyWindowID == before.keyWindowID, "tab changed the key window")
    for window in before.windows where window.id != before.keyWindowID {
      expect(
        after.window(window.id)?.focusedPath == window.focusedPath,
        "tab moved focus in non-key window \(window.id)")
    }
  }

  /// `{"toggle": K}` flips the Boolean at the provider K resolved from.
  mutating func checkToggle(
    _ outcome: DispatchOutcome.Kind, _ commandID: String?, before: App,
    beforeModel: ReferenceModel,
    afterModel: ReferenceModel
  ) {
    // A text input that answers an editing command does the editing itself: the
    // command's effect does not run (SPEC §15; the library's documented reading).
    guard outcome == .performed, let id = commandID,
      let command = beforeModel.commands.first(where: { $0.id == id }),
      beforeModel.textResponder(
        command, chain: beforeModel.window(beforeModel.key).map { ($0, $0.focus) }) == nil,
      case .toggle(let key)? = command.effect, let old = beforeModel.resolve(key),
      case .bool(let flag) = old.value
    else { return }
    let new = afterModel.resolve(key)
    expect(
      new == ReferenceModel.Answer(value: .bool(!flag), provider: old.provider),
      "toggle \(key): was \(old), now \(new?.description ?? "nil")")
  }

  /// If the focused node became unavailable, focus moves to the nearest available
  /// focusable ancestor, or nowhere (SPEC §5).
  mutating func checkFocusRepair(
    _ windowID: String, beforeModel: ReferenceModel, afterModel: ReferenceModel
  ) {
    guard let old = beforeModel.window(windowID), let new = afterModel.window(windowID) else {
      return
    }
    guard let focus = old.focus else {
      expect(new.focus == nil, "\(windowID): focus appeared from nowhere")
      return
    }
    var expected: Int? = focus
    while let index = expected, !(new.nodes[index].isAvailable && new.nodes[index].isFocusable) {
      expected = new.nodes[index].parent
    }
    expect(
      new.focus == expected,
      "\(windowID): focus repaired to \(Self.show(new.focus.map { new.nodes[$0].id })), "
        + "SPEC says \(Self.show(expected.map { new.nodes[$0].id }))"
    )
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
