import CommandKitLite

extension ShellSession {
  func windowJSON(_ window: Window) -> JSONValue {
    .object(
      JSONObject([
        ("id", .string(window.id)), ("template", .string(window.template)),
        ("kind", .string(window.kind.rawValue)), ("display", .string(window.display.rawValue)),
        ("phase", .string(window.phase.rawValue)), ("key", .bool(window.id == app.keyWindowID)),
        ("main", .bool(window.id == app.mainWindowID)),
        ("blocked", .bool(app.isBlocked(window.id))), ("fullScreen", .bool(window.isFullScreen)),
      ]))
  }

  func windowsList(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    let rows = app.windows.map { window -> [String] in
      [
        window.id, window.template, window.kind.rawValue, window.display.rawValue,
        window.phase.rawValue + (window.isFullScreen ? ", full screen" : ""),
        window.id == app.keyWindowID ? "key" : "", window.id == app.mainWindowID ? "main" : "",
        app.blocker(of: window.id).map { "blocked by \($0)" } ?? "",
      ]
    }
    let empty =
      app.hasQuit
      ? "No windows are open: the app has quit. Try: launch"
      : "No windows are open. Try: open \(app.templates.first?.name ?? "TEMPLATE")"
    let text =
      rows.isEmpty
      ? empty
      : Table.render(
        header: ["ID", "TEMPLATE", "KIND", "DISPLAY", "PHASE", "KEY", "MAIN", "BLOCKED"].map(
          style.bold), rows: rows, width: width)
    var fields: [(String, JSONValue)] = [("windows", .array(app.windows.map(windowJSON)))]
    // Only after Quit, so the usual listing is unchanged.
    if app.hasQuit { fields.append(("quit", .bool(true))) }
    guard app.layout != .us || app.layoutDirection != .leftToRight else {
      return ShellReply(text: text, fields)
    }
    // The layout is shown only when it is not the default, so the usual listing is unchanged.
    fields.append(("layout", .string(app.layout.id)))
    fields.append(("direction", .string(app.layoutDirection.rawValue)))
    let status = "Layout: \(app.layout.id) (\(app.layout.name)), \(app.layoutDirection)."
    return ShellReply(text: text + "\n" + status, fields)
  }

  mutating func open(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...2)
    let template = args.words[0]
    let id = try mutate { (app) throws(CommandKitError) in
      try app.open(template, id: args.word(1))
    }
    return windowChanged(
      id, id == template ? "Opened \(id)." : "Opened \(id) from template \(template).")
  }

  mutating func sheet(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(2...3)
    let parent = args.words[0]
    let id = try mutate { (app) throws(CommandKitError) in
      try app.presentSheet(args.words[1], on: parent, id: args.word(2))
    }
    return windowChanged(
      id, "Presented sheet \(id) on \(parent); \(parent) is blocked until it is dismissed.")
  }

  mutating func alert(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...2)
    let id = try mutate { (app) throws(CommandKitError) in
      try app.showAlert(args.words[0], id: args.word(1))
    }
    return windowChanged(id, "Showing alert \(id); every other window is blocked.")
  }

  mutating func move(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(2...2)
    guard let display = Display(rawValue: args.words[1].lowercased()) else {
      throw .usage(args.verb, "unknown display '\(args.words[1])'; use main or external")
    }
    try mutate { (app) throws(CommandKitError) in try app.move(args.words[0], to: display) }
    return windowChanged(args.words[0], "Moved \(args.words[0]) to the \(display) display.")
  }

  /// `close`, `key`, `minimize`, `unminimize`: one window, one library call, one verb in
  /// the past tense for the answer.
  mutating func windowAction(
    _ args: Arguments, done: String,
    _ body: (inout App, String) throws(CommandKitError) -> Void
  ) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let id = args.words[0]
    try mutate { (app) throws(CommandKitError) in try body(&app, id) }
    return windowChanged(id, "\(done) \(id).")
  }

  /// `dismiss W`: names the sheet or alert it dismissed, which is not W when W is the
  /// window that shows the sheet.
  mutating func dismiss(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let id = args.words[0]
    let kind = app.window(id)?.kind
    let target = kind == .sheet || kind == .alert ? id : (app.sheet(of: id) ?? id)
    let targetKind = app.window(target)?.kind
    try mutate { (app) throws(CommandKitError) in try app.dismiss(id) }
    let what = targetKind == .alert ? "alert" : "sheet"
    let text =
      target == id
      ? "Dismissed \(what) \(id)." : "Dismissed \(what) \(target), which \(id) showed."
    var reply = windowChanged(target, text)
    if target != id { reply.fields.append(("from", .string(id))) }
    return reply
  }

  /// The reply after a window change: the window acted on, and who is key and main now.
  func windowChanged(_ id: String, _ message: String) -> ShellReply {
    var text = message
    text += "\nKey: \(app.keyWindowID ?? "none"), main: \(app.mainWindowID ?? "none")."
    return ShellReply(
      text: text,
      [
        ("window", .string(id)), ("key", app.keyWindowID.map(JSONValue.string) ?? .null),
        ("main", app.mainWindowID.map(JSONValue.string) ?? .null),
      ])
  }

  mutating func display(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    switch args.words[0].lowercased() {
    case "connect":
      let warnings = try mutate { (app) throws(CommandKitError) in try app.connectExternalDisplay()
      }.map { $0.description(wordingHint: \.shellWords) }
      let external = app.windows.filter { $0.display == .external }.map(\.id)
      var reply = ShellReply(
        text: "External display connected"
          + (external.isEmpty ? "." : ": \(external.joined(separator: ", "))."),
        [("connected", .bool(true)), ("windows", .array(external.map(JSONValue.string)))])
      reply.warnings = warnings
      if !warnings.isEmpty {
        reply.text += "\n" + warnings.map { "warning: \($0)" }.joined(separator: "\n")
      }
      return reply
    case "disconnect":
      try mutate { (app) throws(CommandKitError) in try app.disconnectExternalDisplay() }
      return ShellReply(
        text: "External display disconnected; its windows were saved and closed.",
        [("connected", .bool(false)), ("windows", .array(app.windows.map { .string($0.id) }))])
    default:
      throw .usage(
        args.verb, "unknown display action '\(args.words[0])'; use connect or disconnect")
    }
  }
}
