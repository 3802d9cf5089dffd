import CommandKitLite

extension ShellSession {
  /// `audit [--platform P]`: the shortcut audit of the loaded app.
  func audit(_ args: Arguments) throws(ShellError) -> ShellReply {
    var platform: Platform?
    var index = 0
    while let word = args.word(index) {
      guard word == "--platform" else { throw .usage(args.verb, "unexpected '\(word)'") }
      guard let name = args.word(index + 1) else {
        throw .usage(args.verb, "--platform needs a platform: macOS, iPadOS, iOS or visionOS")
      }
      guard let parsed = Platform(name: name) else {
        throw .usage(args.verb, "unknown platform '\(name)'; use macOS, iPadOS, iOS or visionOS")
      }
      platform = parsed
      index += 2
    }
    let report = app.audit(platform: platform)
    var fields: [(String, JSONValue)] = []
    if case .object(let object) = report.json {
      for member in object { fields.append((member.key, member.value)) }
    }
    return ShellReply(text: report.text(colour: style.isEnabled), fields)
  }
}
