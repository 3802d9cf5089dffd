import CommandKitLite

/// The `cmdshell` forms that run from the command line, not as verbs in a session: they
/// take files and write files or exit codes, so they belong to a terminal or CI job.
/// `help` lists them, and typing one in the session says how to run it instead.
enum CommandLineForm: String, CaseIterable, Sendable {
  case audit
  case `import`
  case keymap

  /// The command line, in usage notation.
  var usage: String {
    switch self {
    case .audit:
      "cmdshell audit FILE.json [--platform P] [--layouts L,L|all] [--format text|json|sarif|github|gcc]"
    case .import: "cmdshell import FILE... [--out scene.json]"
    case .keymap: "cmdshell keymap FILE.json [--platform P] [--layout L] [--out keymap.html]"
    }
  }

  /// One line saying what it does.
  var summary: String {
    switch self {
    case .audit: "audits a scene file's shortcuts; exits 1 on an error finding (for CI)"
    case .import: "writes a scene file from an app's .xib, .storyboard and .swift files"
    case .keymap: "draws the app's shortcuts on a keyboard, as an HTML page"
    }
  }

  /// The form run on `file`, as an example to copy.
  func example(file: String) -> String {
    switch self {
    case .audit: "cmdshell audit \(file)"
    case .import: "cmdshell import MainMenu.xib AppCommands.swift --out scene.json"
    case .keymap: "cmdshell keymap \(file) --out keymap.html"
    }
  }

  /// The form a word names, unless a verb has that name (`audit` is also a verb).
  static func named(_ word: String) -> CommandLineForm? {
    let form = CommandLineForm(rawValue: word.lowercased())
    return form.flatMap { Verb.named($0.rawValue) == nil ? $0 : nil }
  }
}

extension ShellSession {
  /// The greeting of an interactive session on the built-in demo: its tour, as the README's.
  static let banner = """
    cmdshell — command routing without a UI (CommandKitLite)
    Try: windows · tree · press delete · focus editor · press delete · why cmd+n · open inspector · value selection · menu
    Type 'help' for every verb, 'help press' for one; Tab completes; Ctrl-D quits.
    """

  /// The greeting of an interactive session: the demo's tour, or for a scene file what it
  /// loaded and hints built from its own windows, nodes and commands (never the demo's).
  var greeting: String {
    guard let sceneFile else { return wrapped(Self.banner) }
    let lines = [
      "cmdshell — command routing without a UI (CommandKitLite)",
      "\(app.name) from \(sceneFile): \(loadSummary).",
      hints,
      "Type 'help' for every verb, 'help press' for one; Tab completes; Ctrl-D quits.",
    ]
    return wrapped(lines.joined(separator: "\n"))
  }

  /// What a loaded app holds: templates, declared commands, open windows.
  var loadSummary: String {
    [
      Plural.count(app.templates.count, "template"),
      Plural.count(app.declaredCommands.count, "command"),
      Plural.count(app.windows.count, "window") + " open",
    ].joined(separator: ", ")
  }

  /// `Try: …` lines to start exploring the loaded app, each one that works on it: the
  /// windows and tree, a node to focus, a declared command's shortcut to press and ask
  /// `why` about (an enabled one first), the value it requires, its menu, a template to
  /// open, the audit.
  var hints: String {
    var hints: [String] = []
    if let key = app.keyWindow {
      hints += ["windows", "tree"]
      if let node = key.nodes.first(where: { $0.isFocusable && $0.isAvailable && !$0.isFocused }) {
        hints.append("focus \(node.id)")
      }
    } else if let template = app.templates.first {
      hints.append("open \(template.name)")
    }
    let declared = Set(app.declaredCommands.map(\.id))
    let items = app.validatedMenuBar().flatMap { menu in menu.items.map { (menu.title, $0) } }
      .filter { declared.contains($0.1.id) && $0.1.shortcut != nil }
    if let (menu, item) = items.first(where: { $0.1.isEnabled }) ?? items.first,
      let shortcut = item.shortcut
    {
      hints += ["press \(shortcut)", "why \(shortcut)"]
      if let key = app.declaredCommands.first(where: { $0.id == item.id })?.requires {
        hints.append("value \(key)")
      }
      hints.append("menu \(menu)")
    } else {
      hints.append("menu")
    }
    let open = Set(app.windows.map(\.template))
    if app.keyWindow != nil,
      let template = app.templates.first(where: {
        !open.contains($0.name) && $0.kind != .sheet && $0.kind != .alert
      })
    {
      hints.append("open \(template.name)")
    }
    hints.append("audit")
    return "Try: " + hints.joined(separator: " · ")
  }

  func help(_ args: Arguments) -> ShellReply {
    if let name = args.word(0) {
      if let form = CommandLineForm.named(name) {
        return ShellReply(
          text: wrapped(
            "USAGE: \(form.usage)\n\n\(form.summary).\n\n\(commandLineNote(form))"),
          [
            ("verb", .string(form.rawValue)), ("usage", .string(form.usage)),
            ("summary", .string(form.summary)), ("commandLine", .bool(true)),
          ])
      }
      guard let verb = Verb.named(name) else {
        let suggestion = Suggestion.closest(to: name, in: Verb.names)
        return ShellReply(
          error: ShellError(
            code: .unknownVerb,
            message: "Unknown verb '\(name)'."
              + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
            help: "Type 'help' to list the verbs."))
      }
      return ShellReply(
        text: wrapped(
          "USAGE: \(verb.usage)\n\n\(verb.summary)"
            + (verb.examples.isEmpty
              ? "" : "\n\nEXAMPLES:\n" + verb.examples.map { "  \($0)" }.joined(separator: "\n"))),
        [
          ("verb", .string(verb.name)), ("usage", .string(verb.usage)),
          ("summary", .string(verb.summary)),
        ])
    }
    let verbs = Table.lines(
      Verb.allCases.map { [$0.usage, $0.summary] }, indent: "  ", width: width,
      overflow: .wrapLastColumn)
    let forms = Table.lines(
      CommandLineForm.allCases.map { [$0.usage, $0.summary] }, indent: "  ", width: width,
      overflow: .wrapLastColumn)
    let text = """
      OVERVIEW: Simulate windows, focus, menus and key presses of an app core.

      USAGE: cmdshell [FILE.json] [--script FILE|-] [--json] [--strict]

      VERBS:
      \(verbs.joined(separator: "\n"))

      COMMAND LINE: run these from a terminal or a CI job, not in the session:
      \(forms.joined(separator: "\n"))

      PATHS: w1/list is node list of window w1; a bare node id means the key window.
      Values: set w1/list key JSON, set scene:w1 key JSON, set app key JSON.
      """
    return ShellReply(
      text: wrappedOutsideTables(text, tables: verbs + forms),
      [
        ("verbs", .array(Verb.allCases.map { .string($0.name) })),
        ("commandLine", .array(CommandLineForm.allCases.map { .string($0.rawValue) })),
      ])
  }

  /// `text` wrapped for the terminal, except the lines of `tables`, which are laid out for
  /// it already (wrapping them again would lose their hanging indents).
  private func wrappedOutsideTables(_ text: String, tables: [String]) -> String {
    guard width != nil else { return text }
    let laidOut = Set(tables)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      laidOut.contains(String(line)) ? String(line) : wrapped(String(line))
    }.joined(separator: "\n")
  }

  /// How to run a command-line form instead of typing it in the session, naming the loaded
  /// scene file when there is one.
  func commandLineNote(_ form: CommandLineForm) -> String {
    let example = form.example(file: sceneFile ?? "FILE.json")
    let demo =
      sceneFile == nil && form != .import
      ? " (FILE.json: a scene file; the built-in demo has none, so load one first)" : ""
    return "'\(form.rawValue)' runs from the command line, not in the session: "
      + "quit (or use another terminal) and run `\(example)`\(demo)."
  }

  /// The error for a command-line form typed as a verb: what to run instead.
  func commandLineFormError(_ form: CommandLineForm) -> ShellError {
    ShellError(
      code: .commandLineForm,
      message: "'\(form.rawValue)' is not a session verb; it is `\(form.usage)`.",
      help: commandLineNote(form))
  }
}
