import CommandKitLite

/// A refused shell line: a stable code, a message saying what is wrong and how to fix it,
/// and optionally a help line.
struct ShellError: Error, Equatable {
  /// What kind of refusal, as `--json` names it (`"code"`).
  enum Code: Equatable, CustomStringConvertible {
    /// The first word is no verb.
    case unknownVerb
    /// The first word is a command-line form (`import`, `keymap`, `audit FILE`), not a verb.
    case commandLineForm
    /// A verb's or the command line's arguments do not fit its usage.
    case badArguments
    /// A JSON argument does not parse.
    case invalidJSON
    /// A shortcut or typed keys do not parse.
    case invalidShortcut
    /// A node path or value target does not parse.
    case invalidPath
    /// `tree` has no window to show.
    case noWindow
    /// No keyboard layout has the name.
    case unknownLayout
    /// No menu with items has the title.
    case unknownMenu
    /// A scene file could not be loaded.
    case loadFailed
    /// A session could not be saved.
    case saveFailed
    /// A session could not be restored.
    case restoreFailed
    /// The model refused: its error, whose ``CommandKitError/code`` names the case.
    case model(CommandKitError)

    /// The code as `--json` writes it.
    var description: String {
      switch self {
      case .unknownVerb: "unknown-verb"
      case .commandLineForm: "command-line-form"
      case .badArguments: "bad-arguments"
      case .invalidJSON: "invalid-json"
      case .invalidShortcut: "invalid-shortcut"
      case .invalidPath: "invalid-path"
      // Kept as ever: `tree` with nothing open says so under the model's code.
      case .noWindow: "no-key-window"
      case .unknownLayout: "unknown-layout"
      case .unknownMenu: "unknown-menu"
      case .loadFailed: "load-failed"
      case .saveFailed: "save-failed"
      case .restoreFailed: "restore-failed"
      case .model(let error): error.code
      }
    }
  }

  var code: Code
  var message: String
  var help: String?

  init(code: Code, message: String, help: String? = nil) {
    self.code = code
    self.message = message
    self.help = help
  }

  /// The model's refusal, in the shell's words (``CommandKitError/shellMessage``).
  init(_ error: CommandKitError) {
    self.init(code: .model(error), message: error.shellMessage)
  }

  static func usage(_ verb: Verb, _ problem: String) -> ShellError {
    ShellError(
      code: .badArguments, message: "\(problem); usage: \(verb.usage)", help: "help \(verb.name)")
  }
}

extension CommandKitError {
  /// The error as the shell says it: the model's problem, and the fix worded with the
  /// shell's verbs (the library words it with its API).
  var shellMessage: String {
    hint.map { "\(problem); \($0.shellWords)" } ?? problem
  }
}

extension CommandKitError.Hint {
  /// The fix in the shell's words: verbs where the library names API calls.
  var shellWords: String {
    switch self {
    case .didYouMean(let name): "did you mean '\(name)'?"
    case .listWindows: "`windows` lists the open ones"
    case .listNodes(let window): "`tree \(window)` lists its nodes"
    case .listCommands: "`menu` lists the commands"
    case .registerCommand(let id):
      "declare a command '\(id)' in the scene file's \"commands\", or correct the id"
    case .addTemplate(let name):
      "declare a template '\(name)' in the scene file's \"templates\", or correct the name"
    case .chooseAnotherWindowID: "choose another id or close it first"
    case .openOrMakeKey: "open one or bring one forward with `key W`"
    case .showOrEnable: "`show` or `enable` it first"
    case .dismiss(let id): "dismiss '\(id)' first"
    case .unminimize(let id): "use `unminimize \(id)` first"
    case .actOnParent: "act on its parent or dismiss it"
    case .presentAsSheet(let template): "present it with `sheet W \(template)`"
    case .chooseAnotherShortcut: "choose another shortcut"
    case .connectExternalDisplay: "run `display connect` first"
    case .launch: "start it again with `launch`"
    case .unhide: "use `unhide` first"
    case .readKeyInAccessor: "write the accessor as `self[SomeKey.self]`"
    }
  }
}
