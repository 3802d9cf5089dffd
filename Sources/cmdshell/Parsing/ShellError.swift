import CommandKitLite

/// A refused shell line: a stable code, a message saying what is wrong and how to fix it,
/// and optionally a help line.
struct ShellError: Error, Equatable {
  var code: String
  var message: String
  var help: String?

  init(code: String, message: String, help: String? = nil) {
    self.code = code
    self.message = message
    self.help = help
  }

  init(_ error: CommandKitError) {
    self.init(code: error.code, message: error.description)
  }

  static func usage(_ verb: Verb, _ problem: String) -> ShellError {
    ShellError(
      code: "bad-arguments", message: "\(problem); usage: \(verb.usage)", help: "help \(verb.name)")
  }
}
