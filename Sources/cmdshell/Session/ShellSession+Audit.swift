import CommandKitAudit
import CommandKitLite

extension ShellSession {
  /// `audit [--platform P] [--semantics platform|swiftui] [--layouts L,L|all]`: the shortcut
  /// audit of the loaded app, by default on its platform and with its semantics (SPEC §18),
  /// and on the keyboard layouts asked for (SPEC §21).
  func audit(_ args: Arguments) throws(ShellError) -> ShellReply {
    var platform: Platform?
    var semantics: ResolutionSemantics?
    var layouts: [KeyboardLayout] = []
    var index = 0
    while let word = args.word(index) {
      switch word {
      case "--platform":
        guard let name = args.word(index + 1) else {
          throw .usage(args.verb, "--platform needs a platform: macOS, iPadOS, iOS or visionOS")
        }
        guard let parsed = Platform(name: name) else {
          throw .usage(
            args.verb, "unknown platform '\(name)'; use macOS, iPadOS, iOS or visionOS")
        }
        platform = parsed
      case "--semantics":
        guard let name = args.word(index + 1) else {
          throw .usage(args.verb, "--semantics needs platform or swiftui")
        }
        guard let parsed = ResolutionSemantics(rawValue: name.lowercased()) else {
          throw .usage(args.verb, "unknown semantics '\(name)'; use platform or swiftui")
        }
        semantics = parsed
      case "--layouts":
        guard let names = args.word(index + 1) else {
          throw .usage(args.verb, "--layouts needs layouts, such as de,fr or all")
        }
        layouts = try Self.layouts(names)
      default:
        throw .usage(args.verb, "unexpected '\(word)'")
      }
      index += 2
    }
    let report = app.audit(platform: platform, semantics: semantics, layouts: layouts)
    var fields: [(String, JSONValue)] = []
    if case .object(let object) = report.json {
      for member in object { fields.append((member.key, member.value)) }
    }
    return ShellReply(text: report.text(colour: style.isEnabled), fields)
  }
}
