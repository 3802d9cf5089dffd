import CommandKitLite

/// What the command line asked for.
struct ShellOptions: Equatable {
  enum Mode: Equatable {
    case session
    case audit(file: String, platform: String?, format: String)
    case help
  }

  var mode: Mode = .session
  var sceneFile: String?
  var script: String?
  var json = false
  var strict = false
  var colour: Bool?

  static let usage = """
    USAGE: cmdshell [FILE.json] [--script FILE|-] [--json] [--strict] [--color|--no-color]
           cmdshell audit FILE.json [--platform P] [--format text|json]

    Without FILE, cmdshell opens the built-in demo. --script runs lines from FILE
    (- for standard input) and exits; --json prints one JSON object per line;
    --strict stops a script at the first error with exit status 1.
    `cmdshell audit` exits 1 when it finds an error, 2 when the file cannot be loaded.
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var options = ShellOptions()
    if arguments.first == "audit" {
      var file: String?
      var platform: String?
      var format = "text"
      var index = 1
      while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--platform", "--format":
          guard index + 1 < arguments.count else {
            throw ShellError(code: "bad-arguments", message: "\(argument) needs a value", help: usage)
          }
          if argument == "--platform" { platform = arguments[index + 1] } else { format = arguments[index + 1] }
          index += 1
        case "--json": format = "json"
        case "-h", "--help": return ShellOptions(mode: .help)
        default:
          guard !argument.hasPrefix("-"), file == nil else {
            throw ShellError(code: "bad-arguments", message: "unexpected argument '\(argument)' for audit", help: usage)
          }
          file = argument
        }
        index += 1
      }
      guard let file else {
        throw ShellError(code: "bad-arguments", message: "audit needs a scene file: cmdshell audit FILE.json", help: usage)
      }
      guard format == "text" || format == "json" else {
        throw ShellError(code: "bad-arguments", message: "unknown format '\(format)'; use text or json", help: usage)
      }
      options.mode = .audit(file: file, platform: platform, format: format)
      return options
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--script":
        guard index + 1 < arguments.count else {
          throw ShellError(code: "bad-arguments", message: "--script needs a file (or - for standard input)", help: usage)
        }
        options.script = arguments[index + 1]
        index += 1
      case "--json": options.json = true
      case "--strict": options.strict = true
      case "--color", "--colour": options.colour = true
      case "--no-color", "--no-colour": options.colour = false
      case "-h", "--help": options.mode = .help
      default:
        if argument.hasPrefix("-") && argument != "-" {
          let known = ["--script", "--json", "--strict", "--color", "--no-color", "--help"]
          let suggestion = Suggestion.closest(to: argument, in: known)
          throw ShellError(
            code: "bad-arguments",
            message: "unknown option '\(argument)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), help: usage)
        }
        guard options.sceneFile == nil else {
          throw ShellError(code: "bad-arguments", message: "only one scene file can be given; got '\(options.sceneFile ?? "")' and '\(argument)'", help: usage)
        }
        options.sceneFile = argument
      }
      index += 1
    }
    return options
  }
}

