import CommandKitLite
import Foundation

/// The shell's state and its line interpreter: parses a line, calls the library, and
/// describes the result as JSON fields and text. Every decision comes from the library.
struct ShellSession {
  var app: App
  var style = Style(isEnabled: false)
  /// Where relative file names are looked up after the working directory (the script's folder).
  var searchDirectories: [String] = []

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
        let suggestion = closestVerb(to: first.text)
        throw ShellError(
          code: "unknown-verb",
          message: "Unknown verb '\(first.text)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
          help: "Type 'help' to list the verbs.")
      }
      return try dispatch(verb, Arguments(verb: verb, line: trimmed, tokens: Array(tokens.dropFirst())))
    } catch {
      app = before
      return ShellReply(error: error)
    }
  }

  private func closestVerb(to word: String) -> String? {
    Suggestion.closest(to: word.lowercased(), in: Verb.all.map(\.name))
  }

  private mutating func dispatch(_ verb: Verb, _ args: Arguments) throws(ShellError) -> ShellReply {
    switch verb.name {
    case "help": return help(args)
    case "quit":
      var reply = ShellReply(text: "Bye.")
      reply.quit = true
      return reply
    case "windows": return try windowsList(args)
    case "open", "close", "key", "minimize", "unminimize", "move", "sheet", "alert", "dismiss":
      return try windowOperation(verb, args)
    case "display": return try display(args)
    case "tree": return try tree(args)
    case "focus", "tab", "backtab", "hide", "show", "disable", "enable": return try focusOperation(verb, args)
    case "chain": return try chain(args)
    case "value": return try value(args)
    case "set", "unset": return try setValue(verb, args)
    case "select", "deselect": return try select(verb, args)
    case "menu": return try menu(args)
    case "overlay": return try overlay(args)
    case "press", "why": return try press(verb, args)
    case "invoke": return try invoke(args)
    case "bind", "unbind": return try bind(verb, args)
    case "contextmenu": return try contextMenu(args)
    case "a11y": return try accessibility(args)
    case "platform": return try platform(args)
    case "audit": return try audit(args)
    case "load", "demo", "save", "restore": return try files(verb, args)
    default:
      throw ShellError(code: "unknown-verb", message: "Unknown verb '\(verb.name)'.")
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
  mutating func mutate<T>(_ body: (inout App) throws(CommandKitError) -> T) throws(ShellError) -> T {
    do {
      return try body(&app)
    } catch {
      throw ShellError(error)
    }
  }

  func nodePath(_ text: String) throws(ShellError) -> NodePath {
    try attempt { () throws(CommandKitError) in try app.nodeReference(text) }
  }

  func shortcut(_ text: String) throws(ShellError) -> KeyboardShortcut {
    do {
      return try KeyboardShortcut(parsing: text)
    } catch {
      throw ShellError(code: "invalid-shortcut", message: error.description)
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
      let expected = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
      throw .usage(verb, "'\(verb.name)' takes \(expected) argument\(range.upperBound == 1 ? "" : "s"), got \(tokens.count)")
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
