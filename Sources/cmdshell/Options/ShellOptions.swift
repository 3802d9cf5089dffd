import CommandKitAudit
import CommandKitLite
import Foundation

/// What the command line asked for.
struct ShellOptions: Equatable {
  enum Mode: Equatable {
    case session
    case audit(
      file: String, platform: String?, semantics: String?, format: AuditFormat,
      layouts: String? = nil)
    case importFiles(files: [String], out: String?)
    case keymap(file: String, platform: String?, layout: String?, out: String?)
    case help
    case auditHelp
    case importHelp
    case version
  }

  var mode: Mode = .session
  var sceneFile: String?
  var script: String?
  var json = false
  var strict = false
  var colour: Bool?

  /// The shell's version, for `cmdshell version`.
  static let version = "cmdshell 0.1.0 (CommandKitLite)"

  static let usage = """
    USAGE: cmdshell [FILE.json] [--script FILE|-] [--json] [--strict] [--color|--no-color]
           cmdshell audit FILE.json [--platform P] [--semantics S] [--layouts L,L|all]
                          [--format F]
           cmdshell keymap FILE.json [--platform P] [--layout L] [--out keymap.html]
           cmdshell import DIR|FILE... [--out scene.json]
           cmdshell help [audit|import] | cmdshell version

    Without FILE, cmdshell opens the built-in demo. --script runs lines from FILE
    (- for standard input) and exits; --json prints one JSON object per line;
    --strict stops a script at the first error with exit status 1.
    `cmdshell audit` exits 1 when it finds an error, 2 when the file cannot be loaded;
    `cmdshell audit --help` lists its formats, platforms and finding kinds.
    `cmdshell import` reads an app's folder (or its .xib, .storyboard, .swift files)
    into one scene file.
    `cmdshell keymap` draws the app's shortcuts on a keyboard, as an HTML page.
    Verbs (windows, press, ...) are typed in the session or a script, not given here.
    """

  /// `cmdshell audit --help`: formats, platforms, finding kinds with their severities and
  /// exit codes, all read from the types that define them.
  static var auditUsage: String {
    let kinds = Table.lines(
      Finding.Kind.allCases.map { kind in
        [kind.rawValue, kind.severities.map(\.rawValue).joined(separator: "|"), kind.summary]
      }, indent: "  ")
    let exits = Table.lines(
      ExitCode.allCases.map { ["\($0.rawValue)", $0.auditMeaning] }, indent: "  ")
    return """
      USAGE: cmdshell audit FILE.json [--platform P] [--semantics S] [--layouts L,L|all] \
      [--format \(AuditFormat.allCases.map(\.rawValue).joined(separator: "|"))]

      Audits the shortcuts of a scene file (SPEC §11). --json is --format json.

      FORMATS: \(AuditFormat.allCases.map(\.rawValue).joined(separator: ", "))
      PLATFORMS: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) \
      (default: the file's platform)
      SEMANTICS: \(ResolutionSemantics.allCases.map(\.rawValue).joined(separator: ", ")) \
      (default: the file's semantics; swiftui adds fallback-only)
      LAYOUTS: \(KeyboardLayout.ids.joined(separator: ", ")), or all \
      (default: none; adds the layout-* findings, SPEC §21)

      FINDINGS (kind, severity, meaning):
      \(kinds.joined(separator: "\n"))

      EXIT CODES:
      \(exits.joined(separator: "\n"))
      """
  }

  /// `cmdshell import --help`.
  static let importUsage = """
    USAGE: cmdshell import DIR|FILE... [--out scene.json]

    Reads an app's own files into one scene file (SPEC §22). Given a folder, it reads
    the whole app: every .xib, .storyboard, .swift and Objective-C file and the
    app's strings, skipping tests, .build, Pods, Carthage and DerivedData. From
    Interface Builder: the main menu and the windows (text fields, text views, lists,
    buttons with key equivalents); from SwiftUI: commands, scenes and their views
    (text inputs, toolbars, buttons with .keyboardShortcut); from UIKit:
    UIKeyCommand, keyCommands and UIMenuBuilder. Every imported command and control
    records its "source" (file, line, column), so audit findings point at the
    original line.

    Without --out the scene file goes to standard output. What cannot be read is
    listed on standard error as FILE:LINE:COLUMN: warning: ..., never dropped
    silently, and a last line counts the shortcuts found, imported and warned about.

    EXIT CODES:
      0  the scene file was written (warnings allowed)
      2  the arguments are wrong, a file cannot be imported, the folder holds nothing
         to import, or --out is in a folder that does not exist (nothing is written)
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    switch arguments.first {
    case "audit": return try parseAudit(Array(arguments.dropFirst()))
    case "import": return try parseImport(Array(arguments.dropFirst()))
    case "keymap": return try parseKeymap(Array(arguments.dropFirst()))
    case "help":
      guard arguments.count <= 2 else {
        throw ShellError(
          code: .badArguments, message: "help takes at most one topic", help: usage)
      }
      switch arguments.dropFirst().first {
      case nil: return ShellOptions(mode: .help)
      case "audit": return ShellOptions(mode: .auditHelp)
      case "import": return ShellOptions(mode: .importHelp)
      case let topic?:
        throw ShellError(
          code: .badArguments,
          message: "no help on '\(topic)'; try cmdshell help audit or cmdshell help import",
          help: usage)
      }
    case "version":
      guard arguments.count == 1 else {
        throw ShellError(code: .badArguments, message: "version takes no arguments", help: usage)
      }
      return ShellOptions(mode: .version)
    default: return try parseSession(arguments)
    }
  }

  private static func parseAudit(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var file: String?
    var platform: String?
    var semantics: String?
    var layouts: String?
    var format = AuditFormat.text
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--platform", "--semantics", "--format", "--layouts":
        guard index + 1 < arguments.count else {
          throw ShellError(
            code: .badArguments, message: "\(argument) needs a value", help: auditUsage)
        }
        let value = arguments[index + 1]
        if argument == "--platform" {
          platform = value
        } else if argument == "--semantics" {
          semantics = value
        } else if argument == "--layouts" {
          layouts = value
        } else {
          guard let parsed = AuditFormat(rawValue: value) else {
            let names = AuditFormat.allCases.map(\.rawValue).joined(separator: " or ")
            throw ShellError(
              code: .badArguments, message: "unknown format '\(value)'; use \(names)",
              help: auditUsage)
          }
          format = parsed
        }
        index += 1
      case "--json": format = .json
      case "-h", "--help", "help": return ShellOptions(mode: .auditHelp)
      default:
        guard !argument.hasPrefix("-"), file == nil else {
          throw ShellError(
            code: .badArguments, message: "unexpected argument '\(argument)' for audit",
            help: auditUsage)
        }
        file = argument
      }
      index += 1
    }
    guard let file else {
      throw ShellError(
        code: .badArguments, message: "audit needs a scene file: cmdshell audit FILE.json",
        help: auditUsage)
    }
    return ShellOptions(
      mode: .audit(
        file: file, platform: platform, semantics: semantics, format: format, layouts: layouts))
  }

  private static func parseImport(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var files: [String] = []
    var out: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--out", "-o":
        guard index + 1 < arguments.count, out == nil else {
          throw ShellError(
            code: .badArguments,
            message: out == nil ? "\(argument) needs a file" : "--out is given twice",
            help: importUsage)
        }
        out = arguments[index + 1]
        index += 1
      case "-h", "--help": return ShellOptions(mode: .importHelp)
      default:
        guard !argument.hasPrefix("-") else {
          let suggestion = Suggestion.closest(to: argument, in: ["--out", "--help"])
          throw ShellError(
            code: .badArguments,
            message: "unknown option '\(argument)' for import"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: importUsage)
        }
        files.append(argument)
      }
      index += 1
    }
    guard !files.isEmpty else {
      throw ShellError(
        code: .badArguments,
        message:
          "import needs an app's folder or its files: cmdshell import MyApp, or "
          + "cmdshell import MainMenu.xib AppCommands.swift",
        help: importUsage)
    }
    return ShellOptions(mode: .importFiles(files: files, out: out))
  }

  /// `keymap FILE.json [--platform P] [--layout L] [--out FILE]`.
  private static func parseKeymap(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var file: String?
    var values: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--platform", "--layout", "--out":
        guard index + 1 < arguments.count else {
          throw ShellError(
            code: .badArguments, message: "\(argument) needs a value", help: usage)
        }
        values[argument] = arguments[index + 1]
        index += 1
      default:
        guard !argument.hasPrefix("-"), file == nil else {
          throw ShellError(
            code: .badArguments, message: "unexpected argument '\(argument)' for keymap",
            help: usage)
        }
        file = argument
      }
      index += 1
    }
    guard let file else {
      throw ShellError(
        code: .badArguments,
        message: "keymap needs a scene file: cmdshell keymap FILE.json [--out keymap.html]",
        help: usage)
    }
    return ShellOptions(
      mode: .keymap(
        file: file, platform: values["--platform"], layout: values["--layout"],
        out: values["--out"]))
  }

  private static func parseSession(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var options = ShellOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--script":
        guard index + 1 < arguments.count else {
          throw ShellError(
            code: .badArguments, message: "--script needs a file (or - for standard input)",
            help: usage)
        }
        options.script = arguments[index + 1]
        index += 1
      case "--json": options.json = true
      case "--strict": options.strict = true
      case "--color", "--colour": options.colour = true
      case "--no-color", "--no-colour": options.colour = false
      case "-h", "--help": options.mode = .help
      case "--version": options.mode = .version
      default:
        if argument.hasPrefix("-") && argument != "-" {
          let known = [
            "--script", "--json", "--strict", "--color", "--no-color", "--help", "--version",
          ]
          let suggestion = Suggestion.closest(to: argument, in: known)
          throw ShellError(
            code: .badArguments,
            message: "unknown option '\(argument)'"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: usage)
        }
        guard options.sceneFile == nil else {
          throw ShellError(
            code: .badArguments,
            message: "only one scene file can be given; got '\(options.sceneFile ?? "")' and "
              + "'\(argument)'", help: usage)
        }
        options.sceneFile = argument
      }
      index += 1
    }
    return options
  }

  /// The error for a scene file that does not exist: when its name is a verb, it says
  /// that verbs are typed in the session and points at `--help`.
  static func missingFile(_ name: String, problem: String) -> ShellError {
    guard let verb = Verb.named(name) else {
      return ShellError(code: .loadFailed, message: problem)
    }
    return ShellError(
      code: .loadFailed,
      message: "\(problem); '\(name)' is a verb, not a scene file: start cmdshell and type "
        + "'\(verb.usage)', or put it in a --script file",
      help: "cmdshell --help")
  }
}
