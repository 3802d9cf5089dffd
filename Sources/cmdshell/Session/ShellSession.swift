import CommandKitLite
import Foundation

/// The shell's state and its line interpreter: parses a line, calls the library, and
/// describes the result as JSON fields and text. Every decision comes from the library.
struct ShellSession {
  var app: App
  var style = Style(isEnabled: false)
  /// Where relative file names are looked up after the working directory (the script's folder).
  var searchDirectories: [String] = []
  /// The terminal's width in columns, for text laid out to fit it (``Table``, ``TextWrap``);
  /// `nil` (scripts, pipes) prints lines as long as they are.
  var width: Int?
  /// The scene file the app came from (`cmdshell FILE.json`, `load FILE`), `nil` for the demo.
  var sceneFile: String?
  /// Whether `load` ends with hints for the loaded app (an interactive session's greeting;
  /// scripts get the one-line summary only).
  var showsHints = false

  init(app: App) {
    self.app = app
  }

  /// Runs one line. Blank lines and `#` comments give `nil`. On error the app is unchanged.
  mutating func run(_ line: String) -> ShellReply? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let before = app
    do throws(ShellError) {
      let tokens = try Tokenizer.tokenize(trimmed)
      guard let first = tokens.first else { return nil }
      guard let verb = Verb.named(first.text) else {
        if let form = CommandLineForm.named(first.text) { throw commandLineFormError(form) }
        let suggestion = closestVerb(to: first.text)
        throw ShellError(
          code: .unknownVerb,
          message: "Unknown verb '\(first.text)'."
            + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
          help: "Type 'help' to list the verbs.")
      }
      return try dispatch(
        verb, Arguments(verb: verb, line: trimmed, tokens: Array(tokens.dropFirst())))
    } catch {
      app = before
      return ShellReply(error: error)
    }
  }

  private func closestVerb(to word: String) -> String? {
    Suggestion.closest(to: word.lowercased(), in: Verb.names)
  }

  /// One exhaustive `switch`: a verb without a case here does not build.
  private mutating func dispatch(_ verb: Verb, _ args: Arguments) throws(ShellError) -> ShellReply {
    switch verb {
    case .help: return help(args)
    case .quit:
      var reply = ShellReply(text: "Bye.")
      reply.quit = true
      return reply
    case .load: return try load(args)
    case .demo: return try demo(args)
    case .save: return try save(args)
    case .restore: return try restore(args)
    case .windows: return try windowsList(args)
    case .open: return try open(args)
    case .close:
      return try windowAction(args, done: "Closed") { (app, id) throws(CommandKitError) in
        try app.close(id)
      }
    case .key:
      return try windowAction(args, done: "Made key:") { (app, id) throws(CommandKitError) in
        try app.makeKey(id)
      }
    case .minimize:
      return try windowAction(args, done: "Minimized") { (app, id) throws(CommandKitError) in
        try app.minimize(id)
      }
    case .unminimize:
      return try windowAction(args, done: "Unminimized") { (app, id) throws(CommandKitError) in
        try app.unminimize(id)
      }
    case .move: return try move(args)
    case .sheet: return try sheet(args)
    case .alert: return try alert(args)
    case .dismiss: return try dismiss(args)
    case .display: return try display(args)
    case .tree: return try tree(args)
    case .focus: return try focus(args)
    case .tab: return try tab(args, backwards: false)
    case .backtab: return try tab(args, backwards: true)
    case .hide:
      return try nodeFlag(args, done: "Hid") { (app, path) throws(CommandKitError) in
        try app.setHidden(true, path)
      }
    case .show:
      return try nodeFlag(args, done: "Showed") { (app, path) throws(CommandKitError) in
        try app.setHidden(false, path)
      }
    case .disable:
      return try nodeFlag(args, done: "Disabled") { (app, path) throws(CommandKitError) in
        try app.setDisabled(true, path)
      }
    case .enable:
      return try nodeFlag(args, done: "Enabled") { (app, path) throws(CommandKitError) in
        try app.setDisabled(false, path)
      }
    case .chain: return try chain(args)
    case .value: return try value(args)
    case .set: return try setValue(args)
    case .unset: return try unsetValue(args)
    case .select: return try select(args)
    case .deselect: return try deselect(args)
    case .menu: return try menu(args)
    case .overlay: return try overlay(args)
    case .press: return try press(args)
    case .why: return try why(args)
    case .invoke: return try invoke(args)
    case .bind: return try bind(args)
    case .unbind: return try unbind(args)
    case .contextmenu: return try contextMenu(args)
    case .a11y: return try accessibility(args)
    case .platform: return try platform(args)
    case .semantics: return try semantics(args)
    case .layout: return try layout(args)
    case .direction: return try direction(args)
    case .unhide: return try unhide(args)
    case .launch: return try launch(args)
    case .audit: return try audit(args)
    }
  }

  /// Runs a library call, turning its error into a shell error.
  func attempt<T>(_ body: () throws(CommandKitError) -> T) throws(ShellError) -> T {
    do {
      return try body()
    } catch {
      throw ShellError(error)
    }
  }

  @discardableResult
  mutating func mutate<T>(_ body: (inout App) throws(CommandKitError) -> T) throws(ShellError) -> T
  {
    do {
      return try body(&app)
    } catch {
      throw ShellError(error)
    }
  }

  func nodePath(_ text: String) throws(ShellError) -> NodePath {
    try References.nodePath(text, in: app)
  }

  func shortcut(_ text: String) throws(ShellError) -> KeyboardShortcut {
    do {
      return try KeyboardShortcut(parsing: text)
    } catch {
      throw ShellError(code: .invalidShortcut, message: error.description)
    }
  }
}

/// A verb's arguments, with checks that produce usage errors.
struct Arguments {
  let verb: Verb
  let line: String
  let tokens: [Tokenizer.Token]

  var count: Int { tokens.count }
  var words: [String] { tokens.map(\.text) }

  func expect(_ range: ClosedRange<Int>) throws(ShellError) {
    guard range.contains(tokens.count) else {
      let lower = range.lowerBound
      let upper = range.upperBound
      let expected =
        upper == 0
        ? "no arguments"
        : lower == upper
          ? Plural.count(lower, "argument")
          : "\(lower) \(upper == lower + 1 ? "or" : "to") \(upper) arguments"
      throw .usage(verb, "'\(verb.name)' takes \(expected), got \(tokens.count)")
    }
  }

  func word(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }

  func require(_ index: Int, _ name: String) throws(ShellError) -> String {
    guard let word = word(index) else { throw .usage(verb, "missing \(name)") }
    return word
  }

  /// The raw text of the line from token `index` on (for JSON arguments and names).
  func rest(from index: Int) -> String? {
    guard tokens.indices.contains(index) else { return nil }
    return String(line[tokens[index].start...])
  }
}
