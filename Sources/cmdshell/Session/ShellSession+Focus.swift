import CommandKitLite

extension ShellSession {
  func focusReply(_ window: String?, _ message: String) -> ShellReply {
    let focused = window.flatMap { app.window($0)?.focusedPath }
    return ShellReply(
      text: ([message] + [focused.map { "Focus: \($0)." } ?? "Nothing has focus."])
        .filter { !$0.isEmpty }.joined(separator: " "),
      [("window", window.map(JSONValue.string) ?? .null), ("focused", focused.json)])
  }

  mutating func tab(_ args: Arguments, backwards: Bool) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    try mutate { (app) throws(CommandKitError) in try app.moveFocus(backwards: backwards) }
    return focusReply(app.keyWindowID, "")
  }

  mutating func focus(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let path = try nodePath(args.words[0])
    try mutate { (app) throws(CommandKitError) in try app.focus(path) }
    return focusReply(path.window, "")
  }

  /// `hide`, `show`, `disable`, `enable`: one node, one library call, one verb in the past
  /// tense for the answer.
  mutating func nodeFlag(
    _ args: Arguments, done: String,
    _ body: (inout App, NodePath) throws(CommandKitError) -> Void
  ) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let path = try nodePath(args.words[0])
    try mutate { (app) throws(CommandKitError) in try body(&app, path) }
    return focusReply(path.window, "\(done) \(path).")
  }

  func tree(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...1)
    guard let id = args.word(0) ?? app.keyWindowID ?? app.windows.first?.id else {
      throw ShellError(
        code: .noWindow, message: "no window is open; open one or name one: tree W")
    }
    guard let window = app.window(id) else {
      throw ShellError(
        .unknownWindow(id, suggestion: Suggestion.closest(to: id, in: app.windows.map(\.id))))
    }
    var lines = [
      style.render(
        StyledText(window.id, .bold)
          + StyledText(" (\(window.template), \(window.kind), \(window.phase))"))
    ]
    var nodesJSON: [JSONValue] = []
    for node in window.nodes {
      var flags: [String] = []
      if node.isFocusable { flags.append("focusable") }
      if node.isTextInput { flags.append("textInput") }
      if node.isSelectable { flags.append("selectable") }
      if node.isDisabled { flags.append("disabled") }
      if node.isHidden { flags.append("hidden") }
      if !node.isAvailable && !node.isDisabled && !node.isHidden { flags.append("unavailable") }
      // Styles are attributes of the text, so dimming an unavailable node's line keeps
      // its inner styles and no inner reset ends the dim early (``StyledText``).
      var line =
        .spaces(2 * node.depth) + (node.isFocused ? StyledText("▶ ", .green) : "  ")
        + StyledText(node.id + " ") + StyledText("(\(node.role))", .dim)
      if !flags.isEmpty { line += StyledText(" [" + flags.joined(separator: ", ") + "]") }
      if !node.values.isEmpty {
        line += " " + StyledText(JSONValue.object(node.values.json).description, .cyan)
      }
      if !node.sceneValues.isEmpty {
        line += " scene " + StyledText(JSONValue.object(node.sceneValues.json).description, .cyan)
      }
      lines.append(style.render(node.isAvailable ? line : line.adding(.dim)))
      nodesJSON.append(
        .object(
          JSONObject([
            ("id", .string(node.id)), ("role", .string(node.role)),
            ("depth", .number(Double(node.depth))),
            ("parent", node.parent.map(JSONValue.string) ?? .null),
            ("focused", .bool(node.isFocused)), ("available", .bool(node.isAvailable)),
            ("flags", .array(flags.map(JSONValue.string))), ("values", .object(node.values.json)),
            ("sceneValues", .object(node.sceneValues.json)),
          ])))
    }
    return ShellReply(
      text: lines.joined(separator: "\n"),
      [
        ("window", .string(window.id)), ("focused", window.focusedPath.json),
        ("nodes", .array(nodesJSON)),
      ])
  }

  func chain(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    let links = app.focusChain
    let text =
      links.isEmpty
      ? "No key window, so no focus chain."
      : links.enumerated().map { index, link in
        "\(index + 1). \(link.provider)"
          + (link.values.isEmpty
            ? "" : "  " + style.cyan(JSONValue.object(link.values.json).description))
      }.joined(separator: "\n")
    return ShellReply(
      text: text,
      [
        ("window", app.keyWindowID.map(JSONValue.string) ?? .null),
        (
          "chain",
          .array(
            links.map {
              .object(
                JSONObject([("provider", $0.provider.json), ("values", .object($0.values.json))]))
            })
        ),
      ])
  }

  func value(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let key = args.words[0]
    let found = app.resolve(key)
    let value = found.map { JSONValue(any: $0.value) } ?? .null
    let text =
      found.map { "\(key) = \(value)  (from \($0.provider))" }
      ?? "\(key) is not published anywhere in the focus chain, the scene or the app."
    return ShellReply(
      text: text,
      [("key", .string(key)), ("value", value), ("provider", found?.provider.json ?? .null)])
  }

  mutating func setValue(_ args: Arguments) throws(ShellError) -> ShellReply {
    let targetText = try args.require(0, "PATH")
    let key = try args.require(1, "KEY")
    let target = try References.valueTarget(targetText, in: app)
    guard let raw = args.rest(from: 2) else { throw .usage(args.verb, "missing JSON value") }
    let value = try parseJSONArgument(raw)
    try mutate { (app) throws(CommandKitError) in try app.setValue(value, named: key, at: target) }
    var fields: [(String, JSONValue)] = [
      ("target", .string(target.description)), ("key", .string(key)), ("value", value),
    ]
    var text = "Set \(key) = \(value) at \(target)."
    if case .scene(let window) = target, let node = app.sceneValuePublisher(of: key, in: window) {
      fields.append(("shadowedBy", .string(node.description)))
      text =
        "Set \(key) on \(target), but \(node) publishes \(key) as a scene value, which wins;"
        + " unset it there to see this one."
    }
    return ShellReply(text: text, fields)
  }

  mutating func unsetValue(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(2...2)
    let key = args.words[1]
    let target = try References.valueTarget(args.words[0], in: app)
    try mutate { (app) throws(CommandKitError) in try app.setValue(nil, named: key, at: target) }
    return ShellReply(
      text: "Withdrew \(key) at \(target).",
      [("target", .string(target.description)), ("key", .string(key)), ("value", .null)])
  }

  mutating func select(_ args: Arguments) throws(ShellError) -> ShellReply {
    let path = try nodePath(try args.require(0, "PATH"))
    return try changeSelection(path, to: Array(args.words.dropFirst()))
  }

  mutating func deselect(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    return try changeSelection(try nodePath(args.words[0]), to: [])
  }

  private mutating func changeSelection(_ path: NodePath, to ids: [String]) throws(ShellError)
    -> ShellReply
  {
    try mutate { (app) throws(CommandKitError) in try app.select(ids, in: path) }
    let selection = (try? app.selection(of: path)) ?? ids
    return ShellReply(
      text: selection.isEmpty
        ? "\(path): nothing selected." : "\(path): selected \(selection.joined(separator: ", ")).",
      [("node", .string(path.description)), ("selection", .array(selection.map(JSONValue.string)))])
  }
}
