import CommandKitLite
import Foundation

extension ShellSession {
  func shortcutText(_ shortcut: KeyboardShortcut?) -> String {
    shortcut.map { "\($0.glyphs)" } ?? ""
  }

  func menu(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    var menus = app.validatedMenuBar()
    if let wanted = args.word(0) {
      guard let menu = app.validatedMenu(wanted) else {
        throw ShellError(
          code: .unknownMenu,
          message: "no menu '\(wanted)' with items"
            + (Suggestion.closest(to: wanted, in: menus.map(\.title)).map {
              "; did you mean '\($0)'?"
            } ?? "; `menu` lists them"))
      }
      menus = [menu]
    }
    let json = Self.menusJSON(menus, titleKey: "title", state: true)
    return ShellReply(text: renderMenus(menus), [("menus", json)])
  }

  /// Menus as JSON (SPEC §10): each `{titleKey, items}`, an item's id, title and shortcut,
  /// and with `state` its enabled and checked flags (`menu`; `overlay` lists only enabled
  /// items, so it leaves them out).
  static func menusJSON(_ menus: [ValidatedMenu], titleKey: String, state: Bool) -> JSONValue {
    .array(
      menus.map { menu in
        let items: [JSONValue] = menu.items.map { item in
          var fields: [(String, JSONValue)] = [
            ("id", .string(item.id)), ("title", .string(item.title)),
            ("shortcut", item.shortcut.map { .string($0.description) } ?? .null),
          ]
          if state {
            fields += [("enabled", .bool(item.isEnabled)), ("checked", .bool(item.isChecked))]
          }
          // The platform's default items (SPEC §14); the app's own have no source field.
          if item.origin == .platform { fields.append(("source", .string("platform"))) }
          return .object(JSONObject(fields))
        }
        return .object(JSONObject([(titleKey, .string(menu.title)), ("items", .array(items))]))
      })
  }

  /// Menus as text: the title, then one aligned line per item (checkmark, title, shortcut
  /// glyphs, id), columns shared by every menu so the bar reads as one table. A disabled
  /// item is dimmed as a whole with colour on (labelled `(disabled)` without colour); a
  /// platform item's title is in italics (SPEC §14 marks them). Both are attributes of the
  /// text, so a disabled platform item is dimmed all along, its title included. In a
  /// terminal narrower than the table, the ids move to a line of their own (``Table``).
  func renderMenus(_ menus: [ValidatedMenu]) -> String {
    if menus.isEmpty { return "The menu bar is empty." }
    let items = menus.flatMap(\.items)
    let rows = items.map { item -> [StyledText] in
      [
        StyledText(item.isChecked ? "✓ " : "  ")
          + StyledText(item.title, item.origin == .platform ? .italic : []),
        StyledText(shortcutText(item.shortcut)),
        StyledText(item.id, .dim),
      ]
    }
    var rowLines = Table.rowLines(rows, indent: 2, width: width)[...]
    var remaining = items[...]
    return menus.map { menu in
      let count = menu.items.count
      let lines = zip(rowLines.prefix(count), remaining.prefix(count)).flatMap {
        (lines: [StyledText], item: MenuItemState) -> [StyledText] in
        guard !item.isEnabled else { return lines }
        if style.isEnabled { return lines.map { $0.adding(.dim) } }
        let last = lines.last ?? StyledText()
        let marked = last + "  (disabled)"
        // The label goes on a line of its own where it would run past the terminal's edge.
        if let width, marked.displayWidth > width {
          return lines + [.spaces(6) + "(disabled)"]
        }
        return Array(lines.dropLast()) + [marked]
      }
      rowLines = rowLines.dropFirst(count)
      remaining = remaining.dropFirst(count)
      return ([StyledText(menu.title, .bold)] + lines).map(style.render).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  func overlay(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    let groups = app.shortcutOverlay()
    let json = Self.menusJSON(groups, titleKey: "menu", state: false)
    let text = groups.isEmpty ? "No enabled command has a shortcut right now." : renderMenus(groups)
    return ShellReply(text: text, [("groups", json)])
  }

  func dispatchFields(_ result: DispatchResult, steps: Bool) -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = [
      ("outcome", .string(result.kind.rawValue)),
      ("shortcut", .string(result.shortcut.description)),
      ("window", result.window.map(JSONValue.string) ?? .null),
    ]
    // SPEC §10: the command a press performed, or found disabled.
    switch result.outcome {
    case .performed(let command, _), .disabled(let command):
      fields.append(("command", .string(command)))
    default:
      break
    }
    if let provider = result.provider { fields.append(("provider", provider.json)) }
    if let node = result.node { fields.append(("node", .string(node.description))) }
    if let action = result.action { fields.append(("action", .string(action))) }
    if let control = result.control { fields.append(("control", .string(control))) }
    if let reservation = result.reservation {
      fields.append(
        (
          "reserved",
          .object(
            JSONObject([
              ("use", .string(reservation.use)), ("kind", .string(reservation.strength.rawValue)),
            ]))
        ))
    }
    if let focused = result.focused { fields.append(("focused", .string(focused.description))) }
    if let error = result.effectError {
      fields.append(("effectError", .string(error.shellMessage)))
    }
    if let keys = result.keys { fields.append(("keys", .string(keys))) }
    if let layout = result.layout { fields.append(("layout", .string(layout))) }
    if let reason = result.blockedReason { fields.append(("blocked", .string(reason.rawValue))) }
    if steps {
      fields.append(
        (
          "steps",
          .array(
            result.steps.map {
              .object(JSONObject([("step", .string($0.step)), ("result", .string($0.result))]))
            })
        ))
    }
    return fields
  }

  /// A dispatch result in words, built from its outcome. `asked` is for `why`, which
  /// performs nothing: a command it would perform is said so.
  func describe(_ result: DispatchResult, asked: Bool = false) -> String {
    var key = "\(result.shortcut.glyphs) (\(result.shortcut))"
    // SPEC §21: in text, the keys and the layout only off the `us` layout or right to left.
    if typesOnLayout, let keys = result.keys, let layout = result.layout {
      key = "keys \(keys) on \(layout) \(glyphArrow) \(key)"
    }
    let window = result.window.map { " in \($0)" } ?? ""
    var text: String
    switch result.outcome {
    case .performed(let command, let provider):
      text =
        "\(key)\(window): " + style.green(asked ? "would perform" : "performed") + " \(command)"
      if let provider { text += " (value from \(provider))" }
      if let control = result.control {
        text += " through control \"\(control)\" at \(result.node?.description ?? "")"
      }
    case .local(let action, let node):
      text = "\(key)\(window): " + style.green("local") + " handler \(action) at \(node)"
    case .control(let title, let action, let node):
      text =
        "\(key)\(window): " + style.green(asked ? "would run" : "ran") + " control \""
        + "\(title)\" at \(node): \(action)"
    case .consumed(let node):
      text = "\(key)\(window): " + style.yellow("consumed") + " by the text input \(node)"
    case .disabled(let command):
      text =
        "\(key)\(window): " + style.yellow("disabled") + " — \(command) is bound but not enabled"
    case .reserved(let reservation):
      text =
        "\(key): " + style.red("reserved")
        + " by \(app.platform) for \"\(reservation.use)\"; the app never sees it"
    case .blocked:
      text = "\(key): " + style.red("blocked") + " — \(result.blockedReason ?? .noKeyWindow)"
    case .focus:
      text = "\(key)\(window): focus moved to \(result.focused?.description ?? "nothing")"
    case .unhandled:
      text = "\(key)\(window): unhandled"
    }
    if let error = result.effectError {
      text += "\n" + style.yellow("effect not applied: \(error.shellMessage)")
    }
    return text
  }

  mutating func press(_ args: Arguments) throws(ShellError) -> ShellReply {
    let keys = try keysArgument(args)
    let result: DispatchResult
    do {
      result = try app.press(keys: keys)
    } catch {
      throw ShellError(code: .invalidShortcut, message: error.description)
    }
    return ShellReply(text: wrapped(describe(result)), dispatchFields(result, steps: false))
  }

  /// Whether presses are typed on a layout other than `us`, or mirrored (SPEC §21): then
  /// the text of `press` and `why` names the keys and the layout (JSON always does).
  private var typesOnLayout: Bool {
    app.layout != .us || app.layoutDirection != .leftToRight
  }

  /// The words of the rest of the line as one shortcut (`press cmd shift z` is one
  /// shortcut); quotes only group (`press 'cmd+"'`), so they are not part of the key.
  private func keysArgument(_ args: Arguments) throws(ShellError) -> String {
    guard !args.words.isEmpty else { throw .usage(args.verb, "missing SHORTCUT") }
    return args.words.joined(separator: " ")
  }

  func why(_ args: Arguments) throws(ShellError) -> ShellReply {
    let keys = try keysArgument(args)
    let result: DispatchResult
    do {
      result = try app.why(keys: keys)
    } catch {
      throw ShellError(code: .invalidShortcut, message: error.description)
    }
    let rows = result.steps.enumerated().map { index, step in
      ["\(index + 1).", step.step, step.result]
    }
    let lines =
      [wrapped(describe(result, asked: true))]
      + Table.lines(rows, indent: "  ", separator: " ", width: width, overflow: .wrapLastColumn)
    return ShellReply(text: lines.joined(separator: "\n"), dispatchFields(result, steps: true))
  }

  mutating func invoke(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let result = try mutate { (app) throws(CommandKitError) in try app.invoke(args.words[0]) }
    var fields: [(String, JSONValue)] = [
      ("outcome", .string(result.kind.rawValue)), ("command", .string(args.words[0])),
      ("provider", result.provider.json),
    ]
    var text: String
    switch result.outcome {
    case .performed(let command, let provider):
      text = "Performed \(command)" + (provider.map { " (value from \($0))" } ?? "") + "."
    default:
      text = "\(result.command) is \(result.reason)."
    }
    if let error = result.effectError {
      fields.append(("effectError", .string(error.shellMessage)))
      // In the shell's words, as every refusal here (the library's names API calls).
      text += " The effect was not applied: \(error.shellMessage)."
    }
    return ShellReply(text: text, fields)
  }

  mutating func unbind(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let command = args.words[0]
    try mutate { (app) throws(CommandKitError) in try app.unbind(command) }
    let restored = app.effectiveShortcut(of: command)
    return ShellReply(
      text: "\(command) is back on its default shortcut"
        + (restored.map { " \($0.glyphs) (\($0))" } ?? " (none)") + ".",
      [
        ("command", .string(command)),
        ("shortcut", restored.map { .string($0.description) } ?? .null),
      ])
  }

  mutating func bind(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(2...2)
    let key = try shortcut(args.words[0])
    try mutate { (app) throws(CommandKitError) in try app.bind(key, to: args.words[1]) }
    return ShellReply(
      text: "Bound \(key.glyphs) (\(key)) to \(args.words[1]).",
      [("command", .string(args.words[1])), ("shortcut", .string(key.description))])
  }

  func contextMenu(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let path = try nodePath(args.words[0])
    let state = try attempt { () throws(CommandKitError) in try app.contextMenu(for: path) }
    let table = Table.lines(state.items.map { [$0.title, style.dim($0.id)] }, indent: "  ")
    let lines = zip(table, state.items).map { line, item in
      item.isEnabled ? line : (style.isEnabled ? style.dim(line) : line + "  (disabled)")
    }
    let header = "\(path), selection [\(state.selection.joined(separator: ", "))]:"
    return ShellReply(
      text: ([header] + (lines.isEmpty ? ["  (no entries)"] : lines)).joined(separator: "\n"),
      [
        ("node", .string(path.description)),
        ("selection", .array(state.selection.map(JSONValue.string))),
        (
          "items",
          .array(
            state.items.map {
              .object(
                JSONObject([
                  ("id", .string($0.id)), ("title", .string($0.title)),
                  ("enabled", .bool($0.isEnabled)),
                ]))
            })
        ),
      ])
  }

  mutating func platform(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    if let name = args.word(0) {
      guard let platform = Platform(name: name) else {
        throw .usage(args.verb, "unknown platform '\(name)'; use macOS, iPadOS, iOS or visionOS")
      }
      app.setPlatform(platform)
    }
    return ShellReply(
      text: "Platform: \(app.platform).", [("platform", .string(app.platform.rawValue))])
  }

  mutating func semantics(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    if let name = args.word(0) {
      guard let semantics = ResolutionSemantics(rawValue: name.lowercased()) else {
        let names = ResolutionSemantics.allCases.map(\.rawValue).joined(separator: " or ")
        throw .usage(args.verb, "unknown semantics '\(name)'; use \(names)")
      }
      app.setSemantics(semantics)
    }
    let text =
      switch app.semantics {
      case .platform:
        "Semantics: platform (\(app.dispatchProfile) key order; values from the key window, then the main window)."
      case .swiftui: "Semantics: swiftui (values from the key window only, as @FocusedValue)."
      }
    return ShellReply(text: text, [("semantics", .string(app.semantics.rawValue))])
  }

  /// The arrow between typed keys and the shortcut they type.
  private var glyphArrow: String { "→" }

  mutating func layout(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    if let name = args.word(0) {
      guard let layout = KeyboardLayout.named(name) else {
        throw ShellError(
          code: .unknownLayout,
          message: "unknown keyboard layout '\(name)'; use one of "
            + KeyboardLayout.ids.joined(separator: ", "))
      }
      app.layout = layout
    }
    let layout = app.layout
    let note =
      layout == .us
      ? "keys are read as written"
      : "press and why name each key by what it types unshifted on \(layout.id)"
    return ShellReply(
      text: "Layout: \(layout.id) (\(layout.name)); \(note).",
      [("layout", .string(layout.id)), ("name", .string(layout.name))])
  }

  mutating func direction(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    if let name = args.word(0) {
      guard let direction = LayoutDirection(rawValue: name.lowercased()) else {
        throw .usage(args.verb, "unknown direction '\(name)'; use ltr or rtl")
      }
      app.layoutDirection = direction
    }
    let text =
      switch app.layoutDirection {
      case .leftToRight: "Direction: ltr."
      case .rightToLeft:
        "Direction: rtl; automatic shortcuts with [ ] { } ( ) < > ← → answer to their mirror image."
      }
    return ShellReply(text: text, [("direction", .string(app.layoutDirection.rawValue))])
  }

  mutating func unhide(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    let wasHidden = app.isHidden
    app.unhide()
    let key = app.keyWindowID ?? "none"
    let text = wasHidden ? "Unhid the app; key: \(key)." : "The app is not hidden; key: \(key)."
    return ShellReply(
      text: text,
      [("hidden", .bool(app.isHidden)), ("key", app.keyWindowID.map(JSONValue.string) ?? .null)])
  }

  /// `launch`: starts the app again after Quit (SPEC §13), with its initial windows; on a
  /// running app it changes nothing and says so, as `unhide` does on an app not hidden.
  mutating func launch(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    let wasQuit = app.hasQuit
    let opened = try mutate { (app) throws(CommandKitError) in try app.launch() }
    let key = app.keyWindowID ?? "none"
    let text: String
    if !wasQuit {
      text = "The app is running; key: \(key)."
    } else if opened.isEmpty {
      text = "Launched the app; it opens no window at launch."
    } else {
      text = "Launched the app; opened \(opened.joined(separator: ", ")); key: \(key)."
    }
    return ShellReply(
      text: text,
      [
        ("launched", .bool(wasQuit)), ("windows", .array(opened.map(JSONValue.string))),
        ("key", app.keyWindowID.map(JSONValue.string) ?? .null),
      ])
  }
}
